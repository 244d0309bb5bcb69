// The conversion checks rest only on types sema is sure of: an operator on
// enumerations is typed by its built-in meaning, whatever operator
// functions are declared for them, so its value is not checked.
enum Flags { F0 = 1, F1 = 2 };
inline Flags operator|(Flags a, Flags b) { return Flags(int(a) | int(b)); }
inline Flags &operator|=(Flags &a, Flags b) { return a = a | b; }
struct Ptr { int *p; };
Ptr operator+(Flags, int);
int *operator-(Flags, int);
void use() {
  Flags f = F0 | F1;
  f = f | F1;
  f |= F0;
  Ptr q = F0 + 1;
  int *r = F1 - 1;
  auto g = F0 | F1;
  Flags h = g;
  int *x = 2.5; // ERROR "a value of type \"double\" cannot be used to initialize an entity of type \"int *\""
  Ptr y = 3; // ERROR "no suitable constructor exists to convert from \"int\" to \"Ptr\""
  (void)q;
  (void)r;
  (void)h;
  (void)x;
  (void)y;
}
