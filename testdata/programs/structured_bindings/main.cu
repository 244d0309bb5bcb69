// Structured bindings in host code: over std::pair, std::tuple,
// unordered_map entries in a range-for, a plain struct and a C array, by
// reference to modify, plus std::tie and std::optional of a pair returned
// from a helper that launches a kernel. (<map> is avoided: nvcc 11.8's host
// output of libstdc++ 12's std::map::emplace does not compile with g++ 12.)
// Flags: none (C++17).
#include <cstdio>
#include <algorithm>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

struct MinMax {
  int lo, hi;
};

__global__ void minmax(const int *v, int n, MinMax *out) {
  MinMax m{v[0], v[0]};
  for (int i = 1; i < n; ++i) {
    m.lo = min(m.lo, v[i]);
    m.hi = max(m.hi, v[i]);
  }
  *out = m;
}

static std::optional<std::pair<int, int>> deviceMinMax(const int *h, int n) {
  if (n == 0) return std::nullopt;
  int *d;
  MinMax *o;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&o, sizeof(MinMax));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  minmax<<<1, 1>>>(d, n, o);
  MinMax m;
  cudaMemcpy(&m, o, sizeof m, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(o);
  auto [lo, hi] = m;
  return std::make_pair(lo, hi);
}

static std::tuple<std::string, int, double> describe(int k) { return {"item" + std::to_string(k), k * k, k / 4.0}; }

int main() {
  int data[] = {7, -3, 12, 5, 0, 9};
  if (auto r = deviceMinMax(data, 6)) {
    auto [lo, hi] = *r;
    std::printf("min=%d max=%d\n", lo, hi);
  }
  auto [a, b, c] = data[0] < data[1] ? std::tuple{1, 2, 3} : std::tuple{4, 5, 6};
  auto &[first, second, third, fourth, fifth, sixth] = data;
  first += 100;
  std::printf("tuple=%d%d%d array=%d,%d,%d,%d,%d,%d\n", a, b, c, data[0], second, third, fourth, fifth, sixth);
  std::unordered_map<std::string, int> counts{{"x", 1}, {"y", 2}, {"z", 3}};
  for (auto &[key, value] : counts) value *= 10;
  std::vector<std::pair<std::string, int>> sorted(counts.begin(), counts.end());
  std::sort(sorted.begin(), sorted.end());
  for (const auto &[key, value] : sorted) std::printf("%s=%d ", key.c_str(), value);
  std::printf("\n");
  const auto [name, square, quarter] = describe(6);
  std::string n2;
  int s2;
  std::tie(n2, s2, std::ignore) = describe(3);
  std::printf("%s %d %.2f | %s %d\n", name.c_str(), square, quarter, n2.c_str(), s2);
  return 0;
}
