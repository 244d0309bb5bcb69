// Warp-level intrinsics: __shfl_sync, __shfl_up_sync, __shfl_down_sync,
// __shfl_xor_sync (butterfly reduction), __ballot_sync, __activemask,
// __any_sync/__all_sync, __popc, __ffs, __clz, __brev, and a warp-level
// inclusive scan. Flags: none.
#include <cstdio>

__device__ __forceinline__ int warpSum(int v) {
  for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
  return v;
}

__device__ __forceinline__ int warpScan(int v) {
  const int lane = threadIdx.x & 31;
  for (int d = 1; d < 32; d <<= 1) {
    int up = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += up;
  }
  return v;
}

struct WarpReport {
  int sum, scanLast, broadcast, shiftedDown;
  unsigned ballot, active;
  int any, all, popc, ffs, clz;
  unsigned brev;
};

__global__ void warpOps(const int *in, WarpReport *out, int *scan) {
  int lane = threadIdx.x;
  int v = in[lane];
  WarpReport r;
  r.sum = warpSum(v);
  int s = warpScan(v);
  scan[lane] = s;
  r.scanLast = __shfl_sync(0xffffffffu, s, 31);
  r.broadcast = __shfl_sync(0xffffffffu, v, 5);
  r.shiftedDown = __shfl_down_sync(0xffffffffu, v, 3);
  r.ballot = __ballot_sync(0xffffffffu, v > 10);
  r.any = __any_sync(0xffffffffu, v == 7);
  r.all = __all_sync(0xffffffffu, v >= 0);
  r.active = 0;
  if (lane % 3 == 0) {
    // Which lanes are converged here may vary; that the mask holds only
    // lanes of this branch, and lane 0 itself, does not.
    unsigned m = __activemask();
    if (lane == 0) r.active = (m & ~0x49249249u) == 0 && (m & 1u);
  }
  r.popc = __popc(r.ballot);
  r.ffs = __ffs(r.ballot);
  r.clz = __clz(r.ballot);
  r.brev = __brev(r.ballot);
  if (lane == 0) *out = r;
}

int main() {
  int h[32];
  for (int i = 0; i < 32; ++i) h[i] = (i * 13) % 23;
  int *dIn, *dScan;
  WarpReport *dOut, r;
  cudaMalloc(&dIn, sizeof h);
  cudaMalloc(&dScan, sizeof h);
  cudaMalloc(&dOut, sizeof r);
  cudaMemcpy(dIn, h, sizeof h, cudaMemcpyHostToDevice);
  warpOps<<<1, 32>>>(dIn, dOut, dScan);
  int scan[32];
  cudaMemcpy(&r, dOut, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(scan, dScan, sizeof scan, cudaMemcpyDeviceToHost);
  std::printf("sum=%d scanLast=%d bcast=%d down=%d\n", r.sum, r.scanLast, r.broadcast, r.shiftedDown);
  std::printf("ballot=%08x active-ok=%u any=%d all=%d popc=%d ffs=%d clz=%d brev=%08x\n", r.ballot, r.active,
              r.any != 0, r.all != 0, r.popc, r.ffs, r.clz, r.brev);
  std::printf("scan:");
  for (int i = 0; i < 32; i += 4) std::printf(" %d", scan[i]);
  std::printf("\n");
  cudaFree(dIn);
  cudaFree(dScan);
  cudaFree(dOut);
  return 0;
}
