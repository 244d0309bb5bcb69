// C++ rule: the built-in assignment converts its right operand implicitly to
// the left operand's type: no pointer from a floating value or a non-null
// integer, no enumeration from an integer, no unrelated pointer.
struct B {};
struct D : B {};
struct X {};
enum U { u0 };
enum class E { a };
struct Wrapper {
  int *p;
  Wrapper &operator=(double) { return *this; }
};
int *p;
U u;
X *x;
B *b;
int i;
void assigns(D *d, E e) {
  p = 2.5; // ERROR "a value of type \"double\" cannot be assigned to an entity of type \"int *\""
  p = i; // ERROR "a value of type \"int\" cannot be assigned to an entity of type \"int *\""
  u = 1; // ERROR "a value of type \"int\" cannot be assigned to an entity of type \"U\""
  x = d; // ERROR "a value of type \"D *\" cannot be assigned to an entity of type \"X *\""
  i = e; // ERROR "a value of type \"E\" cannot be assigned to an entity of type \"int\""
}
void fine(D *d, Wrapper w) {
  p = 0;
  p = nullptr;
  u = u0;
  b = d;
  i = 2.5;
  i = u;
  w = 1.5;
  w.p = p;
}
int main() { return 0; }
