// Default arguments accumulate over a function's declarations: a definition
// that repeats none (sm_30_intrinsics.hpp defines __syncwarp(unsigned mask)
// after declaring it with mask = 0xFFFFFFFF) keeps the earlier ones, and a
// later declaration may add defaults for earlier parameters (checked with
// cudafe++ 11.8).
__device__ void syncw(unsigned mask = 0xFFFFFFFF);
__device__ void syncw(unsigned mask) {}
int two(int a, int b = 2);
int two(int a = 1, int b);
int two(int a, int b) { return a + b; }
struct S { int m(int x = 1); };
int S::m(int x) { return x; }
template <class T> T tf(T a, T b = T());
template <class T> T tf(T a, T b) { return a + b; }
__global__ void k() { syncw(); }
int calls() {
  S s;
  return two() + two(1) + s.m() + tf(1) + tf(1.0, 2.0);
}
int too_few() { return tf<int>(); } // ERROR "no instance of function template \"tf\" matches the argument list"
void one(int a, int b = 0);
void one(int a, int b) {}
void use_one() { one(); } // ERROR "too few arguments in function call"
