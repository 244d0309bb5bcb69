// C++ rule: an object of class type converts to a type that is no class
// (a number, an enumeration, a pointer) only through a non-explicit
// conversion function of its class or a base whose result converts on.
// NVIDIA reports an initializer, argument (a member function's too),
// return value or assigned value with none (the target spelled with its qualifiers for a variable).
struct S { int v; };
struct ToPointer { operator int *() const { return nullptr; } };
struct Explicit { explicit operator int() const { return 1; } };
struct ToBool { operator bool() const { return true; } };
struct Derived : ToBool {};
struct Ranged { operator long() const { return 2; } };
enum E { e0 };
void takesInt(int);
void takesPointer(int *);
__global__ void kernel(float x) {}
struct Sink { void put(int); void look(int) const; };
int bad(S s, const S cs, ToPointer p, Explicit ex, Sink sink, const Sink *view) {
  int a = s; // ERROR "no suitable conversion function from \"S\" to \"int\" exists"
  const int b = cs; // ERROR "no suitable conversion function from \"const S\" to \"const int\" exists"
  float c = p; // ERROR "no suitable conversion function from \"ToPointer\" to \"float\" exists"
  int d = ex; // ERROR "no suitable conversion function from \"Explicit\" to \"int\" exists"
  E e = s; // ERROR "no suitable conversion function from \"S\" to \"E\" exists"
  takesInt(s); // ERROR "no suitable conversion function from \"S\" to \"int\" exists"
  takesPointer(s); // ERROR "no suitable conversion function from \"S\" to \"int *\" exists"
  sink.put(s); // ERROR "no suitable conversion function from \"S\" to \"int\" exists"
  view->look(cs); // ERROR "no suitable conversion function from \"const S\" to \"int\" exists"
  float2 v = make_float2(1, 2);
  kernel<<<1, 1>>>(v); // ERROR "no suitable conversion function from \"float2\" to \"float\" exists"
  long l = 0;
  l = s; // ERROR "no suitable conversion function from \"S\" to \"long\" exists"
  return a + b + (int)c + d + e + (int)l;
}
int returned(S s) { return s; } // ERROR "no suitable conversion function from \"S\" to \"int\" exists"

// Near misses: a conversion function that applies, a base's, an explicit
// one in a direct-initialization, a cast.
int fine(ToPointer p, Explicit ex, ToBool b, Derived d, Ranged r, S s, Sink sink) {
  int *q = p;
  int viaBool = b;
  int viaBase = d;
  int direct(ex);
  double widened = r;
  takesInt(r);
  takesPointer(p);
  sink.put(r);
  int member = s.v;
  return (q != nullptr) + viaBool + viaBase + direct + (int)widened + static_cast<int>(ex) + member;
}
int main() { return 0; }
