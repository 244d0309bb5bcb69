// CUDA rule: a __global__ function cannot be a member function.
struct Widget {
  __global__ void run(int *p) { p[0] = 1; } // ERROR "A __global__ function or function template cannot be a member function"
};
int main() { return 0; }
