package sema

import (
	"os"
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

// oracleKernels runs sema on testdata/oracle/name, preprocessed by g++
// after prelude, requires that nothing is reported, and returns the
// registration names of the kernels found, sorted.
func oracleKernels(t *testing.T, name, prelude string) []string {
	t.Helper()
	src, err := os.ReadFile("testdata/oracle/" + name)
	if err != nil {
		t.Fatal(err)
	}
	pre, err := gccPreprocess(prelude+stripIncludes(string(src)), "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, name, pre, parse.CXX17, Options{ModuleID: "_x_1_t_cu_main"})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	return sortedRegNames(ck)
}

// TestOracleCaseKernels: the kernels sema finds in these oracle cases are
// the ones nvcc 11.8's stub files register (by mangled name; the oracle
// test compiles the same files with nvcc):
//   - kernel_addresses.cu: kernel template instances named by their
//     arguments outside a launch (a cast, the runtime API, a function never
//     called), and not one named with a template's own parameters until an
//     instance is used;
//   - injected_scope.cu: inside an instance of a class template, the
//     template's own name as a qualifier (typename Dispatch::MaxPolicy, a
//     member of a dependent base) is the instance, so the static member
//     template it leads to is walked (cub dispatches this way);
//   - constructed_launchers.cu: the constructors and destructors a local
//     variable, a temporary or a new-expression of a class template's
//     specialization runs are walked, in code outside templates and in
//     instances, as calls are;
//   - launch_partial_args.cu: a launch naming some template arguments
//     and deducing a pack from its arguments registers that instance only
//     (not the template-id's own with the pack empty);
//   - reference_members.cu: a reference data member as a call argument has
//     the type it refers to (cufe reported "no instance of function template
//     matches the argument list (float &)" there).
func TestOracleCaseKernels(t *testing.T) {
	for _, c := range []struct {
		name, prelude string
		want          []string
	}{
		{"kernel_addresses.cu", runtimeAPIPrelude, []string{
			"_Z4bareIcEvv",           // in never_called
			"_Z4castIiEvT_",          // (void *)cast<int>
			"_Z5attrsIfEvPT_",        // cudaFuncGetAttributes(&a, attrs<float>)
			"_Z8launchedIiLi4EEvPT_", // cudaLaunchKernel(&launched<int, 4>, ...)
			"_Z9occupancyIdEvPT_",    // the occupancy calculator
		}},
		{"injected_scope.cu", cudaPrelude, []string{"_Z4kernI4P600EvT_", "_Z5kern2I4P600fEvT_PT0_"}},
		{"reference_members.cu", cudaPrelude, []string{"_Z1kIfEvPT_", "_Z1kImEvPT_"}},
		{"constructed_launchers.cu", cudaPrelude, []string{"_Z1kIPKfEvT_", "_Z1kIPcEvT_", "_Z1kIPfEvT_", "_Z1kIPiEvT_", "_Z1kIcEvT_", "_Z1kIiEvT_", "_Z1kIlEvT_", "_Z1kIsEvT_"}},
		{"launch_partial_args.cu", cudaPrelude, []string{"_Z1kI3Box2FnJdlEEvT0_iDpT1_", "_Z5wholeI3Box2FnEvT0_"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := oracleKernels(t, c.name, c.prelude); strings.Join(got, " ") != strings.Join(c.want, " ") {
				t.Errorf("kernels:\n got %v\nwant %v", got, c.want)
			}
		})
	}
}
