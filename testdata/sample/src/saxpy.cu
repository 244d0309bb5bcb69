// y = a*x + y over a million floats.
#include <cstdio>
#include "vecmath.h"

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = clampf(a * x[i] + y[i], -1e6f, 1e6f);
}

int run_saxpy() {
  const int n = 1 << 20;
  float *x, *y;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  for (int i = 0; i < n; i++) { x[i] = 1.0f; y[i] = 2.0f; }
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
  CHECK(cudaDeviceSynchronize());
  printf("y[0] = %f\n", y[0]);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
