package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestLaunchBoundsExpressions: launch bounds are evaluated as constant
// expressions, sizeof and braced functional casts included (CCCL 3's
// BLOCK_THREADS divide by int{sizeof(T)}), in a kernel template's instance
// with its arguments bound.
func TestLaunchBoundsExpressions(t *testing.T) {
	src := `template <int N, class T> struct Scaled { static constexpr int threads = N * 4 / int{sizeof(T)}; };
template <class P> struct Chained { using Active = P; };
struct Pol : Chained<Pol> { using Reduce = Scaled<256, double>; };
__attribute__((global)) __attribute__((launch_bounds(sizeof(int) * 32, 2))) void a(int *p) {}
__attribute__((global)) __attribute__((launch_bounds(int{sizeof(long)} * 8))) void b(int *p) {}
template <class CP> __attribute__((global)) __attribute__((launch_bounds(int(CP::Active::Reduce::threads), 1))) void c(int *p) {}
template <class T> __attribute__((global)) __attribute__((launch_bounds(Scaled<64, T>::threads))) void d(T *p) {}
void f(int *p, char *q) { c<Pol><<<1, 1>>>(p); d<<<1, 1>>>(q); }
`
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
		t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
	}
	out := ck.res
	want := map[string][2]int64{"a": {128, 2}, "b": {64, 0}, "c<Pol>": {128, 1}, "d<char>": {256, 0}}
	for _, k := range out.Kernels {
		name := types.QualifiedName(k.Decl)
		w, ok := want[name]
		if !ok {
			continue
		}
		delete(want, name)
		if got := [2]int64{k.Launch.MaxThreads, k.Launch.MinBlocks}; got != w || !k.Launch.HasLaunchBounds {
			t.Errorf("%s: launch bounds %v (known %v), want %v", name, got, k.Launch.HasLaunchBounds, w)
		}
	}
	for name := range want {
		t.Errorf("kernel %s not found", name)
	}
}
