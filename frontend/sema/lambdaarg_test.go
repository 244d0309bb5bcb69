package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestHostClosureAsKernelTemplateArgument: a kernel template instantiated
// with the closure type of a lambda written in host code is NVIDIA's error
// 3582, on the launch's line, naming the lambda's line (text as nvcc 11.8
// prints it); not for a lambda written in a __global__ function, nor for an
// extended lambda (even one inside another lambda, which nvcc accepts).
func TestHostClosureAsKernelTemplateArgument(t *testing.T) {
	src := cudaPrelude + `template <typename F> __global__ void apply(int *out, F f) {}
template <typename T> struct Box { T v; };
__global__ void parent(int *d) {
  auto ok = [] (int i) { return i; };
  apply<<<1, 1>>>(d, ok);
}
int main() {
  auto f = [] (int i) { return i * 2; };
  int *d = 0;
  apply<<<1, 32>>>(d, f);
  apply<<<1, 32>>>(d, Box<decltype(f)>{f});
  apply<<<1, 32>>>(d, [] __device__ (int i) { return i; });
  auto outer = [&]() { apply<<<1, 1>>>(d, [] __device__ (int i) { return i; }); };
  outer();
  return 0;
}
`
	pre, err := gccPreprocess(src, "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	// (-rdc: parent's launch from device code is valid only so.)
	ck := checkSource(t, "e.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_e_cu_main", ExtendedLambda: true, RDC: true})
	var got []string
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		got = append(got, ck.describe(d))
		if d.ID == 3582 {
			// nvcc's context line, under the message (nvcc 11.8's text).
			ctx := `instantiation of "apply" based on template argument <lambda [](int)->int>`
			if ck.files.Position(d.Pos).Line == 16 {
				ctx = `instantiation of "apply" based on template argument <Box<lambda [](int)->int>>`
			}
			if len(d.Notes) != 1 || d.Notes[0].Kind != diag.NoteContext || d.Notes[0].Msg != ctx || d.Notes[0].Pos != d.Pos {
				t.Errorf("3582's notes: %+v, want the context %q at the launch", d.Notes, ctx)
			}
		}
	}
	closure := `error: The closure type for a lambda ("lambda [](int)->int", defined at <stdin>:13) cannot be used in the template argument type of a __global__ function template instantiation, unless the lambda is defined within a __device__ or __global__ function, or the flag '-extended-lambda' is specified and the lambda is an extended lambda (a __device__ or __host__ __device__ lambda defined within a __host__ or __host__ __device__ function)`
	want := []string{"<stdin>:15: " + closure, "<stdin>:16: " + closure} // (g++ -E read the source from its standard input)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}
