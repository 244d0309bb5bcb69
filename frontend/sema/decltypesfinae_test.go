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
// be written), so with a scalar, or a class whose implicit destructor is
// certainly usable, the call picks it over the ellipsis for sure and the
// walk goes on into the kernel. With a class whose implicit destructor
// is deleted (a member's is), the trait is false and no launch is viable;
// with one sema cannot judge (a member of unknown type), the walk stops
// at the destructor it cannot find for sure.
func TestProofWalkDecltypeParameter(t *testing.T) {
	for _, c := range []struct{ name, arg, why, kernels string }{
		{"scalar", "int", "", "k<S>"},
		{"class", "T", "", "k<S>"},
		{"deleted", "HoldsDeleted", "call to launch not resolved", ""},
		{"unknown", "HoldsUnknown<T>", "of class HoldsUnknown<S> not found", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(decltypeParamHeader+`struct NoDtor { ~NoDtor() = delete; };
struct HoldsDeleted { NoDtor n; };
template <class T> struct HoldsUnknown { typename T::missing m; };
`, "launch(p, tag<wellformed<"+c.arg+">::value>());"), c.why, c.kernels)
		})
	}
}
