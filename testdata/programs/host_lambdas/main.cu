// Host lambdas with the standard library (sort with a comparator, for_each,
// count_if, std::function, immediately invoked lambdas, init-captures,
// generic lambdas) and generic lambdas inside device code (auto parameters,
// used at two types in one kernel). Flags: none.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

__global__ void genericInKernel(const int *in, double *out, int n) {
  auto scale = [](auto x, auto s) { return x * s; };
  auto clamp = [](auto v, decltype(v) lo, decltype(v) hi) { return v < lo ? lo : (v > hi ? hi : v); };
  int i = threadIdx.x;
  if (i < n) {
    int a = scale(in[i], 3);
    double b = scale(static_cast<double>(in[i]), 0.5);
    out[i] = clamp(a, -10, 10) + clamp(b, -2.0, 2.0);
  }
}

int main() {
  std::vector<std::pair<std::string, int>> people = {{"ada", 36}, {"grace", 85}, {"alan", 41}, {"edsger", 72}};
  std::sort(people.begin(), people.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
  std::for_each(people.begin(), people.end(), [](const std::pair<std::string, int> &p) {
    std::printf("%s:%d ", p.first.c_str(), p.second);
  });
  std::printf("\n");
  int threshold = 50;
  auto older = std::count_if(people.begin(), people.end(), [&threshold](const auto &p) { return p.second > threshold; });
  std::function<int(int)> fact = [&fact](int k) { return k <= 1 ? 1 : k * fact(k - 1); };
  const int total = [&] {
    int s = 0;
    for (const auto &p : people) s += p.second;
    return s;
  }();
  auto counter = [next = 10]() mutable { return next++; };
  counter();
  std::printf("older=%ld fact(6)=%d total=%d counter=%d\n", static_cast<long>(older), fact(6), total, counter());

  std::vector<int> in(12);
  std::iota(in.begin(), in.end(), -6);
  int *d;
  double *o;
  cudaMalloc(&d, in.size() * sizeof(int));
  cudaMalloc(&o, in.size() * sizeof(double));
  cudaMemcpy(d, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice);
  genericInKernel<<<1, 32>>>(d, o, static_cast<int>(in.size()));
  std::vector<double> out(in.size());
  cudaMemcpy(out.data(), o, out.size() * sizeof(double), cudaMemcpyDeviceToHost);
  std::transform(out.begin(), out.end(), in.begin(), out.begin(), [](double v, int k) { return v + k * 0.0; });
  for (double v : out) std::printf("%.1f ", v);
  std::printf("\n");
  cudaFree(d);
  cudaFree(o);
  return 0;
}
