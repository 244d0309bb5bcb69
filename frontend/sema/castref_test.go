package sema

import "testing"

// facadeHeader imitates thrust's iterator_facade (a system header): Ptr
// derives from Facade<Ptr> and has a constructor template that launches
// k; Facade's operator+ casts the base it is given to the derived class's
// reference (static_cast<Derived const&>(i)) and copies it.
const facadeHeader = `struct S { int n; };
template <class Derived> struct Facade {};
template <class T> struct Ptr : Facade<Ptr<T>> {
  T *p;
  Ptr() {}
  template <class U> explicit Ptr(U *q) { k<<<1, 1>>>(q); }
};
template <class Derived> Derived plus(const Facade<Derived> &i) {
  Derived tmp(static_cast<Derived const &>(i));
  return tmp;
}
template <class Derived> const Derived &down(const Facade<Derived> &i) { return (const Derived &)i; }
template <class Derived> Derived &&moved(Facade<Derived> &i) { return static_cast<Derived &&>(i); }
template <class T> struct Sub : Ptr<T> {};
template <class T> const Ptr<T> &up(const Sub<T> &s) { return static_cast<const Ptr<T> &>(s); }
template <class Derived> Derived make(const Facade<Derived> &i) { return static_cast<Derived>(i); }
`

// TestProofWalkReferenceDowncast: a static_cast (or C-style cast) of an
// lvalue of a base class to a reference to a class derived from it binds
// to the derived object ([expr.static.cast]/2): it makes no object, and
// the derived class's constructors are not probed (nor, casting up to a
// base's reference, the base's); a cast to the derived
// class itself constructs one, from the base, and probes them as before.
func TestProofWalkReferenceDowncast(t *testing.T) {
	for _, c := range []struct{ name, body, why string }{
		{"static_cast to const&", "Ptr<T> a; Ptr<T> b = plus(a); (void)b;", ""},
		{"C-style cast to const&", "Ptr<T> a; (void)down(a);", ""},
		{"static_cast to &&", "Ptr<T> a; (void)moved(a);", ""},
		{"static_cast to a base's reference", "Sub<T> s; (void)up(s);", ""},
		{"static_cast to the class", "Ptr<T> a; (void)make(a);", "class Ptr<S> has a constructor, conversion or assignment template"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(facadeHeader, c.body), c.why, "")
		})
	}
}
