// __device__ global variables: scalars, arrays, a struct with a default
// member initializer, a device pointer variable set from the host, access
// via cudaGetSymbolAddress / cudaGetSymbolSize, and device-side static
// storage in a __device__ function template. Flags: none.
#include <cstdio>

struct Accum {
  unsigned long long total = 0;
  int calls = 0;
};

__device__ int dScale = 3;
__device__ float dBuffer[16];
__device__ Accum dAccum;
__device__ int *dTarget;
__device__ const char dGreeting[] = "device";

template <typename T>
__device__ T nextId() {
  __shared__ T ticket;
  if (threadIdx.x == 0) ticket = T(1);
  __syncthreads();
  return ticket;
}

__global__ void fill() {
  int i = threadIdx.x;
  dBuffer[i] = static_cast<float>(i * dScale);
  atomicAdd(&dAccum.total, static_cast<unsigned long long>(i));
  if (i == 0) dAccum.calls += 1;
  if (dTarget) dTarget[i] = i + nextId<int>() + (dGreeting[0] == 'd');
}

int main() {
  int *target;
  cudaMalloc(&target, 16 * sizeof(int));
  cudaMemcpyToSymbol(dTarget, &target, sizeof target);
  int scale = 5;
  cudaMemcpyToSymbol(dScale, &scale, sizeof scale);
  fill<<<1, 16>>>();
  fill<<<1, 16>>>();

  float *bufAddr = nullptr;
  size_t bufSize = 0;
  cudaGetSymbolAddress(reinterpret_cast<void **>(&bufAddr), dBuffer);
  cudaGetSymbolSize(&bufSize, dBuffer);
  float buf[16];
  cudaMemcpy(buf, bufAddr, sizeof buf, cudaMemcpyDeviceToHost);
  Accum acc;
  cudaMemcpyFromSymbol(&acc, dAccum, sizeof acc);
  int t[16];
  cudaMemcpy(t, target, sizeof t, cudaMemcpyDeviceToHost);
  std::printf("size=%zu buf[15]=%.0f total=%llu calls=%d t[15]=%d\n", bufSize, buf[15], acc.total, acc.calls, t[15]);
  cudaFree(target);
  return 0;
}
