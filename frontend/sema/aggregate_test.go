package sema

import "testing"

// aggHeader imitates cub's op_wrapper_t (a system header): Wrapper, an
// aggregate holding a Ptr (whose copy constructor launches k and which
// has a constructor template, as thrust's device_ptr has) and an int;
// Base, an aggregate base; Hidden, a class with a private member.
const aggHeader = `struct S { int n; };
template <class T> struct Ptr {
  Ptr() {}
  Ptr(const Ptr &) { k<<<1, 1>>>((T *)0); }
  template <class U> explicit Ptr(U *u) {}
};
template <class T> struct Wrapper { Ptr<T> p; int n; };
template <class T> struct Base { int m; };
template <class T> struct Derived : Base<T> { Ptr<T> p; };
template <class T> struct Pair { Ptr<T> a[2]; };
template <class T> struct Hidden { Ptr<T> p; private: int n; };
`

// TestProofWalkAggregateInit: the walk follows an aggregate
// initialization element by element (cub's op_wrapper_t{first, op}): the
// copy constructor of a member copied from its argument is walked (here
// it launches k), a member left over is value-initialized, the copy of an
// object of the class itself is a copy; where sema cannot pair arguments
// with elements (an array member: brace elision) or the class is no
// aggregate, it probes the class whole, as before.
func TestProofWalkAggregateInit(t *testing.T) {
	for _, c := range []struct{ name, body, why, kernels string }{
		{"member copied", "Ptr<T> q; Wrapper<T> w{q, 1}; (void)w;", "", "k<S>"},
		{"member from a prvalue", "Wrapper<T> w{Ptr<T>(), 1}; (void)w;", "", ""},
		{"members left over", "Wrapper<T> w{Ptr<T>()}; (void)w;", "", ""},
		{"temporary", "(void)Wrapper<T>{Ptr<T>(), 2};", "", ""},
		{"base then member", "Base<T> b{1}; Ptr<T> q; Derived<T> d{b, q}; (void)d;", "", "k<S>"},
		{"copy of the class", "Wrapper<T> w{Ptr<T>(), 1}; Wrapper<T> v{w}; (void)v;", "", "k<S>"},
		{"brace elision", "Ptr<T> q; Pair<T> w{q, q}; (void)w;", "which the walk cannot probe", ""},
		{"not an aggregate", "Ptr<T> q; Hidden<T> w{q}; (void)w;", "which the walk cannot probe", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(aggHeader, c.body), c.why, c.kernels)
		})
	}
}
