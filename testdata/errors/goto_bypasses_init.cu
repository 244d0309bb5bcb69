// C++ rule: a jump may not skip the initialization of a variable still in
// scope where it lands; static variables, variables declared without an
// initializer and jumps out of a variable's scope are fine.
int skip(int c) {
  if (c) goto done; // ERROR "transfer of control bypasses initialization of:"
  int x = 1;
  c += x;
done:
  return c;
}
int fine(int c) {
  goto out;
  static int s = 1;
  int later;
  { int inner = 2; c += inner; }
out:
  later = c + s;
  return later;
}
int back(int c) {
again:
  int x = c;
  if (--c > 0) goto again;
  return x;
}
int main() { return skip(1) + fine(2) + back(3); }
