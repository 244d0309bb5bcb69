// Kernels launched from the constructors and destructors of class
// template specializations: a local variable of such a class, in code
// outside templates and in a function template's instance, runs them, as
// do a temporary (T(args), T{args}, a braced return value) and new T in an
// instance, so what they launch is registered (a class that is no
// template's is walked where its members are defined; its launch is
// registered too).
template <typename T> __global__ void k(T v) {}
template <typename T> void fill(T value) { k<<<1, 1>>>(value); }
template <typename K> struct sorter {
  sorter(int) { fill<K>(K()); }
  ~sorter() { fill<K *>(0); }
};
template <typename K> struct quiet { quiet() {} };
struct plain {
  plain() { fill<long>(1); }
};
void outside() { sorter<int> s(3); }
template <typename K> void sort() { sorter<K> s(1); quiet<K> q; }
void inside() { sort<char>(); }
void other() { plain p; }
template <typename K> struct wc {
  int n;
  wc(int a, int b) : n(a) { fill<K>(K()); }
};
template <typename K> struct made { made(int) { fill<K *>(0); } };
template <typename K> struct heap { heap() { fill<const K *>(0); } };
template <typename K> wc<K> create(int a) { return wc<K>{a, 2}; }
template <typename K> void temporaries() { made<K>(1); new heap<K>; }
void viaexpr() { auto w = create<short>(1); temporaries<float>(); }
int main() {}
