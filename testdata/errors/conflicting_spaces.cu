// CUDA rule: incompatible execution and memory space annotations.
__global__ __device__ void both(int *p) { p[0] = 1; } // ERROR "illegal combination of memory qualifiers"
__shared__ __constant__ int table[4]; // ERROR "illegal combination of memory qualifiers"
int main() { return 0; }
