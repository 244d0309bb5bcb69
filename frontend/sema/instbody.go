package sema

import (
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A kernel template launched from a host function template
// (`template <class Op> void run(Op op) { map<<<g, b>>>(d, op); }`) is
// instantiated for the arguments run's instantiations deduce, and the stub
// file must register exactly those specializations. sema finds them by
// walking the body of each function template specialization that user
// code calls, with the template's parameters bound to the specialization's
// arguments; inside, calls to further function templates are followed the
// same way.
//
// The walk adds to what the definition's walk found only the kernels it
// meets: its diagnostics are dropped (the definition was checked when it was
// met, and NVIDIA's host-side front end reports instantiation errors only
// where g++ would), and so are the launches, calls and entities it records,
// which belong to the template's text, not to one instance.

// discardReporter drops diagnostics.
type discardReporter struct{}

func (discardReporter) Report(diag.Diagnostic) {}

// instantiateBody walks the body of fn, a specialization of a function
// template defined in user code, once.
func (c *checker) instantiateBody(fn *types.FunctionDecl) {
	td := fn.Template
	if td == nil || td.Kind != types.FunctionTemplate || c.depth > maxInstantiationDepth {
		return
	}
	if c.bodiesWalked[fn] {
		return
	}
	ti := c.tmpls[td]
	if ti == nil || ti.fn == nil || ti.fn.Body == nil || !c.bodies(ti.fn.At) || c.funcs[fn] == nil {
		return
	}
	if c.bodiesWalked == nil {
		c.bodiesWalked = map[*types.FunctionDecl]bool{}
	}
	c.bodiesWalked[fn] = true

	savedScope, savedRep, savedErrors, savedReporting := c.scope, c.rep, c.errors, c.reporting
	nLate, nEntities, nVars, nLaunches := len(c.late), len(c.res.Entities), len(c.res.Variables), len(c.res.Launches)
	c.rep, c.reporting = discardReporter{}, false
	c.depth++
	c.scope = c.bindArgs(ti.scope, ti.params, td.Params, fn.Args, false)
	c.walkFunctionBody(fn, ti.fn)
	c.depth--
	c.scope, c.rep, c.errors, c.reporting = savedScope, savedRep, savedErrors, savedReporting
	c.late = c.late[:nLate]
	c.res.Entities = c.res.Entities[:nEntities]
	c.res.Variables = c.res.Variables[:nVars]
	c.res.Launches = c.res.Launches[:nLaunches]
}
