package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNonconstRefOtherType is EDG's "a reference of type %t1 (not
// const-qualified) cannot be initialized with a value of type %t2"
// (number seen in cudafe++ 13.0's SARIF output).
const errNonconstRefOtherType diag.ID = 434

// checkRefBinding reports binding the non-const lvalue reference type r
// (written rt) to e, of value a: a literal is EDG's 461 (see
// bindsNonconstToRvalue), an unqualified lvalue of another arithmetic
// type (double for int &: a temporary would be needed) EDG's 434. Both
// sides must be arithmetic (bool aside) and a's type one sema is sure of.
func (c *checker) checkRefBinding(rt types.Type, r *types.Reference, e ast.Expr, a exprInfo) {
	if c.bindsNonconstToRvalue(r, e, a) {
		c.errorAt(e.Pos(), diag.ErrNonconstRefFromRvalue, diag.Args{})
		return
	}
	if r.RValue || a.t == nil || !a.lvalue || a.dependent || types.IsDependent(a.t) || types.IsDependent(r.Elem) {
		return
	}
	elem, cv := types.Split(r.Elem)
	eb, ok := elem.(*types.Builtin)
	if !ok || cv != 0 || !isArithNotBool(eb.Kind) {
		return
	}
	at, acv := types.Split(a.t)
	ab, ok := at.(*types.Builtin)
	if !ok || acv != 0 || !isArithNotBool(ab.Kind) || ab.Kind == eb.Kind || !c.trustedValue(e) {
		return
	}
	c.errorAt(e.Pos(), errNonconstRefOtherType, diag.Args{Type: []string{typeArg(rt), typeArg(types.Unqualified(a.t))}})
}
