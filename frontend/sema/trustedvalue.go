package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// trustedValue reports whether the type sema gave expression e is one the
// conversion checks may rest on: the value comes, through parentheses,
// member accesses, subscripts, * and &, from names (not of a variable
// declared auto, whose type its initializer gave), literals, this, casts,
// new, sizeof, or calls whose overload sema chose for sure. An operator
// expression is left out: sema types the built-in meaning of an operator
// on enumerations without looking for the operator functions declared
// for them (libstdc++'s _Ios_Fmtflags operator&), and <=> as arithmetic;
// so is a call or a class's operator[] or operator* sema only guessed at
// (see noteUnsureCall, noteUnsureOperator).
func (c *checker) trustedValue(e ast.Expr) bool {
	for depth := 0; depth < 64; depth++ {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.NameExpr:
			return !c.namesDeducedVariable(x)
		case *ast.Literal, *ast.StringConcat, *ast.ThisExpr, *ast.CastExpr, *ast.NewExpr, *ast.SizeofExpr:
			return true
		case *ast.UnaryExpr:
			if x.Op != ast.UAddr && x.Op != ast.UDeref || c.unsureOps[x.At] {
				return false
			}
			e = x.X
		case *ast.MemberExpr:
			e = x.X
		case *ast.IndexExpr:
			if c.unsureOps[x.At] || !c.trustedValue(x.Index) {
				return false
			}
			e = x.X
		case *ast.CallExpr:
			if c.unsureCalls[x] {
				return false
			}
			e = x.Fun
		case *ast.CondExpr:
			if x.Then == nil || !c.trustedValue(x.Then) {
				return false
			}
			e = x.Else
		default:
			return false
		}
	}
	return false
}

// noteUnsureCall records call x, whose function sema picked without being
// sure of it (the result type is then a guess), in written user code where
// the conversion checks speak.
func (c *checker) noteUnsureCall(x *ast.CallExpr) {
	if !c.reporting || !c.inWrittenCode() {
		return
	}
	if c.unsureCalls == nil {
		c.unsureCalls = map[*ast.CallExpr]bool{}
	}
	c.unsureCalls[x] = true
}

// namesDeducedVariable reports whether x names a variable declared with a
// placeholder type (auto x = e;), which noteDeducedVariable recorded.
func (c *checker) namesDeducedVariable(x *ast.NameExpr) bool {
	if len(c.deducedVars) == 0 {
		return false
	}
	for _, d := range c.lookupName(x.Name).decls {
		if v, ok := d.(*types.VarDecl); ok && c.deducedVars[v] {
			return true
		}
	}
	return false
}

// noteDeducedVariable records v, declared with a placeholder type in
// written user code.
func (c *checker) noteDeducedVariable(v *types.VarDecl) {
	if !c.inWrittenCode() {
		return
	}
	if c.deducedVars == nil {
		c.deducedVars = map[*types.VarDecl]bool{}
	}
	c.deducedVars[v] = true
}

// noteUnsureOperator records the position of an operator applied to a
// class object whose operator function sema picked without being sure of
// it, in written user code.
func (c *checker) noteUnsureOperator(pos source.Pos) {
	if !c.reporting || !c.inWrittenCode() {
		return
	}
	if c.unsureOps == nil {
		c.unsureOps = map[source.Pos]bool{}
	}
	c.unsureOps[pos] = true
}
