// printf from device code: format specifiers for every basic type, %s with
// a device string, a single thread printing so the output order is fixed,
// printing from a __device__ function, and cudaDeviceSetLimit for the
// printf FIFO. Flags: none.
#include <cstdio>

__device__ const char *label(int k) { return k % 2 ? "odd" : "even"; }

__device__ void report(int block, int thread, double v) {
  printf("block %d thread %d: %s %.3f %e\n", block, thread, label(thread), v, v * 1e6);
}

__global__ void hello(int limit) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    printf("hello from the device: %d %u %ld %lld %llu %x %c %5.2f %-4s|\n", -1, 2u, 3L, -4LL, 5ULL, 255, 'z',
           3.14159f, "ab");
    printf("pointer is %s\n", &limit != nullptr ? "set" : "null");
  }
  // One line per block in block order: each block waits for a ticket.
  if (threadIdx.x == 0) {
    for (int b = 0; b < gridDim.x; ++b) {
      if (b == blockIdx.x && b < limit) report(blockIdx.x, threadIdx.x, 0.125 * b);
    }
  }
}

__global__ void ordered(int n) {
  // Single thread: deterministic order.
  for (int i = 0; i < n; ++i) printf("%d%s", i * i, i + 1 < n ? "," : "\n");
}

int main() {
  cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 20);
  size_t fifo = 0;
  cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize);
  hello<<<1, 32>>>(1);
  cudaDeviceSynchronize();
  ordered<<<1, 1>>>(8);
  cudaDeviceSynchronize();
  std::printf("host: fifo %s\n", fifo >= (1u << 20) ? "ok" : "small");
  return 0;
}
