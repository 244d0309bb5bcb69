package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkArgConversions reports the arguments of a call of f, the one
// function its name denotes, that certainly cannot initialize their
// parameters (resolveCall found f not viable with the argument count
// right): EDG's 167 "argument of type %t1 is incompatible with parameter
// of type %t2" under certainMismatch's clear-cut rules, or 461 for a
// literal bound to a non-const lvalue reference. NVIDIA reports every such
// argument, each at the argument; a kernel launch's arguments too.
func (c *checker) checkArgConversions(x *ast.CallExpr, f *types.FunctionDecl, args []exprInfo) {
	if f.Type == nil || len(args) != len(x.Args) || !c.mayReportConversion(x.At) {
		return
	}
	for i, a := range args {
		if i >= len(f.Type.Params) {
			return
		}
		p, e := f.Type.Params[i], x.Args[i]
		if p == nil || e == nil {
			continue
		}
		if r, ok := p.Canonical().(*types.Reference); ok {
			c.checkRefBinding(p, r, e, a)
			c.checkClassRefBinding(r, e, a) // (classconv.go)
			continue
		}
		if c.certainMismatch(a, e, p) {
			c.errorAt(e.Pos(), diag.ErrIncompatibleParam, diag.Args{Type: []string{c.valueTypeSpelling(a), typeArg(types.Unqualified(p))}})
		} else if c.noConvertingConstructor(e, a, p) {
			c.reportNoConstructor(e, a, p)
		} else {
			c.checkClassConversion(e, a, p, types.Unqualified(p)) // (classconv.go)
		}
	}
}

// checkMemberCallArgs is checkArgConversions for a call through an object
// (o.f(args), p->f(args)) that no candidate matches: only where the
// object's class is one sema knows in full, f is its one member of the
// name (not overloaded, no template), the argument count fits and the
// object binds f's implicit object parameter (no ref-qualifier, the
// object's qualifiers f's), so that the arguments are what fails.
func (c *checker) checkMemberCallArgs(x *ast.CallExpr, fun exprInfo, args []exprInfo) {
	if !c.reporting || c.inDependent() || len(fun.fns) != 1 || fun.object == nil || fun.object.t == nil {
		return
	}
	f, ok := fun.fns[0].(*types.FunctionDecl)
	if !ok || f.Type == nil || f.Type.Variadic || f.Type.Ref != types.NoRef || f.Template != nil {
		return
	}
	ot := fun.object.t
	if p, isPtr := ot.Canonical().(*types.Pointer); isPtr {
		ot = p.Elem
	}
	oc := classDeclOf(ot)
	if oc == nil || !c.fullyKnownClass(oc, 0) || !c.knownClass(oc, 0) {
		return
	}
	if _, ocv := types.Split(ot); !f.Static && ocv&^f.Type.CV != 0 {
		return
	}
	fi := c.funcInfoOf(f)
	if fi == nil || len(args) > len(f.Type.Params) || len(args) < len(f.Type.Params)-c.defaultCount(fi) {
		return
	}
	c.checkArgConversions(x, f, args)
}
