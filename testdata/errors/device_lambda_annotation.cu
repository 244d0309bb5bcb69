// CUDA rule: a lambda annotated __device__ or __host__ __device__ needs
// --extended-lambda wherever it is written, device code included (here in
// a __device__ function, and inside a plain lambda there); plain lambdas
// in device code need nothing.
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
__global__ void k(int *out) { out[0] = twice(out[1]) + nested(out[2]) + plain(out[3]); }
int main() {
  k<<<1, 1>>>(nullptr);
  return 0;
}
