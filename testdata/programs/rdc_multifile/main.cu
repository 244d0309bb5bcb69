// A multi-file project built with relocatable device code: kernels here call
// __device__ functions and read __device__/__constant__ variables defined in
// vecops.cu and stats.cu (extern declarations in vecops.cuh), and a kernel
// defined in another TU is launched from this one.
// Flags: -rdc=true (nvcc -rdc=true main.cu vecops.cu stats.cu).
#include <cstdio>
#include "vecops.cuh"

__global__ void summarize(const float *in, int n, float *norm) {
  vecops::recordStats(in, n);
  *norm = vecops::norm2(in, n) + 0.0f * vecops::weighted(in);
}

int main() {
  const int groups = 8, n = groups * 4;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = static_cast<float>(i % 5) - 1.0f;
  float w[4] = {0.1f, 0.2f, 0.3f, 0.4f};
  uploadWeights(w);
  float *d, *o, *norm;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, groups * sizeof(float));
  cudaMalloc(&norm, sizeof(float));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  vecops::weightedKernel<<<1, groups>>>(d, o, groups);
  summarize<<<1, 1>>>(d, n, norm);
  float out[groups], nrm = 0;
  vecops::Stats st;
  int calls = 0;
  cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(&nrm, norm, sizeof nrm, cudaMemcpyDeviceToHost);
  cudaMemcpyFromSymbol(&st, vecops::lastStats, sizeof st);
  cudaMemcpyFromSymbol(&calls, vecops::callCount, sizeof calls);
  std::printf("weighted:");
  for (float v : out) std::printf(" %.2f", v);
  std::printf("\nstats min=%.1f max=%.1f sum=%.1f norm2=%.1f calls=%d\n", st.min, st.max, st.sum, nrm, calls);
  cudaFree(d);
  cudaFree(o);
  cudaFree(norm);
  return 0;
}
