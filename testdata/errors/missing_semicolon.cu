// Syntax: an expression statement without its ';'. EDG reports the missing
// ';' at the token that follows, on the next line.
int main() {
  int x = 1;
  x += 2
  return x; // ERROR "expected a \";\""
}
