// Extended lambdas (needs --extended-lambda): __device__ lambdas and
// __host__ __device__ lambdas defined in host code and passed to kernel
// templates, lambdas capturing by value (including `this` via a copy in a
// member function), mutable lambdas, and a lambda returning a lambda in
// device code. Flags: --extended-lambda.
#include <cstdio>

template <typename F>
__global__ void apply(int n, int *out, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

template <typename F>
__global__ void applyPair(int n, int *out, F f) {
  int i = threadIdx.x;
  if (i < n) out[i] = f(i, n - i);
}

struct Scaler {
  int factor;
  void run(int n, int *d) const {
    auto self = *this;
    apply<<<1, 32>>>(n, d, [self] __device__(int i) { return self.factor * i; });
  }
};

template <typename F>
static void show(const char *name, int n, F f) {
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  apply<<<1, 32>>>(n, d, f);
  int h[16];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("%-8s", name);
  for (int i = 0; i < n; ++i) std::printf(" %d", h[i]);
  std::printf("\n");
  cudaFree(d);
}

int main() {
  const int n = 10;
  int offset = 7;
  show("offset", n, [=] __device__(int i) { return i + offset; });
  auto both = [offset] __host__ __device__(int i) { return i * i - offset; };
  show("hd", n, both);
  std::printf("hd on host: %d\n", both(5));
  show("nested", n, [] __device__(int i) {
    auto twice = [](int v) { return 2 * v; };
    auto adder = [twice](int k) { return [=](int v) { return twice(v) + k; }; };
    return adder(100)(i);
  });
  show("mutable", n, [] __device__(int i) {
    int acc = 0;
    auto step = [acc](int v) mutable { acc += v; return acc; };
    step(i);
    return step(i);
  });
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  applyPair<<<1, 32>>>(n, d, [] __device__(int a, int b) -> int { return a > b ? a : b; });
  Scaler{3}.run(n, d);
  int h[n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("scaled  ");
  for (int v : h) std::printf(" %d", v);
  std::printf("\n");
  cudaFree(d);
  return 0;
}
