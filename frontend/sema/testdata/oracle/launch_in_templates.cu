// Kernel templates instantiated only through host templates: a function
// template launching a kernel template with deduced and explicit
// arguments, a call chain of templates, a class template's member function,
// an explicit instantiation of a host function template, and a template
// that is never used (whose kernel must not be registered).
#include <cstdio>

template <typename T>
__global__ void fill(T *p, T v) { p[threadIdx.x] = v; }

template <typename T, int N>
__global__ void scale(T *p) { p[threadIdx.x] *= N; }

template <typename T>
__global__ void never(T *) {}

template <typename T>
void run_fill(T *p, T v) { fill<<<1, 32>>>(p, v); }

template <int N, typename T>
void run_scale(T *p) { scale<T, N><<<1, 32>>>(p); }

template <typename T>
void both(T *p) {
  run_fill(p, T(1));
  run_scale<3>(p);
}

template <typename T>
struct Runner {
  T *p;
  void go() { fill<T><<<1, 1>>>(p, T()); }
  void unused() { never<T><<<1, 1>>>(p); }
};

template <typename T>
void explicit_only(T *p) { scale<T, 7><<<1, 1>>>(p); }
template void explicit_only<long>(long *);

template <typename T>
void never_called(T *p) { never<<<1, 1>>>(p); }

template <typename T>
void late(T *p);

int main() {
  float *f = nullptr;
  double *d = nullptr;
  short *s = nullptr;
  both(f);
  run_fill(d, 2.0);
  Runner<short> r{s};
  r.go();
  late((unsigned *)nullptr);
  return 0;
}

template <typename T>
void late(T *p) { fill<<<1, 1>>>(p, T(2)); }
