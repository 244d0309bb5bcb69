// Execution spaces of redeclarations accumulate: a function declared
// without one (as the C library declares printf) and redeclared
// __host__ __device__ (as CUDA's crt/common_functions.h does) may be called
// from device code; top-level qualifiers of parameters (restrict) do not
// make the redeclaration a different function. Checked with nvcc 11.8,
// which also warns (#20040) on both redeclarations.
extern "C" {
extern int myprintf(const char *__restrict __format, ...) noexcept(true);
}
extern "C" {
extern __host__ __device__ int myprintf(const char *, ...) noexcept(true); // ERROR "a __host__ function(\"myprintf\") redeclared with __host__ __device__, hence treated as a __host__ __device__ function"
}
namespace mystd { using ::myprintf; }
int later(const int);
__host__ __device__ int later(int); // ERROR "a __host__ function(\"later\") redeclared with __host__ __device__"
int user_fn(int);
__device__ void report(int block) {
  myprintf("block %d\n", block);
  mystd::myprintf("block %d\n", block);
  later(block);
}
__device__ void uses_host(int v) {
  user_fn(v); // ERROR "calling a __host__ function(\"user_fn(int)\") from a __device__ function(\"uses_host\") is not allowed" ERROR "identifier \"user_fn\" is undefined in device code"
}
