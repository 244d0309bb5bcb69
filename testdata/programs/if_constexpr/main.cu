// `if constexpr` and type traits in device code: a kernel template whose
// body branches on the element type at compile time, std::is_same_v /
// std::is_floating_point_v / std::is_integral_v, a constexpr function used as
// a template argument, a variable template, an `auto` non-type template
// parameter, and `if` with an initializer. Flags: none (C++17).
#include <cstdio>
#include <type_traits>

template <typename T>
constexpr int kBits = sizeof(T) * 8;

__host__ __device__ constexpr int log2ceil(int v) {
  int r = 0;
  while ((1 << r) < v) ++r;
  return r;
}

template <auto Value>
struct Constant {
  static constexpr auto value = Value;
};

template <typename T>
__device__ T halve(T v) {
  if constexpr (std::is_floating_point_v<T>) {
    return v * T(0.5);
  } else if constexpr (std::is_same_v<T, bool>) {
    return false;
  } else {
    static_assert(std::is_integral_v<T>, "integral or floating only");
    return v >> 1;
  }
}

template <typename T, int Block>
__global__ void process(const T *in, T *out, int *bits, int n) {
  constexpr int shift = log2ceil(Block);
  int i = (blockIdx.x << shift) + threadIdx.x;
  if (i >= n) return;
  out[i] = halve(in[i]);
  if (int b = kBits<T>; i == 0) *bits = b + Constant<shift>::value * 1000;
}

template <typename T>
static void run(const char *name) {
  const int n = 8;
  T h[n];
  for (int i = 0; i < n; ++i) h[i] = static_cast<T>(i * 3 + 1);
  T *d, *o;
  int *bits, hb = 0;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof h);
  cudaMalloc(&bits, sizeof hb);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  process<T, 32><<<1, 32>>>(d, o, bits, n);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hb, bits, sizeof hb, cudaMemcpyDeviceToHost);
  std::printf("%-6s bits=%d:", name, hb);
  for (int i = 0; i < n; ++i) {
    if constexpr (std::is_floating_point_v<T>)
      std::printf(" %.1f", static_cast<double>(h[i]));
    else
      std::printf(" %lld", static_cast<long long>(h[i]));
  }
  std::printf("\n");
  cudaFree(d);
  cudaFree(o);
  cudaFree(bits);
}

int main() {
  run<int>("int");
  run<float>("float");
  run<double>("double");
  run<unsigned char>("uchar");
  static_assert(Constant<'x'>::value == 'x' && log2ceil(33) == 6, "constexpr");
  return 0;
}
