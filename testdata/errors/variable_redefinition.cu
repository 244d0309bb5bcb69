// C++ rule: a variable of namespace scope is defined once (C++ has no
// tentative definitions: `int x; int x;` defines it twice); extern
// declarations without an initializer may repeat, and so may declarations
// an unbraced extern "C" contains (they count as extern), not those inside
// braces.
int total = 1;
int total = 2; // ERROR "variable \"total\" has already been defined"
int count;
int count; // ERROR "variable \"count\" has already been defined"
__device__ float bias;
__device__ float bias = 1.0f; // ERROR "variable \"bias\" has already been defined"
namespace cfg { const int width = 8; }
namespace cfg { const int width = 16; } // ERROR "variable \"cfg::width\" has already been defined"
extern int shared;
int shared = 3;
extern int shared;
extern "C" const unsigned limit;
extern "C" const unsigned limit = 64;
extern "C" float scale;
extern "C" float scale;
extern "C" { float scale; }
extern "C" { int flags; }
extern "C" { int flags; } // ERROR "variable \"flags\" has already been defined"
extern "C" int mode = 1;
extern "C" int mode = 2; // ERROR "variable \"mode\" has already been defined"
struct S { static int s; };
int S::s = 0;
int main() {
  int local = total + count + shared + cfg::width + S::s + limit + (int)scale + flags + mode;
  return local;
}
