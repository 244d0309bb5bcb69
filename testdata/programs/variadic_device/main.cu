// Variadic templates in device code: a variadic kernel, recursive and
// fold-expression sums, sizeof..., pack expansion into an initializer list
// and into a function call, a device tuple-like class built by recursive
// inheritance with an index-based getter, and index_sequence-style
// expansion written by hand. Flags: none.
#include <cstdio>

template <typename T>
__device__ T sumRec(T v) { return v; }
template <typename T, typename... Rest>
__device__ T sumRec(T first, Rest... rest) { return first + sumRec<T>(rest...); }

template <typename... Ts>
__host__ __device__ constexpr auto sumFold(Ts... vs) { return (vs + ... + 0); }

template <typename... Ts>
__host__ __device__ constexpr bool allPositive(Ts... vs) { return ((vs > 0) && ...); }

template <int I, typename T>
struct Leaf {
  T value;
};

template <int I, typename... Ts>
struct TupleImpl;
template <int I>
struct TupleImpl<I> {};
template <int I, typename T, typename... Ts>
struct TupleImpl<I, T, Ts...> : Leaf<I, T>, TupleImpl<I + 1, Ts...> {
  __host__ __device__ TupleImpl(T v, Ts... vs) : Leaf<I, T>{v}, TupleImpl<I + 1, Ts...>(vs...) {}
};
template <int I>
struct TupleImpl<I, void> {};

template <typename... Ts>
struct DevTuple : TupleImpl<0, Ts...> {
  __host__ __device__ DevTuple(Ts... vs) : TupleImpl<0, Ts...>(vs...) {}
  static constexpr int size = sizeof...(Ts);
};

template <int I, typename T>
__host__ __device__ T &get(Leaf<I, T> &leaf) { return leaf.value; }

template <int... Is>
struct Indices {};

template <typename F, typename Tuple, int... Is>
__device__ auto applyImpl(F f, Tuple &t, Indices<Is...>) { return f(get<Is>(t)...); }

struct Weighted {
  template <typename... Ts>
  __device__ double operator()(Ts... vs) const {
    double w = 1.0, acc = 0.0;
    double parts[] = {static_cast<double>(vs)...};
    for (double p : parts) {
      acc += w * p;
      w *= 10.0;
    }
    return acc;
  }
};

template <typename... Args>
__global__ void variadicKernel(double *out, Args... args) {
  out[0] = sumRec(static_cast<double>(args)...);
  out[1] = sumFold(args...);
  out[2] = sizeof...(Args);
  out[3] = allPositive(args...) ? 1.0 : 0.0;
  DevTuple<Args...> t(args...);
  out[4] = applyImpl(Weighted{}, t, Indices<0, 1, 2>{});
}

int main() {
  double *d, h[5];
  cudaMalloc(&d, sizeof h);
  variadicKernel<<<1, 1>>>(d, 1, 2.5f, 3.0, 4L);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("rec=%.1f fold=%.1f count=%.0f positive=%.0f weighted=%.1f\n", h[0], h[1], h[2], h[3], h[4]);
  static_assert(sumFold(1, 2, 3) == 6, "fold");
  static_assert(DevTuple<int, char>::size == 2, "size");
  cudaFree(d);
  return 0;
}
