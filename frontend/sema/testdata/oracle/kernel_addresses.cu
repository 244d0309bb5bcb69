// Kernel template specializations named without a launch: cast to a
// pointer, given to the runtime API (cudaFuncGetAttributes,
// cudaLaunchKernel, the occupancy calculator), inside a function nobody
// calls, and inside a template (named there with dependent arguments:
// nothing until an instance is walked). NVIDIA registers every one named
// outside templates.
#include <cuda_runtime.h>

template <class T> __global__ void cast(T v) { (void)v; }
template <class T> __global__ void attrs(T *p) { (void)p; }
template <class T> __global__ void bare() {}
template <class T, int N> __global__ void launched(T *p) { p[0] = N; }
template <class T> __global__ void occupancy(T *p) { (void)p; }
template <class T> __global__ void dependent(T *p) { (void)p; }

inline void never_called() {
  cudaFuncAttributes a;
  cudaFuncGetAttributes(&a, bare<char>);
}

template <class T> void uses_dependent() {
  cudaFuncAttributes a;
  cudaFuncGetAttributes(&a, dependent<T>);
}

int main() {
  void *p = (void *)cast<int>;
  cudaFuncAttributes a;
  cudaFuncGetAttributes(&a, attrs<float>);
  int *d = nullptr;
  void *args[] = {&d};
  cudaLaunchKernel((const void *)&launched<int, 4>, dim3(1), dim3(1), args, 0, 0);
  int blocks = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, occupancy<double>, 128, 0);
  return p == nullptr;
}
