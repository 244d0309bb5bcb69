// CUDA rule: __grid_constant__ needs a const-qualified parameter of a
// __global__ function (the first is reported by the device-side pass).
struct Params {
  int n;
};
__global__ void kernel(__grid_constant__ Params p, int *out) { out[0] = p.n; } // ERROR "a parameter annotated with __grid_constant__ must have const-qualified type"
__device__ void helper(const __grid_constant__ Params p, int *out) { out[0] = p.n; } // ERROR "__grid_constant__ annotation is only allowed on a parameter of a __global__ function"
int main() { return 0; }
