// Const scalars and references defined without an initializer; the
// declarations below them need none.
const int limit; // ERROR `const variable "limit" requires an initializer`
static const float scale; // ERROR `const variable "scale" requires an initializer`
int *const anchor; // ERROR `const variable "anchor" requires an initializer`
extern const int declared;
extern "C" const int cdeclared;
const int *pointee;
typedef const int cint;
struct Ctor {
  int v;
  Ctor() : v(0) {}
};
const Ctor made;
struct Holder {
  const int c;
  int &r;
  static const int s;
};
template <typename T> struct Box {
  void put() { const T t; (void)t; }
};
int use(const int x, int &y) {
  int a = x;
  const int b = 1;
  int &c = y;
  int &d; // ERROR `reference variable "d" requires an initializer`
  const double e; // ERROR `const variable "e" requires an initializer`
  static const int f; // ERROR `const variable "f" requires an initializer`
  try {
    a += b;
  } catch (const int &g) {
    a += g;
  }
  for (const int &h : {1, 2}) {
    a += h;
  }
  if (const int i = a) {
    a += i;
  }
  const void *seen[] = {&e, &f};
  a += sizeof(d);
  return a + c + (seen[0] != 0);
}
float read() { return limit + scale + *anchor; }
