// __launch_bounds__ with one, two and template-dependent arguments,
// __restrict__ pointer parameters (and a __restrict__ reference), __ldg
// read-only loads, __noinline__ and __forceinline__ device functions, and
// #pragma unroll with a count. Flags: none.
#include <cstdio>

constexpr int kMaxThreads = 256;

__device__ __noinline__ float slowPath(float v) { return v * v + 1.0f; }
__device__ __forceinline__ float fastPath(float v) { return v + 1.0f; }

__global__ void __launch_bounds__(kMaxThreads)
saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * __ldg(&x[i]) + y[i];
}

__global__ void __launch_bounds__(128, 4)
mix(int n, const float *__restrict__ in, float *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (i & 1) ? slowPath(in[i]) : fastPath(in[i]);
}

template <int Threads>
__global__ void __launch_bounds__(Threads, 2048 / Threads)
unrolled(const int *__restrict__ in, int *__restrict__ out) {
  int sum = 0;
#pragma unroll 4
  for (int k = 0; k < 8; ++k) sum += in[k * Threads + threadIdx.x];
  out[threadIdx.x] = sum;
}

__host__ __device__ inline void addTo(float &__restrict__ dst, const float &__restrict__ src) { dst += src; }

__global__ void accumulate(float *__restrict__ acc, const float *__restrict__ v, int n) {
  for (int i = 0; i < n; ++i) addTo(*acc, v[i]);
}

int main() {
  const int n = 1000;
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = 0.001f * i;
    hy[i] = 1.0f;
  }
  float *x, *y, *z;
  cudaMalloc(&x, sizeof hx);
  cudaMalloc(&y, sizeof hy);
  cudaMalloc(&z, sizeof hy);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
  saxpy<<<(n + kMaxThreads - 1) / kMaxThreads, kMaxThreads>>>(n, 2.0f, x, y);
  mix<<<(n + 127) / 128, 128>>>(n, y, z);
  cudaMemcpy(hy, z, sizeof hy, cudaMemcpyDeviceToHost);
  std::printf("mix: %.3f %.3f %.3f\n", hy[0], hy[1], hy[n - 1]);

  int hi[8 * 64], ho[64];
  for (int i = 0; i < 8 * 64; ++i) hi[i] = i % 9;
  int *di, *dout;
  cudaMalloc(&di, sizeof hi);
  cudaMalloc(&dout, sizeof ho);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  unrolled<64><<<1, 64>>>(di, dout);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  std::printf("unrolled: %d %d %d\n", ho[0], ho[1], ho[63]);

  float *acc;
  cudaMalloc(&acc, sizeof(float));
  cudaMemset(acc, 0, sizeof(float));
  accumulate<<<1, 1>>>(acc, x, 10);
  float a = 0;
  cudaMemcpy(&a, acc, sizeof a, cudaMemcpyDeviceToHost);
  std::printf("acc=%.3f\n", a);
  cudaFree(x);
  cudaFree(y);
  cudaFree(z);
  cudaFree(di);
  cudaFree(dout);
  cudaFree(acc);
  return 0;
}
