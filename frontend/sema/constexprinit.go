package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNotConstant is EDG's "expression must have a constant value".
const errNotConstant diag.ID = 28

// checkConstexprInit reports constexpr T x = e; where e surely reads the
// value of a variable that cannot be used in a constant expression
// ([expr.const]/5.9: an lvalue-to-rvalue conversion of an object that is
// not constexpr nor a const integral one) or calls a function that is
// not constexpr: NVIDIA's 28 at that part of e (nonConstantPart), or at
// e when e calls a constexpr function (not overloaded, no template) whose
// by-value parameter of arithmetic type receives such a variable's name.
// Such a variable is one sema knows in full: not const-qualified (a const
// one may be usable, depending on its initializer), not constexpr, not a
// reference, of arithmetic type. (NVIDIA adds a note naming the variable
// or function, which cufe does not give yet.)
func (c *checker) checkConstexprInit(e ast.Expr) {
	for s := c.scope; s != nil; s = s.parent {
		if s.kind == classScope {
			return
		}
	}
	e = unparen(e)
	if at, ok := c.nonConstantPart(e); ok {
		c.errorAt(at, errNotConstant, diag.Args{})
		return
	}
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return
	}
	ne, ok := unparen(call.Fun).(*ast.NameExpr)
	if !ok {
		return
	}
	r := c.lookupName(ne.Name)
	if !r.sure || len(r.decls) != 1 {
		return
	}
	f, ok := r.decls[0].(*types.FunctionDecl)
	if !ok || f.Type == nil || f.IsMember() || len(call.Args) > len(f.Type.Params) {
		return
	}
	if fi := c.funcInfoOf(f); fi == nil || !fi.constexpr {
		return
	}
	for i, a := range call.Args {
		b, isBuiltin := f.Type.Params[i].Canonical().(*types.Builtin)
		if isBuiltin && isArithNotBool(b.Kind) && c.nonConstantVariable(unparen(a)) {
			c.errorAt(e.Pos(), errNotConstant, diag.Args{})
			return
		}
	}
}

// nonConstantVariable reports whether e is the unqualified name of a
// variable whose value no constant expression may read (see
// checkConstexprInit).
func (c *checker) nonConstantVariable(e ast.Expr) bool {
	ne, ok := e.(*ast.NameExpr)
	if !ok {
		return false
	}
	v := c.namedVariable(ne)
	if v == nil {
		return false
	}
	if vi := c.varInfoOf(v); vi == nil || vi.constexpr {
		return false
	}
	u, cv := types.Split(v.Type)
	b, ok := u.(*types.Builtin)
	return ok && cv == 0 && isArithNotBool(b.Kind)
}
