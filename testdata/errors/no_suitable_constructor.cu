// C++ rule: copy-initializing an object of class type from a value of another
// type needs a non-explicit constructor that takes that value; the implicit
// copy and move constructors would need a second user-defined conversion.
struct Plain { int x; };
struct FromPointer { FromPointer(int *); };
struct FromInt { FromInt(int, int = 0); };
struct Base { Base(int); };
struct Inheriting : Base { using Base::Base; };
struct Generic { template <class T> Generic(T); };
enum E { e0 };
void takesPlain(Plain);
void takesFromInt(FromInt);
__global__ void kernel(Plain p) {}
Plain global = 3; // ERROR "no suitable constructor exists to convert from \"int\" to \"Plain\""
Plain returned() { return 3; } // ERROR "no suitable constructor exists to convert from \"int\" to \"Plain\""
void uses() {
  float4 v = 1.0f; // ERROR "no suitable constructor exists to convert from \"float\" to \"float4\""
  FromPointer p = 2.5; // ERROR "no suitable constructor exists to convert from \"double\" to \"FromPointer\""
  takesPlain(3); // ERROR "no suitable constructor exists to convert from \"int\" to \"Plain\""
  kernel<<<1, 1>>>(2); // ERROR "no suitable constructor exists to convert from \"int\" to \"Plain\""
  (void)v;
  (void)p;
}
void fine() {
  FromInt a = 1, b = e0;
  Inheriting i = 3;
  Generic g = 2.5;
  float4 made = make_float4(1, 2, 3, 4);
  takesFromInt(5);
  (void)a;
  (void)b;
  (void)i;
  (void)g;
  (void)made;
}
int main() { return 0; }
