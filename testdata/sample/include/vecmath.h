// Small helpers shared by host and device code.
#pragma once

struct float2x {
  float x, y;
};

__host__ __device__ inline float clampf(float v, float lo, float hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

__host__ __device__ inline float2x add(float2x a, float2x b) {
  return float2x{a.x + b.x, a.y + b.y};
}

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      return 1;                                                            \
    }                                                                      \
  } while (0)
