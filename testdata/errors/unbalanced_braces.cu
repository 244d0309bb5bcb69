// Syntax: an if whose closing brace is missing, so the function's brace
// closes the if and main() lands inside the kernel's body; the file ends
// inside it.
// ERROR-EOF "expected a \"}\""
__global__ void kernel(int *p) {
  if (p) {
    p[0] = 1;
}

int main() { return 0; } // ERROR "expected a \";\""
