// CUDA rule: __shared__ variables cannot have an initializer.
__global__ void kernel(int *out) {
  __shared__ int counter = 0; // ERROR "initializer not allowed for __shared__ variable"
  out[threadIdx.x] = counter;
}
int main() { return 0; }
