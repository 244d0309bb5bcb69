package ast

import "testing"

func TestInspect(t *testing.T) {
	launch := &LaunchExpr{}
	inner := &NameExpr{}
	tree := &TranslationUnit{Decls: []Decl{
		&FuncDef{Body: &CompoundStmt{Stmts: []Stmt{&ExprStmt{X: launch}, &ExprStmt{X: inner}}}},
	}}
	var launches, names int
	Inspect(tree, func(n any) bool {
		switch n.(type) {
		case *LaunchExpr:
			launches++
		case *NameExpr:
			names++
		}
		return true
	})
	if launches != 1 || names != 1 {
		t.Fatalf("found %d launches and %d names, want 1 and 1", launches, names)
	}
	names = 0
	Inspect(tree, func(n any) bool {
		if _, ok := n.(*FuncDef); ok {
			return false // prune the body
		}
		if _, ok := n.(*NameExpr); ok {
			names++
		}
		return true
	})
	if names != 0 {
		t.Fatalf("pruned subtree visited: %d names", names)
	}
}
