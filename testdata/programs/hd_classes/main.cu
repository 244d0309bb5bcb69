// Classes whose members are __host__ __device__: a small vector type with
// arithmetic and compound-assignment operators, friends, a complex number
// class template with a conversion constructor, operator[] and a
// constexpr constructor, used identically on host and device.
// Flags: none.
#include <cstdio>

struct Vec3 {
  float x, y, z;
  __host__ __device__ constexpr Vec3() : x(0), y(0), z(0) {}
  __host__ __device__ constexpr Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ Vec3 &operator+=(const Vec3 &o) {
    x += o.x; y += o.y; z += o.z;
    return *this;
  }
  __host__ __device__ float &operator[](int i) { return i == 0 ? x : (i == 1 ? y : z); }
  __host__ __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
  __host__ __device__ friend Vec3 operator+(Vec3 a, const Vec3 &b) { return a += b; }
  __host__ __device__ friend Vec3 operator*(float s, const Vec3 &v) { return Vec3(s * v.x, s * v.y, s * v.z); }
  __host__ __device__ friend float dot(const Vec3 &a, const Vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
  __host__ __device__ Vec3 cross(const Vec3 &o) const {
    return Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x);
  }
  __host__ __device__ bool operator==(const Vec3 &o) const { return x == o.x && y == o.y && z == o.z; }
  __host__ __device__ bool operator!=(const Vec3 &o) const { return !(*this == o); }
};

template <typename T>
class Complex {
public:
  __host__ __device__ Complex(T re = T(), T im = T()) : re_(re), im_(im) {}
  template <typename U>
  __host__ __device__ explicit Complex(const Complex<U> &o) : re_(T(o.real())), im_(T(o.imag())) {}
  __host__ __device__ T real() const { return re_; }
  __host__ __device__ T imag() const { return im_; }
  __host__ __device__ T norm2() const { return re_ * re_ + im_ * im_; }
  __host__ __device__ Complex operator*(const Complex &o) const {
    return Complex(re_ * o.re_ - im_ * o.im_, re_ * o.im_ + im_ * o.re_);
  }
  __host__ __device__ Complex operator+(const Complex &o) const { return Complex(re_ + o.re_, im_ + o.im_); }
  Complex &operator=(const Complex &) = default;

private:
  T re_, im_;
};

// Mandelbrot escape count: the same member functions on either side.
__host__ __device__ int escape(Complex<float> c, int limit) {
  Complex<float> z;
  int k = 0;
  while (k < limit && z.norm2() <= 4.0f) {
    z = z * z + c;
    ++k;
  }
  return k;
}

__global__ void physics(Vec3 *pos, const Vec3 *vel, int n, float dt, Vec3 *crossOut) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    pos[i] += dt * vel[i];
    crossOut[i] = pos[i].cross(vel[i]);
  }
}

__global__ void mandel(int *counts, int w, int h, int limit) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  if (x < w && y < h) {
    Complex<double> cd(-2.0 + 3.0 * x / w, -1.0 + 2.0 * y / h);
    counts[y * w + x] = escape(Complex<float>(cd), limit);
  }
}

int main() {
  const int n = 8;
  Vec3 pos[n], vel[n], cr[n];
  for (int i = 0; i < n; ++i) {
    pos[i] = Vec3(float(i), 0.0f, 1.0f);
    vel[i] = Vec3(1.0f, float(i % 3), -1.0f);
  }
  Vec3 *dp, *dv, *dc;
  cudaMalloc(&dp, sizeof pos);
  cudaMalloc(&dv, sizeof vel);
  cudaMalloc(&dc, sizeof cr);
  cudaMemcpy(dp, pos, sizeof pos, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, vel, sizeof vel, cudaMemcpyHostToDevice);
  physics<<<1, 32>>>(dp, dv, n, 0.5f, dc);
  cudaMemcpy(pos, dp, sizeof pos, cudaMemcpyDeviceToHost);
  cudaMemcpy(cr, dc, sizeof cr, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i += 3)
    std::printf("p[%d]=(%.1f %.1f %.1f) x=(%.1f %.1f %.1f) dot=%.2f\n", i, pos[i][0], pos[i][1], pos[i][2],
                cr[i].x, cr[i].y, cr[i].z, dot(pos[i], vel[i]));

  const int w = 48, h = 16, limit = 64;
  int *dcounts, counts[w * h];
  cudaMalloc(&dcounts, sizeof counts);
  mandel<<<dim3(1, h), 64>>>(dcounts, w, h, limit);
  cudaMemcpy(counts, dcounts, sizeof counts, cudaMemcpyDeviceToHost);
  int mismatches = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      Complex<double> cd(-2.0 + 3.0 * x / w, -1.0 + 2.0 * y / h);
      if (counts[y * w + x] != escape(Complex<float>(cd), limit)) ++mismatches;
      std::putchar(counts[y * w + x] == limit ? '#' : '.');
    }
    std::putchar('\n');
  }
  std::printf("host/device mismatches=%d\n", mismatches);
  cudaFree(dp);
  cudaFree(dv);
  cudaFree(dc);
  cudaFree(dcounts);
  return 0;
}
