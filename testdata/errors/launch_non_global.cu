// CUDA rule: only __global__ functions can be launched with <<<...>>>.
void hostFn(int *p) { p[0] = 1; }
int main() {
  int *p = nullptr;
  hostFn<<<1, 1>>>(p); // ERROR "a host function call cannot be configured"
  return 0;
}
