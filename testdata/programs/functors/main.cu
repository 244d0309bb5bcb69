// Functors passed to kernel templates: stateless and stateful function
// objects, a functor template, a composed functor (function object holding
// two others), and a generic map/zip kernel taking the operation by value.
// Flags: none.
#include <cstdio>
#include <vector>

struct Square {
  __device__ float operator()(float x) const { return x * x; }
};

struct Affine {
  float a, b;
  __host__ __device__ float operator()(float x) const { return a * x + b; }
};

template <typename T>
struct Clamp {
  T lo, hi;
  __host__ __device__ T operator()(T x) const { return x < lo ? lo : (hi < x ? hi : x); }
};

template <typename F, typename G>
struct Compose {
  F f;
  G g;
  __host__ __device__ Compose(F f_, G g_) : f(f_), g(g_) {}
  template <typename T>
  __device__ auto operator()(T x) const -> decltype(f(g(x))) { return f(g(x)); }
};

template <typename F, typename G>
__host__ __device__ Compose<F, G> compose(F f, G g) { return Compose<F, G>(f, g); }

struct Max {
  template <typename T>
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};

template <typename T, typename Op>
__global__ void map(const T *in, T *out, int n, Op op) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = op(in[i]);
}

template <typename T, typename Op>
__global__ void zip(const T *a, const T *b, T *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = op(a[i], b[i]);
}

template <typename Op>
static std::vector<float> runMap(const std::vector<float> &h, Op op) {
  int n = static_cast<int>(h.size());
  float *d, *o;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&o, n * sizeof(float));
  cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  map<<<2, 64>>>(d, o, n, op);
  std::vector<float> r(n);
  cudaMemcpy(r.data(), o, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(o);
  return r;
}

int main() {
  std::vector<float> h(10);
  for (int i = 0; i < 10; ++i) h[i] = i - 4.5f;
  auto sq = runMap(h, Square{});
  auto af = runMap(h, Affine{2.0f, 1.0f});
  auto cl = runMap(h, Clamp<float>{-1.0f, 2.0f});
  auto co = runMap(h, compose(Clamp<float>{0.0f, 9.0f}, Affine{3.0f, 0.5f}));
  for (int i = 0; i < 10; ++i)
    std::printf("%5.2f: sq=%6.2f af=%6.2f cl=%5.2f co=%5.2f\n", h[i], sq[i], af[i], cl[i], co[i]);
  float *a, *b, *o;
  cudaMalloc(&a, 10 * sizeof(float));
  cudaMalloc(&b, 10 * sizeof(float));
  cudaMalloc(&o, 10 * sizeof(float));
  cudaMemcpy(a, sq.data(), 10 * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(b, af.data(), 10 * sizeof(float), cudaMemcpyHostToDevice);
  zip<<<1, 32>>>(a, b, o, 10, Max());
  float m[10];
  cudaMemcpy(m, o, sizeof m, cudaMemcpyDeviceToHost);
  std::printf("max:");
  for (float x : m) std::printf(" %.2f", x);
  std::printf("\n");
  cudaFree(a);
  cudaFree(b);
  cudaFree(o);
  return 0;
}
