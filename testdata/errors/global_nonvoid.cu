// CUDA rule: a __global__ function must return void.
__global__ int kernel(int *p) { // ERROR "a __global__ function must have a void return type"
  p[0] = 1;
  return 0;
}
int main() { return 0; }
