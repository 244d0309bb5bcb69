// Kernels launched the way header-only CUDA libraries launch them: a kernel
// template over a launch-parameters type, a functor and a parameter pack,
// started by host function templates that wrap `[=] __device__` lambdas of
// the algorithms calling them. Covers: the pack left empty, after a closure
// type local to a function template whose own third parameter is spelled
// T1_ (cicc's name substitutes it: ...DpS6_); a lambda whose body calls an
// operator of a class template (that instance's body is no part of the
// lambda's captures); value types from std::iterator_traits of `const T *`
// (its partial specialization for const pointers, more specialized than
// the one for pointers), so the kernel instances are over double, not const
// double; __launch_bounds__ taken from the launch-parameters type. In a
// namespace: an extended lambda's parent instantiated with another
// extended lambda's closure (in a record's arguments too), one whose type
// names a dependent type (typename ...::value_type), one with a pointer to
// a namespace's class among its template arguments, and a member function
// template of a class template returning a member type.
// Flags: --extended-lambda.
#include <cstdio>
#include <iterator>

template <int NT, int VT>
struct launch_params {
  enum { nt = NT, vt = VT, nv = NT * VT };
};

template <typename Box, typename F, typename... Args>
__global__ __launch_bounds__(Box::nt) void box_kernel(F f, int num_ctas, Args... args) {
  int tid = threadIdx.x % Box::nt;
  int cta = blockIdx.x;
  if (cta < num_ctas) f(tid, cta, args...);
}

template <typename Box, typename F, typename... Args>
void cta_launch(F f, int num_ctas, Args... args) {
  box_kernel<Box, F, Args...><<<num_ctas, Box::nt>>>(f, num_ctas, args...);
}

template <typename T, int N>
struct small_array {
  T data[N];
  __host__ __device__ T &operator[](int i) { return data[i]; }
  __host__ __device__ const T &operator[](int i) const { return data[i]; }
};

// An iterator over a constant, typed through iterator_traits<const T *>.
template <typename T>
struct constant_iter : std::iterator_traits<const T *> {
  T value;
  __host__ __device__ T operator[](int) const { return value; }
};

// Sums each block's NT * VT inputs into out[block]; X and Y are the third
// template parameter's neighbours, as in the libraries this mimics.
template <int NT, typename X, typename Y>
void block_sums(X in, Y out, int count) {
  typedef launch_params<NT, 2> box;
  typedef typename std::iterator_traits<X>::value_type value_t;
  int num_ctas = (count + box::nv - 1) / box::nv;
  auto k = [=] __device__(int tid, int cta) {
    __shared__ value_t partial[box::nt];
    small_array<value_t, box::vt> x;
    for (int i = 0; i < box::vt; ++i) {
      int j = cta * box::nv + i * box::nt + tid;
      x[i] = j < count ? in[j] : value_t();
    }
    partial[tid] = x[0] + x[1];
    __syncthreads();
    if (tid == 0) {
      value_t s = value_t();
      for (int i = 0; i < box::nt; ++i) s += partial[i];
      out[cta] = s;
    }
  };
  cta_launch<box>(k, num_ctas);
}

// Scales by a factor passed through the pack.
template <typename T>
void scale(T *data, int count, T factor) {
  typedef launch_params<64, 1> box;
  auto k = [=] __device__(int tid, int cta, T f) {
    int i = cta * box::nt + tid;
    if (i < count) data[i] *= f;
  };
  cta_launch<box>(k, (count + box::nt - 1) / box::nt, factor);
}

namespace lib {

struct empty {};

template <typename T>
struct buffer {
  T *data;
  int size;
};

// Fills a buffer with f(i): the parent of the inner lambda is fill_with<T,
// F> instantiated with another extended lambda's closure.
template <typename T, typename F>
buffer<T> fill_with(F f, T *out, int n) {
  typedef launch_params<64, 1> box;
  auto k = [=] __device__(int tid, int cta) {
    int i = cta * box::nt + tid;
    if (i < n) out[i] = f(i);
  };
  cta_launch<box>(k, (n + box::nt - 1) / box::nt);
  buffer<T> b = {out, n};
  return b;
}

// Returns a buffer of the iterator's value type: the enclosing function's
// type names a dependent type (typename ...::value_type).
template <typename It>
buffer<typename std::iterator_traits<It>::value_type> squares(It in, typename std::iterator_traits<It>::value_type *out, int n) {
  return fill_with([=] __device__(int i) { return in[i] * in[i]; }, out, n);
}

// An iterator over a function object: its template argument is a closure
// when the function object is a lambda.
template <typename F>
struct func_iter {
  F f;
  __host__ __device__ float operator[](int i) const { return f(i); }
};

template <typename Tag, typename It>
void copy_from(It in, const Tag *, float *out, int n) {
  typedef launch_params<32, 1> box;
  auto k = [=] __device__(int tid, int cta) {
    int i = cta * box::nt + tid;
    if (i < n) out[i] = in[i];
  };
  cta_launch<box>(k, (n + box::nt - 1) / box::nt);
}

// A member function template of a class template returning a member type,
// with an extended lambda.
template <typename T>
class counter {
 public:
  struct result {
    int blocks;
  };
  template <int NT>
  result count(T *data, int n) {
    typedef launch_params<NT, 1> box;
    int blocks = (n + NT - 1) / NT;
    auto k = [=] __device__(int tid, int cta) {
      int i = cta * NT + tid;
      if (i < n) data[i] += T(1);
    };
    cta_launch<box>(k, blocks);
    result r = {blocks};
    return r;
  }
};

}  // namespace lib

int main() {
  const int n = 1000;
  int *ints, *isums;
  double *sums;
  cudaMallocManaged(&ints, n * sizeof(int));
  cudaMallocManaged(&isums, 8 * sizeof(int));
  cudaMallocManaged(&sums, 16 * sizeof(double));
  for (int i = 0; i < n; ++i) ints[i] = i % 7;
  block_sums<128>(ints, isums, n);
  constant_iter<double> ones;
  ones.value = 1.5;
  block_sums<64>(ones, sums, n);
  scale(sums, 8, 2.0);
  cudaDeviceSynchronize();
  float *sq, *copied;
  cudaMallocManaged(&sq, 8 * sizeof(float));
  cudaMallocManaged(&copied, 8 * sizeof(float));
  for (int i = 0; i < 8; ++i) sq[i] = float(i);
  const float *src = sq;
  lib::buffer<float> b = lib::squares(src, sq, 8);
  auto half = [=] __device__(int i) { return 0.5f * i; };
  lib::func_iter<decltype(half)> it = {half};
  lib::copy_from(it, (const lib::empty *)nullptr, copied, 8);
  lib::counter<int> c;
  lib::counter<int>::result r = c.count<128>(isums, 4);
  cudaDeviceSynchronize();
  printf("squares %d: %.1f %.1f, copied %.1f %.1f, counted in %d block(s)\n", b.size, sq[3], sq[7], copied[1], copied[7], r.blocks);
  cudaFree(sq);
  cudaFree(copied);
  int total = 0;
  for (int b = 0; b < (n + 255) / 256; ++b) total += isums[b];
  printf("int block sums total %d\n", total);
  printf("constant block sums %.1f %.1f %.1f\n", sums[0], sums[1], sums[7]);
  cudaFree(ints);
  cudaFree(isums);
  cudaFree(sums);
  return 0;
}
