// Histogram with shared-memory privatisation and global atomics, pinned host
// memory, two streams and an occupancy-chosen block size.
#include <cstdio>
#include <cstring>

#define BINS 64

__device__ unsigned int totalSeen;

__global__ void histogram(const unsigned char *data, size_t n, unsigned int *bins)
{
    __shared__ unsigned int local[BINS];
    for (int i = threadIdx.x; i < BINS; i += blockDim.x) {
        local[i] = 0;
    }
    __syncthreads();
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)blockDim.x * gridDim.x) {
        atomicAdd(&local[data[i] % BINS], 1u);
    }
    __syncthreads();
    for (int i = threadIdx.x; i < BINS; i += blockDim.x) {
        atomicAdd(&bins[i], local[i]);
    }
    if (threadIdx.x == 0) {
        atomicAdd(&totalSeen, (unsigned int)blockDim.x);
    }
}

int main()
{
    const size_t n = 1 << 24;
    unsigned char *host;
    cudaMallocHost(&host, n);
    memset(host, 7, n);
    unsigned char *data;
    unsigned int *bins;
    cudaMalloc(&data, n);
    cudaMalloc(&bins, BINS * sizeof(unsigned int));
    cudaMemset(bins, 0, BINS * sizeof(unsigned int));
    cudaStream_t s[2];
    for (int i = 0; i < 2; ++i) {
        cudaStreamCreate(&s[i]);
    }
    cudaMemcpyAsync(data, host, n / 2, cudaMemcpyHostToDevice, s[0]);
    cudaMemcpyAsync(data + n / 2, host + n / 2, n / 2, cudaMemcpyHostToDevice, s[1]);
    int minGrid = 0, block = 0;
    cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, histogram, 0, 0);
    histogram<<<minGrid, block, 0, s[0]>>>(data, n / 2, bins);
    histogram<<<minGrid, block, 0, s[1]>>>(data + n / 2, n / 2, bins);
    for (int i = 0; i < 2; ++i) {
        cudaStreamSynchronize(s[i]);
        cudaStreamDestroy(s[i]);
    }
    unsigned int result[BINS], seen = 0;
    cudaMemcpy(result, bins, sizeof result, cudaMemcpyDeviceToHost);
    cudaMemcpyFromSymbol(&seen, totalSeen, sizeof seen);
    printf("bin 7: %u (threads %u, block %d)\n", result[7], seen, block);
    cudaFreeHost(host);
    cudaFree(data);
    cudaFree(bins);
    return 0;
}
