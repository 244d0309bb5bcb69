// C++ rule (GNU extension): a variable length array may be declared in a
// block, but cannot have static storage duration (static, __shared__),
// which cudafe++ reports (893) in every kind of function. CUDA 11.8's cicc
// allows no variable length array at all in device code and reports the
// bound as not constant (28) — beside 893 for a static one; 13.0's cicc
// allows local ones in device code and reports only 893.
int n = 3;
int host(int p) {
  static int st[n]; // ERROR "a variable length array cannot have static storage duration"
  static float sp[p + 1]; // ERROR "a variable length array cannot have static storage duration"
  int local[p * 2];
  static int fixed[4];
  st[0] = 1;
  sp[0] = 1;
  local[0] = 2;
  fixed[0] = 3;
  return st[0] + (int)sp[0] + local[0] + fixed[0];
}
__device__ int dev(int p) {
  int loc[p]; // ERROR "expression must have a constant value"
  static int st[p]; // ERROR "a variable length array cannot have static storage duration" ERROR "expression must have a constant value"
  int fixed[4];
  loc[0] = 1;
  st[0] = 1;
  fixed[0] = 2;
  return loc[0] + st[0] + fixed[0];
}
__host__ __device__ int both(int p) {
  static int st[p]; // ERROR "a variable length array cannot have static storage duration" ERROR "expression must have a constant value"
  st[0] = 1;
  return st[0];
}
__global__ void kernel(float *o, int p) {
  __shared__ float s[p]; // ERROR "a variable length array cannot have static storage duration" ERROR "expression must have a constant value"
  __shared__ float t[32];
  s[0] = 1;
  t[0] = 2;
  o[0] = s[0] + t[0];
}
int main() { return host(1); }
