package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// classOperator types an operator expression whose operands (the first
// operand first) include one of class type, as a call of the operator
// function it resolves to (see operator.go), and reports it to the proof
// walk's hook (the caller does that for other operands). ok is false
// when the operator is not resolved to a function or the implicit
// assignment: the caller then types it as a built-in operator, as before.
//
// none is set when sema is sure that nothing applies (opResolution.none).
func (c *checker) classOperator(pos source.Pos, spelling string, ops []exprInfo, memberOnly bool) (info exprInfo, ok, none bool) {
	var second *exprInfo
	if len(ops) > 1 {
		second = &ops[1]
	}
	res := c.resolveOperator(pos, spelling, ops, memberOnly)
	c.systemOperator(pos, &ops[0], second, res)
	switch {
	case res.fn != nil:
		fn := res.fn
		if !res.sure {
			c.noteUnsureOperator(pos)
		}
		if fn.Exec&types.HostSpace != 0 && isInstance(fn) && !c.inDependent() {
			c.instantiateBody(fn)
		}
		return c.resultOf(fn.Type), true, false
	case res.implicit:
		return exprInfo{t: ops[0].t, lvalue: true}, true, false
	}
	return exprInfo{}, false, res.none
}

// unarySpelling returns the operator function key of a unary operator
// ("" for those sema leaves alone: & and the GNU operators).
func unarySpelling(op ast.UnaryOp) string {
	switch op {
	case ast.UPlus:
		return "+"
	case ast.UMinus:
		return "-"
	case ast.UNot:
		return "!"
	case ast.UCompl:
		return "~"
	case ast.UDeref:
		return "*"
	case ast.UPreInc, ast.UPostInc:
		return "++"
	case ast.UPreDec, ast.UPostDec:
		return "--"
	}
	return ""
}

// unaryOperands returns the operands of a unary operator on a: a postfix
// ++ or -- passes an int ([over.oper]/over.inc).
func (c *checker) unaryOperands(op ast.UnaryOp, a exprInfo) []exprInfo {
	if op == ast.UPostInc || op == ast.UPostDec {
		return []exprInfo{a, {t: c.builtin(types.Int)}}
	}
	return []exprInfo{a}
}

// memberOnlyOperator reports the binary operators only members overload.
func memberOnlyOperator(op token.Kind) bool { return op == token.Assign }

// callObject types a call of an object of class type, fun, as a call of
// its operator() when sema resolves it for sure (see operator.go).
func (c *checker) callObject(x *ast.CallExpr, fun exprInfo, args []exprInfo) exprInfo {
	if cd := classDeclOf(fun.t); cd.Lambda != nil {
		return c.callClosure(x, cd, fun, args)
	}
	ops := make([]exprInfo, 0, len(args)+1)
	ops = append(append(ops, fun), args...)
	res := c.resolveOperator(x.At, "()", ops, true)
	if res.fn == nil {
		c.systemObjectCall(x.At, fun.t, res.why)
		return exprInfo{dependent: fun.dependent || anyDependent(args)}
	}
	fn := res.fn
	c.systemCall(x, &fun, fn, true, args)
	if fn.Exec&types.HostSpace != 0 && isInstance(fn) && !c.inDependent() {
		c.instantiateBody(fn)
	}
	return c.resultOf(fn.Type)
}

// addressOfObject types &a, a an object of class type: the built-in
// address-of (of an lvalue) unless the class overloads operator& (see
// operator.go); ok is false when sema cannot tell.
func (c *checker) addressOfObject(pos source.Pos, a exprInfo) (exprInfo, bool) {
	res := c.resolveOperator(pos, "&", []exprInfo{a}, false)
	switch {
	case res.fn != nil:
		c.systemOperator(pos, &a, nil, res)
		if res.fn.Exec&types.HostSpace != 0 && isInstance(res.fn) && !c.inDependent() {
			c.instantiateBody(res.fn)
		}
		return c.resultOf(res.fn.Type), true
	case res.sure && a.lvalue:
		return c.rvalue(c.ctx.PointerTo(a.t)), true
	}
	return exprInfo{}, false
}
