// Kernel templates over pointers to arrays and array-holding class templates,
// deduced and explicit; device and constant arrays of arrays.
namespace ns {
template <int N>
__global__ void tk(int (*p)[N]) { p[threadIdx.x][0] = N; }
template <int N, typename T>
__global__ void tk2(T (*q)[N][2], int n) {}
template <typename T, int N>
struct Box { T v[N]; };
template <typename T, int N>
__global__ void tk3(Box<T, N> b, const T (*q)[N]) {}
}
__device__ int grid[4][3];
__constant__ float table[2][8];
int main() {
  int (*d)[3] = nullptr;
  ns::tk<3><<<1, 1>>>(d);
  ns::tk<5><<<1, 1>>>((int (*)[5])nullptr);
  float (*f)[4][2] = nullptr;
  ns::tk2<<<1, 1>>>(f, 1);
  ns::Box<double, 2> b{};
  const double (*q)[2] = nullptr;
  ns::tk3<<<1, 1>>>(b, q);
  return 0;
}
