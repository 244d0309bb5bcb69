// CUDA rule: a constexpr __host__ function called from device code needs
// --expt-relaxed-constexpr (reported by the device-side pass).
constexpr int square(int v) { return v * v; }
__global__ void kernel(int *out, int v) { out[0] = square(v); } // ERROR "calling a constexpr __host__ function(\"square\") from a __global__ function(\"kernel\") is not allowed"
int main() { return 0; }
