// Preprocessing: an #include of a header that does not exist (catastrophic:
// the compilation stops there).
#include "no_such_header.cuh" // ERROR "cannot open source file \"no_such_header.cuh\""
int main() { return 0; }
