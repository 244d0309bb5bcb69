// Thrust (needs the toolkit): device_vector/host_vector, sequence,
// transform with a custom functor and with a device lambda, reduce,
// transform_reduce, sort and sort_by_key with a custom comparator,
// inclusive_scan, count_if, unique, zip and counting iterators.
// Flags: --extended-lambda. Needs: toolkit.
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/tuple.h>
#include <thrust/unique.h>
#include <cstdio>

struct Saxpy {
  float a;
  explicit Saxpy(float a_) : a(a_) {}
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct AbsGreater {
  __host__ __device__ bool operator()(int a, int b) const { return (a < 0 ? -a : a) > (b < 0 ? -b : b); }
};

struct Square {
  __host__ __device__ double operator()(int v) const { return double(v) * v; }
};

struct DotPair {
  template <typename Tuple>
  __host__ __device__ float operator()(const Tuple &t) const { return thrust::get<0>(t) * thrust::get<1>(t); }
};

int main() {
  const int n = 16;
  thrust::device_vector<float> x(n), y(n, 1.0f);
  thrust::sequence(x.begin(), x.end(), 0.0f, 0.5f);
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), Saxpy(2.0f));
  float sy = thrust::reduce(y.begin(), y.end(), 0.0f, thrust::plus<float>());

  thrust::host_vector<int> hv(n);
  for (int i = 0; i < n; ++i) hv[i] = (i * 7) % 11 - 5;
  thrust::device_vector<int> dv = hv;
  double sq = thrust::transform_reduce(dv.begin(), dv.end(), Square(), 0.0, thrust::plus<double>());
  int negatives = thrust::count_if(dv.begin(), dv.end(), [] __device__(int v) { return v < 0; });
  thrust::sort(dv.begin(), dv.end(), AbsGreater());
  thrust::host_vector<int> byAbs = dv;

  thrust::device_vector<int> keys = hv;
  thrust::device_vector<int> vals(n);
  thrust::sequence(vals.begin(), vals.end());
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  auto end = thrust::unique(keys.begin(), keys.end());
  int distinct = static_cast<int>(end - keys.begin());

  thrust::device_vector<int> prefix(n);
  thrust::inclusive_scan(thrust::counting_iterator<int>(1), thrust::counting_iterator<int>(n + 1), prefix.begin());

  float dot = thrust::transform_reduce(thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin())),
                                       thrust::make_zip_iterator(thrust::make_tuple(x.end(), y.end())), DotPair(),
                                       0.0f, thrust::plus<float>());
  std::printf("sum(y)=%.1f sumsq=%.0f neg=%d distinct=%d prefix[n-1]=%d dot=%.2f\n", sy, sq, negatives, distinct,
              static_cast<int>(prefix[n - 1]), dot);
  std::printf("by |v| desc:");
  for (int i = 0; i < n; ++i) std::printf(" %d", byAbs[i]);
  std::printf("\n");
  return 0;
}
