package host

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
)

// exprStart returns the position of an expression's first token. A node's
// own position is its operator's for the forms that begin with an operand
// (`table[k]`, `s.f`, `a + b`, `p++`), so those are followed to their
// leftmost operand.
func exprStart(e ast.Expr) source.Pos {
	for {
		switch x := e.(type) {
		case *ast.IndexExpr:
			e = x.X
		case *ast.MemberExpr:
			e = x.X
		case *ast.PtrMemExpr:
			e = x.X
		case *ast.BinaryExpr:
			e = x.X
		case *ast.CondExpr:
			e = x.Cond
		case *ast.CallExpr:
			e = x.Fun
		case *ast.LaunchExpr:
			e = x.Fun
		case *ast.UnaryExpr:
			if x.Op != ast.UPostInc && x.Op != ast.UPostDec {
				return x.Pos()
			}
			e = x.X
		default:
			return e.Pos()
		}
		if e == nil {
			return source.NoPos
		}
	}
}

// simpleCallee reports whether a launch's callee can stand before the
// argument list as written: a name (`k`, `ns::k<int>`) or a parenthesized
// expression. Anything else (`table[k]`, `s.f`) is parenthesized, as NVIDIA
// does, so that the call applies to the whole of it.
func simpleCallee(e ast.Expr) bool {
	switch e.(type) {
	case *ast.NameExpr, *ast.ParenExpr:
		return true
	}
	return false
}
