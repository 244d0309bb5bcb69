// C++ rule: each argument of a call must convert implicitly to its
// parameter's type; a non-const lvalue reference binds no temporary. NVIDIA
// reports every such argument of a function that is not overloaded, a
// kernel launch's and a member function's called on an object too.
#include <cstdio>
struct B {};
struct D : B {};
struct Conv { operator int *() const { return nullptr; } };
enum class E { a };
typedef int *IP;
void toDerived(D *);
void twoPointers(int *, int *);
void byRef(int &);
void byTypedef(IP);
void byValue(int);
void byConstRef(const int &);
void toBase(B *);
void toVoid(void *);
__global__ void kernel(int *p, float f) {}
struct Holder { void keep(int *); };
void overloaded(int *);
void overloaded(long);
template <class T> void generic(T *);
void calls(B *b, int *p, E e, Holder h) {
  toDerived(b); // ERROR "argument of type \"B *\" is incompatible with parameter of type \"D *\""
  printf(3); // ERROR "argument of type \"int\" is incompatible with parameter of type \"const char *\""
  twoPointers(1.0, 2.5f); // ERROR "argument of type \"double\" is incompatible with parameter of type \"int *\"" ERROR "argument of type \"float\" is incompatible with parameter of type \"int *\""
  byRef(3); // ERROR "initial value of reference to non-const must be an lvalue"
  byTypedef(1.5); // ERROR "argument of type \"double\" is incompatible with parameter of type \"IP\""
  byValue(e); // ERROR "argument of type \"E\" is incompatible with parameter of type \"int\""
  byValue(p); // ERROR "argument of type \"int *\" is incompatible with parameter of type \"int\""
  float x = 1;
  kernel<<<1, 1>>>(x, x); // ERROR "argument of type \"float\" is incompatible with parameter of type \"int *\""
  h.keep(2.5); // ERROR "argument of type \"double\" is incompatible with parameter of type \"int *\""
}
void fine(int *p, D *d, Conv c, int i, Holder h) {
  printf("%d\n", i);
  twoPointers(0, nullptr);
  byRef(i);
  byRef(*p);
  byTypedef(p);
  byValue(2.5);
  byConstRef(3);
  toBase(d);
  toVoid(p);
  twoPointers(c, p);
  kernel<<<1, 1>>>(p, 2);
  kernel<<<1, 1>>>(0, 2.0);
  overloaded(p);
  generic(p);
  h.keep(p);
  h.keep(c);
}
int main() { return 0; }
