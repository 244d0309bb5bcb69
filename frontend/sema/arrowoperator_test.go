package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestArrowOperator: -> on an object of class type applies the class's
// operator->, and again to a class it returns, until a pointer
// ([over.ref]): unique_ptr's p->x and an iterator's it->first are typed
// (each false static_assert reports only when its operand was typed).
func TestArrowOperator(t *testing.T) {
	src := "struct S { float x; double d; };\n" +
		"template <class T> struct UP { typedef T *pointer; pointer p; pointer operator->() const noexcept { return p; } };\n" +
		"struct Proxy { UP<S> u; UP<S> operator->() const { return u; } };\n" +
		"void f(UP<S> u, Proxy q) {\n" +
		"  static_assert(sizeof(u->x) == 3, \"one\");\n" +
		"  static_assert(sizeof(q->d) == 3, \"drilled\");\n" +
		"  static_assert(sizeof(u->x) == 4, \"true\");\n" +
		"}\n"
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.parseDiags) > 0 {
		t.Fatalf("parse: %v", ck.parseDiags)
	}
	var lines []int
	for _, d := range ck.semaDiags {
		if d.ID != 1574 {
			t.Errorf("unexpected diagnostic %s: %s", ck.files.Position(d.Pos), d.Msg)
		}
		lines = append(lines, ck.files.Position(d.Pos).Line)
	}
	if len(lines) != 2 || lines[0] != 5 || lines[1] != 6 {
		t.Errorf("static_assert failures on lines %v, want 5 and 6", lines)
	}
}
