// C++ rule: a built-in assignment, compound assignment, ++ or -- modifies
// a modifiable lvalue: not a const object (nor a member of one, unless
// mutable), not the value a function returns.
const int limit = 3;
struct S {
  int x;
  mutable int hits;
  int *p;
  static int count;
  int get() const { x = 1; return x; } // ERROR "expression must be a modifiable lvalue"
  int viaThis() const { this->x += 2; return x; } // ERROR "expression must be a modifiable lvalue"
  int fine() const { hits = 1; *p = 2; count++; return hits; }
  void set(int v) { x = v; this->x += v; }
};
int S::count = 0;
int value();
int &slot();
__device__ void scale(const float *in, float *out, int i) {
  in[i] = 0.0f; // ERROR "expression must be a modifiable lvalue"
  out[i] = in[i] * 2.0f;
}
void global() { limit = 4; } // ERROR "expression must be a modifiable lvalue"
void counter() { ++limit; } // ERROR "expression must be a modifiable lvalue"
void param(const int &r, const S &s, const S *ps, int *q) {
  r = 1;      // ERROR "expression must be a modifiable lvalue"
  s.x = 2;    // ERROR "expression must be a modifiable lvalue"
  ps->x--;    // ERROR "expression must be a modifiable lvalue"
  *q = r;
  s.hits = 3;
  *s.p = 4;
}
void call() {
  value() = 1; // ERROR "expression must be a modifiable lvalue"
  slot() = 2;
}
int deduced(S &m, const S &k) {
  const auto a = 1;
  a = 2; // ERROR "expression must be a modifiable lvalue"
  auto b = a;
  b = 3;
  auto &c = m;
  c.x = 4;
  auto *d = &k;
  d = &m;
  int local = 0;
  local += b;
  return local + d->x;
}
template <class T> void generic(const T &t) { t = 1; }
template <class T> void later(T &t) { t.x = 1; }
int main() {
  S s{};
  later(s);
  deduced(s, s);
  return s.fine();
}
