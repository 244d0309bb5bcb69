// The curiously recurring template pattern in device code: a base class
// template calling the derived class's implementation through static_cast,
// a CRTP mixin adding operators, a two-level hierarchy, and a kernel
// template taking any shape by value. Flags: none.
#include <cstdio>

template <typename Derived>
struct Shape {
  __host__ __device__ float area() const { return self().areaImpl(); }
  __host__ __device__ float scaledArea(float k) const { return k * k * area(); }
  __host__ __device__ const char *name() const { return Derived::kName; }

private:
  __host__ __device__ const Derived &self() const { return static_cast<const Derived &>(*this); }
};

template <typename Derived>
struct Comparable {
  __host__ __device__ friend bool operator<(const Derived &a, const Derived &b) { return a.key() < b.key(); }
  __host__ __device__ friend bool operator>(const Derived &a, const Derived &b) { return b < a; }
};

struct Circle : Shape<Circle>, Comparable<Circle> {
  static constexpr const char *kName = "circle";
  float r;
  __host__ __device__ explicit Circle(float radius) : r(radius) {}
  __host__ __device__ float areaImpl() const { return 3.14159265f * r * r; }
  __host__ __device__ float key() const { return r; }
};

template <typename Derived>
struct Polygon : Shape<Derived> {
  __host__ __device__ int sides() const { return Derived::kSides; }
};

struct Square : Polygon<Square> {
  static constexpr const char *kName = "square";
  static constexpr int kSides = 4;
  float side;
  __host__ __device__ explicit Square(float s) : side(s) {}
  __host__ __device__ float areaImpl() const { return side * side; }
};

template <typename S>
__global__ void areas(S shape, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = shape.scaledArea(float(i + 1));
}

__global__ void compare(float *out) {
  Circle a(1.0f), b(2.0f);
  out[0] = (a < b) ? 1.0f : 0.0f;
  out[1] = (a > b) ? 1.0f : 0.0f;
  out[2] = Square(3.0f).sides();
}

template <typename S>
static void show(const S &s) {
  float *d, h[4];
  cudaMalloc(&d, sizeof h);
  areas<<<1, 4>>>(s, d, 4);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("%s: %.2f %.2f %.2f %.2f (host %.2f)\n", s.name(), h[0], h[1], h[2], h[3], s.area());
  cudaFree(d);
}

int main() {
  show(Circle(0.5f));
  show(Square(2.0f));
  float *d, h[3];
  cudaMalloc(&d, sizeof h);
  compare<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("a<b=%.0f a>b=%.0f sides=%.0f\n", h[0], h[1], h[2]);
  cudaFree(d);
  return 0;
}
