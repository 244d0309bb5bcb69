package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkReturnConversion reports `return e;` in a function whose declared
// (not deduced) non-void return type e's value certainly cannot initialize
// (certainMismatch's clear-cut cases: a pointer returned from an int
// function, a double from a pointer one): NVIDIA words it as for a value
// returned from a void function, "return value type does not match the
// function type" (EDG 120), at the expression. checkReturnValue has
// already made sure the code is written user code with a sound body.
func (c *checker) checkReturnConversion(x *ast.ReturnStmt, r exprInfo) {
	res := c.curFn.Type.Result
	if containsAuto(res) || c.unevaluated > 0 || !c.user(x.X.Pos()) {
		return
	}
	if c.certainMismatch(r, x.X, res) {
		c.errorAt(x.X.Pos(), errBadReturnValueType, diag.Args{})
	} else if c.noConvertingConstructor(x.X, r, res) {
		c.reportNoConstructor(x.X, r, res)
	} else if _, isRef := res.Canonical().(*types.Reference); !isRef {
		c.checkClassConversion(x.X, r, res, types.Unqualified(res)) // (classconv.go)
	}
}
