// Namespaces and nested classes in device code: nested and inline
// namespaces, a C++17 nested namespace definition, a namespace alias,
// using-declarations and using-directives, nested classes (a class nested
// in a class template, members defined out of line through both), a
// kernel in a nested namespace, and qualified kernel launches. Flags: none.
#include <cstdio>

namespace geo {
inline namespace v2 {
struct Point {
  float x, y;
  struct Delta {
    float dx, dy;
    __host__ __device__ Point apply(Point p) const;
  };
};

template <int N>
struct Polygon {
  struct Edge {
    Point from, to;
    __host__ __device__ float lengthSquared() const;
  };
  Point pts[N];
  __host__ __device__ Edge edge(int i) const { return Edge{pts[i], pts[(i + 1) % N]}; }
  __host__ __device__ float perimeterSquared() const;
};

__host__ __device__ Point Point::Delta::apply(Point p) const { return Point{p.x + dx, p.y + dy}; }

template <int N>
__host__ __device__ float Polygon<N>::Edge::lengthSquared() const {
  return (from.x - to.x) * (from.x - to.x) + (from.y - to.y) * (from.y - to.y);
}

template <int N>
__host__ __device__ float Polygon<N>::perimeterSquared() const {
  float s = 0;
  for (int i = 0; i < N; ++i) s += edge(i).lengthSquared();
  return s;
}
} // namespace v2

namespace v1 {
struct Point {
  int x, y;
};
} // namespace v1
} // namespace geo

namespace kernels::detail {
class Counter {
public:
  class Slot {
  public:
    __device__ void bump(int by) { atomicAdd(&value_, by); }
    __host__ __device__ int value() const { return value_; }

  private:
    int value_;
  };
  Slot slots[4];
};

__global__ void move(geo::Point *pts, int n, geo::Point::Delta d, Counter *c) {
  int i = threadIdx.x;
  if (i < n) {
    pts[i] = d.apply(pts[i]);
    c->slots[i % 4].bump(1);
  }
}
} // namespace kernels::detail

namespace kd = kernels::detail;

namespace kernels {
using geo::Polygon;
__global__ void perimeter(const Polygon<4> *poly, float *out) { *out = poly->perimeterSquared(); }
} // namespace kernels

int main() {
  using namespace geo;
  Point pts[6];
  for (int i = 0; i < 6; ++i) pts[i] = Point{float(i), float(2 * i)};
  Point *dp;
  kd::Counter *dc, hc;
  cudaMalloc(&dp, sizeof pts);
  cudaMalloc(&dc, sizeof hc);
  cudaMemset(dc, 0, sizeof hc);
  cudaMemcpy(dp, pts, sizeof pts, cudaMemcpyHostToDevice);
  kd::move<<<1, 32>>>(dp, 6, Point::Delta{0.5f, -1.0f}, dc);
  cudaMemcpy(pts, dp, sizeof pts, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
  std::printf("moved: (%.1f,%.1f) (%.1f,%.1f) counts %d %d %d %d\n", pts[0].x, pts[0].y, pts[5].x, pts[5].y,
              hc.slots[0].value(), hc.slots[1].value(), hc.slots[2].value(), hc.slots[3].value());
  Polygon<4> sq{{{0, 0}, {2, 0}, {2, 2}, {0, 2}}};
  Polygon<4> *dpoly;
  float *dout, out = 0;
  cudaMalloc(&dpoly, sizeof sq);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(dpoly, &sq, sizeof sq, cudaMemcpyHostToDevice);
  kernels::perimeter<<<1, 1>>>(dpoly, dout);
  cudaMemcpy(&out, dout, sizeof out, cudaMemcpyDeviceToHost);
  geo::v1::Point old{3, 4};
  std::printf("perimeter^2 device=%.1f host=%.1f old=(%d,%d)\n", out, sq.perimeterSquared(), old.x, old.y);
  cudaFree(dp);
  cudaFree(dc);
  cudaFree(dpoly);
  cudaFree(dout);
  return 0;
}
