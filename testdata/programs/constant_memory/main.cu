// __constant__ memory: a filter-coefficient array and a parameter struct
// set with cudaMemcpyToSymbol (whole and at an offset), read back with
// cudaMemcpyFromSymbol, a statically initialized __constant__ table, and a
// 1D convolution kernel reading the coefficients. Flags: none.
#include <cstddef>
#include <cstdio>

constexpr int kRadius = 3;
constexpr int kTaps = 2 * kRadius + 1;

struct Params {
  int n;
  float gain;
  float bias;
};

__constant__ float coeffs[kTaps];
__constant__ Params params;
__constant__ int lookup[4] = {1, 10, 100, 1000};

__global__ void convolve(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= params.n) return;
  float acc = 0.0f;
#pragma unroll
  for (int k = -kRadius; k <= kRadius; ++k) {
    int j = i + k;
    j = j < 0 ? 0 : (j >= params.n ? params.n - 1 : j);
    acc += coeffs[k + kRadius] * in[j];
  }
  out[i] = params.gain * acc + params.bias + lookup[i % 4] * 0.0f;
}

__global__ void readLookup(int *out) { out[threadIdx.x] = lookup[threadIdx.x] * 2; }

int main() {
  float taps[kTaps] = {1, 2, 3, 4, 3, 2, 1};
  float sum = 0;
  for (float t : taps) sum += t;
  for (float &t : taps) t /= sum;
  cudaMemcpyToSymbol(coeffs, taps, sizeof taps);
  Params p{32, 2.0f, 0.0f};
  cudaMemcpyToSymbol(params, &p, sizeof p);
  float bias = 0.5f;
  cudaMemcpyToSymbol(params, &bias, sizeof bias, offsetof(Params, bias), cudaMemcpyHostToDevice);
  int two = 2;
  cudaMemcpyToSymbol(lookup, &two, sizeof two, sizeof(int));

  float h[32];
  for (int i = 0; i < 32; ++i) h[i] = (i % 8 == 0) ? 7.0f : 0.0f;
  float *d, *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  convolve<<<1, 32>>>(d, o);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("conv:");
  for (int i = 0; i < 12; ++i) std::printf(" %.3f", h[i]);
  std::printf("\n");

  Params back{};
  cudaMemcpyFromSymbol(&back, params, sizeof back);
  int *dl, l[4];
  cudaMalloc(&dl, sizeof l);
  readLookup<<<1, 4>>>(dl);
  cudaMemcpy(l, dl, sizeof l, cudaMemcpyDeviceToHost);
  std::printf("params n=%d gain=%.1f bias=%.1f lookup*2=%d %d %d %d\n", back.n, back.gain, back.bias, l[0], l[1],
              l[2], l[3]);
  cudaFree(d);
  cudaFree(o);
  cudaFree(dl);
  return 0;
}
