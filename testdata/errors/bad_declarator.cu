// Syntax: malformed declarators: an abstract declarator where a name is
// needed, a missing parameter type, an unclosed array bound.
int (*)x; // ERROR "expected an identifier" ERROR "expected a \";\""
void g(int a, ); // ERROR "expected a type specifier"
int h(int [); // ERROR "expected an expression" ERROR "expected a \"]\""
int main() { return 0; }
