struct S { int a; double b; char c; };
__device__ float scale(float x) { return x * 2; }
__global__ void k1(int *p, int n, S s, char c, double d) { p[0] = n + s.a + c + d; }
static __global__ void k2(float (&a)[4]) { a[0] = 1; }
namespace { __global__ void k3(int x) {} __device__ int anonv; }
template<typename T> __global__ void kt(T *p, T v) { *p = v; }
__device__ int dv;
__device__ int dvi = 3;
static __device__ double sdv[10];
__constant__ float cv[16];
__managed__ int mv;
__managed__ double mv2[5];
extern __device__ int edv;
int main() { int *p; kt<<<1,1>>>(p, 3); kt<<<1,1>>>((float*)0, 2.f); k3<<<1,1>>>(1); mv = 3; return 0; }
