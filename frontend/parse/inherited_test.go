package parse

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// TestInheritedMemberDeclarations: in a block, a member of a class
// template's specialization that the parser cannot see because it comes
// from a base depending on the template's parameters
// (thrust::device_vector<int>::iterator, from vector_base) starts a
// declaration when a declarator follows; a static member's use stays an
// expression, and so do the dependent forms in templates.
func TestInheritedMemberDeclarations(t *testing.T) {
	src := `template <class T> struct base { typedef T *iterator; static const int n = 3; };
template <class T> struct derived : base<T> {};
int g(int);
int f() {
  derived<int>::iterator it;
  derived<int>::iterator *p = 0, q;
  derived<int>::iterator &r = it;
  derived<int>::n * g(2);
  g(derived<int>::n);
  return derived<int>::n;
}
template <class T> int h(T t) {
  derived<T>::n * t;
  return 0;
}
`
	want := []bool{true, true, true, false, false, false}
	var r recorder
	res := pp.ReadPreprocessed("t.ii", []byte(src), &r)
	tu := Parse(res.Files, res.Tokens, Options{Std: CXX17}, &r)
	if len(r.diags) > 0 {
		t.Fatalf("diagnostics %v", r.diags)
	}
	fd := tu.Decls[3].(*ast.FuncDef)
	if len(fd.Body.Stmts) != len(want) {
		t.Fatalf("%d statements, want %d", len(fd.Body.Stmts), len(want))
	}
	for i, s := range fd.Body.Stmts {
		if _, isDecl := s.(*ast.DeclStmt); isDecl != want[i] {
			t.Errorf("statement %d: declaration %v, want %v (%T)", i+1, isDecl, want[i], s)
		}
	}
	td := tu.Decls[4].(*ast.TemplateDecl).Decl.(*ast.FuncDef)
	if _, isExpr := td.Body.Stmts[0].(*ast.ExprStmt); !isExpr {
		t.Errorf("derived<T>::n * t; in a template: %T, want an expression", td.Body.Stmts[0])
	}
}
