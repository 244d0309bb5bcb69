package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
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
//
// The instances' bodies in system headers are skipped; the proof walk
// (systemwalk.go), run only when the back end finds kernel templates named
// where this walk may not reach, walks them too, from the roots this walk
// records.

// discardReporter drops diagnostics.
type discardReporter struct{}

func (discardReporter) Report(diag.Diagnostic) {}

// instantiateBody walks the body of fn once, if fn is a specialization of
// a function template, or a member function of a class template
// specialization, defined in user code.
func (c *checker) instantiateBody(fn *types.FunctionDecl) {
	if c.quietWalk > 0 {
		return // a walk deducing a result type (see deducedresult.go)
	}
	if c.instanceDepth == 0 && !c.systemMode() {
		c.noteRoot(fn)
	}
	if c.bodiesWalked[fn] || c.stopped() {
		return
	}
	if c.depth > maxInstantiationDepth {
		if c.systemMode() {
			c.incomplete(fn.Pos, "instances nest deeper than %d at %s", maxInstantiationDepth, fn.Name)
		}
		return
	}
	if c.systemMode() && isInstance(fn) && !c.mayReachKernel(fn) {
		return // leads to no kernel template: nothing to prove there
	}
	env, def := c.instanceBody(fn)
	if env != nil && def == nil && !c.finishing {
		// Called before the template's definition (declared, used, then
		// defined further down): the instance is walked at the end of the
		// TU, its point of instantiation.
		c.laterInstances = append(c.laterInstances, fn)
		return
	}
	if env == nil || def == nil || def.Body == nil || !c.bodies(def.At) || c.funcInfoOf(fn) == nil {
		c.skippedBody(fn, env, def)
		return
	}
	if c.bodiesWalked == nil {
		c.bodiesWalked = map[*types.FunctionDecl]bool{}
	}
	c.bodiesWalked[fn] = true

	savedScope, savedRep, savedErrors, savedReporting := c.scope, c.rep, c.errors, c.reporting
	savedExpand := c.leavePattern()
	nLate, nEntities, nVars, nLaunches := len(c.late), len(c.res.Entities), len(c.res.Variables), len(c.res.Launches)
	c.rep, c.reporting = discardReporter{}, false
	c.depth++
	c.instanceDepth++
	c.scope = env
	c.walkFunctionBody(fn, def)
	if c.systemMode() {
		c.walkDeclaredResult(fn, def)
	}
	if c.systemMode() {
		// Its parameters taken by value are destroyed here; the callers
		// copy them, and account for that (see probeParams).
		c.probeParams(def.At, fn, probeMade)
	}
	c.instanceDepth--
	c.depth--
	c.scope, c.rep, c.errors, c.reporting = savedScope, savedRep, savedErrors, savedReporting
	c.restoreExpansion(savedExpand)
	c.late = c.late[:nLate]
	c.res.Entities = c.res.Entities[:nEntities]
	c.res.Variables = c.res.Variables[:nVars]
	c.res.Launches = c.res.Launches[:nLaunches]
}

// walkDeclaredResult types again, in the instance's scope, the decltype
// operands of a walked function's declared result type (cub's kernel
// getters: decltype(&DeviceReduceKernel<...>) Kernel() { return
// &DeviceReduceKernel<...>; }), so that the proof walk meets the names of
// kernel templates there as well; the specialization typed them before
// the walk. A trailing result type is typed with the function's
// parameters declared, as it sees them (CCCL's plus<void>::operator():
// -> decltype(forward<T1>(t) + forward<T2>(u))).
func (c *checker) walkDeclaredResult(fn *types.FunctionDecl, def *ast.FuncDef) {
	var exprs [2]ast.Expr
	if def.Spec != nil && def.Spec.Kind == ast.TypeDecltype {
		exprs[0] = def.Spec.Expr()
	}
	if def.Decl != nil {
		if fc := def.Decl.Function(); fc != nil {
			if tr := fc.Trailing(); tr != nil && tr.Spec != nil && tr.Spec.Kind == ast.TypeDecltype {
				exprs[1] = tr.Spec.Expr()
			}
		}
	}
	c.unevaluated++
	if exprs[0] != nil {
		c.typeExpr(exprs[0])
	}
	if exprs[1] != nil {
		c.push(blockScope, fn).fn = fn
		c.declareParamVars(nil, fn, def.Decl)
		c.typeExpr(exprs[1])
		c.pop()
	}
	c.unevaluated--
}

// instanceBody returns the scope an instance's body is walked in (the
// template's parameters bound to its arguments) and the body's definition,
// or nils when fn is not an instance sema can walk.
func (c *checker) instanceBody(fn *types.FunctionDecl) (*scope, *ast.FuncDef) {
	if td := fn.Template; td != nil {
		ti := c.tmpls[td]
		if td.Kind != types.FunctionTemplate || ti == nil {
			return nil, nil
		}
		return c.bindArgs(ti.scope, ti.params, td.Params, fn.Args, false), ti.fn
	}
	// A member of a class template specialization: the class's
	// instantiation declared it in the class's bound scope, with the
	// template's definition (bodies of members wait there, unwalked).
	if cls, ok := fn.Parent.(*types.ClassDecl); ok && cls.Template != nil {
		fi := c.funcInfoOf(fn)
		if fi != nil && fi.def != nil && fi.scope != nil {
			return fi.scope, fi.def
		}
		if c.systemMode() {
			// Defined outside the class (see outofline.go).
			return c.outOfLineBody(fn, fi)
		}
		return nil, nil
	}
	// The proof walk also walks functions outside templates
	// in system headers (whose bodies sema skipped when it met them).
	if c.systemMode() && !isInstance(fn) {
		if fi := c.funcInfoOf(fn); fi != nil && fi.def != nil && fi.scope != nil && !fi.scope.dependent && !c.userDef(fi.def) {
			return fi.scope, fi.def
		}
	}
	return nil, nil
}

// skippedBody handles an instance whose body instantiateBody does not
// walk: the proof walk, which must account for every
// instance, is then incomplete unless the body is known to be absent or
// empty.
func (c *checker) skippedBody(fn *types.FunctionDecl, env *scope, def *ast.FuncDef) {
	if !c.systemMode() {
		return
	}
	switch {
	case def != nil && def.Body == nil:
		// = default, = delete: nothing to walk.
	case env == nil && !isInstance(fn):
		// Outside templates: user code was walked where it was defined;
		// a function never defined instantiates nothing.
	case env != nil && def == nil:
		// A function template declared and never defined.
	case env == nil:
		c.incomplete(fn.Pos, "the body of %s is not known to the walk (a member defined outside its class template?)", types.QualifiedName(fn))
	default:
		c.incomplete(fn.Pos, "the body of %s could not be walked", types.QualifiedName(fn))
	}
}

// isInstance reports whether fn is an instance of a template (a function
// template specialization or a member of a class template specialization):
// a function whose body instantiateBody may walk.
func isInstance(fn *types.FunctionDecl) bool {
	if fn.Template != nil {
		return true
	}
	cls, ok := fn.Parent.(*types.ClassDecl)
	return ok && cls.Template != nil
}

// walkLaterInstances walks the instances used before their template was
// defined.
func (c *checker) walkLaterInstances() {
	c.finishing = true
	for i := 0; i < len(c.laterInstances); i++ {
		c.instantiateBody(c.laterInstances[i])
	}
}
