// CUB block- and warp-level primitives (needs the toolkit's cub): a kernel
// template with BlockLoad/BlockReduce/BlockScan sharing one union of
// TempStorage, WarpReduce, BlockRadixSort on keys, and
// cub::DeviceReduce::Sum with its two-phase temporary-storage query.
// Flags: none. Needs: toolkit.
// The per-primitive headers, not cub/cub.cuh: that one pulls in <map>, whose
// libstdc++ 12 form nvcc 11.8 cannot pass through to g++ 12.
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cstdio>

template <int BlockThreads, int ItemsPerThread>
__global__ void blockOps(const int *in, int *sums, int *scanned, int *sorted) {
  using Load = cub::BlockLoad<int, BlockThreads, ItemsPerThread, cub::BLOCK_LOAD_TRANSPOSE>;
  using Reduce = cub::BlockReduce<int, BlockThreads>;
  using Scan = cub::BlockScan<int, BlockThreads>;
  using Sort = cub::BlockRadixSort<int, BlockThreads, ItemsPerThread>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Reduce::TempStorage reduce;
    typename Scan::TempStorage scan;
    typename Sort::TempStorage sort;
  } temp;

  int items[ItemsPerThread];
  Load(temp.load).Load(in + blockIdx.x * BlockThreads * ItemsPerThread, items);
  __syncthreads();
  int total = Reduce(temp.reduce).Sum(items);
  if (threadIdx.x == 0) sums[blockIdx.x] = total;
  __syncthreads();
  int prefix[ItemsPerThread];
  Scan(temp.scan).ExclusiveSum(items, prefix);
  __syncthreads();
  for (int k = 0; k < ItemsPerThread; ++k) scanned[(blockIdx.x * BlockThreads + threadIdx.x) * ItemsPerThread + k] = prefix[k];
  Sort(temp.sort).SortBlockedToStriped(items);
  for (int k = 0; k < ItemsPerThread; ++k) sorted[blockIdx.x * BlockThreads * ItemsPerThread + k * BlockThreads + threadIdx.x] = items[k];
}

// cub::Max is gone from CUDA 13's cub: a functor of our own builds with both.
struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void warpOps(const int *in, int *out) {
  using WarpReduce = cub::WarpReduce<int>;
  __shared__ typename WarpReduce::TempStorage temp[4];
  int warp = threadIdx.x / 32;
  int v = in[threadIdx.x];
  int m = WarpReduce(temp[warp]).Reduce(v, MaxOp());
  if (threadIdx.x % 32 == 0) out[warp] = m;
}

int main() {
  constexpr int threads = 64, items = 4, blocks = 2, n = threads * items * blocks;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 101;
  int *d, *sums, *scanned, *sorted, *wmax, *total;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&sums, blocks * sizeof(int));
  cudaMalloc(&scanned, sizeof h);
  cudaMalloc(&sorted, sizeof h);
  cudaMalloc(&wmax, 4 * sizeof(int));
  cudaMalloc(&total, sizeof(int));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  blockOps<threads, items><<<blocks, threads>>>(d, sums, scanned, sorted);
  warpOps<<<1, 128>>>(d, wmax);
  void *tmp = nullptr;
  size_t tmpBytes = 0;
  cub::DeviceReduce::Sum(tmp, tmpBytes, d, total, n);
  cudaMalloc(&tmp, tmpBytes);
  cub::DeviceReduce::Sum(tmp, tmpBytes, d, total, n);
  int hs[blocks], hsc[n], hso[n], hw[4], ht = 0;
  cudaMemcpy(hs, sums, sizeof hs, cudaMemcpyDeviceToHost);
  cudaMemcpy(hsc, scanned, sizeof hsc, cudaMemcpyDeviceToHost);
  cudaMemcpy(hso, sorted, sizeof hso, cudaMemcpyDeviceToHost);
  cudaMemcpy(hw, wmax, sizeof hw, cudaMemcpyDeviceToHost);
  cudaMemcpy(&ht, total, sizeof ht, cudaMemcpyDeviceToHost);
  std::printf("block sums %d %d total %d scan[255]=%d sorted %d..%d warp max %d %d %d %d\n", hs[0], hs[1], ht,
              hsc[255], hso[0], hso[255], hw[0], hw[1], hw[2], hw[3]);
  cudaFree(d);
  cudaFree(sums);
  cudaFree(scanned);
  cudaFree(sorted);
  cudaFree(wmax);
  cudaFree(total);
  cudaFree(tmp);
  return 0;
}
