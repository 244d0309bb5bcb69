__global__ void ka(int) {}
__device__ int va;
namespace n1 {
  __global__ void kb(int) {}
  __device__ int vb;
  namespace n2 {
    __global__ void kc(int) {}
    __device__ int vc;
    namespace n3 { __global__ void kd(int) {} __device__ int vd; }
    __global__ void ke(int) {}
    __device__ int ve;
  }
  __global__ void kf(int) {}
  __device__ int vf;
  template<class T> __global__ void tn(T) {}
}
namespace n4 { __global__ void kg(int) {} __device__ int vg; }
template<class T> __global__ void tg(T) {}
__global__ void kh(int) {}
__device__ int vh;
namespace n1 { namespace n5 { __global__ void ki(int) {} __device__ int vi; } __global__ void kj(int) {} __device__ int vj; }
void host() { n1::tn<<<1,1>>>(1); tg<<<1,1>>>(2); tg<<<1,1>>>(2.0); }
