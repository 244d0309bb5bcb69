// CUDA declaration rules (checked with cicc and cudafe++ 11.8, each
// message once even when both passes report it): conflicting execution or
// memory spaces, launches of functions that are not __global__, memory
// spaces on local variables, __grid_constant__ parameters, and annotations
// on functions defaulted on their first declaration.
__global__ __device__ void gd(int *p) {} // ERROR "illegal combination of memory qualifiers"
__global__ __host__ __device__ void ghd(int *p) {} // ERROR "illegal combination of memory qualifiers" ERROR "illegal combination of memory qualifiers"
__shared__ __constant__ int sc[4]; // ERROR "illegal combination of memory qualifiers"
__device__ __constant__ int dc[4];
__managed__ __constant__ int mc; // ERROR "__managed__ variables cannot be marked __shared__ or __constant__"
__device__ __managed__ int dm;

void hostFn(int *p) {}
__device__ void devFn(int *p) {}
__host__ __device__ void hdFn(int *p) {}
__global__ void kern(int *p) {}
void launches(int *p) {
  hostFn<<<1, 1>>>(p); // ERROR "a host function call cannot be configured"
  hdFn<<<1, 1>>>(p); // ERROR "a __device__ function call cannot be configured"
  kern<<<1, 1>>>(p);
}

__global__ void locals(int *out) {
  __constant__ int limit = 4; // ERROR "an automatic \"__constant__\" variable declaration is not allowed inside a device function body"
  static __constant__ int slimit;
  __device__ int dl; // ERROR "an automatic \"__device__\" variable declaration is not allowed inside a device function body"
  __shared__ int sh;
  dl = 1;
  sh = 2;
  out[0] = limit + slimit + dl + sh;
}
__host__ __device__ int hdLocal() {
  __constant__ int c3 = 1; // ERROR "an automatic \"__constant__\" variable declaration is not allowed inside a device function body" ERROR "an automatic \"__constant__\" variable declaration is not allowed inside a host function body"
  return c3; // WARNING "a __constant__ variable \"c3\" cannot be directly read in a host function"
}
int hostLocals() {
  __device__ int d4 = 1; // ERROR "an automatic \"__device__\" variable declaration is not allowed inside a host function body"
  __shared__ int s4; // ERROR "a static \"__shared__\" variable declaration is not allowed inside a host function body"
  static __device__ int sd4; // ERROR "a static \"__device__\" variable declaration is not allowed inside a host function body"
  return d4 + s4 + sd4; // WARNING "a __device__ variable \"d4\" cannot be directly read" WARNING "a __shared__ variable \"s4\" cannot be directly read" WARNING "a __device__ variable \"sd4\" cannot be directly read"
}

struct Params { int n; };
__global__ void gc1(__grid_constant__ Params p, int *out) { out[0] = p.n; } // ERROR "a parameter annotated with __grid_constant__ must have const-qualified type"
__global__ void gc2(__grid_constant__ const Params &p, int *out) { out[0] = p.n; } // ERROR "must have const-qualified type" ERROR "must not have reference type"
__global__ void gc3(const __grid_constant__ Params p, int *out) { out[0] = p.n; }
__device__ void gc4(const __grid_constant__ Params p, int *out) { out[0] = p.n; } // ERROR "__grid_constant__ annotation is only allowed on a parameter of a __global__ function"
template <class T> __global__ void gc5(__grid_constant__ T p) {}
__global__ void gc6(__grid_constant__ const int *p) {} // ERROR "must have const-qualified type"

struct Pair {
  int a, b;
  __host__ __device__ Pair() = default; // WARNING "__host__ annotation is ignored on a function(\"Pair\") that is explicitly defaulted on its first declaration" WARNING "__device__ annotation is ignored on a function(\"Pair\")"
  __device__ Pair(const Pair &) = default; // WARNING "__device__ annotation is ignored on a function(\"Pair\")"
  __host__ ~Pair() = default; // WARNING "__host__ annotation is ignored on a function(\"~Pair\")"
  __host__ __device__ Pair &operator=(const Pair &);
};
__host__ __device__ Pair &Pair::operator=(const Pair &) = default;
template <class T> struct Tp { __device__ __host__ Tp() = default; }; // WARNING "__device__ annotation is ignored on a function(\"Tp\")" WARNING "__host__ annotation is ignored on a function(\"Tp\")"
Tp<int> tpi;
