package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestExtendedLambdaSpace: under --extended-lambda a __host__ __device__
// lambda calling a __device__ function is reported wherever it is written,
// a plain lambda inside it too; a __device__ lambda is not; without the
// flag the annotated lambdas are left unchecked (NVIDIA reports them
// as annotated without the flag, and treats them as plain lambdas).
func TestExtendedLambdaSpace(t *testing.T) {
	src := `__device__ int d() { return 1; }
void h() { auto l = [] __host__ __device__ { return d(); }; (void)l; }
__device__ void dv() { auto l = [] __host__ __device__ { return d(); }; (void)l; }
void n() { auto l = [] __host__ __device__ { auto m = [] { return d(); }; return m(); }; (void)l; }
void dev() { auto l = [] __device__ { return d(); }; (void)l; }
`
	const want = `calling a __device__ function("d()") from a __host__ __device__ function("operator()") is not allowed`
	for _, extended := range []bool{true, false} {
		ck := checkSource(t, "l.cu", []byte(src), parse.CXX17, Options{ExtendedLambda: extended})
		var lines []int
		for _, d := range ck.semaDiags {
			if !extended && strings.Contains(d.Msg, "requires --extended-lambda") {
				continue // (an error of its own)
			}
			if d.Msg != want {
				t.Errorf("extended %v: unexpected %s", extended, ck.describe(d))
				continue
			}
			lines = append(lines, ck.files.Position(d.Pos).Line)
		}
		wantLines := []int{2, 3, 4}
		if !extended {
			wantLines = nil
		}
		if len(lines) != len(wantLines) {
			t.Errorf("extended %v: reported on lines %v, want %v", extended, lines, wantLines)
			continue
		}
		for i := range lines {
			if lines[i] != wantLines[i] {
				t.Errorf("extended %v: reported on lines %v, want %v", extended, lines, wantLines)
				break
			}
		}
	}
}
