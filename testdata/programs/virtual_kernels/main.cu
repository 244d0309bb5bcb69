// virtual_kernels: kernels launched from virtual member functions of
// class templates. An overrider is instantiated when its class is
// constructed (its vtable needs it), whether or not anything calls it, so
// the kernel it launches must be registered: Scale<float>::run below is
// reached only through a Stage pointer, and Offset<int>::describe is
// never called. No extra flags.
#include <cstdio>
#include <cuda_runtime.h>

template <class T>
__global__ void scale(T *data, int n, T factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

template <class T>
__global__ void offset(T *data, int n, T delta) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += delta;
}

struct Stage {
  virtual ~Stage() {}
  virtual void run(void *data, int n) = 0;
  virtual const char *describe() const { return "stage"; }
};

template <class T>
struct Scale : Stage {
  T factor;
  explicit Scale(T f) : factor(f) {}
  void run(void *data, int n) override {
    scale<T><<<(n + 127) / 128, 128>>>(static_cast<T *>(data), n, factor);
  }
};

template <class T>
struct Offset : Stage {
  T delta;
  explicit Offset(T d) : delta(d) {}
  void run(void *data, int n) override {
    offset<T><<<(n + 127) / 128, 128>>>(static_cast<T *>(data), n, delta);
  }
  const char *describe() const override {
    // Never called, but instantiated with the vtable.
    offset<T><<<1, 1>>>(nullptr, 0, T(0));
    return "offset";
  }
};

static void apply(Stage &s, void *data, int n) { s.run(data, n); }

int main() {
  const int n = 256;
  float *f = nullptr;
  int *k = nullptr;
  cudaMalloc(&f, n * sizeof(float));
  cudaMalloc(&k, n * sizeof(int));
  float hf[n];
  int hk[n];
  for (int i = 0; i < n; ++i) {
    hf[i] = float(i);
    hk[i] = i;
  }
  cudaMemcpy(f, hf, sizeof(hf), cudaMemcpyHostToDevice);
  cudaMemcpy(k, hk, sizeof(hk), cudaMemcpyHostToDevice);
  Scale<float> twice(2.0f);
  Offset<int> plus(5);
  apply(twice, f, n);
  apply(plus, k, n);
  cudaMemcpy(hf, f, sizeof(hf), cudaMemcpyDeviceToHost);
  cudaMemcpy(hk, k, sizeof(hk), cudaMemcpyDeviceToHost);
  double sf = 0, sk = 0;
  for (int i = 0; i < n; ++i) {
    sf += hf[i];
    sk += hk[i];
  }
  std::printf("scaled sum %.1f, offset sum %.1f\n", sf, sk);
  cudaFree(f);
  cudaFree(k);
  return 0;
}
