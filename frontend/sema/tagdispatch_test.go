package sema

import "testing"

// TestProofWalkTagDispatch: overloads told apart by tag classes
// (template <int N> struct Tag {}), with the tag's argument written as an
// enumerator or a template parameter: those whose tag differs from the
// argument's are not viable, and of those left T * against const T *
// for a pointer to a non-const object is settled by the conversions
// ([over.ics.rank]/3.2.5: the identity beats the qualification
// conversion), before partial ordering, which orders neither here. For
// a pointer to const both parameters are const S *: the call is
// ambiguous (g++ says so), and stays unresolved.
func TestProofWalkTagDispatch(t *testing.T) {
	header := `struct S { int n; };
template <int A> struct Tag { enum { VALUE = A }; };
enum Mod { M_DEFAULT, M_CA, M_VOLATILE };
template <class It> It load(It it, Tag<M_DEFAULT>, Tag<false>) { return it; }
template <class T> T *load(T *p, Tag<M_DEFAULT>, Tag<true>) { k<<<1, 1>>>(p); return p; }
template <class T> T *load(T *p, Tag<M_VOLATILE>, Tag<true>) { return p; }
template <class T, int M> T *load(const T *p, Tag<M>, Tag<true>) { return 0; }
template <Mod M, class It> It load(It it) { return load(it, Tag<M>(), Tag<true>()); }
template <class T> void plain(T *) { k<<<1, 1>>>((S *)0); }
template <class T> void plain(const volatile T *) {}
`
	wantWalk(t, runBody(header, "load<M_DEFAULT>(p);"), "", "k<S>")
	wantWalk(t, runBody(header, "S a[2]; plain(a);"), "", "k<S>")
	wantWalk(t, runBody(header, "const S *q = p; load(q, Tag<M_DEFAULT>(), Tag<true>());"), "not resolved for sure", "")
}
