package fromsema

import (
	"strings"
	"testing"
)

// TestDataMemberMode: the type of a data member of a class outside
// templates starts in definition mode (the class's definition needs the
// member type's definition only), and its members' bodies count where
// the class runs them: where a user-declared constructor or destructor is
// defined (the walk must enter it), where a member function names the
// member, where code names the class (its implicit special members); a
// member named outside the class, a constructor defined outside it, or a
// default member initializer keep the member's type in full mode. want is
// the line (of the class's text, 1-based) of the first name that may lead
// to the kernel, 0 for none.
func TestDataMemberMode(t *testing.T) {
	const sys, user = "# 1 \"sys.h\" 1 3\n", "# 2 \"x.ii\" 2\n"
	for _, c := range []struct {
		name, class, user string
		want              int
	}{
		{"implicit special members, never named", "struct Cache {\n lib::Holder<int> h;\n};\n", "", 0},
		{"definition only", "struct Cache {\n lib::policy<int> pol;\n};\n", "", 0},
		{"definition leads", "struct Cache {\n lib::seq::policy<int> pol;\n};\n", "", 2},
		{"user-declared constructor", "struct Cache {\n lib::Holder<int> h;\n Cache() {}\n};\n", "", 3},
		{"user-declared destructor", "struct Cache {\n lib::Holder<int> h;\n ~Cache() {}\n};\n", "", 3},
		{"nested class's constructor", "struct Cache {\n struct E {\n lib::Holder<int> h;\n E() {}\n };\n};\n", "", 4},
		{"mem-initializer", "struct Cache {\n lib::policy<int> pol;\n Cache()\n : pol()\n {}\n};\n", "", 5},
		{"user code's constructor", "", "struct Cache {\n lib::policy<int> pol;\n Cache() : pol() {}\n ~Cache() {}\n};\n", 0},
		{"defaulted constructor", "struct Cache {\n lib::Holder<int> h;\n Cache() = default;\n};\n", "", 0},
		{"member function names it", "struct Cache {\n lib::policy<int> pol;\n int f() { return sizeof(pol); }\n};\n", "", 3},
		{"class named in code", "struct Cache {\n lib::Holder<int> h;\n};\nvoid make() { Cache c; (void)c; }\n", "", 4},
		{"member named outside the class", "struct Cache {\n lib::Holder<int> h;\n};\n", "int g(Cache &c) { return sizeof(c.h); }\n", 2},
		{"constructor defined outside", "struct Cache {\n lib::Holder<int> h;\n Cache();\n};\nCache::Cache() {}\n", "", 2},
		{"default member initializer", "struct Cache {\n lib::Holder<int> h = {};\n};\n", "", 2},
		{"static data member", "struct Cache {\n static lib::policy<int> pol;\n};\n", "", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			lib := strings.Replace(defOnlyLib, "HOOK", "", 1)
			src := "# 1 \"x.ii\"\n" + lib + sys + c.class + user + c.user
			pos, files := firstNamedOutside(t, src)
			got := 0
			if pos.IsValid() {
				at := files.Position(pos)
				if at.Filename != "sys.h" {
					t.Fatalf("first name leading to the kernel at %v, want one in the class", at)
				}
				got = at.Line
			}
			if got != c.want {
				t.Errorf("first name leading to the kernel at line %d of the class, want %d", got, c.want)
			}
		})
	}
}
