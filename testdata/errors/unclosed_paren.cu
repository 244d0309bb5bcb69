// Syntax: a call whose argument list is never closed.
__device__ int add(int a, int b) { return a + b; }
__global__ void k(int *out) {
  out[0] = add(1, 2; // ERROR "expected a \")\""
}
int main() { return 0; }
