package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNotIntegralOrEnum is EDG's "expression must have integral or enum
// type" (number seen in cudafe++ 13.0's SARIF output).
const errNotIntegralOrEnum diag.ID = 847

// checkNonTypeArgIntegral reports a floating literal written as the
// argument of a non-type template parameter of integer type (A<1.5> for
// template <int N>): a converted constant expression allows no
// floating-integral conversion ([temp.arg.nontype]/2, [expr.const]/10),
// which NVIDIA words as EDG's 847. Only a literal (in parentheses or
// negated, perhaps) is looked at, in written user code, for a parameter
// whose type is known (not dependent, not bool).
func (c *checker) checkNonTypeArgIntegral(p *types.TemplateParam, pt types.Type, w ast.TemplateArg) {
	if p == nil || p.Kind != types.NonTypeParam || w.Expr == nil || w.Pack || pt == nil || types.IsDependent(pt) {
		return
	}
	b, ok := types.Unqualified(pt).Canonical().(*types.Builtin)
	if !ok || !b.Kind.IsInteger() || b.Kind == types.Bool {
		return
	}
	e := unparen(w.Expr)
	if u, isUnary := e.(*ast.UnaryExpr); isUnary && (u.Op == ast.UMinus || u.Op == ast.UPlus) {
		e = unparen(u.X)
	}
	l, isLit := e.(*ast.Literal)
	if !isLit || l.Kind != token.Number || !c.mayReportConversion(w.Expr.Pos()) {
		return
	}
	if v, ok := c.literalValue(l); ok && v.float {
		c.errorAt(w.Expr.Pos(), errNotIntegralOrEnum, diag.Args{})
	}
}
