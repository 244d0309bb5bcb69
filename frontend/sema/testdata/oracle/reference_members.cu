// A reference data member names what it refers to: `ref` is an lvalue of
// type float, so launch(ref) deduces T = float, and count(sizes) deduces
// N from the array the member refers to.
template <class T> __global__ void k(T *p) {}
template <class T> void launch(T &x) { k<<<1, 1>>>(&x); }
template <int N> int count(unsigned long (&sizes)[N]) { return N; }
struct S {
  float &ref;
  unsigned long (&sizes)[2];
  void run() { launch(ref); launch(sizes[0]); }
  int n() { return count(sizes); }
};
int main() {
  float f = 0;
  unsigned long s[2];
  S x{f, s};
  x.run();
  return x.n();
}
