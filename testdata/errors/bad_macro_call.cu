// Preprocessing: function-like macros invoked with the wrong number of
// arguments.
#define ADD(a, b) ((a) + (b))
#define NEG(a) (-(a))
int x = ADD(1); // ERROR "too few arguments in invocation of macro \"ADD\"" ERROR "expected an expression"
int y = NEG(1, 2); // ERROR "too many arguments in invocation of macro \"NEG\""
int main() { return x + y; }
