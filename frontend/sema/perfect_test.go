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
			w, kernels := proofWalk(t, src)
			if c.why == "" {
				if w.Incomplete != nil {
					t.Fatalf("incomplete: %s", w.Incomplete.Reason)
				}
				if strings.Join(kernels, " ") != "k<int>" {
					t.Errorf("kernels %v, want k<int>", kernels)
				}
				return
			}
			if w.Incomplete == nil || !strings.Contains(w.Incomplete.Reason, c.why) {
				t.Fatalf("outcome %+v, want incomplete: %s", w.Incomplete, c.why)
			}
		})
	}
}
