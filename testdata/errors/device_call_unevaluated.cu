// CUDA rule (CUDA 11.8; 13.0 is silent here): a call of a __device__
// function in an unevaluated operand of host code — sizeof, decltype — is
// reported as if evaluated, in templates' definitions too. Naming the
// function without calling it, and the same operands in device code, are
// not reported.
__device__ int dev() { return 1; }
__device__ int devOf(int v) { return v; }
__device__ int devVar;
int viaSizeof() { return sizeof(dev()); } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ function\("viaSizeof"\) is not allowed`
int viaDecltype() { return decltype(dev())(2); } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ function\("viaDecltype"\) is not allowed`
__host__ __device__ int both() { return sizeof(dev()); } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ __device__ function\("both"\) is not allowed`
template <class T> int inTemplate(T x) { return sizeof(dev() + x); } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ function\("inTemplate"\) is not allowed`
int declared() { decltype(dev()) y = 3; return y; } // ERROR `calling a __device__ function\("dev\(\)"\) from a __host__ function\("declared"\) is not allowed`
int named() { return sizeof(&dev) + sizeof(decltype(&dev)) + sizeof(devVar); }
template <class T> int dependent(T t) { return sizeof(devOf(t)); }
__device__ int onDevice() { return sizeof(dev()) + sizeof(decltype(dev())); }
#pragma nv_exec_check_disable
__host__ __device__ int unchecked() { return sizeof(dev()); }
int main() { return viaSizeof() + viaDecltype() + both() + inTemplate(1) + declared() + named() + dependent(1) + unchecked(); }
