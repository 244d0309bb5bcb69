package sema

import "testing"

// decltypeParamHeader imitates libcu++'s __is_destructor_wellformed: a
// function template whose parameter type is decltype of an expression
// naming the template's own parameter (apply<decltype(declval<U&>().~U())>
// ::type), called with every template argument given, beside an ellipsis
// overload; a kernel is launched on the trait's value.
const decltypeParamHeader = `struct S { int n; };
template <bool B> struct tag {};
struct yes { static const bool value = true; };
struct no { static const bool value = false; };
template <class T> T &&declval();
template <class> struct apply { typedef int type; };
template <class T> struct wellformed {
  template <class U> static yes test(typename apply<decltype(declval<U &>().~U())>::type);
  template <class U> static no test(...);
  static const bool value = decltype(test<T>(12))::value;
};
template <class T> void launch(T *p, tag<true>) { k<<<1, 1>>>(p); }
`

// TestProofWalkDecltypeParameter: the candidate's parameter types are
// worked out by substituting the explicit arguments (the pattern's cannot
// be written), so with a scalar the call picks it over the ellipsis for
// sure and the walk goes on into the kernel. With a class, sema does not
// know whether its implicit destructor may be called (it may be deleted),
// so the call stays unsure rather than resolved either way: the trait's
// value is unknown, and the walk stops where it matters, at the call it
// picks (the unsure call itself, in decltype, runs nothing).
func TestProofWalkDecltypeParameter(t *testing.T) {
	for _, c := range []struct{ name, arg, why, kernels string }{
		{"scalar", "int", "", "k<S>"},
		{"class", "T", "call to launch not resolved", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(decltypeParamHeader, "launch(p, tag<wellformed<"+c.arg+">::value>());"), c.why, c.kernels)
		})
	}
}
