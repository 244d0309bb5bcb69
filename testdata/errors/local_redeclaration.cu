// C++ rule: a block declares a name once; a function's parameters belong to
// its outermost block. Nested blocks may hide a name, block-scope extern
// declarations may repeat.
int twice(int p) {
  int x = p;
  p += x;
  int x = 2; // ERROR `"x" has already been declared in the current scope`
  return x + p;
}
int param(int p) {
  int p = 3; // ERROR `"p" has already been declared in the current scope`
  return p;
}
extern int shared;
int fine(int p) {
  int x = p;
  { int x = 1; p += x; }
  extern int shared;
  extern int shared;
  return x + p + shared;
}
int shared = 0;
int main() { return twice(1) + param(2) + fine(3); }
