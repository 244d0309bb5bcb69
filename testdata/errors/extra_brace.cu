// Syntax: a stray closing brace at file scope.
__device__ int twice(int v) { return 2 * v; }
} // ERROR "expected a declaration"
int main() { return 0; }
