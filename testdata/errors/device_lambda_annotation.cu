// CUDA rule: a lambda annotated __device__ or __host__ __device__ needs
// --extended-lambda wherever it is written, device code included (here in
// a __device__ function, and inside a plain lambda there); plain lambdas
// in device code need nothing. In templates cudafe++ (11.8 and 13.0)
// reports it where the template is defined, instantiated or not; 11.8's
// cicc again in an instance, on the same line.
__device__ int twice(int v) {
  auto g = [] __device__ (int x) { return x * 2; }; // ERROR "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag"
  return g(v);
}
__device__ int nested(int v) {
  auto g = [](int x) {
    auto h = [] __host__ __device__ (int y) { return y + 1; }; // ERROR "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag"
    return h(x);
  };
  return g(v);
}
__device__ int plain(int v) {
  auto p = [](int x) { return x - 1; };
  return p(v);
}
template <int N> __device__ int shifted(int v) {
  auto g = [] __device__ (int x) { return x + N; }; // ERROR "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag"
  return g(v);
}
template <class T> __device__ T unused(T v) {
  auto g = [] __device__ (T x) { return x; }; // ERROR "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag"
  return g(v);
}
template <class T> struct Holder {
  __device__ T get(T v) {
    auto g = [] __host__ __device__ (T x) { return x; }; // ERROR "__host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag"
    return g(v);
  }
};
__global__ void k(int *out) {
  Holder<int> h;
  out[0] = twice(out[1]) + nested(out[2]) + plain(out[3]) + shifted<2>(out[4]) + h.get(out[5]);
}
int main() {
  k<<<1, 1>>>(nullptr);
  return 0;
}
