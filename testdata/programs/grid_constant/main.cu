// __grid_constant__ kernel parameters (CUDA 11.7+, sm_70+): a large const
// struct parameter whose address is taken in the kernel without a local
// copy, a grid-constant parameter in a kernel template, and a plain const
// parameter beside it. Flags: none (-arch=sm_70 or newer).
#include <cstdio>

struct Matrix4 {
  float m[4][4];
};

struct Config {
  Matrix4 transform;
  float scale;
  int iterations;
};

__device__ float rowDot(const float *row, const float4 &v) {
  return row[0] * v.x + row[1] * v.y + row[2] * v.z + row[3] * v.w;
}

__global__ void transformPoints(const __grid_constant__ Config cfg, const float4 *in, float4 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const Config *p = &cfg; // taking the address is what __grid_constant__ allows
  float4 v = in[i];
  for (int k = 0; k < p->iterations; ++k) {
    float4 r;
    r.x = rowDot(p->transform.m[0], v) * p->scale;
    r.y = rowDot(p->transform.m[1], v) * p->scale;
    r.z = rowDot(p->transform.m[2], v) * p->scale;
    r.w = rowDot(p->transform.m[3], v);
    v = r;
  }
  out[i] = v;
}

template <typename T>
__global__ void firstElement(const __grid_constant__ T value, const int k, int *out) {
  const int *base = reinterpret_cast<const int *>(&value);
  *out = base[k];
}

int main() {
  Config cfg = {};
  for (int r = 0; r < 4; ++r) cfg.transform.m[r][r] = 1.0f;
  cfg.transform.m[0][3] = 2.0f; // translate x by 2
  cfg.scale = 1.0f;
  cfg.iterations = 3;
  const int n = 4;
  float4 h[n];
  for (int i = 0; i < n; ++i) h[i] = make_float4(float(i), float(-i), 0.5f, 1.0f);
  float4 *d, *o;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&o, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  transformPoints<<<1, 32>>>(cfg, d, o, n);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) std::printf("(%.1f %.1f %.1f %.1f)\n", h[i].x, h[i].y, h[i].z, h[i].w);
  int *di, v = 0;
  cudaMalloc(&di, sizeof v);
  firstElement<Config><<<1, 1>>>(cfg, 3, di);
  cudaMemcpy(&v, di, sizeof v, cudaMemcpyDeviceToHost);
  float f;
  static_assert(sizeof f == sizeof v, "float and int differ in size");
  __builtin_memcpy(&f, &v, sizeof f);
  std::printf("m[0][3] via grid constant = %.1f\n", f);
  cudaFree(d);
  cudaFree(o);
  cudaFree(di);
  return 0;
}
