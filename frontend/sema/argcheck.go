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
