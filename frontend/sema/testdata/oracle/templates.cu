#include <cstdint>
template <typename T, int N> struct Vec { T v[N]; };
template <class T> struct Pair { T a; T b; };
namespace geo { struct Pt { float x, y, z; }; enum class Mode : std::uint8_t { A, B }; }
template <class T, int N> __global__ void scale(Vec<T, N> v, T f) {}
template <class T> __global__ void fill(T *p, T v, int n) {}
template <class A, class B> __global__ void pairk(Pair<A> a, B b) {}
template <geo::Mode M> __global__ void moded(geo::Pt p) {}
__global__ void plain(geo::Pt p, double d, char c) {}
__constant__ Vec<float, 3> cvec;
__device__ Pair<double> dpair[4];
__managed__ int counter;
namespace { __constant__ int table[8]; }
void launch() {
  Vec<float, 4> v{};
  scale<<<1, 1>>>(v, 2.0f);
  scale<double, 2><<<1, 1>>>(Vec<double, 2>{}, 1.0);
  float *pf = nullptr;
  fill<<<1, 1>>>(pf, 1.0f, 3);
  fill<int><<<1, 1>>>(nullptr, 2, 3);
  pairk<<<1, 1>>>(Pair<int>{}, 'c');
  moded<geo::Mode::B><<<1, 1>>>(geo::Pt{});
  plain<<<1, 1>>>(geo::Pt{}, 1.0, 'x');
}
