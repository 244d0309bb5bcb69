// Argument-dependent lookup: the namespaces of the arguments' class types are
// searched too, even from inside an unnamed namespace whose overload hides
// the global one (cuda_occupancy.h relies on it); fundamental arguments
// bring none (checked with cudafe++ 11.8).
struct Prop { int n; };
static inline int f(int *a, const Prop *p, int b, int c) { return b; }
namespace {
inline int f(int *a, const Prop *p, int d = 0);
}
namespace {
inline int f(int *a, const Prop *p, int d) { return f(a, p, 1, d); }
inline int g(int *a, int d) { return f(a, 0, 1, d); } // ERROR "too many arguments in function call"
}
namespace N { struct S {}; void h(S, int); template <class T> void t(T, T); }
void use() {
  N::S s;
  h(s, 1);
  t(s, s);
  h(1, 1); // ERROR "identifier \"h\" is undefined"
}
