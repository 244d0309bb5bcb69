package sema

import "testing"

// TestProofWalkPseudoDestructor: x.~T() with x of scalar type (thrust's
// gozer, destroying the ints of a vector) runs nothing and is of type
// void: the walk goes on past it (into the kernel launched after it),
// and decltype of it names void.
func TestProofWalkPseudoDestructor(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };
template <bool B> struct tag {};
template <class T> void launch(T *p, tag<true>) { k<<<1, 1>>>(p); }
struct gozer {
  template <class T> void operator()(T &x) { x.~T(); }
};
template <class T> struct D {
  static int run(T *p) {
    int i = 0; gozer g; g(i);
    int *q = &i; q->~decltype(i)();
    launch(p, tag<same<decltype(i.~decltype(i)()), void>::value>());
    return 0;
  }
};
`, "s"), "", "k<S>")
}
