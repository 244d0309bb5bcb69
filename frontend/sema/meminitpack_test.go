package sema

import "testing"

// TestProofWalkPackExpansionInMemInitializerArgs: a pack expansion among
// the arguments of a mem-initializer that is no pack expansion itself
// (libcu++'s tuple(_Up&&... __u) : __base_(tag{}, forward<_Up>(__u)...))
// gives one argument per element, each call in it resolved: the
// construction of the member is followed, and the kernel its constructor
// launches found.
func TestProofWalkPackExpansionInMemInitializerArgs(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct remove_reference { typedef T type; };
template <class T> struct remove_reference<T &> { typedef T type; };
template <class T> T &&forward(typename remove_reference<T>::type &t) noexcept { return static_cast<T &&>(t); }
struct tag {};
template <class... T> struct Impl { Impl(tag, const T &...) { k<<<1, 1>>>((S *)0); } };
template <class... T> struct Tup {
  Impl<T...> b;
  template <class... U> Tup(U &&...u) : b(tag{}, forward<U>(u)...) {}
};
template <class T> struct D {
  static int run(T *p) { int a = 0, c = 0; Tup<int, int> t(a, c); (void)t; return 0; }
};
`, "s"), "", "k<S>")
}
