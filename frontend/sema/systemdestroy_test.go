package sema

import "testing"

// dtorHeader imitates thrust's vector_base (a system header): Vec's
// destructor launches k (as vector_base's destroys its elements with
// cub's for_each kernel); Dev derives from it (device_vector), Holder
// holds one in an implicit constructor, Union in a variant member.
const dtorHeader = `struct S { int n; };
template <class T> struct Vec {
  T *p;
  Vec() {}
  ~Vec() { k<<<1, 1>>>(p); }
};
template <class T> struct Dev : Vec<T> { Dev() : Vec<T>() {} };
template <class T> struct Member { Vec<T> v; Member() {} };
template <class T> struct Holder { Vec<T> v; };
`

// TestProofWalkDestruction: the destructor of a variable a walked body
// defines, and of a base or member a walked constructor constructs, is
// potentially invoked, so instantiated (implicit constructors included,
// as cudafe++ 13.0 does): the walk follows it as a call and finds the
// kernel it launches; the destructor of a new-expression's object is
// probed, as before, and the walk stays incomplete.
func TestProofWalkDestruction(t *testing.T) {
	for _, c := range []struct{ name, body, why, kernels string }{
		{"variable", "Vec<T> v; (void)v;", "", "k<S>"},
		{"static variable", "static Vec<T> v; (void)v;", "", "k<S>"},
		{"member of a variable", "Holder<T> h; (void)h;", "", "k<S>"},
		{"base in a constructor", "Dev<T> *d = new Dev<T>(); (void)d;", "", "k<S>"},
		{"member in a constructor", "Member<T> *m = new Member<T>(); (void)m;", "", "k<S>"},
		{"new-expression", "Vec<T> *v = new Vec<T>(); (void)v;", "is instantiated from Vec<S>::~Vec, an implicit call", ""},
		{"implicit constructor's member", "Holder<T> *h = new Holder<T>(); (void)h;", "", "k<S>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(dtorHeader, c.body), c.why, c.kernels)
		})
	}
}
