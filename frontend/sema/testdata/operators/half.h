// Imitates cuda_fp16.hpp's __half: a class with a converting constructor
// from its raw form, an assignment from it, conversions to the raw form
// and to float, and namespace-scope arithmetic operators; the implicit
// copy and move assignments take part in h = g.
namespace sys {
struct raw { unsigned short x; };
struct half {
  half() = default;
  half(const raw &r);
  half &operator=(const raw &r);
  operator raw() const;
  operator float() const;
};
half operator+(const half &a, const half &b);
half &operator+=(half &a, const half &b);
template <class T> struct Arith {
  static int run(T *p, half &h, const half &g, raw r) {
    h = g;
    h = r;
    h += r;
    h = h + g;
    k<<<1, 1>>>(p);
    return 0;
  }
};
} // namespace sys
