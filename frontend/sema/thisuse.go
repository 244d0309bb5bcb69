package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errThisOutsideMember is EDG's `"this" may only be used inside a
// nonstatic member function` (258).
const errThisOutsideMember diag.ID = 258

// checkThisOutsideMember reports `this` written in the body of a function
// of namespace scope, where no class encloses it ([expr.prim.this]). It is
// called only when no class scope encloses the expression; a static member
// function, a friend defined in its class and file-scope initializers
// (NVIDIA reports those too) are left alone, as are lambdas, templates,
// instances, unevaluated operands and recovered bodies.
func (c *checker) checkThisOutsideMember(x *ast.ThisExpr) {
	if !c.reporting || c.unevaluated > 0 || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() || c.lam != nil {
		return
	}
	fn := c.curFn
	if fn == nil {
		return
	}
	if _, ok := fn.Parent.(*types.Namespace); !ok {
		return
	}
	c.errorAt(x.At, errThisOutsideMember, diag.Args{})
}
