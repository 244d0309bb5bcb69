package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// libcu++ (CUDA 13.0) folds traits over a tuple's element types
// (__tuple_all_copy_assignable_v = (is_copy_assignable_v<_Tp> && ... &&
// true)), and the value picks __tuple_impl's sfinae-helper base. fold
// evaluates && and || folds whose pack is bound, to the value the
// built-in operators give; any element, or the initializer, that sema
// cannot evaluate makes the whole fold unknown (so the order of
// evaluation never matters). An empty && fold is true, an empty || fold
// false ([temp.variadic]/10). Other operators are not evaluated.
func (ev *evaluator) fold(x *ast.FoldExpr) (cval, bool) {
	if x.Op != token.AmpAmp && x.Op != token.PipePipe {
		return cval{}, false
	}
	c := ev.c
	// The parser marks PackLeft whenever an operand precedes "op ...",
	// the initializer of (init op ... op pack) included: the pack is on
	// the side whose expansion names one.
	pattern, init := x.Right, x.Left
	if x.PackLeft {
		pattern, init = x.Left, x.Right
	}
	each := func(p ast.Expr) ([]cval, bool, bool) {
		return expandPack(c, func() (cval, bool) { return ev.eval(p) })
	}
	vals, expanded, ok := each(pattern)
	if !expanded && init != nil {
		pattern, init = init, pattern
		vals, expanded, ok = each(pattern)
	}
	if !expanded || !ok {
		return cval{}, false
	}
	if init != nil {
		v, ok := ev.eval(init)
		if !ok {
			return cval{}, false
		}
		vals = append(vals, v)
	}
	and := x.Op == token.AmpAmp
	for _, v := range vals {
		if v.isZero() == and {
			return c.boolVal(!and), true
		}
	}
	return c.boolVal(and), true
}
