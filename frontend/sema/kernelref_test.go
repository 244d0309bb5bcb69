package sema

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// runtimeAPIPrelude declares the runtime API testdata/oracle/kernel_addresses.cu
// uses, as cuda_runtime.h declares it.
const runtimeAPIPrelude = cudaPrelude + `typedef int cudaError_t;
typedef struct CUstream_st *cudaStream_t;
struct cudaFuncAttributes { int maxThreadsPerBlock; };
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
extern cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, const void *func);
template <class T> cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, T *entry) { return ::cudaFuncGetAttributes(attr, (const void *)entry); }
extern cudaError_t cudaLaunchKernel(const void *func, dim3 g, dim3 b, void **args, unsigned long shmem, cudaStream_t s);
extern cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, const void *func, int block, unsigned long shmem);
template <class T> cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, T func, int block, unsigned long shmem) { return ::cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, (const void *)func, block, shmem); }
`

// TestKernelInstancesNamedWithoutLaunch: kernel template specializations
// named by their template arguments outside a launch (a cast, the runtime
// API, a function never called) are registered, as nvcc 11.8 registers
// them (the list below is its stub file's, by mangled name; the oracle test
// checks the same file against nvcc); one named with a template's own
// parameters is not, until an instance is used.
func TestKernelInstancesNamedWithoutLaunch(t *testing.T) {
	src, err := os.ReadFile("testdata/oracle/kernel_addresses.cu")
	if err != nil {
		t.Fatal(err)
	}
	pre, err := gccPreprocess(runtimeAPIPrelude+stripIncludes(string(src)), "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "kernel_addresses.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_t_cu_main"})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	var got []string
	for _, k := range ck.res.Kernels {
		got = append(got, k.RegName)
	}
	sort.Strings(got)
	want := []string{
		"_Z4bareIcEvv",           // in never_called
		"_Z4castIiEvT_",          // (void *)cast<int>
		"_Z5attrsIfEvPT_",        // cudaFuncGetAttributes(&a, attrs<float>)
		"_Z8launchedIiLi4EEvPT_", // cudaLaunchKernel(&launched<int, 4>, ...)
		"_Z9occupancyIdEvPT_",    // the occupancy calculator
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernels:\n got %v\nwant %v", got, want)
	}
}

// TestInjectedClassNameAsQualifier: inside an instance of a class
// template, the template's own name as a qualifier (`typename
// Dispatch::MaxPolicy`, a member of a dependent base) is the instance, so
// the static member template it leads to is walked and the kernels named
// there are found (the list is nvcc 11.8's; cub dispatches this way).
func TestInjectedClassNameAsQualifier(t *testing.T) {
	src, err := os.ReadFile("testdata/oracle/injected_scope.cu")
	if err != nil {
		t.Fatal(err)
	}
	pre, err := gccPreprocess(cudaPrelude+string(src), "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "injected_scope.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_t_cu_main"})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	var got []string
	for _, k := range ck.res.Kernels {
		got = append(got, k.RegName)
	}
	sort.Strings(got)
	if want := []string{"_Z4kernI4P600EvT_", "_Z5kern2I4P600fEvT_PT0_"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernels:\n got %v\nwant %v", got, want)
	}
}

// TestReferenceMembersAsArguments: a reference data member used as a call
// argument has the type it refers to (cufe reported "no instance of
// function template matches the argument list (float &)" here), and the
// kernels the calls reach are nvcc 11.8's.
func TestReferenceMembersAsArguments(t *testing.T) {
	src, err := os.ReadFile("testdata/oracle/reference_members.cu")
	if err != nil {
		t.Fatal(err)
	}
	pre, err := gccPreprocess(cudaPrelude+string(src), "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "reference_members.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_t_cu_main"})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	var got []string
	for _, k := range ck.res.Kernels {
		got = append(got, k.RegName)
	}
	sort.Strings(got)
	if want := []string{"_Z1kIfEvPT_", "_Z1kImEvPT_"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernels:\n got %v\nwant %v", got, want)
	}
}
