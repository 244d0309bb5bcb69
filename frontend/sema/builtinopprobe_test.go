package sema

import "testing"

// boolProbeHeader imitates libcu++'s expected (a system header): a class
// with an explicit conversion to bool and a constructor template (which
// launches k, so probing it would stop the walk); !e applies the built-in
// ! through the conversion, which runs neither constructors nor
// assignments.
const boolProbeHeader = `struct S { int n; };
template <class T> struct res {
  T v;
  res(const T &t) : v(t) {}
  template <class U> res(U &&u, int) : v(u) { k<<<1, 1>>>((S *)0); }
  template <class U> res &operator=(U &&u) { k<<<1, 1>>>((S *)0); return *this; }
  explicit operator bool() const { return true; }
};
template <class T> int check(T *p) {
  res<int> e(1);
  if (!e) { return 1; }
  return e ? 2 : 3;
}
`

// TestProofWalkBuiltinOperatorProbe: a built-in operator applied through
// a class's conversion function probes only what runs on a made object
// (the conversion functions, the destructor), not the class's
// constructor or assignment templates, which the walk cannot probe.
func TestProofWalkBuiltinOperatorProbe(t *testing.T) {
	wantWalk(t, runBody(boolProbeHeader, "check(p);"), "", "")
}
