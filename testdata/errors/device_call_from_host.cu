// CUDA rule: host code calls a __device__ function (cudafe++'s host pass
// reports it, where the template is defined; an unqualified call that
// depends on a template parameter is not checked) or calls a __global__
// one without a launch configuration (both passes report that). NVIDIA
// sometimes spells the callee by a broken mangled name ("_ZN1N5twiceE1?"):
// those lines do not check the callee's name.
namespace N {
__device__ int twice(int v) { return 2 * v; }
struct Dev { __device__ int get() const { return 1; } };
}
constexpr __device__ int three() { return 3; }
__global__ void kernel(int *out) { out[0] = N::twice(1); }

int hostFn(int v) { return N::twice(v); } // ERROR `calling a __device__ function\("N::twice\(int\)"\) from a __host__ function\("hostFn"\) is not allowed`
int member(const N::Dev &d) { return d.get(); } // ERROR `calling a __device__ function\("N::Dev::get\(\) const"\) from a __host__ function\("member"\)`
int viaConstexpr() { return three(); } // ERROR `calling a constexpr __device__ function\("three\(\)"\) from a __host__ function\("viaConstexpr"\) is not allowed. The experimental flag`
__host__ __device__ int both(int v) { return N::twice(v); } // ERROR `calling a __device__ function\(.*\) from a __host__ __device__ function\("both"\) is not allowed`
struct S {
  int method() { return N::twice(4); } // ERROR `from a __host__ function\("method"\)`
};
template <class T> int notInstantiated(T) { return N::twice(5); } // ERROR `calling a __device__ function\(.*\) from a __host__ function\("notInstantiated"\)`
__device__ int half(int v) { return v / 2; }
template <class T> int dependent(T t) { return half(t); }
#pragma nv_exec_check_disable
__host__ __device__ int unchecked(int v) { return N::twice(v); }
#pragma nv_exec_check_disable
__host__ __device__ int declaredUnchecked(int v);
__host__ __device__ int declaredUnchecked(int v) { return N::twice(v); }
#pragma nv_exec_check_disable
struct Between {};
__host__ __device__ int checkedAgain(int v) { return N::twice(v); } // ERROR `from a __host__ __device__ function\("checkedAgain"\) is not allowed`
void launchPlainly(int *p) { kernel(p); } // ERROR "a __global__ function call must be configured"
int main() { return dependent(1) + both(2) + unchecked(3) + declaredUnchecked(4) + checkedAgain(5) + sizeof(Between) + S().method(); }
