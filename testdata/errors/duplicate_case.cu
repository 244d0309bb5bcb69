// C++ rule: no two case labels of one switch have the same value after
// conversion ([stmt.switch]/2): literals, enumerators, constants and
// character literals alike; a nested switch has labels of its own. NVIDIA
// reports a label once for each earlier label with its value, saying
// where that one is.
enum Color { Red, Green, Blue = 0 };
enum class Mode { A = 1, B = 2 };
constexpr int Two = 2;
int literals(int x) {
  switch (x) {
  case 1:
    return 10;
  case 2:
    return 20;
  case 1: // ERROR "case label value has already appeared in this switch"
    return 30;
  case 1 + 1: // ERROR "case label value has already appeared in this switch"
    return 40;
  case Two: // ERROR "case label value has already appeared in this switch" ERROR "case label value has already appeared in this switch"
    return 50;
  }
  return 0;
}
int enumerators(Color c) {
  switch (c) {
  case Red: return 1;
  case Blue: return 2; // ERROR "case label value has already appeared in this switch"
  default: return 3;
  }
}
int characters(char ch) {
  switch (ch) {
  case 'a': case 97: return 1; // ERROR "case label value has already appeared in this switch"
  case 'b': { case 'c': return 2; }
  case 99: return 3; // ERROR "case label value has already appeared in this switch"
  }
  return 0;
}
int fine(int x, Mode m) {
  switch (x) {
  case 1:
    switch (x + 1) { case 1: return 1; case 2: return 2; }
    return 3;
  case -1: return 4;
  case 'A': return 5;
  case 3 ... 5: return 6;
  case 0x10: return 7;
  }
  switch (m) {
  case Mode::A: return 8;
  case Mode::B: return 9;
  }
  return 0;
}
int main() { return 0; }
