package sema

import "testing"

// castHeader declares P (in a system header), whose copy constructor and
// constructor template launch k.
const castHeader = `struct S { int n; };
template <class T> struct P {
  P() {}
  P(const P &) { k<<<1, 1>>>((T *)0); }
  template <class U> explicit P(U *u) { k<<<1, 1>>>(u); }
};
template <class T> P<T> make() { return P<T>(); }
`

// TestProofWalkCastToClass: static_cast<T>(e) and (T)e, T a class, are
// the direct-initialization T t(e) ([expr.static.cast]/4): the walk
// follows the construction as overload resolution picks it (from a
// prvalue of T, none: the operand is the result; thrust's
// iterator_adaptor::advance casts m_iterator + n so), as it does T(e),
// instead of probing every constructor.
func TestProofWalkCastToClass(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"prvalue of the class", "(void)static_cast<P<T>>(make<T>());", ""},
		{"lvalue copied", "P<T> a; (void)static_cast<P<T>>(a);", "k<S>"},
		{"C-style from a pointer", "(void)(P<T>)p;", "k<S>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(castHeader, c.body), "", c.kernels)
		})
	}
}
