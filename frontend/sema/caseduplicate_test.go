package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestDuplicateCase: a case label whose value an earlier label of the
// same switch has is reported once per earlier label, with where it is
// (13.0 and 11.8); nested switches, distinct values, labels sema cannot
// compute for sure (an operator on an enumerator, which a user's
// operator may define) and templates stay silent.
func TestDuplicateCase(t *testing.T) {
	const decls = "enum E { A, B, C = 0 };\nconstexpr int K = 1;\n"
	cases := []struct {
		name, body string
		want       []string
		major      int
	}{
		{"literal", "int f(int x) { switch (x) { case 1: return 1;\n case 1: return 2; } return 0; }",
			[]string{"case label value has already appeared in this switch at line 3"}, 13},
		{"literal118", "int f(int x) { switch (x) { case 1: return 1;\n case 1: return 2; } return 0; }",
			[]string{"case label value has already appeared in this switch \n(3): here"}, 11},
		{"each earlier", "int f(int x) { switch (x) { case 1: case K: case 2-1: return 1; } return 0; }",
			[]string{
				"case label value has already appeared in this switch at line 3",
				"case label value has already appeared in this switch at line 3",
				"case label value has already appeared in this switch at line 3",
			}, 13},
		{"enumerator", "int f(E e) { switch (e) { case A: case C: return 1; default: return 0; } }",
			[]string{"case label value has already appeared in this switch at line 3"}, 13},
		{"nested", "int f(int x) { switch (x) { case 1: switch (x) { case 1: return 1; } case 2: return 2; } return 0; }", nil, 13},
		{"distinct", "int f(int x) { switch (x) { case 'a': case 'b': case -1: case 0x10: return 1; } return 0; }", nil, 13},
		{"operator on enumerator", "int f(int x) { switch (x) { case A: case A + 0: return 1; } return 0; }", nil, 13},
		{"template", "template <class T> int f(T x) { switch (x) { case 1: case 1: return 1; } return 0; }", nil, 13},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ck := checkSource(t, "c.cu", []byte(decls+tc.body+"\n"), parse.CXX17, Options{CUDAMajor: tc.major})
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
