package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

const deletedSource = `struct NC { NC() = default; NC(const NC &) = delete; NC(NC &&) = default; int v; };
struct Y { Y() = delete; int a; };
void f(int) = delete;
void f(double);
template <class T> void g(T) = delete;
void g(int);
NC make();
`

// TestDeletedCall: calls and constructions that surely pick a deleted
// function are reported with NVIDIA's wording (13.0 and 11.8); moves,
// elided copies, better overloads, a non-template beside a deleted
// template and aggregate initialization stay silent.
func TestDeletedCall(t *testing.T) {
	cases := []struct {
		name, use string
		want      string
		major     int
	}{
		{"overload", "void u() { f(1); }", `function "f(int)" (declared at line 3) cannot be referenced -- it is a deleted function`, 13},
		{"overload118", "void u() { f(1); }", "function \"f(int)\"\n(3): here cannot be referenced -- it is a deleted function", 11},
		{"copy", "int u(NC &a) { NC b = a; return b.v; }", `function "NC::NC(const NC &)" (declared at line 1) cannot be referenced -- it is a deleted function`, 13},
		{"default ctor", "int u() { Y y; return 1; }", `the default constructor of "Y" cannot be referenced -- it is a deleted function`, 13},
		{"better overload", "void u() { f(1.0); f(1.0f); }", "", 13},
		{"non-template", "void u() { g(1); }", "", 13},
		{"move and elision", "int u(NC &a) { NC b = static_cast<NC &&>(a); NC c = make(); NC d = NC(); return b.v + c.v + d.v; }", "", 13},
		{"aggregate", "int u() { Y y{}; return y.a; }", "", 13},
		{"reference", "int u(NC &a) { NC &r = a; const NC &k = a; return r.v + k.v; }", "", 13},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ck := checkSource(t, "d.cu", []byte(deletedSource+tc.use+"\n"), parse.CXX17, Options{CUDAMajor: tc.major})
			for _, d := range ck.parseDiags {
				t.Fatalf("parse: %s", ck.describe(d))
			}
			var got []string
			for _, d := range ck.semaDiags {
				got = append(got, d.Msg)
			}
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("want silence, got %q", got)
			case tc.want != "" && (len(got) != 1 || got[0] != tc.want):
				t.Errorf("got %q, want [%q]", got, tc.want)
			}
		})
	}
}
