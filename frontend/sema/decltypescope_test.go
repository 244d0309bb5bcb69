package sema

import "testing"

// TestDecltypeQualifierUnevaluated: the operand of decltype in a
// nested-name-specifier (libcu++'s __is_destructor_wellformed:
// decltype(__test<_Tp>(12))::value) is unevaluated like any decltype
// operand: a call there that sema cannot resolve for sure, to functions
// only declared, runs and instantiates nothing, so the walk goes on.
func TestDecltypeQualifierUnevaluated(t *testing.T) {
	hdr := `struct S { int n; };
template <class T> struct Odd { template <class U> Odd(U) {} ~Odd() noexcept(sizeof(T) > 2) {} };
template <bool B> struct bc { static const bool value = B; };
template <class> struct apply { typedef int type; };
template <class...> using void_t = void;
template <class T> using id_t = T;
template <class T, class = void> extern id_t<void (*)() noexcept> dv;
template <class T> extern id_t<T && (*)() noexcept> dv<T, void_t<T &&> >;
template <class T> struct wf {
  template <class U> static bc<true> __test(typename apply<decltype(dv<U &>().~U())>::type);
  template <class U> static bc<false> __test(...);
  static const bool value = decltype(__test<T>(12))::value;
};
template <class T> struct D {
  static int run(T *p) { if (bc<wf<ARG>::value>::value) k<<<1, 1>>>(p); return 0; }
};
`
	for _, arg := range []string{"T", "Odd<T>"} {
		t.Run(arg, func(t *testing.T) {
			wantWalkSubst(t, hdr, "", "k<S>", "ARG", arg)
		})
	}
}
