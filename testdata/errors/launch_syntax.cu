// Syntax and launch configuration: an unclosed template argument list, a
// launch with one configuration argument (grid and block are both
// required), and a launch whose argument list is not closed.
__global__ void k(int *p) { p[0] = 1; }
template <typename T, int N> struct Arr { T v[N]; };
Arr<int, 3 a; // ERROR "expected a \">\""
int main() {
  int *p = nullptr;
  k<<<1>>>(p); // ERROR "too few arguments in function call"
  k<<<1, 1>>>(p; // ERROR "expected a \")\""
  return 0;
}
