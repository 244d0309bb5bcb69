package sema

import "testing"

// makeTupleHeader imitates libcu++'s make_tuple: forward's parameter is
// written with an alias template (remove_reference_t<_Tp>&), an lvalue and
// an rvalue overload, and make_tup forwards its pack into a functional
// cast to the tuple of the decayed types (tup's constructor launches k on
// its first element, so the walk must follow that construction). The
// other makers forward the pack into the other initializers that take
// a list of arguments.
const makeTupleHeader = `struct S { int n; };
template <class T> struct remove_reference { using type = T; };
template <class T> struct remove_reference<T &> { using type = T; };
template <class T> struct remove_reference<T &&> { using type = T; };
template <class T> using remove_reference_t = typename remove_reference<T>::type;
template <class T> constexpr T &&forward(remove_reference_t<T> &t) noexcept { return static_cast<T &&>(t); }
template <class T> constexpr T &&forward(remove_reference_t<T> &&t) noexcept { return static_cast<T &&>(t); }
template <class T> struct It { T *p; };
template <class T, class... Ts> struct tup {
  tup(const T &t, const Ts &...) { k<<<1, 1>>>(t.p); }
};
template <class... Ts> tup<remove_reference_t<Ts>...> make_tup(Ts &&...ts) {
  return tup<remove_reference_t<Ts>...>(forward<Ts>(ts)...);
}
template <class... Ts> int make_var(Ts &&...ts) {
  tup<remove_reference_t<Ts>...> v(forward<Ts>(ts)...); (void)v; return 0;
}
template <class... Ts> int make_list(Ts &&...ts) {
  int x[] = {(forward<Ts>(ts), 0)...}; (void)x; return 0;
}
template <class... Ts> int make_new(Ts &&...ts) {
  delete new tup<remove_reference_t<Ts>...>{forward<Ts>(ts)...}; return 0;
}
`

// TestProofWalkConstructionPackExpansion: a pack expansion among the
// arguments of a construction (T(args...), T v(args...), new T{args...})
// or among a braced list's elements is typed once per element of its
// bound pack, as a call's arguments are: forward<Ts>(ts)... in
// make_tuple's instance resolves per element (forward's lvalue overload
// for an lvalue reference element, its rvalue one otherwise), and the
// construction takes one argument per element. (Typed as written, the
// pattern had no type in the instance and the walk stopped at "call to
// forward not resolved", libcu++'s tuple:1120.)
func TestProofWalkConstructionPackExpansion(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"functional cast of lvalues", "It<T> a, b; (void)make_tup(a, b);", "k<S>"},
		{"functional cast of rvalues", "(void)make_tup(It<T>(), It<T>());", "k<S>"},
		{"functional cast of one", "It<int> a; (void)make_tup(a);", "k<int>"},
		{"variable", "It<T> a; It<int> b; (void)make_var(a, b);", "k<S>"},
		{"braced list", "It<T> a; (void)make_list(a, a);", ""},
		{"new", "It<int> a; (void)make_new(a, It<T>());", "k<int>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(makeTupleHeader, c.body), "", c.kernels)
		})
	}
}
