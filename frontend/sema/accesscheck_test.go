package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// accessSource declares members of every access, friends, nested and
// derived classes; the functions below it use them.
const accessSource = `class S {
  int x;
  static int s;
  void f();
  S(int);
  struct N { int v; };
  typedef int T;
protected:
  int p;
public:
  S();
  int y;
  int own(S &o) { return o.x + s + N{1}.v; }
  int own2();
  friend int fr(S &);
  friend class F;
  struct In { int h(S &o) { return o.x + o.p; } };
};
int S::s = 0;
int fr(S &o) { o.f(); return o.x; }
class F { public: int h(S &o) { return o.x + o.p; } };
struct D : S { int m() { p = 1; return p + y; } };
class PD : private S { public: int m() { return p + y; } using S::y; };
class PP : private S {};
`

// TestMemberAccess: uses of private and protected members from outside
// their class are reported with NVIDIA's entity and declaration phrase
// (13.0 and 11.8 wordings), and members, friends, nested and derived
// classes and using-declarations stay silent.
func TestMemberAccess(t *testing.T) {
	cases := []struct {
		name, use string
		want      string // "" for silence
		major     int
	}{
		{"field", "int u(S &s) { return s.x; }", `member "S::x" (declared at line 2) is inaccessible`, 13},
		{"field118", "int u(S *s) { return s->x; }", "member \"S::x\"\n(2): here is inaccessible", 11},
		{"static", "int u() { return S::s; }", `member "S::s" (declared at line 19) is inaccessible`, 13},
		{"function", "void u(S &s) { s.f(); }", `function "S::f" (declared at line 4) is inaccessible`, 13},
		{"constructor", "int u() { S t(1); return t.y; }", `"S::S(int)" (declared at line 5) is inaccessible`, 13},
		{"nested type", "int u() { S::N n{1}; return n.v; }", `class "S::N" (declared at line 6) is inaccessible`, 13},
		{"protected", "int u(S &s) { return s.p; }", `member "S::p" (declared at line 9) is inaccessible`, 13},
		{"private base", "int u(PP &d) { return d.y; }", `member "S::y" (declared at line 12) is inaccessible`, 13},
		{"base's private member", "struct U : S { int u() { return x; } };", `member "S::x" (declared at line 2) is inaccessible`, 13},
		{"through a private base", "struct U : PP { int u() { return y; } };", `member "S::y" (declared at line 12) is inaccessible`, 13},
		{"typedef", "int u() { S::T t = 1; return t; }", `type "S::T" (declared at line 7) is inaccessible`, 13},
		{"typedef inside", "int u(S &s) { return s.own(s); } int S::own2() { S::T t = 1; return t; }", "", 13},
		{"public member", "int u(S &s) { S t; return s.y + t.y; }", "", 13},
		{"friend function", "int u(S &s) { return fr(s); }", "", 13},
		{"using-declaration", "int u(PD &d) { return d.y + d.m(); }", "", 13},
		{"derived", "int u(D &d) { return d.m() + d.y; }", "", 13},
		{"local class member", "int u(S &s) { struct L { int g(S &o) { return o.y; } }; return L().g(s); }", "", 13},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := accessSource + tc.use + "\n"
			ck := checkSource(t, "a.cu", []byte(src), parse.CXX17, Options{CUDAMajor: tc.major})
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
			if tc.want != "" && len(ck.semaDiags) == 1 {
				if line := ck.files.Position(ck.semaDiags[0].Pos).Line; line != strings.Count(accessSource, "\n")+1 {
					t.Errorf("reported on line %d, want the use's", line)
				}
			}
		})
	}
}
