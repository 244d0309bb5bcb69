package sema

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestKernelsLaunchedFromTemplates: the kernel template specializations
// that host templates launch are found by walking the instances user code
// uses (function templates, chains of them, a class template's member, an
// explicit instantiation, a template used before its definition), and only those: the program's unused template
// and unused member launch nothing. The oracle test of the same file
// (TestOracleRegistrations) checks this list against nvcc's stub file; here
// the expected list is the one nvcc 11.8 registered, spelled by mangled name.
// The walk adds no diagnostic and no launch record.
func TestKernelsLaunchedFromTemplates(t *testing.T) {
	src, err := os.ReadFile("testdata/oracle/launch_in_templates.cu")
	if err != nil {
		t.Fatal(err)
	}
	pre, err := gccPreprocess(cudaPrelude+stripIncludes(string(src)), "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "launch_in_templates.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_t_cu_main"})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	var got []string
	for _, k := range ck.res.Kernels {
		got = append(got, k.RegName)
	}
	sort.Strings(got)
	want := []string{
		"_Z4fillIdEvPT_S0_",   // run_fill(double *, double)
		"_Z4fillIfEvPT_S0_",   // both<float> -> run_fill<float>
		"_Z4fillIjEvPT_S0_",   // late<unsigned>, used before its definition
		"_Z4fillIsEvPT_S0_",   // Runner<short>::go
		"_Z5scaleIfLi3EEvPT_", // both<float> -> run_scale<3, float>
		"_Z5scaleIlLi7EEvPT_", // template void explicit_only<long>(long *)
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernels:\n got %v\nwant %v", got, want)
	}
	for _, l := range ck.res.Launches {
		if l.Kernel != nil && l.Kernel.Template != nil {
			t.Errorf("a launch inside a template was recorded for one instance: %s", l.Kernel.Name)
		}
	}
}

// stripIncludes drops #include lines (the test gives the CUDA keywords
// through cudaPrelude instead of the toolkit's headers).
func stripIncludes(s string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(line, "#include") {
			b.WriteString(line)
		}
	}
	return b.String()
}

// cudaPrelude declares what the program needs from the CUDA headers.
const cudaPrelude = `#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
struct uint3 { unsigned x, y, z; };
extern const uint3 threadIdx;
`
