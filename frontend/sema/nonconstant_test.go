package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestNonConstantExpression: where a constant is wanted, a part that
// surely reads a non-constant variable or calls a function that is not
// constexpr is reported (28) on its line; constants, unevaluated and
// unread operands, operands of class type (a user's operator may take
// them by reference), arguments whose conversion may narrow (NVIDIA
// words those otherwise), block-scope arrays (variable length arrays in
// g++ mode), local classes and templates stay silent.
func TestNonConstantExpression(t *testing.T) {
	const decls = "int n = 3; unsigned u = 1; const int k = 2; constexpr int c = 4;\n" +
		"int f(int); constexpr int g(int x) { return x; }\n" +
		"template <int N> struct A {}; template <unsigned N> struct U {}; template <bool B> struct B {};\n" +
		"struct S { int v; }; constexpr bool operator==(const int &, S) { return true; }\n"
	const msg = "expression must have a constant value"
	cases := []struct {
		name, src string
		lines     []int // lines of the reports
	}{
		{"namespace array", "int a[n];", []int{5}},
		{"two bounds", "int a[2][n * 2 + 1];", []int{5}},
		{"typedef", "typedef int T[-n];", []int{5}},
		{"member", "struct M { int a[n]; };", []int{5}},
		{"bit-field", "struct M { int b : (n); };", []int{5}},
		{"enumerator", "enum E { e0 = n };", []int{5}},
		{"static_assert", "static_assert(n > 1, \"\");", []int{5}},
		{"call", "static_assert(f(1) == 1, \"\");", []int{5}},
		{"template arg", "A<n> x;", []int{5}},
		{"widening arg", "template <long N> struct L {}; L<u> x;", []int{5}},
		{"parameter arg", "void h(int p) { A<p> x; (void)x; }", []int{5}},
		{"case", "int h(int x) { switch (x) { case n: return 1; } return 0; }", []int{5}},
		{"constexpr call", "constexpr int z = f(c) + 1;", []int{5}},
		{"left of &&", "int a[n && c];", []int{5}},
		{"constants", "int a[k + c + g(3)]; A<k> x; enum E { e0 = c }; static_assert(k == 2, \"\");", nil},
		{"sizeof", "int a[sizeof(n)];", nil},
		{"right of &&", "int a[(c < 1 && n > 2) + 1];", nil},
		{"comma", "int a[(n, 2)];", nil},
		{"class operand", "static_assert(n == S{1}, \"\");", nil},
		{"narrowing arg", "U<n> x; B<n> y;", nil},
		{"block array", "void h(int p) { int a[p + n]; a[0] = 1; }", nil},
		{"local class", "void h() { struct L { int a[n]; }; }", nil},
		{"template", "template <class T> struct Z { int a[n]; static_assert(n == 3, \"\"); };", nil},
		{"pointer to array", "int (*p)[n];", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ck := checkSource(t, "c.cu", []byte(decls+tc.src+"\n"), parse.CXX17, Options{CUDAMajor: 13})
			for _, d := range ck.parseDiags {
				t.Fatalf("parse: %s", ck.describe(d))
			}
			var got []int
			for _, d := range ck.semaDiags {
				if d.Msg != msg {
					t.Fatalf("unexpected %s", ck.describe(d))
				}
				got = append(got, ck.files.Position(d.Pos).Line)
			}
			if len(got) != len(tc.lines) {
				t.Fatalf("got reports on lines %v, want %v", got, tc.lines)
			}
			for i := range got {
				if got[i] != tc.lines[i] {
					t.Errorf("got line %d, want %d", got[i], tc.lines[i])
				}
			}
		})
	}
}

// TestNarrowsByType: a conversion narrows whatever the value when the
// target cannot hold every value of the source.
func TestNarrowsByType(t *testing.T) {
	cases := []struct {
		from, to types.BuiltinKind
		want     bool
	}{
		{types.Int, types.Int, false},
		{types.Int, types.Long, false},
		{types.UInt, types.Long, false},
		{types.UInt, types.ULong, false},
		{types.Bool, types.UInt, false},
		{types.Long, types.Int, true},
		{types.Int, types.UInt, true},
		{types.UInt, types.Int, true},
		{types.ULong, types.LongLong, true},
		{types.Int, types.Bool, true},
	}
	for _, tc := range cases {
		if got := narrowsByType(tc.from, tc.to); got != tc.want {
			t.Errorf("narrowsByType(%v, %v) = %v, want %v", tc.from, tc.to, got, tc.want)
		}
	}
}

// TestLocalVariableLengthArray: a block's array with a bound that surely
// is no constant is reported when it has static storage duration (893,
// every toolkit) and, with CUDA 11.8, in device code (28); 13.0 allows
// device code's automatic ones, and host code's stay silent.
func TestLocalVariableLengthArray(t *testing.T) {
	const static = "a variable length array cannot have static storage duration"
	const notConst = "expression must have a constant value"
	cases := []struct {
		name, src string
		major     int
		want      []string
	}{
		{"host automatic", "void f(int p) { int a[p]; a[0] = 1; }", 13, nil},
		{"host static", "void f(int p) { static int a[p]; a[0] = 1; }", 13, []string{static}},
		{"host static 11.8", "void f(int p) { static int a[p]; a[0] = 1; }", 11, []string{static}},
		{"device automatic", "__device__ void f(int p) { int a[p]; a[0] = 1; }", 13, nil},
		{"device automatic 11.8", "__device__ void f(int p) { int a[p]; a[0] = 1; }", 11, []string{notConst}},
		{"shared", "__global__ void k(int p) { __shared__ int a[p]; a[0] = 1; }", 13, []string{static}},
		{"shared 11.8", "__global__ void k(int p) { __shared__ int a[p]; a[0] = 1; }", 11, []string{static, notConst}},
		{"unknown toolkit", "__device__ void f(int p) { int a[p]; a[0] = 1; }", 0, nil},
		{"constant bound", "__global__ void k() { const int m = 4; __shared__ int a[m * 2]; static int b[sizeof(int)]; a[0] = b[0]; }", 11, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ck := checkSource(t, "c.cu", []byte(tc.src+"\n"), parse.CXX17, Options{CUDAMajor: tc.major})
			for _, d := range ck.parseDiags {
				t.Fatalf("parse: %s", ck.describe(d))
			}
			var got []string
			for _, d := range ck.semaDiags {
				got = append(got, d.Msg)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("got %q, want %q", got[i], tc.want[i])
				}
			}
		})
	}
}
