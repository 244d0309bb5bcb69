// Extended lambdas written inside other lambdas (--extended-lambda): nvcc
// names the function around the outermost lambda as the parent, and the
// closure as local to the enclosing lambda's call operator.
#include <cstdio>

template <typename F>
__global__ void apply(int *out, F f) { out[threadIdx.x] = f(threadIdx.x); }

static int check(const char *what, const int *d, int scale) {
  int h[8];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 8; i++)
    bad += h[i] != i * scale;
  printf("%s: %s\n", what, bad ? "wrong" : "ok");
  return bad;
}

struct Runner {
  int factor;
  int run(int *d) const {
    auto launch = [&](int extra) {
      int f = factor + extra;
      apply<<<1, 8>>>(d, [f] __device__ (int i) { return i * f; });
      return check("member, outer lambda with a parameter", d, f);
    };
    return launch(1);
  }
};

int main() {
  int *d;
  cudaMalloc(&d, 8 * sizeof(int));
  int k = 3, bad = 0;
  auto outer = [=]() {
    auto inner = [=] __device__ (int i) { return i * k; };
    apply<<<1, 8>>>(d, inner);
    return check("lambda in a lambda", d, k);
  };
  bad += outer();
  int count = 0;
  auto counting = [=]() mutable {
    ++count;
    apply<<<1, 8>>>(d, [k] __host__ __device__ (int i) { return i * k * 2; });
    return check("__host__ __device__ lambda in a mutable lambda", d, k * 2);
  };
  bad += counting();
  auto twoDeep = [=]() {
    auto middle = [=](int m) {
      apply<<<1, 8>>>(d, [=] __device__ (int i) { return i * k * m; });
      return check("two lambdas deep", d, k * m);
    };
    return middle(5);
  };
  bad += twoDeep();
  bad += Runner{4}.run(d);
  cudaFree(d);
  return bad;
}
