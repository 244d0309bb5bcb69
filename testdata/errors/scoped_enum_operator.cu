// C++ rule: a scoped enumeration neither promotes nor converts implicitly, so
// no built-in arithmetic, bitwise or shift operator takes it, and the built-in
// comparisons only compare two values of the same one; an operator function
// declared for it (flag enumerations declare operator|) is another matter.
enum class E { a, b };
enum class F { x };
namespace N {
enum class G { g };
}
namespace Flags {
enum class Bits { r = 1, w = 2 };
inline Bits operator|(Bits l, Bits r) { return Bits(int(l) | int(r)); }
}
enum Plain { p0, p1 };
struct Holder {
  enum class Inner { i };
};
int i;
int plus() { return E::a + 1; } // ERROR "no operator \"+\" matches these operands"
int times() { return 1 * E::a; } // ERROR "no operator \"*\" matches these operands"
bool equalsInt() { return E::a == 1; } // ERROR "no operator \"==\" matches these operands"
bool lessOther() { return E::a < F::x; } // ERROR "no operator \"<\" matches these operands"
int bitOr() { return (int)(E::a | E::b); } // ERROR "no operator \"|\" matches these operands"
int shift() { return i << N::G::g; } // ERROR "no operator \"<<\" matches these operands"
bool fine() {
  Flags::Bits rw = Flags::Bits::r | Flags::Bits::w;
  return E::a == E::b && E::a != E::b && E::a < E::b && int(E::a) + 1 > 0 && static_cast<int>(rw) > 0 &&
         p0 + 1 > 0 && (p0 | p1) >= 0 && Holder::Inner::i == Holder::Inner::i;
}
template <class T> int notInstantiated(T t) { return t + 1; }
int main() { return fine(); }
