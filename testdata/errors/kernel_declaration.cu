// Kernels NVIDIA's declaration rules reject: members (static ones too)
// and C-style variadic ones. Friends, parameter packs and variadic
// __device__ functions are fine.
struct S {
  static __global__ void k1(int *p); // ERROR "A __global__ function or function template cannot be a member function"
  template <typename T>
  static __global__ void k2(T *p) { *p = T(); } // ERROR "A __global__ function or function template cannot be a member function"
  friend __global__ void k3(S *p);
  static __device__ int d(int v) { return v; }
};
__global__ void k3(S *p) { (void)p; }
__global__ void k4(int a, ...) {} // ERROR "a __global__ function cannot have ellipsis"
template <typename T>
__global__ void k5(T a, ...) {} // ERROR "a __global__ function cannot have ellipsis"
template <typename... T>
__global__ void k6(T... a) {}
template __global__ void k6<int, float>(int, float);
__device__ int sum(int n, ...) { return n; }
