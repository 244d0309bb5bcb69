// C++ rule: a member function may be called on a const (or volatile)
// object only if it is declared const (or volatile) itself.
struct Counter {
  int n;
  void bump() { ++n; }
  int get() const { return n; }
  int peek() { return n; }
  int peek() const { return n + 1; }
  static int zero() { return 0; }
  int twice() const {
    bump(); // ERROR "the object has type qualifiers that are not compatible with the member function \"Counter::bump\""
    return get() + peek() + zero();
  }
  int thrice() const {
    this->bump(); // ERROR "the object has type qualifiers that are not compatible with the member function \"Counter::bump\""
    return n;
  }
  void reset() { bump(); n = 0; }
};
namespace N { struct Box { void fill(); int size() const; }; }
void N::Box::fill() {}
int use(const Counter &c, const Counter *p, Counter &m, const N::Box &b) {
  c.bump(); // ERROR "the object has type qualifiers that are not compatible with the member function \"Counter::bump\""
  p->bump(); // ERROR "the object has type qualifiers that are not compatible with the member function \"Counter::bump\""
  b.fill(); // ERROR "the object has type qualifiers that are not compatible with the member function \"N::Box::fill\""
  m.bump();
  return c.get() + c.peek() + p->zero() + m.peek();
}
template <class T> void later(const T &t) { t.bump(); }
int main() { Counter c{0}; c.reset(); return use(c, &c, c, N::Box{}) + c.twice() + c.thrice(); }
