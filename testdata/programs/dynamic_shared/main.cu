// Dynamic shared memory: `extern __shared__` arrays sized at launch (the
// third <<<>>> argument), one buffer carved into several typed arrays, an
// aligned extern declaration, a templated kernel getting typed shared
// memory through a helper struct specialization (the SharedMemory idiom),
// and cudaFuncSetAttribute for the dynamic size. Flags: none.
#include <cstdio>

template <typename T>
struct SharedMemory {
  __device__ T *get() {
    extern __shared__ int raw[];
    return reinterpret_cast<T *>(raw);
  }
};

template <>
struct SharedMemory<double> {
  __device__ double *get() {
    extern __shared__ double rawDouble[];
    return rawDouble;
  }
};

template <typename T>
__global__ void reverse(T *data, int n) {
  T *s = SharedMemory<T>().get();
  int t = threadIdx.x;
  if (t < n) s[t] = data[t];
  __syncthreads();
  if (t < n) data[t] = s[n - 1 - t];
}

__global__ void carve(const int *in, int n, int *outInts, float *outFloats) {
  extern __shared__ __align__(16) unsigned char pool[];
  int *ints = reinterpret_cast<int *>(pool);
  float *floats = reinterpret_cast<float *>(pool + n * sizeof(int));
  int t = threadIdx.x;
  ints[t] = in[t] * 2;
  floats[t] = in[t] * 0.5f;
  __syncthreads();
  outInts[t] = ints[(t + 1) % n];
  outFloats[t] = floats[(t + n - 1) % n];
}

int main() {
  const int n = 64;
  int hi[n];
  double hd[n];
  for (int i = 0; i < n; ++i) {
    hi[i] = i;
    hd[i] = i * 1.5;
  }
  int *di, *oi;
  double *dd;
  float *of;
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&oi, sizeof hi);
  cudaMalloc(&dd, sizeof hd);
  cudaMalloc(&of, n * sizeof(float));
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
  cudaFuncSetAttribute(reverse<double>, cudaFuncAttributeMaxDynamicSharedMemorySize, n * sizeof(double));
  reverse<int><<<1, n, n * sizeof(int)>>>(di, n);
  reverse<double><<<1, n, n * sizeof(double)>>>(dd, n);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  std::printf("reversed int: %d %d  double: %.1f %.1f\n", hi[0], hi[n - 1], hd[0], hd[n - 1]);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  size_t bytes = n * (sizeof(int) + sizeof(float));
  carve<<<1, n, bytes>>>(di, n, oi, of);
  float hf[n];
  cudaMemcpy(hi, oi, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, of, sizeof hf, cudaMemcpyDeviceToHost);
  std::printf("carved: %d %d  %.1f %.1f\n", hi[0], hi[n - 1], hf[0], hf[n - 1]);
  cudaFree(di);
  cudaFree(oi);
  cudaFree(dd);
  cudaFree(of);
  return 0;
}
