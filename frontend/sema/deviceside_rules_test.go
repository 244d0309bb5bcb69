package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestDeviceSideSkipsHostRules: the calls of __device__ functions from host
// and __host__ __device__ code (a function's body, a lambda's, a
// constructor a declaration runs) are reported on the host side's view and
// not on the device side's (Options.DeviceSide), where CUDA's own headers
// call them from __host__ __device__ functions under #ifdef __CUDA_ARCH__.
func TestDeviceSideSkipsHostRules(t *testing.T) {
	src := `__device__ int d() { return 1; }
struct S { __device__ S() {} };
__host__ __device__ int hd() { return d(); }
int h() { auto l = [] { return d(); }; S s; return l(); }
__global__ void k() {}
void launch() { k(); }
`
	for _, tc := range []struct {
		deviceSide bool
		want       []int
	}{
		{false, []int{3, 4, 4, 6}},
		{true, []int{6}}, // (an unconfigured kernel call is an error on both sides)
	} {
		ck := checkSource(t, "d.cu", []byte(src), parse.CXX17, Options{DeviceSide: tc.deviceSide})
		var lines []int
		for _, d := range ck.semaDiags {
			lines = append(lines, ck.files.Position(d.Pos).Line)
		}
		if len(lines) != len(tc.want) {
			t.Errorf("device side %v: errors on lines %v, want %v", tc.deviceSide, lines, tc.want)
			continue
		}
		for i := range lines {
			if lines[i] != tc.want[i] {
				t.Errorf("device side %v: errors on lines %v, want %v", tc.deviceSide, lines, tc.want)
				break
			}
		}
	}
}
