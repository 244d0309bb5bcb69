// C++ rule: only a function, a pointer or reference to one, or a class
// object with operator() can be called.
struct Scale {
  float factor;
  int (*hook)(int);
  float operator()(float v) const { return v * factor; }
  float apply(float v) const { return factor(v); } // ERROR "expression preceding parentheses of apparent call must have (pointer-to-) function type"
};
enum Mode { Fast, Slow };
int twice(int v) { return 2 * v; }
int run(int n, float *data, Mode m, Scale s) {
  int r = n(); // ERROR "expression preceding parentheses of apparent call must have (pointer-to-) function type"
  r += data(1); // ERROR "expression preceding parentheses of apparent call must have (pointer-to-) function type"
  r += m(); // ERROR "expression preceding parentheses of apparent call must have (pointer-to-) function type"
  r += s.factor(); // ERROR "expression preceding parentheses of apparent call must have (pointer-to-) function type"
  return r;
}
int fine(Scale s, int (*fp)(int), int (&fr)(int)) {
  s.hook = twice;
  return fp(1) + fr(2) + s.hook(3) + int(s(4.0f)) + (*fp)(5);
}
template <class T> int later(T t) { return t(); }
int main() { Scale s{2.0f, twice}; return fine(s, twice, twice) + int(s.apply(1.0f)); }
