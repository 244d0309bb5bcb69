// Kernels launched from the constructors and destructors of class
// template specializations: a local variable of such a class, in code
// outside templates and in a function template's instance, runs them, so
// what they launch is registered (a class that is no template's is walked
// where its members are defined; its launch is registered too).
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
int main() {}
