// Matrix transpose three ways: naive, shared-memory tiled with a bank
// conflict (TILE x TILE), and tiled with padding (TILE x TILE+1), all one
// kernel template selected by a bool non-type parameter. Flags: none.
#include <cstdio>
#include <vector>

constexpr int TILE = 32;
constexpr int ROWS = 8;

__global__ void transposeNaive(float *out, const float *in, int w, int h) {
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h)
      out[x * h + (y + j)] = in[(y + j) * w + x];
}

template <bool Padded>
__global__ void transposeTiled(float *out, const float *in, int w, int h) {
  __shared__ float tile[TILE][TILE + (Padded ? 1 : 0)];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < w && y + j < h)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < h && y + j < w)
      out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int w = 100, h = 67;
  std::vector<float> in(w * h), out(w * h);
  for (int i = 0; i < w * h; ++i) in[i] = static_cast<float>(i);
  float *dIn, *dOut;
  cudaMalloc(&dIn, w * h * sizeof(float));
  cudaMalloc(&dOut, w * h * sizeof(float));
  cudaMemcpy(dIn, in.data(), w * h * sizeof(float), cudaMemcpyHostToDevice);
  dim3 block(TILE, ROWS), grid((w + TILE - 1) / TILE, (h + TILE - 1) / TILE);
  const char *names[] = {"naive", "tiled", "padded"};
  for (int variant = 0; variant < 3; ++variant) {
    cudaMemset(dOut, 0, w * h * sizeof(float));
    switch (variant) {
    case 0: transposeNaive<<<grid, block>>>(dOut, dIn, w, h); break;
    case 1: transposeTiled<false><<<grid, block>>>(dOut, dIn, w, h); break;
    default: transposeTiled<true><<<grid, block>>>(dOut, dIn, w, h); break;
    }
    cudaMemcpy(out.data(), dOut, w * h * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        if (out[x * h + y] != in[y * w + x]) ++bad;
    std::printf("%-6s mismatches=%d\n", names[variant], bad);
  }
  cudaFree(dIn);
  cudaFree(dOut);
  return 0;
}
