package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkAssignValue reports x = y with the built-in assignment (neither
// operand of class type, so no operator= takes part) where y's value
// certainly cannot convert to x's type: EDG's 513 "a value of type %t1
// cannot be assigned to an entity of type %t2", at y, under
// certainMismatch's clear-cut rules. x must be a non-const lvalue (NVIDIA
// words a non-modifiable left operand otherwise) whose type sema is sure
// of (see trustedValue).
func (c *checker) checkAssignValue(x *ast.BinaryExpr, a, b exprInfo) {
	if a.t == nil || !a.lvalue || a.dependent || !c.mayReportConversion(x.Y.Pos()) {
		return
	}
	lt := types.Unqualified(a.t)
	if _, cv := types.Split(a.t); cv != 0 {
		return
	}
	if c.certainMismatch(b, x.Y, lt) && c.trustedValue(x.X) {
		c.errorAt(x.Y.Pos(), diag.ErrBadAssignType, diag.Args{Type: []string{c.valueTypeSpelling(b), typeArg(lt)}})
	} else if classDeclOf(b.t) != nil && c.trustedValue(x.X) {
		c.checkClassConversion(x.Y, b, lt, lt) // (classconv.go)
	}
}
