// Atomics: atomicAdd on int/float/double, atomicSub, atomicExch, atomicMin,
// atomicMax and atomicInc on unsigned, atomicCAS loops implementing a float
// atomicMax and a double multiply, atomicAnd/Or/Xor, and a shared-memory
// histogram merged into global memory. Flags: none (sm_70: native double
// atomicAdd).
#include <cstdio>
#include <cstring>

__device__ float atomicMaxFloat(float *addr, float value) {
  int *p = reinterpret_cast<int *>(addr);
  int old = *p, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(p, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

__device__ double atomicMulDouble(double *addr, double f) {
  unsigned long long *p = reinterpret_cast<unsigned long long *>(addr);
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __double_as_longlong(__longlong_as_double(assumed) * f));
  } while (assumed != old);
  return __longlong_as_double(old);
}

struct Counters {
  int sum;
  float fsum;
  double dsum;
  unsigned minv, maxv, wrap;
  int andv, orv, xorv, exch, sub;
  float fmax;
  double prod;
};

__global__ void many(Counters *c, const float *vals, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&c->sum, i);
  atomicAdd(&c->fsum, 0.5f);
  atomicAdd(&c->dsum, 0.25);
  atomicSub(&c->sub, 2);
  atomicMin(&c->minv, 1000u + (unsigned)((i * 17) % 113));
  atomicMax(&c->maxv, (unsigned)((i * 29) % 211));
  atomicInc(&c->wrap, 9u);
  atomicAnd(&c->andv, ~(1 << (i % 16)));
  atomicOr(&c->orv, 1 << (i % 20));
  atomicXor(&c->xorv, i);
  atomicExch(&c->exch, 42);
  atomicMaxFloat(&c->fmax, vals[i]);
  if (i < 10) atomicMulDouble(&c->prod, 2.0);
}

__global__ void histogram(const unsigned char *data, int n, unsigned *bins) {
  __shared__ unsigned local[16];
  if (threadIdx.x < 16) local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i] >> 4], 1u);
  __syncthreads();
  if (threadIdx.x < 16) atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

int main() {
  const int n = 1000;
  float vals[n];
  for (int i = 0; i < n; ++i) vals[i] = static_cast<float>((i * 7919) % 1009) / 10.0f - 50.0f;
  Counters h;
  std::memset(&h, 0, sizeof h);
  h.minv = ~0u;
  h.andv = -1;
  h.fmax = -1e30f;
  h.prod = 1.0;
  Counters *dc;
  float *dv;
  cudaMalloc(&dc, sizeof h);
  cudaMalloc(&dv, sizeof vals);
  cudaMemcpy(dc, &h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, vals, sizeof vals, cudaMemcpyHostToDevice);
  many<<<(n + 127) / 128, 128>>>(dc, dv, n);
  cudaMemcpy(&h, dc, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("sum=%d fsum=%.1f dsum=%.2f sub=%d min=%u max=%u wrap=%u\n", h.sum, h.fsum, h.dsum, h.sub, h.minv,
              h.maxv, h.wrap);
  std::printf("and=%#x or=%#x xor=%d exch=%d fmax=%.1f prod=%.0f\n", (unsigned)h.andv, (unsigned)h.orv, h.xorv,
              h.exch, h.fmax, h.prod);

  const int m = 4096;
  unsigned char bytes[m];
  for (int i = 0; i < m; ++i) bytes[i] = static_cast<unsigned char>((i * 131) ^ (i >> 3));
  unsigned char *db;
  unsigned *dbins, bins[16];
  cudaMalloc(&db, m);
  cudaMalloc(&dbins, sizeof bins);
  cudaMemcpy(db, bytes, m, cudaMemcpyHostToDevice);
  cudaMemset(dbins, 0, sizeof bins);
  histogram<<<4, 256>>>(db, m, dbins);
  cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
  unsigned total = 0;
  std::printf("hist:");
  for (unsigned b : bins) {
    std::printf(" %u", b);
    total += b;
  }
  std::printf(" (total %u)\n", total);
  cudaFree(dc);
  cudaFree(dv);
  cudaFree(db);
  cudaFree(dbins);
  return 0;
}
