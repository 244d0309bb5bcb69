package sema

import "github.com/cufe-dev/cufe/frontend/types"

// The first walk walks the bodies of the instances user code uses (host
// function templates' instances, class template specializations' member
// functions a call names), and the kernel template instances it meets
// there need no proof walk: the search for stub-file gaps passes such
// bodies over (fromsema.StubGapSearch). That holds only when the walk
// followed every call on the way. Code outside templates records what it
// did not resolve for sure (systemroots.go); an instance body the same
// is noted here, once, so that the driver asks for a proof walk that
// accounts for the kernel templates named in the bodies passed over.

// noteInstanceCall notes a call met in the first walk outside code
// outside templates that sema did not resolve for sure to fn (nil: to
// nothing), fun being its callee. A construction T(args) and a compiler
// builtin run no function of the TU that sema would walk.
func (c *checker) noteInstanceCall(fun *exprInfo, fn *types.FunctionDecl) {
	if c.instanceDepth == 0 || c.scope.dependent || c.unevaluated > 0 || c.inEmptyExpansion() {
		return
	}
	if fn == nil && fun.typeName != nil {
		return
	}
	if fn == nil && len(fun.fns) == 0 && (fun.t == nil || classDeclOf(fun.t) == nil) {
		return // a call through a function pointer, or of a builtin
	}
	c.instanceUnsure = true
}

// noteInstanceOperator notes an operator on operands a and b (b nil for
// one) in an instance body that sema did not resolve for sure, when an
// operand is of class type (its operator function may be an instance).
func (c *checker) noteInstanceOperator(a, b *exprInfo) {
	if c.instanceDepth == 0 || c.scope.dependent || c.unevaluated > 0 || c.inEmptyExpansion() {
		return
	}
	for _, o := range [2]*exprInfo{a, b} {
		if o != nil && o.t != nil && classDeclOf(o.t) != nil {
			c.instanceUnsure = true
		}
	}
}

// FirstWalkUnsure reports whether the first walk met a call or operator
// it did not resolve for sure, in code outside templates or in an instance
// body it walked: the kernel template instances it found in the bodies it
// walks may then be incomplete (see fromsema.WithSkipped).
func (r *Result) FirstWalkUnsure() bool {
	c := r.checker
	if c == nil {
		return false
	}
	if c.instanceUnsure {
		return true
	}
	if c.sys == nil {
		return false
	}
	for _, u := range c.sys.uses {
		if u.op || u.decl != nil || u.unsure != "" {
			return true
		}
	}
	return false
}
