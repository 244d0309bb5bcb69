#include <cstdio>
#include <utility>
#include <array>
#include <vector>
struct Params { int n; float alpha; const float *x; float *y; };
__global__ void saxpy(Params p) {}
template <class T> __global__ void reduce(const T *in, T *out, std::size_t n) {}
__global__ void pairs(std::pair<int, double> pr, std::array<float, 3> a) {}
__device__ float scratch[256];
static __device__ int hidden;
int main() {
  Params p{};
  saxpy<<<1, 1>>>(p);
  float *in = nullptr, *out = nullptr;
  reduce<<<1, 1>>>(in, out, 10);
  reduce<<<2, 2>>>((const int *)nullptr, (int *)nullptr, std::size_t(3));
  pairs<<<1, 1>>>(std::make_pair(1, 2.0), std::array<float, 3>{});
  std::vector<int> v;
  std::printf("%zu\n", v.size());
}
