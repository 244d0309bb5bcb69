// Work-efficient (Blelloch) exclusive scan in shared memory with
// bank-conflict-avoiding offsets, then a multi-block scan: per-block sums
// scanned recursively and added back. Flags: none.
#include <cstdio>
#include <vector>

#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

constexpr int kThreads = 128;
constexpr int kElems = 2 * kThreads;

__global__ void scanBlocks(const unsigned *in, unsigned *out, unsigned *sums, int n) {
  __shared__ unsigned temp[kElems + kElems / 32];
  int tid = threadIdx.x;
  int base = blockIdx.x * kElems;
  int ai = tid, bi = tid + kThreads;
  int offA = CONFLICT_FREE_OFFSET(ai), offB = CONFLICT_FREE_OFFSET(bi);
  temp[ai + offA] = base + ai < n ? in[base + ai] : 0u;
  temp[bi + offB] = base + bi < n ? in[base + bi] : 0u;
  int offset = 1;
  for (int d = kElems >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) {
      int a = offset * (2 * tid + 1) - 1;
      int b = offset * (2 * tid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      temp[b] += temp[a];
    }
    offset <<= 1;
  }
  if (tid == 0) {
    int last = kElems - 1 + CONFLICT_FREE_OFFSET(kElems - 1);
    if (sums) sums[blockIdx.x] = temp[last];
    temp[last] = 0;
  }
  for (int d = 1; d < kElems; d <<= 1) {
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int a = offset * (2 * tid + 1) - 1;
      int b = offset * (2 * tid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      unsigned t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();
  if (base + ai < n) out[base + ai] = temp[ai + offA];
  if (base + bi < n) out[base + bi] = temp[bi + offB];
}

__global__ void addBlockSums(unsigned *data, const unsigned *sums, int n) {
  int i = blockIdx.x * kElems + threadIdx.x;
  unsigned add = sums[blockIdx.x];
  if (i < n) data[i] += add;
  if (i + kThreads < n) data[i + kThreads] += add;
}

// scan scans d[0..n) into out, recursing on the block sums.
static void scan(const unsigned *d, unsigned *out, int n) {
  int blocks = (n + kElems - 1) / kElems;
  unsigned *sums = nullptr;
  cudaMalloc(&sums, blocks * sizeof(unsigned));
  scanBlocks<<<blocks, kThreads>>>(d, out, sums, n);
  if (blocks > 1) {
    unsigned *scanned = nullptr;
    cudaMalloc(&scanned, blocks * sizeof(unsigned));
    scan(sums, scanned, blocks);
    addBlockSums<<<blocks, kThreads>>>(out, scanned, n);
    cudaFree(scanned);
  }
  cudaFree(sums);
}

int main() {
  const int n = 100000;
  std::vector<unsigned> h(n), r(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 7u) % 11u;
  unsigned *dIn, *dOut;
  cudaMalloc(&dIn, n * sizeof(unsigned));
  cudaMalloc(&dOut, n * sizeof(unsigned));
  cudaMemcpy(dIn, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice);
  scan(dIn, dOut, n);
  cudaMemcpy(r.data(), dOut, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  unsigned acc = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    if (r[i] != acc) ++bad;
    acc += h[i];
  }
  std::printf("scan n=%d last=%u total=%u mismatches=%d\n", n, r[n - 1], acc, bad);
  cudaFree(dIn);
  cudaFree(dOut);
  return bad != 0;
}
