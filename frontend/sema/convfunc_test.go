package sema

import "testing"

// TestConversionFunctionsByTarget: operator float() and an explicit
// operator double() are two conversion functions, not a redeclaration
// (they share a name key and a signature): the implicit one still
// converts an argument to double (cutlass's half_t passed for a double
// parameter), and the explicit one stays out of copy-initialization.
func TestConversionFunctionsByTarget(t *testing.T) {
	src := `struct H {
  operator float() const { return 1; }
  explicit operator double() const { return 2; }
};
char pick(double);
long pick(int *);
H h;
decltype(pick(h)) picked;
`
	wantVarTypes(t, src, map[string]string{"picked": "char"})
}
