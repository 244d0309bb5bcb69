// Declarations shared by the TUs of the rdc_multifile program: device
// functions and variables defined in one TU and used from the others, which
// needs relocatable device code (-rdc=true).
#pragma once

namespace vecops {

struct Stats {
  float min, max, sum;
};

extern __device__ int callCount;             // defined in vecops.cu
extern __constant__ float weights[4];        // defined in vecops.cu
extern __device__ Stats lastStats;           // defined in stats.cu

__device__ float weighted(const float *v);   // defined in vecops.cu
__device__ void recordStats(const float *v, int n); // defined in stats.cu
__device__ float norm2(const float *v, int n);

__global__ void weightedKernel(const float *in, float *out, int groups); // defined in vecops.cu

} // namespace vecops

void uploadWeights(const float *w); // host function in vecops.cu
