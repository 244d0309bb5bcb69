// Declarations whose decl-specifiers name no type: NVIDIA's front end says
// which (no decl-specifier at all, or none naming a type) and goes on with int.
#include <cuda_runtime.h>

counter;                  // ERROR "this declaration has no storage class or type specifier"
const limit = 4;          // ERROR `explicit type is missing \("int" assumed\)`
extern helper(int x);     // ERROR `explicit type is missing \("int" assumed\)`
__device__ scale;         // ERROR `explicit type is missing \("int" assumed\)`

struct Box {
  width;                  // ERROR "this declaration has no storage class or type specifier"
  Box();
  ~Box();
  operator int() const;
};

template <class T> struct Cell {
  slot;                   // ERROR "this declaration has no storage class or type specifier"
  T value;
};
Cell<int> a;
Cell<float> b;

__global__ void kernel(int *out) { out[0] = limit; }

int main() {
  const local = 2;        // ERROR `explicit type is missing \("int" assumed\)`
  kernel<<<1, 1>>>(nullptr);
  return local;
}
