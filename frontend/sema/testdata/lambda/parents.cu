// nvcc: --extended-lambda
#include <cstdio>
template <typename F> __global__ void k(F f) { f(1); }
template <typename F> __global__ void k2(int *p, F f, int n) { p[0] = f(n); }
namespace ns {
struct P { int a; double b; };
void g(int x, float *y) {
  int arr[3] = {1, 2, 3};
  P pp{1, 2.0};
  k<<<1, 1>>>([=] __device__(int i) { return x + y[i] + arr[2]; });
  k<<<1, 1>>>([y, x] __device__(int i) { return x + y[i]; });
  k<<<1, 1>>>([pp, v = x * 2] __device__(int i) { return pp.a + v; });
  k<<<1, 1>>>([] __host__ __device__(int i) { return i; });
  k<<<1, 1>>>([x] __host__ __device__(int i) mutable { x += i; return x; });
  k<<<1, 1>>>([=] __host__ __device__(int i) { return x + *y + i; });
  k2<<<1, 1>>>(nullptr, [=] __device__(int i) -> float { return x * i; }, 3);
  const int c = 5;
  k<<<1, 1>>>([=] __device__(int i) { return c + i; });
}
}
template <typename T> void tf(T t) {
  k<<<1, 1>>>([=] __device__(int i) { return t + i; });
}
static void sf(int q) {
  k<<<1, 1>>>([=] __device__(int i) { return q + i; });
}
struct S {
  int m;
  void mf() { k<<<1, 1>>>([=] __device__(int i) { return m + i; }); }
  template <class U> void tm(U u) { k<<<1, 1>>>([=] __device__(int i) { return u + i; }); }
};
int main() {
  ns::g(1, nullptr);
  tf(1.5);
  tf(2);
  sf(3);
  S s{1};
  s.mf();
  s.tm('c');
  return 0;
}
