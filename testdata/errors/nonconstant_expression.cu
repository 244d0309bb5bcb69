// C++ rule: an array bound (outside a block), a template argument, an
// enumerator's value, a bit-field's width, static_assert's condition and a
// case label must be constant expressions, which read no variable that is
// neither constexpr nor const with a constant initializer, and call no
// function that is not constexpr. NVIDIA reports the part that is not
// constant (28; its note naming the variable or function is not checked).
// Where the argument's type may not fit the parameter's (an int variable
// for an unsigned parameter) NVIDIA reports a narrowing conversion instead,
// which this file leaves out.
int n = 3;
long wide = 4;
const int fixed = 4;
constexpr int exact = 5;
int notConstexpr(int x) { return x; }
constexpr int isConstexpr(int x) { return x; }
template <int N> struct Box { int v[N]; };
template <long N> struct LongBox {};

int table[n]; // ERROR "expression must have a constant value"
int grid[2][1 + n * 2]; // ERROR "expression must have a constant value"
typedef float Row[n]; // ERROR "expression must have a constant value"
struct Holder {
  unsigned more : fixed;
  int values[n]; // ERROR "expression must have a constant value"
};
struct StaticHolder {
  static int shared[n]; // ERROR "expression must have a constant value"
};
struct BitHolder {
  unsigned bits : n; // ERROR "expression must have a constant value"
};
Box<n> box; // ERROR "expression must have a constant value"
Box<(n > 2)> flag; // ERROR "expression must have a constant value"
LongBox<n + 1> widened; // ERROR "expression must have a constant value"
LongBox<wide> alsoWide; // ERROR "expression must have a constant value"
enum Color { red = n, green }; // ERROR "expression must have a constant value"
static_assert(n == 3, "n"); // ERROR "expression must have a constant value"
static_assert(notConstexpr(1) == 1, "call"); // ERROR "expression must have a constant value"
int called[notConstexpr(2)]; // ERROR "expression must have a constant value"

int pick(int x, int p) {
  switch (x) {
  case n: // ERROR "expression must have a constant value"
    return 1;
  case fixed:
    return 2;
  }
  Box<p> local; // ERROR "expression must have a constant value"
  return local.v[0];
}

// Near misses: constants, unevaluated operands, operands never read.
int sized[sizeof(n)];
int constant[fixed + exact];
int viaConstexpr[isConstexpr(3)];
int shortCircuit[exact < 1 && n > 2 ? 1 : 2];
Box<fixed> fine;
Box<isConstexpr(exact)> alsoFine;
enum Shade { light = fixed, dark = exact };
struct Bits { unsigned a : exact; };
static_assert(sizeof(n) == 4, "size");
int vla(int p) {
  int v[p];
  v[0] = p;
  return v[0];
}
int main() { return table[0] + grid[0][0] + sized[0] + constant[0] + viaConstexpr[0] + shortCircuit[0] + pick(1, 2) + vla(1) + called[0]; }
