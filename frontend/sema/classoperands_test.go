package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestClassOperands: a binary operator on an object of a class that
// declares no operator function of that name, finds none by lookup and
// has no conversion function is 349; an operator member, a non-member or
// friend operator, a conversion function, a class template instance, C++20
// (rewritten candidates) and templates stay silent.
func TestClassOperands(t *testing.T) {
	const decls = "struct S { int v; }; struct M { int operator+(int) const; };\n" +
		"struct C { operator int() const; }; struct F { friend bool operator==(F, F) { return true; } };\n" +
		"bool operator<(M, M); template <class T> struct W { T v; };\n"
	const msg = `no operator "==" matches these operands`
	cases := []struct {
		name, src string
		std       parse.Std
		want      []string
	}{
		{"equality", "bool f(S a, S b) { return a == b; }", parse.CXX17, []string{msg}},
		{"mixed", "int f(S a) { return 1 + a; }", parse.CXX17, []string{`no operator "+" matches these operands`}},
		{"member", "int f(M m) { return m + 1; }", parse.CXX17, nil},
		{"non-member", "bool f(M a, M b) { return a < b; }", parse.CXX17, nil},
		{"conversion", "bool f(C a, C b) { return a == b; }", parse.CXX17, nil},
		{"friend", "bool f(F a, F b) { return a == b; }", parse.CXX17, nil},
		{"template instance", "bool f(W<int> a, W<int> b) { return a == b; }", parse.CXX17, nil},
		{"c++20", "bool f(S a, S b) { return a == b; }", parse.CXX20, nil},
		{"template", "template <class T> bool f(S a, T) { return a == a; }", parse.CXX17, nil},
		{"unary", "int f(S a) { return !a; }", parse.CXX17, []string{`no operator "!" matches these operands`}},
		{"compound", "void f(S a) { a += 1; }", parse.CXX17, []string{`no operator "+=" matches these operands`}},
		{"subscript", "int f(S a) { return a[0]; }", parse.CXX17, []string{`no operator "[]" matches these operands`}},
		{"unary by conversion", "int f(C a) { return -a + !a; }", parse.CXX17, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ck := checkSource(t, "c.cu", []byte(decls+tc.src+"\n"), tc.std, Options{CUDAMajor: 13, CXX20: tc.std == parse.CXX20})
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
