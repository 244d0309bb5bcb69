// __CUDA_ARCH__ dispatch: __host__ __device__ functions that take
// different paths when compiled for the device and for the host, a macro
// selecting a device intrinsic or a host fallback, __CUDACC__ and
// CUDART_VERSION checks, and a device-side architecture probe whose value
// is only compared, never printed raw. Flags: none.
#include <cstdio>
#include <cmath>

#if !defined(__CUDACC__)
#error "this program is CUDA source"
#endif

#if defined(CUDART_VERSION) && CUDART_VERSION >= 11000
#define HAVE_CUDA11 1
#else
#define HAVE_CUDA11 0
#endif

__host__ __device__ inline float fastRsqrt(float x) {
#ifdef __CUDA_ARCH__
  return rsqrtf(x);
#else
  return 1.0f / std::sqrt(x);
#endif
}

__host__ __device__ inline int where() {
#if defined(__CUDA_ARCH__)
  return 1;
#else
  return 0;
#endif
}

__host__ __device__ inline unsigned bitCount(unsigned v) {
#ifdef __CUDA_ARCH__
  return __popc(v);
#else
  return __builtin_popcount(v);
#endif
}

__global__ void probe(float *r, int *info) {
  r[threadIdx.x] = fastRsqrt(float(threadIdx.x + 1));
  if (threadIdx.x == 0) {
    info[0] = where();
#if __CUDA_ARCH__ >= 700
    info[1] = 1;
#else
    info[1] = 0;
#endif
    info[2] = static_cast<int>(bitCount(0xF0F0u));
  }
}

int main() {
  float *dr, r[4];
  int *di, info[3];
  cudaMalloc(&dr, sizeof r);
  cudaMalloc(&di, sizeof info);
  probe<<<1, 4>>>(dr, di);
  cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(info, di, sizeof info, cudaMemcpyDeviceToHost);
  int close = 0;
  for (int i = 0; i < 4; ++i) close += std::fabs(r[i] - fastRsqrt(float(i + 1))) < 1e-5f;
  std::printf("device=%d host=%d volta+=%d popc=%d/%u close=%d cuda11=%d\n", info[0], where(), info[1], info[2],
              bitCount(0xF0F0u), close, HAVE_CUDA11);
  cudaFree(dr);
  cudaFree(di);
  return 0;
}
