package sema

import "testing"

// TestProofWalkDeepRecursion: a recursion over a member class template
// (It<C, M>::step calling It<C + 1, M>::step, ended by the partial
// specialization It<M, M>) 100 instances deep is walked to its end and
// the kernel there found; one that never ends (R<N>::f calling
// R<N + 1>::f) stops the walk where the instances nest too deep (the
// class R<256> is not instantiated: its f is unknown), rather than
// going on.
func TestProofWalkDeepRecursion(t *testing.T) {
	header := `struct S { int n; };
template <class T, int N> struct Agent {
  template <int C, int M> struct It {
    static void step(Agent &a, T *keys) { It<C + 1, M>::step(a, keys); }
  };
  template <int M> struct It<M, M> {
    static void step(Agent &, T *keys) { k<<<1, 1>>>(keys); }
  };
  void run(T *p) { It<0, N>::step(*this, p); }
};
template <int N> struct R { static void f(S *p) { R<N + 1>::f(p); } };
template <> struct R<-1> { static void f(S *p) { k<<<1, 1>>>(p); } };
`
	wantWalk(t, runBody(header, "Agent<T, 100> a; a.run(p);"), "", "k<S>")
	wantWalk(t, runBody(header, "R<0>::f(p);"), "callee f unknown", "")
}
