#include <cstdio>
__device__ int dv;
__constant__ float cf[16];
__managed__ double md;
static __device__ int sdv;
namespace { __device__ int adv; __global__ void ak(int) {} }
namespace ns { __device__ char nsv[3]; struct P { int a; double b; }; __global__ void nk(P p, const int *q) {} }
extern __device__ int edv;
__global__ void k(float *a, int n) {}
static __global__ void sk() {}
template <class T, int N> __global__ void tk(T *p) {}
template <class T> __global__ void tk2(T x) {}
template __global__ void tk2<char>(char);
__global__ void unused(int) ;
struct S { static int smem; };

int main() { tk<float, 4><<<1,1>>>(0); tk2<<<1,1>>>(3.0); tk2<<<1,1>>>(ns::P{}); k<<<1,1>>>(0, 1); }
