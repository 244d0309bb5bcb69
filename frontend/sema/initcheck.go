package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// initTarget names the declarator whose initializer sema is walking and the
// type it declares (see checkInitValue); the zero value checks nothing.
type initTarget struct {
	d         *ast.Declarator
	t         types.Type
	constexpr bool // declared constexpr (see checkConstexprInit)
}

// checkInitValue reports T x = e; (or T x(e);) where e's value certainly
// cannot initialize a T: EDG's 144 "a value of type %t1 cannot be used to
// initialize an entity of type %t2", under certainMismatch's clear-cut
// rules, or 461 when a non-const lvalue reference is bound to a surely
// rvalue arithmetic value. It speaks only in written user code, outside
// unevaluated operands and bodies the parser recovered in, and only for the
// declarator variableDecl named in c.initTarget with a type written out (no
// placeholder).
func (c *checker) checkInitValue(d *ast.Declarator, e ast.Expr, a exprInfo) {
	if d == nil || c.initTarget.d != d || c.initTarget.t == nil || e == nil {
		return
	}
	if _, list := e.(*ast.InitList); list {
		return
	}
	if !c.mayReportConversion(e.Pos()) {
		return
	}
	t := c.initTarget.t
	if c.initTarget.constexpr {
		c.checkConstexprInit(e)
	}
	if r, ok := t.Canonical().(*types.Reference); ok {
		c.checkRefBinding(t, r, e, a)
		if d.InitKind == ast.InitAssign {
			c.checkClassRefBinding(r, e, a) // (classconv.go)
		}
		return
	}
	if c.certainMismatch(a, e, t) {
		c.errorAt(e.Pos(), diag.ErrBadInitializerType, diag.Args{Type: []string{c.valueTypeSpelling(a), typeArg(t)}})
	} else if d.InitKind == ast.InitAssign && c.noConvertingConstructor(e, a, t) {
		// (T x(e) of class type is a constructor call, worded
		// otherwise.)
		c.reportNoConstructor(e, a, t)
	} else if d.InitKind == ast.InitAssign {
		c.checkClassConversion(e, a, t, t) // (classconv.go)
	}
}

// mayReportConversion says whether a conversion check may speak at pos:
// in user code as written (no template, instance or lambda), evaluated,
// and not in a body the parser recovered in.
func (c *checker) mayReportConversion(pos source.Pos) bool {
	return c.user(pos) && c.unevaluated == 0 && !c.curBodyBroken && !c.systemMode() && c.inWrittenCode()
}

// bindsNonconstToRvalue reports a non-const lvalue reference to an
// arithmetic type (bool aside) bound to e, surely a prvalue of arithmetic
// type: a number or character literal (an operator's result is left
// alone: an enumeration's overloaded operator sema does not see may return
// a reference). No conversion function or class is involved, so the
// reference needs a temporary it cannot bind.
func (c *checker) bindsNonconstToRvalue(r *types.Reference, e ast.Expr, a exprInfo) bool {
	if r.RValue || a.t == nil || a.lvalue || a.xvalue || a.dependent || types.IsDependent(a.t) {
		return false
	}
	elem, cv := types.Split(r.Elem)
	if cv != 0 {
		return false
	}
	eb, ok := elem.(*types.Builtin)
	if !ok || !isArithNotBool(eb.Kind) {
		return false
	}
	ab, ok := types.Unqualified(a.t).Canonical().(*types.Builtin)
	if !ok || !isArithNotBool(ab.Kind) {
		return false
	}
	l, ok := unparen(e).(*ast.Literal)
	return ok && (l.Kind == token.Number || l.Kind == token.Char)
}
