package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errBadReturnValueType is EDG's "return value type does not match the
// function type".
const errBadReturnValueType diag.ID = 120

// checkReturnValue reports `return e;` where e has a type other than void
// in a function declared to return void ([stmt.return]/2: only a void
// expression may be returned there). Like the other checks of written
// code, it speaks in user code outside templates, their instances and
// lambdas, and not in a body where the parser recovered from a syntax
// error (its recovery may have read the next function as a block of this
// one); constructors and destructors, for which NVIDIA words it otherwise,
// and functions whose return type is deduced are left alone.
func (c *checker) checkReturnValue(x *ast.ReturnStmt, r exprInfo) {
	fn := c.curFn
	if fn == nil || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if fn.Kind == types.Constructor || fn.Kind == types.Destructor || fn.Type == nil || fn.Type.Result == nil {
		return
	}
	if !isVoidType(fn.Type.Result) {
		c.checkReturnConversion(x, r)
		return
	}
	if r.t == nil || r.dependent || types.IsDependent(r.t) || isVoidType(r.t) {
		return
	}
	c.errorAt(x.X.Pos(), errBadReturnValueType, diag.Args{})
}

// isVoidType reports whether t is void, cv-qualified or not.
func isVoidType(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := types.Unqualified(t.Canonical()).(*types.Builtin)
	return ok && b.Kind == types.Void
}
