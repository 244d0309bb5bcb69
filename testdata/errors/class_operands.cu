// C++ rule: an operator (binary, unary, compound assignment, subscript)
// with an operand of class type calls an operator function, or a built-in
// operator after a conversion function of the class; a struct with
// neither has none. NVIDIA reports the expression
// (349) with the operand types in a note (not checked; 13.0 adds notes on
// the built-in candidates).
struct S { int v; };
struct Eq { bool operator==(const Eq &) const { return true; } };
struct Conv { operator int() const { return 1; } };
struct Friendly {
  friend bool operator<(Friendly, Friendly) { return false; }
};
namespace geo {
struct Point { float x, y; };
Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
}
int bad(S s, S t, geo::Point p) {
  int r = 0;
  if (s == t) // ERROR "no operator \"==\" matches these operands"
    r++;
  r += s + 1; // ERROR "no operator \"+\" matches these operands"
  if (s < t) // ERROR "no operator \"<\" matches these operands"
    r++;
  r += 2 * s; // ERROR "no operator \"*\" matches these operands"
  if (p == p) // ERROR "no operator \"==\" matches these operands"
    r++;
  r += -s; // ERROR "no operator \"-\" matches these operands"
  if (!s) // ERROR "no operator \"!\" matches these operands"
    r++;
  ++s; // ERROR "no operator \"++\" matches these operands"
  s--; // ERROR "no operator \"--\" matches these operands"
  s += 1; // ERROR "no operator \"+=\" matches these operands"
  r *= t; // ERROR "no operator \"*=\" matches these operands"
  if (s && r) // ERROR "no operator \"&&\" matches these operands"
    r++;
  r += s[0]; // ERROR "no operator \"[]\" matches these operands"
  return r;
}
int fine(S s, Eq e, Conv c, Friendly f, geo::Point p) {
  int r = 0;
  if (e == e) r++;
  r += c + 1;
  if (c < 3) r++;
  if (f < f) r++;
  geo::Point q = p + p;
  r += -c + !c;
  r *= c;
  if (c && r) r++;
  r += s.v + (int)q.x;
  return r;
}
int main() { return 0; }
