static __global__ void sfirst(int a) {}
namespace ns {
__global__ void
  nsk(
   int a)
{
}
}
#include "hk.cuh"
__global__ __launch_bounds__(256) void lb(float *f) {}
extern "C" __global__ void ck(int *p) {}
__global__ void deconly(int);
namespace { __constant__ int ac[2]; __device__ float adv; }
static __constant__ int sc = 3;
namespace ns { static __device__ int nsd; namespace { __managed__ int nam; } }
__managed__ const int *mp;
