// Kernel templates with type and non-type parameters, default template
// arguments, a template template-free traits class, explicit instantiation
// (`template __global__ ...`), explicit specialization of a device function
// template, and a kernel launched through a host function template.
// Flags: none.
#include <cstdio>
#include <cstdint>

template <typename T> struct Limits;
template <> struct Limits<int> {
  __host__ __device__ static constexpr int lowest() { return -2147483647 - 1; }
};
template <> struct Limits<float> {
  __host__ __device__ static constexpr float lowest() { return -3.402823466e+38f; }
};

template <typename T>
__device__ T combine(T a, T b) { return a + b; }

// Explicit specialization: unsigned bytes saturate instead of wrapping.
template <>
__device__ std::uint8_t combine<std::uint8_t>(std::uint8_t a, std::uint8_t b) {
  unsigned s = unsigned(a) + unsigned(b);
  return static_cast<std::uint8_t>(s > 255u ? 255u : s);
}

template <typename T, int N, int Stride = 1>
__global__ void accumulate(const T *in, T *out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  T acc = in[i * Stride];
#pragma unroll
  for (int k = 1; k < N; ++k)
    acc = combine(acc, in[i * Stride]);
  out[i] = acc;
}

template <typename T, unsigned BlockSize>
__global__ void blockMax(const T *in, T *out, int count) {
  __shared__ T s[BlockSize];
  int i = blockIdx.x * BlockSize + threadIdx.x;
  s[threadIdx.x] = i < count ? in[i] : Limits<T>::lowest();
  __syncthreads();
  for (unsigned w = BlockSize / 2; w > 0; w /= 2) {
    if (threadIdx.x < w && s[threadIdx.x + w] > s[threadIdx.x])
      s[threadIdx.x] = s[threadIdx.x + w];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

// Explicit instantiations: these kernels exist in the device image even if
// nothing in this TU launches them.
template __global__ void accumulate<float, 4>(const float *, float *, int);
template __global__ void accumulate<int, 3, 2>(const int *, int *, int);
template __global__ void blockMax<int, 128>(const int *, int *, int);

template <typename T, int N>
static T runAccumulate(const T *host, int count) {
  T *dIn, *dOut;
  cudaMalloc(&dIn, count * sizeof(T));
  cudaMalloc(&dOut, count * sizeof(T));
  cudaMemcpy(dIn, host, count * sizeof(T), cudaMemcpyHostToDevice);
  accumulate<T, N><<<(count + 63) / 64, 64>>>(dIn, dOut, count);
  T last;
  cudaMemcpy(&last, dOut + count - 1, sizeof(T), cudaMemcpyDeviceToHost);
  cudaFree(dIn);
  cudaFree(dOut);
  return last;
}

int main() {
  const int n = 200;
  float f[n];
  std::uint8_t b[n];
  int v[n];
  for (int i = 0; i < n; ++i) {
    f[i] = 0.25f * i;
    b[i] = static_cast<std::uint8_t>(i);
    v[i] = (i * 37) % 101 - 50;
  }
  float lf = runAccumulate<float, 4>(f, n);
  unsigned lb = runAccumulate<std::uint8_t, 2>(b, n);
  int *dv, *dm;
  cudaMalloc(&dv, sizeof v);
  cudaMalloc(&dm, 2 * sizeof(int));
  cudaMemcpy(dv, v, sizeof v, cudaMemcpyHostToDevice);
  blockMax<int, 128><<<2, 128>>>(dv, dm, n);
  int m[2];
  cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
  std::printf("float x4 last=%.2f  byte x2 last=%u  max=%d,%d\n", lf, lb, m[0], m[1]);
  cudaFree(dv);
  cudaFree(dm);
  return 0;
}
