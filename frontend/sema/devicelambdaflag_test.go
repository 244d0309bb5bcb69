package sema

import (
	"fmt"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestDeviceLambdaNeedsFlag: without --extended-lambda, an annotated
// lambda in device code is error 3612 in a function outside templates and
// in a template's definition (instantiated or not: cudafe++ 11.8 and 13.0
// alike), once; with the flag, or for a plain lambda, nothing.
func TestDeviceLambdaNeedsFlag(t *testing.T) {
	src := `template <int N> __attribute__((device)) int in_template(int v) {
  auto f = [] __attribute__((device)) (int x) { return x + N; };
  return f(v);
}
__attribute__((device)) int plain_fn(int v) {
  auto g = [] __attribute__((device)) (int x) { return x * 2; };
  auto p = [](int x) { return x; };
  return g(p(v));
}
__attribute__((global)) void k(int *p) { p[0] = in_template<3>(p[1]) + plain_fn(p[2]); }
`
	for _, c := range []struct {
		major    int
		extended bool
		want     []int // lines of 3612
	}{
		{11, false, []int{2, 6}},
		{13, false, []int{2, 6}},
		{13, true, nil},
	} {
		ck := checkSource(t, "dl.ii", []byte(src), parse.CXX17, Options{CUDAMajor: c.major, ExtendedLambda: c.extended})
		var got []int
		for _, d := range ck.semaDiags {
			if d.ID != 3612 {
				t.Errorf("CUDA %d: unexpected diagnostic %v", c.major, d)
				continue
			}
			got = append(got, ck.files.Position(d.Pos).Line)
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("CUDA %d, --extended-lambda %v: 3612 on lines %v, want %v", c.major, c.extended, got, c.want)
		}
	}
}
