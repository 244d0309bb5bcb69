package sema

import (
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestConstexprIfDiscardedLaunch: in a template's instance only the branch
// an `if constexpr` selects is walked, so a kernel launched in the
// discarded branch is no instance; a condition sema cannot evaluate (a
// constexpr function with a loop) walks both and is noted; unknown
// __launch_bounds__ arguments are noted on the kernel.
func TestConstexprIfDiscardedLaunch(t *testing.T) {
	src := `template <int N> __attribute__((global)) void k(int *p) { p[0] = N; }
template <bool B> void run(int *p) {
  if constexpr (B) { k<1><<<1, 1>>>(p); } else { k<2><<<1, 1>>>(p); }
}
constexpr int pick(int x) { int r = 0; for (int i = 0; i < x; ++i) r += 2; return r; }
template <int X> void run2(int *p) {
  if constexpr (pick(X) > 4) { k<3><<<1, 1>>>(p); } else { k<4><<<1, 1>>>(p); }
}
template <int X> __attribute__((global)) __attribute__((launch_bounds(pick(X)))) void lb(int *p) {}
void host(int *p) {
  run<true>(p);
  run<false>(p);
  lb<2><<<1, 1>>>(p);
}
void host2(int *p) { run2<1>(p); }
`
	ck := checkSource(t, "cif.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 || ck.parseErrors > 0 {
		t.Fatalf("does not check cleanly: %v %v", ck.parseDiags, ck.semaDiags)
	}
	var got []string
	unknownBounds := 0
	for _, k := range ck.res.Kernels {
		if k.Decl.Template != nil {
			got = append(got, types.QualifiedName(k.Decl))
		}
		if k.Launch.BoundsUnknown {
			unknownBounds++
		}
	}
	sort.Strings(got)
	// k<3> and k<4>: run2's branches, both walked as undecided.
	want := []string{"k<1>", "k<2>", "k<3>", "k<4>", "lb<2>"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernel instances: got %q, want %q", got, want)
	}
	if n := len(ck.res.UndecidedBranches); n != 1 {
		t.Errorf("%d undecided branches noted, want 1 (run2's): %+v", n, ck.res.UndecidedBranches)
	}
	if unknownBounds != 1 {
		t.Errorf("%d kernels with unknown launch bounds, want 1 (lb<2>)", unknownBounds)
	}

	// Without run2 and lb, nothing is in doubt and k<2>'s launch in
	// run<true>'s discarded branch is only run<false>'s.
	src2 := `template <int N> __attribute__((global)) void k(int *p) { p[0] = N; }
template <bool B> void run(int *p) {
  if constexpr (B) { k<1><<<1, 1>>>(p); } else { k<2><<<1, 1>>>(p); }
}
void host(int *p) { run<true>(p); }
`
	ck = checkSource(t, "cif2.ii", []byte(src2), parse.CXX17, Options{})
	got = nil
	for _, k := range ck.res.Kernels {
		got = append(got, types.QualifiedName(k.Decl))
	}
	if strings.Join(got, " ") != "k<1>" || len(ck.res.UndecidedBranches) != 0 {
		t.Errorf("run<true> alone: kernels %q, undecided %v; want only k<1>", got, ck.res.UndecidedBranches)
	}
}
