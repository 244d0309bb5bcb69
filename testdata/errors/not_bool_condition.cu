// C++ rule: the condition of if, while, for, do and ?: is converted to
// bool contextually, which an object of class type allows only through a
// conversion function of its class or a base (explicit ones included).
// NVIDIA reports a condition of a class that has none.
struct S { int v; };
struct Explicit { explicit operator bool() const { return true; } };
struct ToPointer { operator int *() const { return nullptr; } };
struct Derived : Explicit {};
int bad(S s) {
  int r = 0;
  if (s) // ERROR "expression must have bool type (or be convertible to bool)"
    r++;
  while (s) // ERROR "expression must have bool type (or be convertible to bool)"
    r++;
  for (; s;) // ERROR "expression must have bool type (or be convertible to bool)"
    r++;
  do {
    r++;
  } while (s); // ERROR "expression must have bool type (or be convertible to bool)"
  r += s ? 1 : 2; // ERROR "expression must have bool type (or be convertible to bool)"
  return r;
}
int fine(S s, S *p, Explicit e, ToPointer t, Derived d) {
  int r = 0;
  if (e) r++;
  if (t) r++;
  if (d) r++;
  if (p) r++;
  if (s.v) r++;
  while (e && r < 3) r++;
  return r + (d ? 1 : 0);
}
int main() { return 0; }
