// nvcc: --extended-lambda
// A lambda whose parameters end in the enclosing template's pack: in an
// instance the closure's signature holds the pack's elements (cicc's name
// UliiS2_S3_E_), nothing for an empty pack.
template <typename F, typename... A> __global__ void k(F f, int n, A... a) { f(0, n, a...); }
template <typename... A> void run(int n, A... a) {
  auto l = [=] __device__(int tid, int cta, A... args) { (void)tid; (void)cta; };
  k<<<1, 1>>>(l, n, a...);
}
int main() { const int *p = 0; int *q = 0; run(3, p, q); run(4); }
