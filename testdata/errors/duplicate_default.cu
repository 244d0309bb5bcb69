// Two default labels in one switch; a default in a nested switch is its own.
__device__ int f(int x, int y) {
  switch (x) {
  default:
    switch (y) {
    default:
      return 1;
    }
  case 2:
    return 2;
  default: // ERROR "default label has already appeared in this switch"
    return 3;
  }
}
