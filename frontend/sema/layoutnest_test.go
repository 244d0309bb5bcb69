package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestDeeplyNestedKernelParameter: a kernel parameter whose class nests
// classes twenty levels deep (as thrust's tuples of iterators do) has a
// layout; nesting is no reason to give up.
func TestDeeplyNestedKernelParameter(t *testing.T) {
	src := `template <int N> struct cons { int head; cons<N - 1> tail; };
template <> struct cons<0> { char end; };
template <int N> struct wrap : cons<N> { double extra; };
__attribute__((global)) void k(wrap<24> w) {}
`
	ck := checkSource(t, "nest.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 || ck.parseErrors > 0 {
		t.Fatalf("does not check cleanly: %v %v", ck.parseDiags, ck.semaDiags)
	}
	if len(ck.res.Kernels) != 1 || len(ck.res.Kernels[0].Params) != 1 {
		t.Fatalf("kernels: %+v", ck.res.Kernels)
	}
	// 24 ints, the char padded to 4, then the double at 8-byte alignment.
	if p := ck.res.Kernels[0].Params[0]; p.Size != 112 || p.Align != 8 {
		t.Errorf("parameter size %d align %d, want 112 and 8", p.Size, p.Align)
	}
}
