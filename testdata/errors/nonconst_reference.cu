// C++ rule: a non-const lvalue reference binds only an lvalue of its own
// type (or a class derived from it): a literal, or a variable of another
// arithmetic type, would need a temporary.
#include <cstdint>
void byRef(int &);
void byLongRef(long &);
void byConstRef(const int &);
void byRvalueRef(int &&);
typedef int Int;
void byTypedefRef(Int &);
void calls(double d, long l, unsigned u, int i, int64_t s) {
  byRef(3); // ERROR "initial value of reference to non-const must be an lvalue"
  byRef(d); // ERROR "a reference of type \"int &\" (not const-qualified) cannot be initialized with a value of type \"double\""
  byRef(u); // ERROR "a reference of type \"int &\" (not const-qualified) cannot be initialized with a value of type \"unsigned int\""
  int &fromLong = l; // ERROR "a reference of type \"int &\" (not const-qualified) cannot be initialized with a value of type \"long\""
  double &fromLiteral = 1; // ERROR "initial value of reference to non-const must be an lvalue"
  byRef(i);
  byLongRef(s);
  byConstRef(d);
  byConstRef(4);
  byRvalueRef(5);
  byTypedefRef(i);
  int &same = i;
  Int &viaTypedef = i;
  (void)fromLong;
  (void)fromLiteral;
  (void)same;
  (void)viaTypedef;
}
int main() { return 0; }
