// Error handling: a CUDA_CHECK macro reporting file and line and exiting, a
// checking function template that keeps the call text (#call), a
// kernel-launch check macro (cudaGetLastError + cudaDeviceSynchronize),
// deliberate errors (an invalid launch configuration, a too-large
// allocation) whose names are printed, cudaPeekAtLastError versus
// cudaGetLastError, and an RAII device buffer whose destructor checks.
// Flags: none.
#include <cstdio>
#include <cstdlib>
#include <utility>

#define CUDA_CHECK(call)                                                               \
  do {                                                                                 \
    const cudaError_t status_ = (call);                                                \
    if (status_ != cudaSuccess) {                                                      \
      std::fprintf(stderr, "CUDA error %s (%d) at %s:%d: %s\n", cudaGetErrorName(status_), \
                   static_cast<int>(status_), __FILE__, __LINE__, cudaGetErrorString(status_)); \
      std::exit(EXIT_FAILURE);                                                         \
    }                                                                                  \
  } while (0)

#define CHECK_LAUNCH()                    \
  do {                                    \
    CUDA_CHECK(cudaGetLastError());       \
    CUDA_CHECK(cudaDeviceSynchronize());  \
  } while (0)

template <typename T>
bool check(T result, const char *expr, const char *file, int line) {
  if (result == cudaSuccess) return true;
  std::printf("expected failure: %s -> %s (%s:%d)\n", expr, cudaGetErrorName(result), file ? "file" : "?", line > 0);
  return false;
}
#define EXPECT_FAIL(call) check((call), #call, __FILE__, __LINE__)

template <typename T>
class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T))); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), n_(o.n_) {}
  ~DeviceBuffer() {
    if (ptr_) CUDA_CHECK(cudaFree(ptr_));
  }
  T *get() const { return ptr_; }
  size_t size() const { return n_; }

private:
  T *ptr_ = nullptr;
  size_t n_;
};

__global__ void iota(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] = i;
}

int main() {
  DeviceBuffer<int> buf(256);
  iota<<<2, 128>>>(buf.get(), static_cast<int>(buf.size()));
  CHECK_LAUNCH();
  int last = 0;
  CUDA_CHECK(cudaMemcpy(&last, buf.get() + 255, sizeof last, cudaMemcpyDeviceToHost));
  std::printf("last=%d\n", last);

  iota<<<1, 4096>>>(buf.get(), 1); // more threads per block than any GPU allows
  cudaError_t peek = cudaPeekAtLastError();
  cudaError_t got = cudaGetLastError();
  std::printf("launch error: %s, peek==get: %d, cleared: %d\n", cudaGetErrorName(got), peek == got,
              cudaGetLastError() == cudaSuccess);
  void *huge = nullptr;
  EXPECT_FAIL(cudaMalloc(&huge, ~size_t(0) >> 4));
  cudaGetLastError(); // clear the error the failed allocation recorded
  DeviceBuffer<int> moved = std::move(buf);
  std::printf("moved size=%zu\n", moved.size());
  return 0;
}
