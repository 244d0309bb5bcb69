package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestUnsureUseReaching: the calls and operators the first walk leaves
// unsure, in code outside templates and in the instances it walks, are
// weighed by the names that may lead to a kernel template: one whose
// candidates are named so (by their outermost class's name or their
// own) may reach it, one among others does not; an operator on an object
// of a class so named may.
func TestUnsureUseReaching(t *testing.T) {
	const decls = "struct A { int a, b; }; struct B { B(int); };\n" +
		"template <class T> struct Op { void operator()(const A &) {} void operator()(const B &) {} };\n" +
		"template <class T> void h(const A &) {}\ntemplate <class T> void h(const B &) {}\n" +
		"template <class T> struct Other { void operator()(const A &) {} void operator()(const B &) {} };\n"
	onlyOp := func(key string, _ []ArgOrigin) bool { return key == "Op" }
	for _, c := range []struct {
		name, code string
		reached    bool
	}{
		{"object call outside templates", "int main() { Op<int> op; op({1, 2}); }", true},
		{"object call in an instance", "template <class T> void use() { Op<T> op; op({1, 2}); }\nint main() { use<int>(); }", true},
		{"call of other templates", "template <class T> void use() { h<T>({1, 2}); }\nint main() { use<int>(); h<long>({1, 2}); }", false},
		{"object call of another class", "template <class T> void use() { Other<T> o; o({1, 2}); }\nint main() { use<int>(); Other<char> p; p({3, 4}); }", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ck := checkSource(t, "t.ii", []byte(decls+c.code+"\n"), parse.CXX17, Options{})
			if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
				t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
			}
			if !ck.res.FirstWalkUnsure() {
				t.Fatal("the first walk resolved every call")
			}
			pos, _, reached := ck.res.UnsureUseReaching(onlyOp)
			if reached != c.reached {
				t.Errorf("reached = %v at %s, want %v", reached, ck.files.Position(pos), c.reached)
			}
			if reached && !pos.IsValid() {
				t.Error("reached without a position")
			}
		})
	}
}
