package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestDefaultConstructionOfBasesAndMembers checks the deleted implicit
// default constructors (a base or member without a default constructor, a
// reference member) and the constructors that leave such a base or member
// to default construction, and silence where mem-initializers, default
// member initializers, delegation or default arguments construct them.
func TestDefaultConstructionOfBasesAndMembers(t *testing.T) {
	const classes = `struct NeedsInt { NeedsInt(int); };
struct WithDefault { WithDefault(int = 0); };
struct Member { NeedsInt n; };
`
	cases := []struct {
		name, src string
		want      []string
	}{
		{"base", classes + "struct D : NeedsInt { };\nD d;\n",
			[]string{`5: the default constructor of "D" cannot be referenced -- it is a deleted function`}},
		{"member", classes + "void f() { Member m[2]; (void)m; }\n",
			[]string{`4: the default constructor of "Member" cannot be referenced -- it is a deleted function`}},
		{"reference", classes + "struct R { const int &r; };\nvoid *p = new R;\n",
			[]string{`5: the default constructor of "R" cannot be referenced -- it is a deleted function`}},
		{"defaulted in class", classes + "struct F { Member m; F() = default; };\nF f;\n",
			[]string{`5: the default constructor of "F" cannot be referenced -- it is a deleted function`}},
		{"constructor", classes + "struct C : NeedsInt {\n  Member m;\n  C(int v) : NeedsInt(v)\n  { }\n};\n",
			[]string{`7: the default constructor of "Member" cannot be referenced -- it is a deleted function`}},
		{"out of line", classes + "struct C : NeedsInt { NeedsInt n; C(); };\nC::C() { }\n",
			[]string{`5: no default constructor exists for class "NeedsInt"`, `5: no default constructor exists for class "NeedsInt"`}},
		{"fine", classes + `struct A : NeedsInt { NeedsInt m; NeedsInt k = 2; A() : NeedsInt(1), m(2) { } };
struct B : NeedsInt { B(int v) : NeedsInt(v) { } B() : B(0) { } };
struct W : WithDefault { WithDefault w; W() { } };
struct I { NeedsInt n = 1; int &r; I(int &x) : r(x) { } };
struct Inh : NeedsInt { using NeedsInt::NeedsInt; };
struct Cst { const int c = 1; };
struct U { union { NeedsInt n; int i; }; U() : i(0) { } };
struct O { W w; A a; Cst c; };
template <class T> struct TT { T t; TT() { } };
void g() { O o; W w; Member m{1}; Member m2 = {NeedsInt(2)}; (void)o; (void)w; (void)m; (void)m2; }
`, nil},
	}
	for _, tc := range cases {
		for _, major := range []int{11, 13} {
			t.Run(tc.name, func(t *testing.T) {
				ck := checkSource(t, "d.cu", []byte(tc.src), parse.CXX17, Options{CUDAMajor: major})
				for _, d := range ck.parseDiags {
					t.Fatalf("parse: %s", ck.describe(d))
				}
				got := semaLines(ck)
				if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
					t.Errorf("CUDA %d: got\n%s\nwant\n%s", major, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
				}
			})
		}
	}
}
