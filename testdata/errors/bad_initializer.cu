// C++ rule: a variable's initializer must convert implicitly to its type: no
// pointer from a floating value or a non-zero integer, no arithmetic value
// from a pointer, a string literal or a scoped enumerator, no enumeration
// from an integer, no pointer to an unrelated type or dropping const.
#include <cstdlib>
struct B {};
struct D : B {};
struct X {};
struct Conv { operator int *() const { return nullptr; } };
enum U { u0 };
enum class E { a };
typedef int *IP;
int gi;
int *fromDouble = 3.0; // ERROR "a value of type \"double\" cannot be used to initialize an entity of type \"int *\""
char fromString = "abc"[0];
int *fromLiteral = 3; // ERROR "a value of type \"int\" cannot be used to initialize an entity of type \"int *\""
int *fromLvalue = gi; // ERROR "a value of type \"int\" cannot be used to initialize an entity of type \"int *\""
int fromScoped = E::a; // ERROR "a value of type \"E\" cannot be used to initialize an entity of type \"int\""
U fromInt = 1; // ERROR "a value of type \"int\" cannot be used to initialize an entity of type \"U\""
X *unrelated = new D; // ERROR "a value of type \"D *\" cannot be used to initialize an entity of type \"X *\""
IP viaTypedef = 2.5; // ERROR "a value of type \"double\" cannot be used to initialize an entity of type \"IP\""
int local() {
  char c = "abc"; // ERROR "a value of type \"const char *\" cannot be used to initialize an entity of type \"char\""
  float *f = malloc(4); // ERROR "a value of type \"void *\" cannot be used to initialize an entity of type \"float *\""
  const int *cp = &gi;
  int *dropsConst = cp; // ERROR "a value of type \"const int *\" cannot be used to initialize an entity of type \"int *\""
  double *other(&gi); // ERROR "a value of type \"int *\" cannot be used to initialize an entity of type \"double *\""
  int &ref = 3; // ERROR "initial value of reference to non-const must be an lvalue"
  double fromPointer = cp; // ERROR "a value of type \"const int *\" cannot be used to initialize an entity of type \"double\""
  return c + *f + *dropsConst + *other + ref + (int)fromPointer;
}
int fine() {
  int *p0 = 0, *p1 = NULL, *p2 = nullptr, *p3 = (0), *p4 = 0L, *p5 = '\0';
  void *v = p0;
  const int *cp = p0;
  IP p6 = p0;
  bool b = p0;
  double d = 'a';
  int i = 3.5, e = u0;
  char c = 65;
  D dd;
  B *bp = &dd;
  Conv cv;
  int *p7 = cv;
  int *&rr = p0;
  int &r2 = gi;
  const int &r3 = 5;
  int &&r4 = 5;
  float *fp = (float *)malloc(4);
  int arr[3] = {};
  int *p8 = arr;
  const char *s = "abc";
  auto a = 2.5;
  return (p1 == p2) + (p3 == p4) + (p5 == p6) + (v != nullptr) + *cp + b + (int)d + i + e + c + (bp != nullptr) +
         (p7 == rr) + r2 + r3 + r4 + (fp != nullptr) + *p8 + *s + (int)a;
}
template <class T> T *notInstantiated(T v) { T *p = v; return p; }
template <class T> void dependent(T t) { int *p = t; (void)p; }
int main() { return fine() + fromString; }
