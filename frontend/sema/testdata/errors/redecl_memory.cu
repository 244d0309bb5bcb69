// Variables redeclared in another memory space, and memory spaces on data
// members, as nvcc 11.8 reports them: dropping a qualifier ("without") or
// adding one ("with") is a warning and the variable keeps the richer space;
// __constant__, __shared__ and __managed__ imply __device__. A static data
// member cannot have a memory space (an error); on a non-static one the
// attribute does not apply (a warning).
extern __device__ int a;
int a; // ERROR "a __device__ variable(\"a\") redeclared without __device__"
extern int b;
__device__ int b; // ERROR "a host variable(\"b\") redeclared with __device__"
extern __constant__ int c;
__device__ int c; // ERROR "a __constant__ variable(\"c\") redeclared without __constant__"
extern __device__ int d;
__constant__ int d; // ERROR "a __device__ variable(\"d\") redeclared with __constant__"
extern __managed__ int e;
__device__ int e; // ERROR "a __managed__ variable(\"e\") redeclared without __managed__"
extern __shared__ int h[];
extern int h[]; // ERROR "a __shared__ variable(\"h\") redeclared without __shared__"
extern __device__ int j;
extern __device__ int j;
struct T { static __device__ int s; }; // ERROR "memory qualifier on data member is not allowed"
int T::s; // ERROR "a __device__ variable(\"T::s\") redeclared without __device__"
struct U { __device__ int x; __shared__ int y; static __constant__ int z; }; // ERROR "attribute \"__device__\" does not apply here" ERROR "attribute \"__shared__\" does not apply here" ERROR "memory qualifier on data member is not allowed"
template <class X> struct V { __device__ X x; }; // ERROR "attribute \"__device__\" does not apply here"
V<int> vi;
