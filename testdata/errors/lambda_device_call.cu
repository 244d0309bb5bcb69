// CUDA rule: a lambda written without __host__/__device__ takes the
// execution space of the function around it, so a lambda in host code
// calling a __device__ function is reported by cudafe++'s host pass, with
// the caller named "operator()" (a lambda in a __host__ __device__
// function is __host__ __device__). A #pragma nv_exec_check_disable before
// the enclosing function does not reach its lambdas. Lambdas in __device__
// and __global__ functions are not reported; a call that depends on a
// generic lambda's parameter is, in the instance (unlike one in a function
// template; NVIDIA spells the callee by a broken mangled name there).
__device__ int dev() { return 1; }
__device__ int devOf(int v) { return v; }
constexpr __device__ int three() { return 3; }
int plain() { auto l = [] { return dev(); }; return l(); } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ function\("operator\(\)"\) is not allowed`
int withParam() { auto l = [](int x) { return x + dev(); }; return l(1); } // ERROR `from a __host__ function\("operator\(\)"\)`
int generic() { auto l = [](auto x) { return x + dev(); }; return l(1); } // ERROR `from a __host__ function\("operator\(\)"\)`
int nested() { auto l = [] { auto m = [] { return dev(); }; return m(); }; return l(); } // ERROR `from a __host__ function\("operator\(\)"\)`
int viaConstexpr() { auto l = [] { return three(); }; return l(); } // ERROR `calling a constexpr __device__ function\("three\(\)"\) from a __host__ function\("operator\(\)"\) is not allowed`
__host__ __device__ int both() { auto l = [] { return dev(); }; return l(); } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ __device__ function\("operator\(\)"\) is not allowed`
#pragma nv_exec_check_disable
__host__ __device__ int unchecked() { auto l = [] { return dev(); }; return l(); } // ERROR `from a __host__ __device__ function\("operator\(\)"\)`
template <class T> int notInstantiated() { auto l = [] { return dev(); }; return l(); } // ERROR `from a __host__ function\("operator\(\)"\)`
struct S {
  int n;
  int method() { auto l = [this] { return n + dev(); }; return l(); } // ERROR `from a __host__ function\("operator\(\)"\)`
  __device__ int onDevice() { auto l = [this] { return n + dev(); }; return l(); }
};
__device__ int inDevice() { auto l = [] { return dev() + [] { return dev(); }(); }; return l(); }
__global__ void kernel(int *p) { auto l = [](auto x) { return x + dev(); }; p[0] = l(1) + inDevice(); }
template <class T> int dependent(T t) { auto l = [t] { return devOf(t); }; (void)l; return 0; }
int genericInstance() { auto l = [](auto x) { return devOf(x); }; return l(1); } // ERROR `calling a __device__ function\(.*\) from a __host__ function\("operator\(\)"\) is not allowed`
int fine() { return [] { return 2; }(); }
int main() { return plain() + withParam() + generic() + nested() + viaConstexpr() + both() + unchecked() + S().method() + dependent(1) + genericInstance() + fine(); }
