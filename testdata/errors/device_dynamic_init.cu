// __device__ and __constant__ variables of a class whose default
// constructor does work: their initialization would be dynamic. Empty,
// constexpr, implicit and defaulted constructors are fine.
struct Counter {
  int n;
  __device__ Counter() : n(1) {}
};
struct Busy {
  int n;
  __host__ __device__ Busy() { n = 2; }
};
struct Empty {
  int n;
  __device__ Empty() {}
};
struct Lit {
  int n;
  constexpr __device__ Lit() : n(3) {}
};
struct Plain { int n; };
struct Defaulted {
  int n;
  Defaulted() = default;
};
__device__ Counter counter; // ERROR "dynamic initialization is not supported for a __device__ variable"
__constant__ Busy busy[2]; // ERROR "dynamic initialization is not supported for a __constant__ variable"
__device__ Empty empty;
__device__ Lit lit;
__device__ Plain plain;
__device__ Defaulted defaulted;
extern __device__ Counter elsewhere;
__global__ void k(int *out) {
  Counter local;
  out[0] = counter.n + busy[0].n + empty.n + lit.n + plain.n + defaulted.n + local.n;
}
