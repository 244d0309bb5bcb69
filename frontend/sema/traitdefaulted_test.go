package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

const traitDefaultedLib = `struct P { int n; };
template <class T> struct Tup {
  T v;
  Tup(T x) : v(x) {}
  Tup(const Tup &) = default;
  Tup(Tup &&) = default;
};
struct MoveOnly { int n; MoveOnly(int m) : n(m) {} MoveOnly(MoveOnly &&o) : n(o.n) {} };
struct Dim { unsigned x, y; Dim(unsigned a) : x(a), y(1) {} };
struct HoldsConst { const Dim d; int n; };
struct ConstAssign { int n; const ConstAssign &operator=(const ConstAssign &) const { return *this; } };
struct HoldsConstAssign { const ConstAssign c; };
`

// TestTraitsOfDefaultedAndConstMembers: a copy constructor declared
// = default beside a move constructor is not deleted (only the implicitly
// declared one is, [class.copy.ctor]/6: libcu++'s tuple declares both, and
// is_copy_constructible<tuple<...>> was false); a const member of a class
// whose assignments are all implicit makes the implicit assignment
// deleted, while one whose class declares a const operator= leaves it
// unknown. "known true" asserts the negation is reported, "known false"
// the assertion itself; unknown reports neither.
func TestTraitsOfDefaultedAndConstMembers(t *testing.T) {
	for _, c := range []struct {
		trait string
		want  string // "true", "false" or "unknown"
	}{
		{"__is_constructible(Tup<P>, const Tup<P> &)", "true"},
		{"__is_constructible(Tup<P>, Tup<P> &&)", "true"},
		{"__is_constructible(MoveOnly, const MoveOnly &)", "false"},
		{"__is_constructible(MoveOnly, MoveOnly &&)", "true"},
		{"__is_assignable(HoldsConst &, const HoldsConst &)", "false"},
		{"__is_assignable(HoldsConst &, HoldsConst &&)", "false"},
		{"__is_assignable(Dim &, const Dim &)", "true"},
		{"__is_assignable(HoldsConstAssign &, const HoldsConstAssign &)", "unknown"},
	} {
		reported := func(assert string) bool {
			src := traitDefaultedLib + "static_assert(" + assert + ", \"checked\");\n"
			ck := checkSource(t, "t.cpp", []byte(src), parse.CXX17, Options{})
			if ck.parseErrors > 0 {
				t.Fatalf("%s: parse errors %v", assert, ck.parseDiags)
			}
			failed := false
			for _, d := range ck.semaDiags {
				if strings.Contains(d.Msg, "checked") {
					failed = true
				} else {
					t.Errorf("%s: unexpected %s", assert, ck.describe(d))
				}
			}
			return failed
		}
		got := "unknown"
		switch pos, neg := reported(c.trait), reported("!"+c.trait); {
		case pos && neg:
			got = "both reported"
		case neg:
			got = "true"
		case pos:
			got = "false"
		}
		if got != c.want {
			t.Errorf("%s: %s, want %s", c.trait, got, c.want)
		}
	}
}
