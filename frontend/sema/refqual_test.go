package sema

import "testing"

// refQualHeader imitates libcu++'s expected: error() declared for const&,
// &, const&& and &&; the lvalue overloads launch k, the rvalue ones do not.
const refQualHeader = `struct S { int n; };
template <class T> struct Exp {
  T *p;
  const T &error() const & { k<<<1, 1>>>(p); return *p; }
  T &error() & { k<<<1, 1>>>(p); return *p; }
  const T &&error() const && { return static_cast<const T &&>(*p); }
  T &&error() && { return static_cast<T &&>(*p); }
};
template <class T> Exp<T> make(T *p) { Exp<T> e; e.p = p; return e; }
`

// TestProofWalkRefQualifiedMember: on an lvalue object (a const or
// non-const variable, or one reached through a pointer) a member declared
// && is not viable, so the call of error() picks an lvalue overload for
// sure and the walk finds the kernel it launches; on an rvalue sema does
// not exclude the & overloads, and the call stays unsure.
func TestProofWalkRefQualifiedMember(t *testing.T) {
	for _, c := range []struct{ name, body, why, kernels string }{
		{"const lvalue", "const Exp<T> e = make(p); e.error();", "", "k<S>"},
		{"lvalue", "Exp<T> e = make(p); e.error();", "", "k<S>"},
		{"through a pointer", "Exp<T> e = make(p); Exp<T> *q = &e; q->error();", "", "k<S>"},
		{"rvalue", "make(p).error();", "call to Exp<S>::error not resolved for sure", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(refQualHeader, c.body), c.why, c.kernels)
		})
	}
}
