// Kernel templates with non-type template parameters that are neither
// integers nor bools. Pointers to device functions: the argument written as
// a name or as &name, a function in the global namespace, in a named
// namespace, with internal linkage (static, in an anonymous namespace), a
// static member function, a function template's specialization, and a
// parameter passed on by a host function template to the kernel it
// launches; one kernel with two such parameters and __restrict__ pointer
// parameters. Enumeration values: unscoped and scoped enumerations, global
// and in a namespace, named by their enumerators or cast from integers.
// Flags: none.
#include <cstdio>

using unary_fn = float (*)(float);

template <unary_fn F>
__global__ void map(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = F(in[i]);
}

template <unary_fn F, unary_fn G>
__global__ void compose(float *__restrict__ out, const float *__restrict__ in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = G(F(in[i]));
}

__device__ float square(float x) { return x * x; }

namespace ops {
__device__ float negate(float x) { return -x; }
template <int K> __device__ float scale(float x) { return K * x; }
static __device__ float halve(float x) { return 0.5f * x; }
}  // namespace ops

namespace {
__device__ float increment(float x) { return x + 1.0f; }
}  // namespace

struct Clamp {
  static __device__ float unit(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
};

enum precision { half_p = 16, single_p = 32, double_p = 64 };
enum class rounding : int { down, nearest, up };
namespace fmt {
enum order { row_major, col_major };
}

template <precision P, rounding R, fmt::order O>
__global__ void quantize(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float step = P == half_p ? 0.5f : (P == single_p ? 0.25f : 0.125f);
  float q = in[i] / step;
  q = R == rounding::down ? floorf(q) : (R == rounding::up ? ceilf(q) : rintf(q));
  out[O == fmt::row_major ? i : n - 1 - i] = q * step;
}

template <unary_fn F>
void run_map(float *out, const float *in, int n) {
  map<F><<<(n + 127) / 128, 128>>>(out, in, n);
}

static void print(const char *what, const float *d, int n) {
  float h[8];
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("%-10s", what);
  for (int i = 0; i < n; ++i) std::printf(" %6.2f", h[i]);
  std::printf("\n");
}

int main() {
  const int n = 8;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = 0.25f * i - 0.5f;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemcpy(in, h, n * sizeof(float), cudaMemcpyHostToDevice);

  map<square><<<1, 128>>>(out, in, n);
  print("square", out, n);
  map<&ops::negate><<<1, 128>>>(out, in, n);
  print("negate", out, n);
  run_map<ops::scale<3>>(out, in, n);
  print("scale<3>", out, n);
  run_map<ops::halve>(out, in, n);
  print("halve", out, n);
  map<increment><<<1, 128>>>(out, in, n);
  print("increment", out, n);
  map<Clamp::unit><<<1, 128>>>(out, in, n);
  print("clamp", out, n);
  compose<square, &Clamp::unit><<<1, 128>>>(out, in, n);
  print("compose", out, n);
  quantize<half_p, rounding::down, fmt::row_major><<<1, 128>>>(out, in, n);
  print("q16 down", out, n);
  quantize<(precision)64, rounding::up, fmt::col_major><<<1, 128>>>(out, in, n);
  print("q64 up", out, n);

  cudaFree(in);
  cudaFree(out);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
