// Half precision (needs the toolkit's cuda_fp16.h): __half and __half2
// arithmetic intrinsics (__hadd, __hmul, __hfma, __hmul2), conversions
// (__float2half, __half2float, __floats2half2_rn, __low2float), comparison,
// and the C++ operators cuda_fp16.hpp defines for __half. Flags: none.
// Needs: toolkit.
#include <cuda_fp16.h>
#include <cstdio>

__global__ void halfOps(const float *in, float *out, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  __half a = __float2half(in[i]);
  __half b = __float2half(0.5f);
  __half c = __hfma(a, b, __hadd(a, b));  // a*b + (a+b)
  __half d = a * b + c;                   // operators
  __half2 p = __floats2half2_rn(in[i], 2.0f * in[i]);
  __half2 q = __hmul2(p, __float2half2_rn(0.25f));
  out[4 * i + 0] = __half2float(c);
  out[4 * i + 1] = __half2float(d);
  out[4 * i + 2] = __low2float(q) + __high2float(q);
  out[4 * i + 3] = __hgt(a, b) ? 1.0f : 0.0f;
}

int main() {
  const int n = 6;
  float h[n] = {0.0f, 0.25f, 1.0f, 3.5f, -2.0f, 100.0f};
  float *d, *o, out[4 * n];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof out);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  halfOps<<<1, 32>>>(d, o, n);
  cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    std::printf("%7.2f: fma=%.3f ops=%.3f pair=%.3f gt=%.0f\n", h[i], out[4 * i], out[4 * i + 1], out[4 * i + 2],
                out[4 * i + 3]);
  __half hostHalf = __float2half(1.5f);
  std::printf("host round trip %.2f\n", __half2float(hostHalf));
  cudaFree(d);
  cudaFree(o);
  return 0;
}
