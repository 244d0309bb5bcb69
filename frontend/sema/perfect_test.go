package sema

import (
	"strings"
	"testing"
)

// TestProofWalkPerfectMatch: a call whose best candidate is a
// non-template taking every argument by the identity conversion is
// resolved for sure even when a template's deduction is not (CUDA 13's
// copysign(a, static_cast<double>(b))); with a conversion, the template
// might win, and the call stays unsure.
func TestProofWalkPerfectMatch(t *testing.T) {
	for _, c := range []struct{ name, call, why string }{
		{"identity", "cs(a, static_cast<double>(b))", ""},
		{"conversion", "cs(a, b)", "call to cs in code outside templates not resolved for sure"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := systemFile(t, "copysign.h") + userCode +
				"int f(const double a, const float b) { return " + c.call + " > 0 ? lib::Launch<int>::run(0) : 0; }\n"
			wantWalk(t, src, c.why, "k<int>")
		})
	}
}

// TestProofWalkOnlyViable: one viable candidate beside a template whose
// deduction sema is not sure of is not a sure choice (the template might
// be viable and better: go(p, 1) would take U = int exactly); a template
// that cannot take the number of arguments is not viable, for sure.
func TestProofWalkOnlyViable(t *testing.T) {
	header := systemHeader + `template <class T> struct promote;
template <class T> struct D {
  static int go(T *p, long) { k<<<1, 1>>>(p); return 0; }
  template <class U> static typename promote<U>::type go(T *p, U u);
  template <class U, class V> static int go(T *p, U u, V v);
};
` + userCode
	for _, c := range []struct{ name, call, why string }{
		{"unsure template", "D<int>::go(0, 1)", "call to go in code outside templates not resolved for sure"},
		{"arity", "D<int>::go(0, 1L)", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := header
			if c.name == "arity" {
				// Without the template whose deduction is unsure.
				src = strings.Replace(src, "  template <class U> static typename promote<U>::type go(T *p, U u);\n", "", 1)
			}
			wantWalk(t, src+"int f() { return "+c.call+"; }\n", c.why, "k<int>")
		})
	}
}
