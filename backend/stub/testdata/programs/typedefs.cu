__global__ void z0() {}
namespace ns { struct NP { int q; }; enum NE { a }; }
template<class T, int N> struct Arr { T v[N]; };
__global__ void cq(const ns::NP np, ns::NE ne, Arr<float, 4> ar, const ns::NP *pp) {}
namespace { template<class T> __global__ void at(T) {} }
void h() { at<<<1,1>>>(1); }
