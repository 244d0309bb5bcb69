// C++17 standard library in host code around kernels: vector, array,
// unordered_map, set, deque, string_view, optional, variant with
// std::visit, chrono for timing (not printed), iostream with manipulators,
// algorithms (partition, nth_element, accumulate with a lambda), and
// std::unique_ptr with a custom deleter holding device memory. (<iomanip>
// and <map> are avoided: nvcc 11.8's host output of their libstdc++ 12
// templates does not compile with g++ 12.) Flags: none (C++17).
#include <algorithm>
#include <array>
#include <chrono>
#include <deque>
#include <iostream>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>

__global__ void squareAll(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] *= d[i];
}

struct CudaFree {
  void operator()(int *p) const { cudaFree(p); }
};
using DevicePtr = std::unique_ptr<int, CudaFree>;

static DevicePtr deviceAlloc(std::size_t n) {
  int *p = nullptr;
  if (cudaMalloc(&p, n * sizeof(int)) != cudaSuccess) return DevicePtr{};
  return DevicePtr{p};
}

using Value = std::variant<int, double, std::string>;

struct Printer {
  std::ostream &os;
  void operator()(int v) const { os << "int:" << v; }
  void operator()(double v) const {
    os.precision(2);
    os << "double:" << std::fixed << v;
  }
  void operator()(const std::string &v) const { os << "string:\"" << v << '"'; }
};

static std::optional<int> findWord(std::string_view text, std::string_view word) {
  auto pos = text.find(word);
  if (pos == std::string_view::npos) return std::nullopt;
  return static_cast<int>(pos);
}

int main() {
  auto t0 = std::chrono::steady_clock::now();
  std::vector<int> v(20);
  std::iota(v.begin(), v.end(), -10);
  auto d = deviceAlloc(v.size());
  cudaMemcpy(d.get(), v.data(), v.size() * sizeof(int), cudaMemcpyHostToDevice);
  squareAll<<<1, 32>>>(d.get(), static_cast<int>(v.size()));
  cudaMemcpy(v.data(), d.get(), v.size() * sizeof(int), cudaMemcpyDeviceToHost);
  auto elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0);

  std::set<int> distinct(v.begin(), v.end());
  std::array<int, 3> firstThree{};
  std::copy_n(distinct.begin(), 3, firstThree.begin());
  auto mid = v.begin() + v.size() / 2;
  std::nth_element(v.begin(), mid, v.end());
  auto evens = std::partition(v.begin(), v.end(), [](int x) { return x % 2 == 0; });
  long total = std::accumulate(v.begin(), v.end(), 0L, [](long acc, int x) { return acc + x; });
  std::cout << "distinct=" << distinct.size() << " first=" << firstThree[0] << ',' << firstThree[1] << ','
            << firstThree[2] << " median=" << *mid << " evens=" << (evens - v.begin()) << " total=" << total
            << (elapsed.count() >= 0 ? "" : " (clock went back)") << '\n';

  std::unordered_map<std::string, std::vector<Value>> table;
  table["a"] = {1, 2.5, std::string("three")};
  table["b"].push_back(42);
  std::deque<std::string> order{"b", "a"};
  order.push_front("missing");
  for (const auto &key : order) {
    auto it = table.find(key);
    std::cout << key << ':';
    if (it == table.end()) {
      std::cout << " (none)\n";
      continue;
    }
    for (const auto &val : it->second) {
      std::cout << ' ';
      std::visit(Printer{std::cout}, val);
    }
    std::cout << '\n';
  }
  constexpr std::string_view text = "the quick brown fox";
  std::cout << "fox at " << findWord(text, "fox").value_or(-1) << ", cat at " << findWord(text, "cat").value_or(-1)
            << std::endl;
  return 0;
}
