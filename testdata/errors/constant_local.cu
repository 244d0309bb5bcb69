// CUDA rule: __constant__ variables cannot be declared in a function body
// (reported by the device-side pass).
__global__ void kernel(int *out) {
  __constant__ int limit = 4; // ERROR `an automatic "__constant__" variable declaration is not allowed inside a device function body`
  out[0] = limit;
}
int main() { return 0; }
