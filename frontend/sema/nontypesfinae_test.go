package sema

import "testing"

// nonTypeSfinaeHeader declares f(T&), kept by a non-type template
// parameter whose type is CCCL's enable_if_t idiom over a trait (or
// an expression sema cannot evaluate, TRAIT), beside f(const T&), which
// launches k: for a non-const lvalue, f(T&) binds with fewer qualifiers
// and wins whenever it is viable.
const nonTypeSfinaeHeader = `struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <bool B, class R = void> using enable_if_t = typename enable_if<B, R>::type;
template <class T> struct is_proxy { static const bool value = false; };
template <> struct is_proxy<long> { static const bool value = true; };
int g(int);
template <class T, enable_if_t<TRAIT, int> = 0> int f(T &) { return 0; }
template <class T> int f(const T &) { k<<<1, 1>>>((S *)0); return 1; }
template <class T> struct D {
  static int run(T *p) { ARG v = 0; return f(v); }
};
`

// TestProofWalkNonTypeParamSubstitution: substituting the deduced
// arguments into the type of a non-type template parameter is part of
// deduction. Where it names a member enable_if<false> lacks, f(T&) is no
// candidate and the call resolves to f(const T&) for sure (sema used to
// pick f(T&) and miss k); where it is well-formed, f(T&) wins; where sema
// cannot evaluate it (noexcept, a compiler trait), f(T&) may be viable
// or not, so the call stays unsure rather than resolved either way.
func TestProofWalkNonTypeParamSubstitution(t *testing.T) {
	for _, c := range []struct{ name, trait, arg, why, kernels string }{
		{"substitution failure", "is_proxy<T>::value", "int", "", "k<S>"},
		{"well-formed", "is_proxy<T>::value", "long", "", ""},
		{"noexcept", "noexcept(g(T()))", "int", "call to f<int, 0> not resolved for sure", ""},
		{"compiler trait", "__has_unique_object_representations(T) && sizeof(T) == 4", "int", "call to f<int, 0> not resolved for sure", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalkSubst(t, nonTypeSfinaeHeader, c.why, c.kernels, "TRAIT", c.trait, "ARG", c.arg)
		})
	}
}

// TestProofWalkRawReferenceCast: thrust's raw_reference_cast overloads
// for T&, const T& and a T&& that SFINAE keeps to proxy references,
// called with a forwarded lvalue int (wrapped_function::operator()):
// T& binds the non-const lvalue with fewer qualifiers than const T&
// ([over.ics.rank]/3.2.6), and T&& drops out of the set, so the call is
// resolved to T& for sure and walked.
func TestProofWalkRawReferenceCast(t *testing.T) {
	header := `struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <bool B, class R = void> using enable_if_t = typename enable_if<B, R>::type;
template <class T> struct remove_cv { typedef T type; };
template <class T> struct remove_cv<const T> { typedef T type; };
template <class T> using remove_cv_t = typename remove_cv<T>::type;
template <class T> struct remove_reference { typedef T type; };
template <class T> struct remove_reference<T &> { typedef T type; };
template <class T> struct remove_reference<T &&> { typedef T type; };
template <class T> T &&forward(typename remove_reference<T>::type &t) { return static_cast<T &&>(t); }
template <class T> T &&forward(typename remove_reference<T>::type &&t) { return static_cast<T &&>(t); }
template <class T> struct is_proxy_reference { static const bool value = false; };
template <class T> struct raw_reference { typedef T &type; };
template <class... Ts> struct tuple_of_iterator_references {};
template <class T> typename raw_reference<T>::type raw_reference_cast(T &ref) { k<<<1, 1>>>((S *)0); return ref; }
template <class T> typename raw_reference<const T>::type raw_reference_cast(const T &ref) { return ref; }
template <class T, enable_if_t<is_proxy_reference<remove_cv_t<T>>::value, int> = 0>
typename raw_reference<T>::type raw_reference_cast(T &&t) { return t; }
template <class... Ts> tuple_of_iterator_references<Ts...> raw_reference_cast(tuple_of_iterator_references<Ts...> t) { return t; }
template <class F> struct wrapped {
  F f;
  template <class... Ts> int operator()(Ts &&...args) const { return f(raw_reference_cast(forward<Ts>(args))...); }
};
struct id { int operator()(int &x) const { return x; } };
`
	wantWalk(t, runSource(header+`template <class T> struct D {
  static int run(T *p) { wrapped<id> w; int n = 0; return w(n); }
};
`, "s"), "", "k<S>")
}
