// Plain data in device code: unions (type punning through a union member),
// anonymous unions and structs inside a class, bit-fields, scoped and
// unscoped enums with explicit underlying types, alignas, CUDA vector types
// (float4, int2, uchar4, make_* helpers), and static_assert on layouts
// shared between host and device. Flags: none.
#include <cstdio>
#include <cstdint>

enum class Op : std::uint8_t { Add = 1, Mul = 2, Max = 4 };
enum Channel { Red, Green, Blue, Alpha };

struct Packed {
  unsigned op : 3;
  unsigned channel : 2;
  unsigned count : 11;
  signed delta : 16;
};
static_assert(sizeof(Packed) == 4, "bit-fields pack into one word");

union Bits {
  float f;
  std::uint32_t u;
};

struct alignas(16) Pixel {
  union {
    struct {
      unsigned char r, g, b, a;
    };
    uchar4 v;
    std::uint32_t word;
  };
  __host__ __device__ unsigned char channel(Channel c) const {
    switch (c) {
    case Red: return r;
    case Green: return g;
    case Blue: return b;
    default: return a;
    }
  }
};
static_assert(alignof(Pixel) == 16 && sizeof(Pixel) == 16, "aligned pixel");

__global__ void decode(const Packed *cmds, int n, Pixel *px, float4 *acc, std::uint32_t *bits) {
  int i = threadIdx.x;
  if (i >= n) return;
  Packed c = cmds[i];
  Pixel p = px[i];
  int value = p.channel(static_cast<Channel>(c.channel));
  switch (static_cast<Op>(c.op)) {
  case Op::Add: value += c.count + c.delta; break;
  case Op::Mul: value *= c.count; break;
  case Op::Max: value = max(value, int(c.count)); break;
  }
  acc[i] = make_float4(float(value), float(c.delta), float(p.v.x), float(p.word & 0xff));
  Bits b;
  b.f = static_cast<float>(value);
  bits[i] = b.u;
}

int main() {
  const int n = 4;
  Packed cmds[n] = {{1, Red, 10, -3}, {2, Green, 3, 0}, {4, Blue, 200, 7}, {1, Alpha, 0, -100}};
  Pixel px[n];
  for (int i = 0; i < n; ++i) {
    px[i].word = 0;
    px[i].r = static_cast<unsigned char>(10 * i);
    px[i].g = static_cast<unsigned char>(20 + i);
    px[i].b = static_cast<unsigned char>(30 * i);
    px[i].a = 255;
  }
  Packed *dc;
  Pixel *dp;
  float4 *da, acc[n];
  std::uint32_t *db, bits[n];
  cudaMalloc(&dc, sizeof cmds);
  cudaMalloc(&dp, sizeof px);
  cudaMalloc(&da, sizeof acc);
  cudaMalloc(&db, sizeof bits);
  cudaMemcpy(dc, cmds, sizeof cmds, cudaMemcpyHostToDevice);
  cudaMemcpy(dp, px, sizeof px, cudaMemcpyHostToDevice);
  decode<<<1, 32>>>(dc, n, dp, da, db);
  cudaMemcpy(acc, da, sizeof acc, cudaMemcpyDeviceToHost);
  cudaMemcpy(bits, db, sizeof bits, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    std::printf("cmd %d: value=%.0f delta=%.0f r=%.0f low=%.0f bits=%08x\n", i, acc[i].x, acc[i].y, acc[i].z,
                acc[i].w, bits[i]);
  int2 pair = make_int2(3, 4);
  std::printf("int2=(%d,%d) op=%d\n", pair.x, pair.y, static_cast<int>(Op::Max));
  cudaFree(dc);
  cudaFree(dp);
  cudaFree(da);
  cudaFree(db);
  return 0;
}
