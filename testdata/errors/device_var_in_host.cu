// CUDA warning: host code reads a __device__ variable directly.
__device__ int counter;
int main() {
  int v = counter; // WARNING "a __device__ variable \"counter\" cannot be directly read in a host function"
  return v;
}
