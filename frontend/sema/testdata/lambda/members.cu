// nvcc: --extended-lambda
// Closures local to member function templates: of a class template's
// specialization (its parameters one level deeper: cicc writes T0_ again
// for the kernel's own pack) and of a plain class (substituted: S3_); a
// pack of the member template (DpT0_) is not the kernel's either.
template <typename F, typename... A> __global__ void k(F f, int n, A... a) { f(0, n); }
struct P {};
template <typename K> struct S {
  template <bool B, typename X, typename Y> void m(X x, Y y, int n) {
    auto l = [=] __device__(int tid, int cta) { (void)x; (void)y; };
    k<<<1, 1>>>(l, n);
  }
};
struct Plain {
  template <bool B, typename X, typename Y> void m(X x, Y y, int n) {
    auto l = [=] __device__(int tid, int cta) { (void)x; (void)y; };
    k<<<1, 1>>>(l, n);
  }
};
template <typename K> struct U {
  template <typename X, typename... R> void m(X x, R... r) {
    auto l = [=] __device__(int tid, int cta) { (void)x; };
    k<<<1, 1>>>(l, 3, r...);
  }
};
int main() { U<int> u; u.m((int *)0, 1.0f); S<int> s; s.m<true>((int *)0, 1.0f, 3); Plain p; p.m<false>((int *)0, 1.0f, 3); }
