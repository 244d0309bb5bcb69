// --expt-relaxed-constexpr: calling constexpr host functions (std::max,
// std::min, std::numeric_limits members, a user constexpr function without
// __device__) from device code, and constexpr host/device evaluation of
// the same function at compile time. Flags: --expt-relaxed-constexpr.
#include <algorithm>
#include <cstdio>
#include <limits>

constexpr int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

constexpr unsigned popcount(unsigned v) {
  unsigned c = 0;
  for (; v; v &= v - 1) ++c;
  return c;
}

__global__ void useConstexpr(const int *in, int *out, int n) {
  int i = threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  int clamped = std::min(std::max(v, -50), 50);
  out[4 * i + 0] = clamped;
  out[4 * i + 1] = gcd(v < 0 ? -v : v, 36);
  out[4 * i + 2] = static_cast<int>(popcount(static_cast<unsigned>(v)));
  out[4 * i + 3] = v == std::numeric_limits<int>::max() ? 1 : 0;
}

int main() {
  static_assert(gcd(48, 36) == 12 && popcount(255u) == 8, "compile-time evaluation");
  const int n = 5;
  int h[n] = {-120, 18, 7, 2147483647, 0};
  int *d, *o, out[4 * n];
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof out);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  useConstexpr<<<1, 32>>>(d, o, n);
  cudaMemcpy(out, o, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    std::printf("%d: clamp=%d gcd36=%d popc=%d ismax=%d\n", h[i], out[4 * i], out[4 * i + 1], out[4 * i + 2],
                out[4 * i + 3]);
  cudaFree(d);
  cudaFree(o);
  return 0;
}
