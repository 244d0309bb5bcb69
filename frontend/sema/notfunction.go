package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNotFunctionType is EDG's "expression preceding parentheses of
// apparent call must have (pointer-to-) function type" (109): a call of a
// variable, parameter or data member of arithmetic, enumeration or
// object-pointer type (`int x; x();`, `s.x()`), reported by NVIDIA (11.8
// and 13.0) on the call's line.
const errNotFunctionType diag.ID = 109

// checkCallOfNonFunction reports the call x of fun, a name or member
// access whose type, written in the source (see sureLvalueType) and agreed
// on by sema, is a scalar other than a pointer to function; a class object
// (operator()) and anything unknown are left alone, as are templates, their
// instances, lambdas, unevaluated operands and recovered bodies.
func (c *checker) checkCallOfNonFunction(x *ast.CallExpr, fun exprInfo) {
	if !c.reporting || c.unevaluated > 0 || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if len(fun.fns) > 0 || fun.typeName != nil || fun.t == nil || fun.dependent || types.IsDependent(fun.t) {
		return
	}
	switch x.Fun.(type) {
	case *ast.NameExpr, *ast.MemberExpr:
	default:
		return
	}
	t, ok := c.sureLvalueType(x.Fun, 0)
	if !ok {
		return
	}
	t = stripRef(t)
	if !sameUnqualified(t, fun.t) || !isScalarOperand(t) {
		return
	}
	if p, ok := pointeeOf(t); ok {
		if _, isFn := p.Canonical().(*types.Function); isFn {
			return
		}
	}
	c.errorAt(x.Fun.Pos(), errNotFunctionType, diag.Args{})
}
