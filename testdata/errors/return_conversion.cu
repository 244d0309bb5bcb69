// C++ rule: a return statement's value initializes the function's result, so
// it must convert implicitly to the declared return type.
struct B {};
struct D : B {};
int *global;
int returnsPointer() { return global; } // ERROR "return value type does not match the function type"
double *returnsDouble() { return 1.5; } // ERROR "return value type does not match the function type"
double fromPointer(int *p) { return p; } // ERROR "return value type does not match the function type"
D *toDerived(B *b) { return b; } // ERROR "return value type does not match the function type"
int *null() { return 0; }
bool truth(int *p) { return p; }
int character() { return 'x'; }
double widened() { return 1; }
B *toBase(D *d) { return d; }
const int *addsConst() { return global; }
auto deduced() { return global; }
template <class T> int notInstantiated(T *p) { return p; }
int main() { return character(); }
