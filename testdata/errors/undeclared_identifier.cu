// Semantics: names that were never declared.
__global__ void kernel(int *out) {
  out[0] = missingVariable; // ERROR "identifier \"missingVariable\" is undefined"
  undefinedFunction(out); // ERROR "identifier \"undefinedFunction\" is undefined"
}
int main() { return 0; }
