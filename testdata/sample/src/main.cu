// The sample program: runs each part and reports the first failure.
#include <cstdio>

int run_saxpy();
int run_reduce();
int run_stream();

int main() {
  if (int rc = run_saxpy()) return rc;
  if (int rc = run_reduce()) return rc;
  if (int rc = run_stream()) return rc;
  printf("all parts ran\n");
  return 0;
}
