// C++ rule: a constexpr variable's initializer must be a constant
// expression, which cannot read the value of a variable that is neither
// constexpr nor a const integral one with a constant initializer, nor
// call a function that is not constexpr.
constexpr int identity(int x) { return x; }
constexpr int byReference(const int &) { return 1; }
int mutableGlobal = 3;
const int constGlobal = 4;
constexpr int constexprGlobal = 5;
constexpr int viaCall = identity(mutableGlobal); // ERROR "expression must have a constant value"
constexpr int direct = mutableGlobal; // ERROR "expression must have a constant value"
int notConstexpr() { return 6; }
constexpr int fromCall = notConstexpr(); // ERROR "expression must have a constant value"
constexpr long negated = -mutableGlobal + 1; // ERROR "expression must have a constant value"
constexpr int fine = identity(constGlobal) + identity(constexprGlobal) + byReference(mutableGlobal);
int fromParameter(int p) {
  constexpr int q = p; // ERROR "expression must have a constant value"
  return q;
}
int local() {
  constexpr int q = 2;
  const int k = q;
  constexpr int r = identity(k);
  return r;
}
int main() { return fine + direct + viaCall + local() + fromCall + (int)negated; }
