// Occupancy API: cudaOccupancyMaxActiveBlocksPerMultiprocessor,
// cudaOccupancyMaxPotentialBlockSize (the template in cuda_runtime.h), the
// variable-shared-memory form with a functor giving bytes per block size,
// cudaFuncGetAttributes and cudaGetDeviceProperties. The figures depend on
// the GPU, so only consistency checks are printed. Flags: none.
#include <cstdio>

__global__ void work(float *d, int n) {
  extern __shared__ float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? d[i] : 0.0f;
  __syncthreads();
  if (i < n) d[i] = tile[blockDim.x - 1 - threadIdx.x];
}

struct BytesPerBlock {
  __host__ __device__ size_t operator()(int blockSize) const { return blockSize * sizeof(float); }
};

int main() {
  int device = 0;
  cudaGetDevice(&device);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, device);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, work);

  int blocksPerSM = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSM, work, 128, 128 * sizeof(float));
  int minGrid = 0, blockSize = 0;
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, work, 0, 0);
  int minGrid2 = 0, blockSize2 = 0;
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&minGrid2, &blockSize2, work, BytesPerBlock(), 1024);

  const int n = 1 << 16;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));
  int bs = blockSize2 > 0 ? blockSize2 : 128;
  work<<<(n + bs - 1) / bs, bs, bs * sizeof(float)>>>(d, n);
  cudaError_t err = cudaDeviceSynchronize();
  double occupancy = prop.maxThreadsPerMultiProcessor
                         ? double(blocksPerSM * 128) / prop.maxThreadsPerMultiProcessor
                         : 0.0;
  std::printf("blocks/SM>0: %d  blockSize multiple of warp: %d  variable-smem size<=1024: %d  "
              "occupancy in (0,1]: %d  regs>0: %d  run: %s\n",
              blocksPerSM > 0, blockSize % prop.warpSize == 0, blockSize2 <= 1024, occupancy > 0 && occupancy <= 1,
              attr.numRegs > 0, cudaGetErrorName(err));
  cudaFree(d);
  return 0;
}
