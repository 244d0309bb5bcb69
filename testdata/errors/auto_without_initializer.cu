// C++ rule: a variable declared with auto takes its type from its
// initializer, so it needs one.
auto missing; // ERROR "cannot deduce \"auto\" type (initializer required)"
extern auto declared; // ERROR "cannot deduce \"auto\" type (initializer required)"
auto given = 1;
struct S { static const auto k = 2; int get() const { return k; } };
int local() {
  auto x; // ERROR "cannot deduce \"auto\" type (initializer required)"
  const auto *p; // ERROR "cannot deduce \"auto\" type (initializer required)"
  static auto s; // ERROR "cannot deduce \"auto\" type (initializer required)"
  auto a = 1, b = 2;
  auto c(3);
  auto d{4};
  const auto &e = a;
  for (auto i : {1, 2}) a += i;
  if (auto f = b) a += f;
  return a + b + c + d + e;
}
template <class T> T later() { auto y = T(); return y; }
int main() { return local() + later<int>() + given + S{}.get(); }
