package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
)

// constexprIf walks the branches of `if constexpr` x. In an instance of a
// template the condition is a constant and only the branch it selects is
// instantiated ([stmt.if]/2), so only that one is walked: a kernel launched
// in the discarded one is no instance NVIDIA registers. In a template's
// definition and outside templates (where a discarded statement is still
// checked) both are walked; so they are in an instance when sema cannot
// evaluate the condition, and a branch launching a kernel is then noted
// (Result.UndecidedBranches), as the kernels found may be too many.
func (c *checker) constexprIf(x *ast.IfStmt) {
	if c.inInstance() && !c.inDependent() && x.Cond.Decl == nil && x.Cond.Expr != nil {
		if v, ok := c.constValue(x.Cond.Expr); ok && !v.float {
			if v.i != 0 {
				c.block(x.Then)
			} else {
				c.block(x.Else)
			}
			return
		}
		if launchesKernel(x.Then) || launchesKernel(x.Else) {
			c.res.UndecidedBranches = append(c.res.UndecidedBranches, Incomplete{Pos: x.At, Reason: "an `if constexpr` condition sema could not evaluate, with a kernel launch in a branch"})
		}
	}
	c.block(x.Then)
	c.block(x.Else)
}

// launchesKernel reports whether statement s holds a <<<>>> launch.
func launchesKernel(s ast.Stmt) bool {
	if s == nil {
		return false
	}
	found := false
	ast.Inspect(s, func(n any) bool {
		if _, ok := n.(*ast.LaunchExpr); ok {
			found = true
		}
		return !found
	})
	return found
}
