package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A call of a __device__ function in an unevaluated operand of host code
// (`sizeof(d())`, `decltype(d())`, `alignof(decltype(d()))`) runs nothing,
// yet cudafe++ 11.8 reports it as it reports the call evaluated (errors
// 3462-3465, devicecall.go), in templates' definitions too; cudafe++ 13.0
// does not. sema types these operands with its reporting off (typeExpr),
// so that nothing else is reported there; for a toolkit known to be older
// than 13 it checks their calls of __device__ functions alone, those
// written in the operand itself: a call typed while a function's body is
// walked on the way (a deduced return type) is not the operand's. Each call
// is reported once, however often the operand is typed. Not checked: the
// operand of noexcept (sema does not type it), and sizeof and decltype
// outside function bodies (not reported by NVIDIA either).

// unevalOperand is the unevaluated operand whose device calls are being
// checked: the function (and lambda) it lies in.
type unevalOperand struct {
	on  bool
	fn  *types.FunctionDecl
	lam *lambdaState
	// seen holds the calls already reported.
	seen map[*ast.CallExpr]bool
}

// typeUnevaluated types e, an unevaluated operand, as typeExpr does,
// checking its calls of __device__ functions where the toolkit reports
// them.
func (c *checker) typeUnevaluated(e ast.Expr) exprInfo {
	if e == nil || c.uneval.on || c.opts.CUDAMajor == 0 || c.opts.CUDAMajor >= 13 ||
		c.systemMode() || c.curFn == nil && c.lam == nil || !c.user(e.Pos()) {
		return c.typeExpr(e)
	}
	saved := c.uneval
	c.uneval = unevalOperand{on: true, fn: c.curFn, lam: c.lam, seen: saved.seen}
	x := c.typeExpr(e)
	seen := c.uneval.seen
	c.uneval = saved
	c.uneval.seen = seen
	return x
}

// checkUnevaluatedCall checks call x of callee, met while typing with
// reporting off, when it lies in the operand typeUnevaluated checks.
func (c *checker) checkUnevaluatedCall(x *ast.CallExpr, callee *types.FunctionDecl, sure bool) {
	u := &c.uneval
	if !u.on || u.fn != c.curFn || u.lam != c.lam || u.seen[x] {
		return
	}
	errs := c.errors
	c.checkHostCallsDevice(x, callee, sure)
	if c.errors != errs {
		if u.seen == nil {
			u.seen = map[*ast.CallExpr]bool{}
		}
		u.seen[x] = true
	}
}
