package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A function declared auto (or decltype(auto)) has the result type its
// return statements give ([dcl.spec.auto]): a call of one of CCCL's
// (cub's select_kernel_arg, which transform_kernel calls in a pack
// expansion) has no type until its body is instantiated. During the
// proof walk, deducedResult instantiates the body of such a function
// instance just for that, as the compiler does: its first return
// statement the walk meets (in an instance only the branch an if
// constexpr selects) gives the type, decayed and unqualified for auto,
// as written for decltype(auto). That walk is quiet: it reports nothing,
// records no reason and enters no other body (the proof walk walks the
// function's body itself where a call leads there), so it changes
// nothing but the call's type.

// resultDeduction is the deduction under way: the function, and the
// result its first return statement gave (seen once one was met).
type resultDeduction struct {
	fn     *types.FunctionDecl
	result types.Type
	seen   bool
}

// callResult is the value a call of fn yields: its declared result, or
// during the proof walk the result deduced from its body.
func (c *checker) callResult(fn *types.FunctionDecl) exprInfo {
	r := c.resultOf(fn.Type)
	if r.t != nil || !c.systemMode() || c.inDependent() || fn.Type == nil || fn.Type.Result == nil {
		return r
	}
	b, ok := fn.Type.Result.Canonical().(*types.Builtin)
	if !ok || !b.Kind.IsPlaceholder() {
		return r
	}
	if t := c.deducedResult(fn); t != nil {
		return c.resultOf(c.ctx.FunctionType(types.Function{Result: t}))
	}
	return r
}

// deducedResult returns the result type fn's body gives (nil: not known),
// deducing it once.
func (c *checker) deducedResult(fn *types.FunctionDecl) types.Type {
	if t, done := c.deducedResults[fn]; done {
		return t
	}
	if c.deducedResults == nil {
		c.deducedResults = map[*types.FunctionDecl]types.Type{}
	}
	c.deducedResults[fn] = nil // (a recursive call meets none)
	if c.depth > maxInstantiationDepth || !isInstance(fn) {
		return nil
	}
	env, def := c.instanceBody(fn)
	if env == nil || def == nil || def.Body == nil || c.funcInfoOf(fn) == nil {
		return nil
	}
	d := &resultDeduction{fn: fn}
	savedScope, savedRep, savedErrors, savedReporting := c.scope, c.rep, c.errors, c.reporting
	savedDeduction := c.deducing
	savedExpand := c.leavePattern()
	nLate, nEntities, nVars, nLaunches := len(c.late), len(c.res.Entities), len(c.res.Variables), len(c.res.Launches)
	c.rep, c.reporting = discardReporter{}, false
	c.deducing = d
	c.quietWalk++
	c.depth++
	c.instanceDepth++
	c.scope = env
	c.walkFunctionBody(fn, def)
	c.instanceDepth--
	c.depth--
	c.quietWalk--
	c.deducing = savedDeduction
	c.scope, c.rep, c.errors, c.reporting = savedScope, savedRep, savedErrors, savedReporting
	c.restoreExpansion(savedExpand)
	c.late = c.late[:nLate]
	c.res.Entities = c.res.Entities[:nEntities]
	c.res.Variables = c.res.Variables[:nVars]
	c.res.Launches = c.res.Launches[:nLaunches]
	c.deducedResults[fn] = d.result
	return d.result
}

// noteDeducedReturn records, in the deduction under way, the type the
// return statement x of the function it deduces gives (r, its operand's
// value; x.X nil: void).
func (c *checker) noteDeducedReturn(x *ast.ReturnStmt, r exprInfo) {
	d := c.deducing
	if d == nil || d.seen || c.curFn != d.fn || c.lam != nil || c.inLambda {
		return
	}
	d.seen = true
	if x.X == nil {
		d.result = c.builtin(types.Void)
		return
	}
	if r.t == nil || r.dependent {
		return
	}
	b, _ := d.fn.Type.Result.Canonical().(*types.Builtin)
	if b != nil && b.Kind == types.DecltypeAuto {
		if _, isName := x.X.(*ast.NameExpr); isName {
			return // decltype(name): the declared type, which sema does not keep apart here
		}
		switch {
		case r.lvalue:
			d.result = c.ctx.ReferenceTo(r.t, false)
		case r.xvalue:
			d.result = c.ctx.ReferenceTo(r.t, true)
		default:
			d.result = r.t
		}
		return
	}
	d.result, _ = types.Split(decay(c.ctx, r.t))
}
