// Two streams, an event pair for timing, and a __constant__ table.
#include <cstdio>
#include "vecmath.h"

__constant__ float kScale[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__device__ int launches;

__global__ void scale(float2x *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float s = kScale[i % 4];
    v[i] = add(v[i], float2x{s, -s});
  }
  if (i == 0) atomicAdd(&launches, 1);
}

int run_stream() {
  const int n = 1024;
  float2x *v;
  CHECK(cudaMalloc(&v, n * sizeof(float2x)));
  CHECK(cudaMemset(v, 0, n * sizeof(float2x)));
  cudaStream_t s[2];
  cudaEvent_t start, stop;
  for (auto &st : s) CHECK(cudaStreamCreate(&st));
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  cudaEventRecord(start, s[0]);
  scale<<<n / 256, 256, 0, s[0]>>>(v, n);
  scale<<<n / 256, 256, 0, s[1]>>>(v, n);
  cudaEventRecord(stop, s[1]);
  CHECK(cudaDeviceSynchronize());
  int count = 0;
  CHECK(cudaMemcpyFromSymbol(&count, launches, sizeof(int)));
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  printf("launches = %d\n", count);
  return 0;
}
