// device_launch: kernels only the device side launches or instantiates.
// With dynamic parallelism (flags: -rdc=true) a kernel launches others;
// here those launches sit under #ifdef __CUDA_ARCH__, so the host side's
// preprocessing never sees them: fill<float> and scale<double> are
// instantiated on the device side only, yet cicc (which writes the stub
// file from the device side) registers them. block_size is __device__ on
// the device side only (as thrust's inline constants), and cicc registers
// it too. The host side launches fill<int> itself.
#include <cstdio>

#ifdef __CUDA_ARCH__
#define DEVICE_ONLY_SPACE __device__
#else
#define DEVICE_ONLY_SPACE
#endif

static const DEVICE_ONLY_SPACE int block_size = 64;

__device__ int launches;

template <class T>
__global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

template <class T>
__global__ void scale(T *p, T f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= f;
}

__global__ void parent(float *pf, double *pd, int n) {
#ifdef __CUDA_ARCH__
  fill<<<(n + block_size - 1) / block_size, block_size>>>(pf, 1.5f, n);
  scale<<<(n + block_size - 1) / block_size, block_size>>>(pd, 2.0, n);
  atomicAdd(&launches, 2);
#endif
}

int main() {
  const int n = 256, threads = 64;
  float *pf;
  double *pd;
  int *pi;
  cudaMalloc(&pf, n * sizeof(float));
  cudaMalloc(&pd, n * sizeof(double));
  cudaMalloc(&pi, n * sizeof(int));
  cudaMemset(pd, 0, n * sizeof(double));
  fill<<<(n + threads - 1) / threads, threads>>>(pi, 7, n);
  parent<<<1, 1>>>(pf, pd, n);
  cudaDeviceSynchronize();
  float hf[n];
  int hi[n];
  int hl = 0;
  cudaMemcpy(hf, pf, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hi, pi, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpyFromSymbol(&hl, launches, sizeof hl);
  printf("f[0]=%g f[%d]=%g i[0]=%d launches=%d\n", hf[0], n - 1, hf[n - 1], hi[0], hl);
  cudaFree(pf);
  cudaFree(pd);
  cudaFree(pi);
  return 0;
}
