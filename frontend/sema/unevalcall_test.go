package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestUnevaluatedDeviceCalls: host code's calls of a __device__ function in
// sizeof and decltype operands are reported for toolkits older than 13
// (cudafe++ 11.8 reports them), once each, and not for 13.x nor an
// unknown toolkit (cudafe++ 13.0 does not).
func TestUnevaluatedDeviceCalls(t *testing.T) {
	src := `__device__ int d() { return 1; }
int h() { return sizeof(d()); }
int h2() { return decltype(d())(2); }
__device__ int dev() { return sizeof(d()); }
int h3() { return sizeof(&d); }
`
	for _, tc := range []struct {
		major int
		want  []int // lines
	}{{11, []int{2, 3}}, {12, []int{2, 3}}, {13, nil}, {0, nil}} {
		ck := checkSource(t, "u.cu", []byte(src), parse.CXX17, Options{CUDAMajor: tc.major})
		var got []int
		for _, d := range ck.semaDiags {
			if !strings.Contains(d.Msg, `calling a __device__ function("d()") from a __host__ function`) {
				t.Errorf("CUDA %d: unexpected %s", tc.major, ck.describe(d))
				continue
			}
			got = append(got, ck.files.Position(d.Pos).Line)
		}
		if len(got) != len(tc.want) || len(got) > 0 && (got[0] != tc.want[0] || got[1] != tc.want[1]) {
			t.Errorf("CUDA %d: reported on lines %v, want %v", tc.major, got, tc.want)
		}
	}
}
