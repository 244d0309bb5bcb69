// CUDA rules NVIDIA's front end checks (wording from cudafe++ 11.8).
void host_fn() {}
constexpr int twice(int x) { return 2 * x; }
__device__ void dev_fn() {}
__host__ __device__ void hd_calls_device() { dev_fn(); } // ERROR "calling a __device__ function(\"dev_fn()\") from a __host__ __device__ function(\"hd_calls_device\") is not allowed"

__global__ int bad_return() { return 0; } // ERROR "a __global__ function must have a void return type"
struct K {
  __global__ void member_kernel(); // ERROR "A __global__ function or function template cannot be a member function"
  static void fine_static();
};
__global__ void kernel(int *p) {
  __shared__ int s = 3; // ERROR "initializer not allowed for __shared__ variable"
  int y = twice(3); // ERROR "calling a constexpr __host__ function(\"twice\") from a __global__ function(\"kernel\") is not allowed"
  p[0] = y + s;
}
void host_calls_device() { dev_fn(); hd_calls_device(); } // ERROR "calling a __device__ function(\"dev_fn()\") from a __host__ function(\"host_calls_device\") is not allowed"
__global__ void fine(float *a, int n) { if (n > 0) a[0] = 1.0f; }
