__global__ void r2(const float *__restrict__ a, float *__restrict__ b, int n) {}
struct P { int x; };
template<typename T> struct Box { T v; };
namespace ns { struct NP { int q; }; namespace in2 { template<class T, int N> __global__ void nt(T) {} } }
template<typename T, int N> __global__ void t2(T x) {}
template<typename T> __global__ void t0() {}
template<bool B, char C, unsigned U, long L> __global__ void tv(int) {}
template<typename A, typename B> __global__ void tp(A a, B b, int n) {}
void h() {
  t2<P, -1><<<1,1>>>(P());
  t2<ns::NP, 3><<<1,1>>>(ns::NP());
  t2<Box<Box<int> >, 0><<<1,1>>>(Box<Box<int> >());
  t2<int *, 7><<<1,1>>>(0);
  t0<int><<<1,1>>>();
  tv<true, 'a', 5u, -3L><<<1,1>>>(1);
  tp<P*, const char*><<<1,1>>>(0, 0, 1);
  ns::in2::nt<double, 2><<<1,1>>>(1.0);
}
