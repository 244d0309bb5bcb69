// rdc_multifile: device variables, a __constant__ array, device functions
// and a kernel used across TUs. Flags: -rdc=true.
#include "vecops.cuh"

namespace vecops {

__device__ int callCount = 0;
__constant__ float weights[4];

__device__ float weighted(const float *v) {
  atomicAdd(&callCount, 1);
  return weights[0] * v[0] + weights[1] * v[1] + weights[2] * v[2] + weights[3] * v[3];
}

__device__ float norm2(const float *v, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i) s += v[i] * v[i];
  return s;
}

__global__ void weightedKernel(const float *in, float *out, int groups) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g < groups) out[g] = weighted(in + 4 * g);
}

} // namespace vecops

void uploadWeights(const float *w) { cudaMemcpyToSymbol(vecops::weights, w, 4 * sizeof(float)); }
