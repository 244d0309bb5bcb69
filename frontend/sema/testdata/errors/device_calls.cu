// Calls from device code to host functions. NVIDIA's device code generator
// reports these (and only when the front end found no error), each followed
// by "identifier ... is undefined in device code".
void host_fn() {}
void host_args(int, float *) {}
namespace N { struct S { void m() const {} static void sm(int) {} }; void nh(); }
__device__ void dev_fn() {}
__global__ void kernel(int *p) {
  host_fn(); // ERROR "calling a __host__ function(\"host_fn()\") from a __global__ function(\"kernel\") is not allowed" ERROR "identifier \"host_fn\" is undefined in device code"
  dev_fn();
}
__device__ void dev(N::S s) {
  host_args(1, 0); // ERROR "calling a __host__ function(\"host_args(int, float *)\") from a __device__ function(\"dev\") is not allowed" ERROR "identifier \"host_args\" is undefined in device code"
  s.m(); // ERROR "calling a __host__ function(\"N::S::m() const\") from a __device__ function(\"dev\") is not allowed" ERROR "identifier \"N::S::m const\" is undefined in device code"
  N::S::sm(2); // ERROR "calling a __host__ function(\"N::S::sm(int)\") from a __device__ function(\"dev\") is not allowed" ERROR "identifier \"N::S::sm\" is undefined in device code"
  N::nh(); // ERROR "calling a __host__ function(\"N::nh()\") from a __device__ function(\"dev\") is not allowed" ERROR "identifier \"N::nh\" is undefined in device code"
}
__host__ __device__ void hd() {
  host_fn(); // WARNING "calling a __host__ function(\"host_fn()\") from a __host__ __device__ function(\"hd\") is not allowed"
}
void host_calls_hd() { hd(); }
