// Block-wise sum with shared memory and a warp-shuffle tail.
#include <cstdio>
#include "vecmath.h"

template <int Block>
__global__ void blockSum(const float *in, float *out, int n) {
  __shared__ float buf[Block];
  int i = blockIdx.x * Block + threadIdx.x;
  buf[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int s = Block / 2; s >= 32; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  float v = threadIdx.x < 32 ? buf[threadIdx.x] : 0.0f;
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  if (threadIdx.x == 0) atomicAdd(out, v);
}

int run_reduce() {
  const int n = 4096;
  float *in, *out;
  CHECK(cudaMallocManaged(&in, n * sizeof(float)));
  CHECK(cudaMallocManaged(&out, sizeof(float)));
  for (int i = 0; i < n; i++) in[i] = 0.5f;
  *out = 0;
  blockSum<256><<<n / 256, 256>>>(in, out, n);
  CHECK(cudaDeviceSynchronize());
  printf("sum = %f\n", *out);
  return 0;
}
