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

// TestProofWalkTagRecursion: a recursion on a tag's value (f(Tag<W>)
// calling f(Tag<W + 1>)) ends at an overload for one value, a literal or
// an enumerator of the enclosing class template's (f(Tag<WARPS>)). Both
// convert the tag exactly; partial ordering makes the one for one value
// the more specialized (Tag<W> deduces from Tag<4>, Tag<4> not from the
// unique value W stands for), so each call resolves for sure and the
// recursion stops there, the kernel it launches found. Two tags of one
// parameter (g(Tag<W>, Tag<W>)) against g(Tag<W>, Tag<V>) order the
// same way; amb(Tag<W>, Tag<3>) against amb(Tag<2>, Tag<V>) is
// ambiguous (each is more specialized on one tag; g++ says so): the call
// stays unresolved.
func TestProofWalkTagRecursion(t *testing.T) {
	header := `struct S { int n; };
template <int A> struct Tag {};
template <class T, int N> struct Scan {
  enum { WARPS = N / 2 };
  template <class Op, int W> void apply(T &x, Op op, Tag<W>) { apply(x, op, Tag<W + 1>()); }
  template <class Op> void apply(T &x, Op op, Tag<WARPS>) { k<<<1, 1>>>(&x); }
  void run(T *p) { apply(*p, 0, Tag<0>()); }
};
template <class Op, int W> void apply(S &x, Op op, Tag<W>) { apply(x, op, Tag<W + 1>()); }
template <class Op> void apply(S &x, Op op, Tag<3>) { k<<<1, 1>>>(&x); }
template <int W> void pair(Tag<W>, Tag<W>) { k<<<1, 1>>>((S *)0); }
template <int W, int V> void pair(Tag<W>, Tag<V>) {}
template <int W> void amb(Tag<W>, Tag<3>) {}
template <int V> void amb(Tag<2>, Tag<V>) {}
`
	wantWalk(t, runBody(header, "Scan<T, 40> a; a.run(p);"), "", "k<S>")
	wantWalk(t, runBody(header, "apply(*p, 0, Tag<0>());"), "", "k<S>")
	wantWalk(t, runBody(header, "pair(Tag<2>(), Tag<2>());"), "", "k<S>")
	wantWalk(t, runBody(header, "amb(Tag<2>(), Tag<3>());"), "not resolved", "")
}

// TestProofWalkOrderByValueAgainstReference: of two member templates of
// a class template, ex(T, T &, T, Op) and ex(T, T &, Op, CB &), both
// viable for (T lvalue, T lvalue, T, Op lvalue) with every conversion
// exact, the first is more specialized (its T does not deduce from the
// unique Op): the call resolves to it for sure, though the last argument
// binds a reference in one and a value in the other (the reference
// tie-breakers weigh two reference bindings only).
func TestProofWalkOrderByValueAgainstReference(t *testing.T) {
	header := `struct S { int n; };
struct Sum {};
template <class T> struct Scan {
  template <class Op> void ex(T in, T &out, T init, Op op) { k<<<1, 1>>>(&out); }
  template <class Op, class CB> void ex(T in, T &out, Op op, CB &cb) {}
  template <int N, class Op> void ex(T (&in)[N], T (&out)[N], T init, Op op) { T q = in[0]; ex(q, q, init, op); }
};
`
	wantWalk(t, runBody(header, "Scan<S> a; S v[2]; Sum s; a.ex(v, v, *p, s);"), "", "k<S>")
}
