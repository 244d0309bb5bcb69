package sema

import "github.com/cufe-dev/cufe/frontend/types"

// decayedConditional types `c ? a : b` where an operand is an array or a
// function and the other is not an lvalue of the same type: the operands
// undergo the array-to-pointer and function-to-pointer conversions
// ([expr.cond]/7), and when both then have one pointer type (qualifiers
// of the pointer itself aside) the result is a prvalue of it. cub's
// merge-sort kernels pick between `vshmem + offset` (char *) and an
// extern __shared__ char[] so; the proof walk must know the pointer's type
// to follow the cast around it. ok is false for any other pair (composite
// pointer types are not worked out here).
func (c *checker) decayedConditional(a, b exprInfo) (exprInfo, bool) {
	if a.t == nil || b.t == nil {
		return exprInfo{}, false
	}
	da, db := decay(c.ctx, types.Unqualified(a.t.Canonical())), decay(c.ctx, types.Unqualified(b.t.Canonical()))
	if !isPointer(da) || da.Canonical() != db.Canonical() {
		return exprInfo{}, false
	}
	return c.rvalue(da), true
}
