package sema

import "testing"

// ptrHeader imitates thrust's device_ptr (a system header): constructor
// templates beside the implicit copy constructor, and classes that take
// it by value.
const ptrHeader = `struct S { int n; };
template <class T> struct Ptr {
  T *p;
  Ptr() : p(0) {}
  template <class O> explicit Ptr(O *q) : p(q) {}
  template <class O> Ptr(const Ptr<O> &o) : p(o.p) {}
};
template <class T> struct It {
  Ptr<T> base;
  It(Ptr<T> b) : base(b) {}
};
template <class T> void take(Ptr<T> x) {}
`

// TestProofWalkParametersByValue: an argument copied into a parameter taken
// by value is followed at the call (the implicit copy constructor, not
// every constructor of its class), so a class with constructor templates
// passed by value (thrust's device_ptr to normal_iterator's constructor)
// does not stop the walk.
func TestProofWalkParametersByValue(t *testing.T) {
	for name, use := range map[string]string{
		"function":    `Ptr<T> a; take(a);`,
		"constructor": `Ptr<T> a; It<T> it(a);`,
		"temporary":   `It<T> it(Ptr<T>(p));`,
	} {
		t.Run(name, func(t *testing.T) {
			wantWalk(t, runBody(ptrHeader, use+` k<<<1, 1>>>(p);`), "", "k<S>")
		})
	}
}

// TestProofWalkProbedParameters: a member the walk probes (it cannot
// tell whether it runs, nor with what: here a constructor, for an array's
// elements) copies its parameters taken by
// value from arguments it does not know: every constructor of their
// classes is probed, and a copy constructor that launches a kernel stops
// the walk.
func TestProofWalkProbedParameters(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct Cp {
  T *q;
  Cp() {}
  Cp(const Cp &o) : q(o.q) { k<<<1, 1>>>(q); }
};
template <class T> struct Box {
  Box() {}
  Box(Cp<T> v) {}
};
template <class T> struct D {
  static int run(T *p) { Box<T> bs[2]; return 0; }
};
`, "s"), "kernel k<S> is instantiated from", "")
}

// TestProofWalkUserArgumentsByValue: an argument that user code copies
// into a parameter of a system function taken by value (thrust's
// make_zip_iterator(tuple)) has its copy followed, not every constructor
// of its class probed.
func TestProofWalkUserArgumentsByValue(t *testing.T) {
	wantWalk(t, systemHeader+ptrHeader+`template <class T> int launch(Ptr<T> x) { k<<<1, 1>>>(x.p); return 0; }
`+userCode+"int main() { Ptr<S> a; return launch(a); }\n", "", "k<S>")
}
