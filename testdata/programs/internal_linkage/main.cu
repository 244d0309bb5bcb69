// Internal linkage: static __global__ kernels, static __device__ functions
// and variables, kernels and device variables in an anonymous namespace
// (NVIDIA names these _GLOBAL__N_<module id>), a kernel template in an
// anonymous namespace, and a static __constant__. Flags: none.
#include <cstdio>

static __device__ int hidden = 11;
static __constant__ int hiddenConst = 7;

static __device__ int twice(int v) { return 2 * v; }

static __global__ void staticKernel(int *out) { out[threadIdx.x] = twice(threadIdx.x) + hidden; }

namespace {
__device__ int anonCounter;

__device__ int triple(int v) { return 3 * v; }

__global__ void anonKernel(int *out) {
  out[threadIdx.x] = triple(threadIdx.x) + hiddenConst;
  atomicAdd(&anonCounter, 1);
}

template <typename T>
__global__ void anonTemplate(T *out, T step) { out[threadIdx.x] = step * T(threadIdx.x); }

struct Local {
  int base;
  __device__ int at(int i) const { return base + i; }
};
} // namespace

namespace outer {
namespace {
__global__ void nestedAnon(Local l, int *out) { out[threadIdx.x] = l.at(threadIdx.x); }
} // namespace
} // namespace outer

int main() {
  int *d, h[8];
  double *dd, hd[8];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&dd, sizeof hd);
  staticKernel<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("static: %d %d\n", h[0], h[7]);
  anonKernel<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int count = 0;
  cudaMemcpyFromSymbol(&count, anonCounter, sizeof count);
  std::printf("anon: %d %d count=%d\n", h[0], h[7], count);
  anonTemplate<double><<<1, 8>>>(dd, 0.5);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  std::printf("anon template: %.1f %.1f\n", hd[1], hd[7]);
  outer::nestedAnon<<<1, 8>>>(Local{40}, d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("nested anon: %d %d\n", h[0], h[7]);
  cudaFree(d);
  cudaFree(dd);
  return 0;
}
