// Tiled matrix multiply: a kernel template on the tile width, two static
// __shared__ tiles, __syncthreads between phases, and a host reference check
// with std::vector. Flags: none.
#include <cstdio>
#include <vector>
#include <cmath>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorString(err_));                              \
      return 1;                                                            \
    }                                                                      \
  } while (0)

template <int TILE>
__global__ void matmulTiled(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
    int ac = t * TILE + threadIdx.x;
    int br = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < n && ac < n) ? A[row * n + ac] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (br < n && col < n) ? B[br * n + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n)
    C[row * n + col] = acc;
}

static void matmulHost(const std::vector<float> &A, const std::vector<float> &B,
                       std::vector<float> &C, int n) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int k = 0; k < n; ++k)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}

int main() {
  constexpr int n = 70; // not a multiple of the tile: exercises the edges
  constexpr int tile = 16;
  const size_t bytes = n * n * sizeof(float);
  std::vector<float> A(n * n), B(n * n), C(n * n), ref(n * n);
  for (int i = 0; i < n * n; ++i) {
    A[i] = static_cast<float>(i % 7) * 0.5f;
    B[i] = static_cast<float>((i * 3) % 5) - 2.0f;
  }
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, bytes));
  CHECK(cudaMalloc(&dB, bytes));
  CHECK(cudaMalloc(&dC, bytes));
  CHECK(cudaMemcpy(dA, A.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B.data(), bytes, cudaMemcpyHostToDevice));
  dim3 block(tile, tile);
  dim3 grid((n + tile - 1) / tile, (n + tile - 1) / tile);
  matmulTiled<tile><<<grid, block>>>(dA, dB, dC, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(C.data(), dC, bytes, cudaMemcpyDeviceToHost));
  matmulHost(A, B, ref, n);
  int bad = 0;
  double trace = 0;
  for (int i = 0; i < n * n; ++i)
    if (std::fabs(C[i] - ref[i]) > 1e-3f) ++bad;
  for (int i = 0; i < n; ++i) trace += C[i * n + i];
  std::printf("matmul %dx%d: mismatches=%d trace=%.1f\n", n, n, bad, trace);
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  return bad != 0;
}
