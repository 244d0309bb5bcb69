// Kernel template instances used without the <<<>>> syntax: through
// cudaLaunchKernel with an argument array, by address through a function
// pointer table, and given to cudaFuncGetAttributes and the occupancy
// calculator. The names alone instantiate them, and the stub file must
// register every one, or the runtime answers "invalid device function".
// Flags: none.
#include <cstdio>

template <class T, int Scale>
__global__ void scaleAll(T *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = data[i] * T(Scale);
}

template <class T>
__global__ void addOffset(T *data, int n, T offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += offset;
}

template <class T>
__global__ void countUp(T *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = T(i);
}

typedef void (*IntKernel)(int *, int);

static void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) std::printf("%s: %s\n", what, cudaGetErrorString(e));
}

int main() {
  const int n = 8;
  int *d;
  check(cudaMalloc(&d, n * sizeof(int)), "cudaMalloc");

  // Launched through the runtime API with an argument array.
  int count = n;
  void *args[] = {&d, &count};
  check(cudaLaunchKernel((const void *)countUp<int>, dim3(1), dim3(32), args, 0, 0), "countUp");

  // Chosen from a table of instances at run time.
  IntKernel table[] = {scaleAll<int, 2>, scaleAll<int, 3>};
  for (int k = 0; k < 2; ++k) table[k]<<<1, 32>>>(d, n);

  int offset = 5;
  void *offsetArgs[] = {&d, &count, &offset};
  check(cudaLaunchKernel((const void *)&addOffset<int>, dim3(1), dim3(32), offsetArgs, 0, 0), "addOffset");

  int h[n];
  check(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost), "cudaMemcpy");
  std::printf("values:");
  for (int v : h) std::printf(" %d", v);
  std::printf("\n");

  cudaFuncAttributes attrs;
  check(cudaFuncGetAttributes(&attrs, countUp<float>), "cudaFuncGetAttributes");
  std::printf("countUp<float> registers > 0: %s\n", attrs.numRegs > 0 ? "yes" : "no");
  int blocks = 0;
  check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scaleAll<double, 4>, 128, 0), "occupancy");
  std::printf("scaleAll<double, 4> fits: %s\n", blocks > 0 ? "yes" : "no");
  cudaFree(d);
  return 0;
}
