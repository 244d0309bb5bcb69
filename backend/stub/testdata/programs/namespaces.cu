struct P { float x, y; };
template<typename T> struct Box { T v; int n; };
namespace ns {
  __device__ int nsv = 1;
  __global__ void nk(const int *__restrict__ a, Box<double> b) {}
  namespace inner { __global__ void ik(P p, unsigned long long u) {} __constant__ double ic[3]; }
  template<int N> __global__ void tk(int (*arr)[N]) {}
}
__global__ void g1(const P *cp) {}
__device__ float gv[7];
template<typename T, int N> __global__ void tk2(T x) {}
__global__ void g2(void) {}
namespace ns { __global__ void nk2(short s, bool b, long double ld) {} __device__ char nsv2; }
struct Cc { static int sm; };
int Cc::sm = 5;
struct Q { char c; double d; };
__global__ void g3(Q q, char c, Q q2, int i) {}
void host() {
  ns::tk<3><<<1,1>>>(0);
  tk2<float, 2><<<1,1>>>(1.f);
  tk2<Box<int>, 5><<<1,1>>>(Box<int>());
  ns::tk<1><<<1,1>>>(0);
}
