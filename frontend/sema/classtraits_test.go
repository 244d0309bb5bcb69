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

// assignHeader picks a class by __is_assignable(T&, FROM), as libcu++'s
// is_copy_assignable (FROM const T&) and is_move_assignable (T&&) do: k<S>
// when true, k<long> when false.
const assignHeader = `struct S { int n; };
template <class T, bool = __is_assignable(T &, FROM)> struct pick;
template <class T> struct pick<T, true> { pick() { k<<<1, 1>>>((S *)0); } };
template <class T> struct pick<T, false> { pick() { k<<<1, 1>>>((long *)0); } };
struct Ptr { int *p; };
struct Ref { int &r; };
struct ConstMember { const int n; };
struct MoveCtor { MoveCtor(MoveCtor &&); int n; };
struct HoldsRef { Ref r; };
struct Derived : Ptr { long m; };
struct DerivedRef : Ref {};
struct Deleted { Deleted &operator=(const Deleted &) = delete; };
struct UserAssign { UserAssign &operator=(const UserAssign &); };
struct AssignTemplate { int *p; template <class U> AssignTemplate &operator=(const U *); };
template <class T> struct D {
  static int run(T *p) { pick<ELEM> x; return 0; }
};
`

// TestProofWalkAssignableTrait: __is_assignable(T&, const T&) and
// (T&, T&&) are evaluated for scalars and for classes whose assignment
// overload resolution resolves for sure to the implicit one, which is
// deleted where a member is a reference or const, a subobject's is
// deleted, or a move constructor is declared; a user-declared assignment
// operator picked is deleted or of an access sema does not track, so
// unknown.
func TestProofWalkAssignableTrait(t *testing.T) {
	for _, c := range []struct{ elem, from, why, kernels string }{
		{"int", "const T &", "", "k<S>"},
		{"Ptr", "const T &", "", "k<S>"},
		{"Ptr", "T &&", "", "k<S>"},
		{"Ref", "const T &", "", "k<long>"},
		{"ConstMember", "const T &", "", "k<long>"},
		{"MoveCtor", "const T &", "", "k<long>"},
		{"MoveCtor", "T &&", "", "k<long>"},
		{"HoldsRef", "const T &", "", "k<long>"},
		{"Derived", "const T &", "", "k<S>"},
		{"DerivedRef", "T &&", "", "k<long>"},
		{"Deleted", "const T &", "", "k<long>"},
		{"AssignTemplate", "const T &", "", "k<S>"},
		{"UserAssign", "const T &", "unknown type", ""},
	} {
		t.Run(c.elem+"/"+c.from, func(t *testing.T) {
			wantWalkSubst(t, assignHeader, c.why, c.kernels, "ELEM", c.elem, "FROM", c.from)
		})
	}
}
