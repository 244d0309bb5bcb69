// CUDA rule: a __global__ function calls a __host__ function (reported by
// the device-side pass of NVIDIA's front end).
int hostOnly(int v) { return v + 1; }
__global__ void kernel(int *out) { out[0] = hostOnly(1); } // ERROR `calling a __host__ function\("hostOnly\(int\)"\) from a __global__ function\("kernel"\) is not allowed` ERROR "identifier \"hostOnly\" is undefined in device code"
int main() { return 0; }
