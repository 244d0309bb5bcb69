// C++ rule: a function returning void returns no value, only (at most) a
// void expression.
void nothing() {}
void returnsValue() { return 1; } // ERROR "return value type does not match the function type"
void returnsVoid() { return nothing(); }
void returnsCast() { return void(); }
struct S {
  float m() { return 1.0f; }
  void n() { return m(); } // ERROR "return value type does not match the function type"
};
template <class T> void notInstantiated() { return 1; }
auto deduced() { return; }
int main() { return 0; }
