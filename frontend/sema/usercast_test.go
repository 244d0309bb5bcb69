package sema

import "testing"

// refHeader imitates thrust's device_reference (in a system header): a
// proxy returned by value from a container's operator[], converted to
// its value type by a conversion function, with a converting
// constructor template that launches k.
const refHeader = `template <class T> struct Ref {
  T *p;
  explicit Ref(T *q) : p(q) {}
  template <class U> Ref(const Ref<U> &o) : p(o.p) { k<<<1, 1>>>(p); }
  operator T() const { return *p; }
};
template <class T> struct Vec {
  T *p;
  Ref<T> operator[](int i) { return Ref<T>(p + i); }
};
`

// TestProofWalkUserCastOperand: a cast in code outside templates of an
// object of class type (main.cu's static_cast<int>(v[i]) of thrust's
// device_reference) runs the operand's conversion function and the
// temporary's destructor, not its constructors: the walk probes it as a
// cast in a walked body does (probeMade), instead of every constructor.
// A conversion function template still stops it.
func TestProofWalkUserCastOperand(t *testing.T) {
	for _, c := range []struct{ name, hdr, body, why string }{
		{"static_cast", refHeader, "return static_cast<int>(v[0]);", ""},
		{"C-style", refHeader, "return (int)v[0];", ""},
		{"conversion template", refHeader + "struct Any { template <class T> operator T() const { k<<<1, 1>>>((T *)0); return T(); } };\n",
			"Any a; return static_cast<int>(a);", "class Any has a constructor, conversion or assignment template"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := systemHeader + c.hdr + userCode + "int main() { Vec<int> v; v.p = 0; " + c.body + " }\n"
			wantWalk(t, src, c.why, "")
		})
	}
}
