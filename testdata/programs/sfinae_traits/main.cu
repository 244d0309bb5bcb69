// Compile-time dispatch the C++17 way in device code: std::enable_if_t in
// return types and template parameters, a void_t detection idiom, tag
// dispatch, decltype/declval in trailing return types, partial
// specialization of a class template on pointer types, alias templates,
// and template template parameters. Flags: none.
#include <cstdio>
#include <type_traits>
#include <utility>

template <typename, typename = void>
struct HasScale : std::false_type {};
template <typename T>
struct HasScale<T, std::void_t<decltype(std::declval<const T &>().scale())>> : std::true_type {};

struct Plain {
  float v;
};
struct Scaled {
  float v, s;
  __host__ __device__ float scale() const { return s; }
};

template <typename T>
__device__ std::enable_if_t<HasScale<T>::value, float> value(const T &t) { return t.v * t.scale(); }
template <typename T>
__device__ std::enable_if_t<!HasScale<T>::value, float> value(const T &t) { return t.v; }

template <typename T, std::enable_if_t<std::is_integral<T>::value, int> = 0>
__device__ int kind(T) { return 1; }
template <typename T, std::enable_if_t<std::is_floating_point<T>::value, int> = 0>
__device__ int kind(T) { return 2; }

struct FastTag {};
struct SlowTag {};
template <typename T>
using PathTag = std::conditional_t<(sizeof(T) <= 4), FastTag, SlowTag>;

__device__ int path(FastTag) { return 10; }
__device__ int path(SlowTag) { return 20; }

template <typename T>
struct Storage {
  static constexpr int indirection = 0;
};
template <typename T>
struct Storage<T *> {
  static constexpr int indirection = 1 + Storage<T>::indirection;
};

template <typename A, typename B>
__device__ auto mul(A a, B b) -> decltype(a * b) { return a * b; }

template <typename T>
struct Box {
  T value;
};
template <template <typename> class Wrapper, typename T>
__device__ T unwrap(const Wrapper<T> &w) { return w.value; }

__global__ void dispatch(float *out, int *info) {
  out[0] = value(Plain{3.0f});
  out[1] = value(Scaled{3.0f, 2.0f});
  out[2] = mul(2, 1.25f);
  out[3] = unwrap(Box<float>{7.5f});
  info[0] = kind(5) * 100 + kind(5.0);
  info[1] = path(PathTag<int>{}) + path(PathTag<double>{});
  info[2] = Storage<int ***>::indirection;
  info[3] = std::is_same<decltype(mul(1, 2L)), long>::value;
}

int main() {
  float *d, out[4];
  int *di, info[4];
  cudaMalloc(&d, sizeof out);
  cudaMalloc(&di, sizeof info);
  dispatch<<<1, 1>>>(d, di);
  cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(info, di, sizeof info, cudaMemcpyDeviceToHost);
  std::printf("values %.2f %.2f %.2f %.2f info %d %d %d %d\n", out[0], out[1], out[2], out[3], info[0], info[1],
              info[2], info[3]);
  static_assert(HasScale<Scaled>::value && !HasScale<Plain>::value, "detection");
  cudaFree(d);
  cudaFree(di);
  return 0;
}
