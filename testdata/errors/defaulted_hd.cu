// CUDA warning: execution-space annotations on a function defaulted on its
// first declaration are ignored (one warning per annotation).
struct Pair {
  int a, b;
  __host__ __device__ Pair() = default; // WARNING `__host__ annotation is ignored on a function\("Pair"\) that is explicitly defaulted` WARNING `__device__ annotation is ignored on a function\("Pair"\) that is explicitly defaulted`
};
int main() {
  Pair p;
  p.a = 1;
  return p.a;
}
