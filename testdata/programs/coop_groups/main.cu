// Cooperative groups (needs the toolkit's cooperative_groups headers):
// this_thread_block, tiled_partition both dynamic and static, cg::reduce with
// cg::plus and cg::greater, coalesced_threads, thread ranks, and group sync.
// Flags: none. Needs: toolkit.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>

namespace cg = cooperative_groups;

__device__ int sumTile(cg::thread_group g, int *scratch, int v) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    scratch[lane] = v;
    g.sync();
    if (lane < i) v += scratch[lane + i];
    g.sync();
  }
  return v; // valid on rank 0
}

__global__ void groups(const int *in, int *blockSums, int *tileMax, int *odd) {
  __shared__ int scratch[256];
  cg::thread_block block = cg::this_thread_block();
  int v = in[block.group_index().x * block.size() + block.thread_rank()];

  // Dynamic partition into groups of 32, reduced by hand through shared memory.
  cg::thread_group tile32 = cg::tiled_partition(block, 32);
  int *mine = scratch + (block.thread_rank() / 32) * 32;
  int s = sumTile(tile32, mine, v);

  // Static partition: cg::reduce with register shuffles.
  cg::thread_block_tile<16> tile16 = cg::tiled_partition<16>(block);
  int m = cg::reduce(tile16, v, cg::greater<int>());
  if (tile16.thread_rank() == 0)
    tileMax[block.group_index().x * (block.size() / 16) + tile16.meta_group_rank()] = m;

  block.sync();
  if (tile32.thread_rank() == 0) atomicAdd(&blockSums[block.group_index().x], s);

  if (v % 2) {
    cg::coalesced_group active = cg::coalesced_threads();
    int total = cg::reduce(active, 1, cg::plus<int>());
    if (active.thread_rank() == 0) atomicAdd(odd, total);
  }
}

int main() {
  const int blocks = 2, threads = 128, n = blocks * threads;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 31) % 97;
  int *dIn, *dSums, *dMax, *dOdd;
  cudaMalloc(&dIn, sizeof h);
  cudaMalloc(&dSums, blocks * sizeof(int));
  cudaMalloc(&dMax, n / 16 * sizeof(int));
  cudaMalloc(&dOdd, sizeof(int));
  cudaMemcpy(dIn, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(dSums, 0, blocks * sizeof(int));
  cudaMemset(dOdd, 0, sizeof(int));
  groups<<<blocks, threads>>>(dIn, dSums, dMax, dOdd);
  int sums[blocks], maxes[n / 16], odd = 0;
  cudaMemcpy(sums, dSums, sizeof sums, cudaMemcpyDeviceToHost);
  cudaMemcpy(maxes, dMax, sizeof maxes, cudaMemcpyDeviceToHost);
  cudaMemcpy(&odd, dOdd, sizeof odd, cudaMemcpyDeviceToHost);
  std::printf("block sums %d %d; odd=%d; tile max:", sums[0], sums[1], odd);
  for (int m : maxes) std::printf(" %d", m);
  std::printf("\n");
  cudaFree(dIn);
  cudaFree(dSums);
  cudaFree(dMax);
  cudaFree(dOdd);
  return 0;
}
