// 1D stencil with a shared-memory tile and halo cells loaded by the first
// RADIUS threads, a grid-stride loop variant, and boundary handling by
// clamping; compared against a host stencil. Flags: none.
#include <cstdio>
#include <vector>

constexpr int RADIUS = 3;
constexpr int BLOCK = 128;

__device__ __host__ inline int clampIndex(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }

__global__ void stencil(const int *in, int *out, int n) {
  __shared__ int tile[BLOCK + 2 * RADIUS];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;
  tile[l] = in[clampIndex(g, n)];
  if (threadIdx.x < RADIUS) {
    tile[l - RADIUS] = in[clampIndex(g - RADIUS, n)];
    tile[l + BLOCK] = in[clampIndex(g + BLOCK, n)];
  }
  __syncthreads();
  if (g < n) {
    int r = 0;
    for (int off = -RADIUS; off <= RADIUS; ++off) r += tile[l + off];
    out[g] = r;
  }
}

__global__ void stencilGridStride(const int *in, int *out, int n) {
  for (int g = blockIdx.x * blockDim.x + threadIdx.x; g < n; g += blockDim.x * gridDim.x) {
    int r = 0;
    for (int off = -RADIUS; off <= RADIUS; ++off) r += in[clampIndex(g + off, n)];
    out[g] = r;
  }
}

int main() {
  const int n = 1000;
  std::vector<int> h(n), a(n), b(n), ref(n);
  for (int i = 0; i < n; ++i) h[i] = (i * i) % 17;
  for (int i = 0; i < n; ++i) {
    int r = 0;
    for (int off = -RADIUS; off <= RADIUS; ++off) r += h[clampIndex(i + off, n)];
    ref[i] = r;
  }
  int *di, *da, *db;
  cudaMalloc(&di, n * sizeof(int));
  cudaMalloc(&da, n * sizeof(int));
  cudaMalloc(&db, n * sizeof(int));
  cudaMemcpy(di, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  stencil<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(di, da, n);
  stencilGridStride<<<2, 64>>>(di, db, n);
  cudaMemcpy(a.data(), da, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(b.data(), db, n * sizeof(int), cudaMemcpyDeviceToHost);
  int badA = 0, badB = 0;
  for (int i = 0; i < n; ++i) {
    badA += a[i] != ref[i];
    badB += b[i] != ref[i];
  }
  std::printf("stencil out[0]=%d out[500]=%d mismatches tiled=%d strided=%d\n", a[0], a[500], badA, badB);
  cudaFree(di);
  cudaFree(da);
  cudaFree(db);
  return 0;
}
