package sema

import (
	"strings"
	"testing"
)

// leafHeader imitates libcu++'s __tuple_leaf (CUDA 13.0): the
// specialization a tuple element's leaf takes is chosen by a constexpr
// function of __is_empty and __is_final; only the default one launches k.
const leafHeader = `struct S { int n; };
enum class spec { plain, empty };
template <class T> constexpr spec choose() { return __is_empty(T) && !__is_final(T) ? spec::empty : spec::plain; }
template <int I, class H, spec = choose<H>()> class leaf;
template <int I, class H> class leaf<I, H, spec::plain> { H v; public: leaf() { k<<<1, 1>>>((S *)0); } };
template <int I, class H> class leaf<I, H, spec::empty> : H { public: leaf() {} };
struct Ptr { int *p; };
struct Empty {};
struct EmptyFinal final {};
struct Derived : Ptr {};
struct EmptyDerived : Empty {};
struct Virt { virtual void f(); };
struct VirtBase : virtual Empty {};
template <class T> struct D {
  static int run(T *p) { leaf<0, ELEM> l; return 0; }
};
`

// TestProofWalkEmptyAndFinalTraits: __is_empty and __is_final are
// evaluated for classes whose members and bases sema knows, so the leaf's
// specialization is chosen (the thrust 13.0 walk stopped at __tuple_impl,
// whose bases were not known).
func TestProofWalkEmptyAndFinalTraits(t *testing.T) {
	for _, c := range []struct{ elem, kernels string }{
		{"Ptr", "k<S>"},
		{"int", "k<S>"},
		{"Empty", ""},
		{"EmptyFinal", "k<S>"},
		{"Derived", "k<S>"},
		{"EmptyDerived", ""},
		{"Virt", "k<S>"},
		{"VirtBase", "k<S>"},
	} {
		t.Run(c.elem, func(t *testing.T) {
			wantWalk(t, runSource(strings.ReplaceAll(leafHeader, "ELEM", c.elem), "s"), "", c.kernels)
		})
	}
}
