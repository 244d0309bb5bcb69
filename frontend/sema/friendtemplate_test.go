package sema

import "testing"

// TestProofWalkFriendClassTemplate: a class that befriends a class
// template (cooperative_groups' __single_warp_thread_block_tile<Size,
// void> befriending its primary template) declares no member by that
// name, so a derived class's mem-initializer naming the base by its
// template-id finds the base.
func TestProofWalkFriendClassTemplate(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <unsigned N, class P = void> class Base { protected: Base() {} };
template <unsigned N> class Base<N, void> {
  template <unsigned, class Q> friend class Base;
protected:
  Base(unsigned a = 0, unsigned b = 1) {}
};
template <unsigned N, class P, bool M> class Impl;
template <unsigned N, class P> class Impl<N, P, false> : public Base<N, P> {
public:
  Impl(int g) : Base<N, P>() {}
};
template <class T> struct D {
  static int run(T *p) { Impl<1, void, false> i(3); k<<<1, 1>>>(p); return 0; }
};
`, "s"), "", "k<S>")
}
