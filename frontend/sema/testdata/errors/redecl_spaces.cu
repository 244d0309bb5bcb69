// Redeclarations that change a function's execution space, as nvcc 11.8
// reports them: __global__ cannot be added or taken away; __host__ and
// __device__ add up to __host__ __device__ with a warning; a function
// declared __host__ __device__ takes a later __host__ or __device__ silently;
// the toolkit's built-ins (device_builtin, cudart_builtin) are exempt.
__device__ void f1();
__host__ void f1() {} // ERROR "a __device__ function(\"f1\") redeclared with __host__, hence treated as a __host__ __device__ function"
void f2();
__device__ void f2() {} // ERROR "a __host__ function(\"f2\") redeclared with __device__, hence treated as a __host__ __device__ function"
__device__ void f3();
__host__ __device__ void f3() {} // ERROR "a __device__ function(\"f3\") redeclared with __host__ __device__"
__device__ void f4();
void f4() {} // ERROR "a __device__ function(\"f4\") redeclared without __device__, hence treated as a __host__ __device__ function"
__host__ __device__ void f5();
__host__ void f5() {}
__host__ __device__ void f6();
__device__ void f6() {}
__global__ void k1();
__device__ void k1() {} // ERROR "a __global__ function(\"k1\") redeclared with __device__"
__global__ void k2();
void k2() {} // ERROR "a __global__ function(\"k2\") redeclared without __global__"
__global__ void k3();
__host__ void k3() {} // ERROR "a __global__ function(\"k3\") redeclared with __host__"
__global__ void k4();
__host__ __device__ void k4() {} // ERROR "a __global__ function(\"k4\") redeclared with __host__ __device__"
void g1();
__global__ void g1() {} // ERROR "a __host__ function(\"g1\") redeclared with __global__"
__device__ void g2();
__global__ void g2() {} // ERROR "a __device__ function(\"g2\") redeclared with __global__"
__host__ __device__ void g3();
__global__ void g3() {} // ERROR "a __host__ __device__ function(\"g3\") redeclared with __global__"
__global__ void g4();
__global__ void g4() {}
namespace N { __device__ void f(); }
__host__ void N::f() {} // ERROR "a __device__ function(\"N::f\") redeclared with __host__"
struct S { __device__ void m(); };
__host__ __device__ void S::m() {} // ERROR "a __device__ function(\"S::m\") redeclared with __host__ __device__"
template <class T> __device__ void tf(T);
template <class T> void tf(T) {} // ERROR "a __device__ function(\"tf\") redeclared without __device__"
extern float b1(float);
extern __device__ __attribute__((device_builtin)) float b1(float);
extern __device__ __attribute__((cudart_builtin)) int b2();
extern __host__ __attribute__((cudart_builtin)) int b2();
