// Shared-memory tree reduction with sequential addressing, a volatile
// warp-synchronous tail (the classic unrolled form, with __syncwarp between
// steps for Volta+), two-pass reduction over blocks, and a host check.
// Flags: none.
#include <cstdio>
#include <numeric>
#include <vector>

constexpr unsigned kBlock = 256;

__device__ void warpReduce(volatile int *s, unsigned tid) {
  s[tid] += s[tid + 32]; __syncwarp();
  s[tid] += s[tid + 16]; __syncwarp();
  s[tid] += s[tid + 8];  __syncwarp();
  s[tid] += s[tid + 4];  __syncwarp();
  s[tid] += s[tid + 2];  __syncwarp();
  s[tid] += s[tid + 1];  __syncwarp();
}

__global__ void reduceSum(const int *in, int *out, unsigned n) {
  __shared__ int sdata[kBlock];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (kBlock * 2) + tid;
  int v = 0;
  if (i < n) v += in[i];
  if (i + kBlock < n) v += in[i + kBlock];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = kBlock / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) warpReduce(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

int main() {
  const unsigned n = 1u << 20;
  std::vector<int> h(n);
  for (unsigned i = 0; i < n; ++i) h[i] = static_cast<int>(i % 13) - 6;
  int *dIn = nullptr, *dPartial = nullptr;
  unsigned blocks = (n + kBlock * 2 - 1) / (kBlock * 2);
  cudaMalloc(&dIn, n * sizeof(int));
  cudaMalloc(&dPartial, blocks * sizeof(int));
  cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  reduceSum<<<blocks, kBlock>>>(dIn, dPartial, n);
  // Second pass: reduce the partial sums in place with one block per 512.
  unsigned m = blocks;
  while (m > 1) {
    unsigned b = (m + kBlock * 2 - 1) / (kBlock * 2);
    reduceSum<<<b, kBlock>>>(dPartial, dPartial, m);
    m = b;
  }
  int gpu = 0;
  cudaMemcpy(&gpu, dPartial, sizeof(int), cudaMemcpyDeviceToHost);
  long long cpu = std::accumulate(h.begin(), h.end(), 0LL);
  std::printf("reduce n=%u gpu=%d cpu=%lld %s\n", n, gpu, cpu, gpu == cpu ? "OK" : "FAIL");
  cudaFree(dIn);
  cudaFree(dPartial);
  return gpu == cpu ? 0 : 1;
}
