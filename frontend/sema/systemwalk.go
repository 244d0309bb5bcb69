package sema

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// cub and thrust name kernel templates inside their own dispatch
// templates (class templates, member templates, templates in system
// headers), whose instances sema's walk does not always enter: the kernel
// template instances a TU needs may then be unknown, and a stub file
// without one of them builds and fails at run time ("invalid device
// function"). When the back end finds such names (see
// fromsema.StubGapSites), it asks for a second walk, the proof
// walk: from the instances that code outside templates used (the roots
// the first walk recorded), every instance body is walked again, those in
// system headers included, and so are the functions outside templates in
// system headers that name a kernel template.
//
// That walk finds every kernel instance only if it is complete, which
// sema proves as it goes, conservatively: every call and expression in a
// walked body must be resolved to what it runs (a call sema cannot
// resolve, a virtual call, a call through a function pointer or of an
// object of class type, an operator on a class type, a member of an
// unknown type, all may run code sema did not walk; constructors,
// destructors and conversions are probed, see systemprobe.go), and every
// name of a kernel template the back end found must have been met in a
// walked body, where it named one instance sema recorded. The first
// construct that breaks this stops the walk and is the reason the gap
// stays. The first walk only records roots and uses (systemroots.go).

// InstanceWalk is the outcome of CompleteKernelInstances.
type InstanceWalk struct {
	// Incomplete is the first construct that made the walk unable to
	// prove that it found every kernel template instance; nil when the
	// walk is complete as far as the bodies it walked go.
	Incomplete *Incomplete
	// Unmet are the sites no walked body named, in the order given: each
	// must lie in a template that nothing uses (the caller's check, which
	// needs the tree), or the list of kernels is not known complete.
	Unmet []source.Pos
	// Kernels counts the kernel template instances the walk added.
	Kernels int
	// Walked are the bodies (from brace to brace) of the functions
	// outside templates, in system headers, that the walk walked.
	Walked [][2]source.Pos
	// met tells which sites the walk met.
	met map[source.Pos]bool
	// resolved is what the walk resolved the calls it met to (see
	// ResolvedCall).
	resolved map[source.Pos][]source.Pos
}

// Met reports whether the walk met site s in a body it walked.
func (w InstanceWalk) Met(s source.Pos) bool { return w.met[s] }

// Incomplete says where and why a walk of instances is incomplete.
type Incomplete struct {
	Pos    source.Pos
	Reason string
}

// systemWalk is the state of the proof walk. The first walk only records
// roots in it.
type systemWalk struct {
	// roots are the instances code outside templates used, in the order
	// met (with repeats); uses what else it did that may instantiate
	// code (see systemroots.go).
	roots []*types.FunctionDecl
	uses  []userUse
	// on is set during the proof walk.
	on bool
	// sites maps each site to whether a walked body named it; siteOrder
	// lists them sorted (see holdsSite).
	sites     map[source.Pos]bool
	siteOrder []source.Pos
	// callee is the callee expression of the call or launch being
	// resolved: a kernel template named there is resolved by the call.
	callee ast.Expr
	// probe counts the bodies walked only to see whether they reach a
	// kernel (the candidates of an implicit call sema cannot pick among):
	// a kernel met there makes the walk incomplete.
	probe int
	// probed marks the classes whose implicit members were probed, by
	// the modes probed.
	probed map[*types.ClassDecl]probeMode
	// destroyed marks the classes whose destruction was followed (see
	// systemdestroy.go).
	destroyed map[*types.ClassDecl]bool
	// followed marks the implicit constructions followed (see
	// systemconstruct.go).
	followed map[followKey]bool
	// constructing counts the constructions being followed (a bound on
	// their nesting).
	constructing int
	// lambdas marks the closures whose lambda's body the walk walked
	// (a call of one runs what was checked there).
	lambdas map[*types.ClassDecl]bool
	// walked are the bodies of the functions outside templates walked.
	walked [][2]source.Pos
	// resolved records what each call met was resolved to, by its
	// callee's name (see systemresolved.go).
	resolved map[source.Pos][]source.Pos
	// context says what is walked, for a message outside any function.
	context string
	// done is the outcome, once the walk has run (it runs once).
	done *InstanceWalk
	// reach tells the names that may lead to a kernel template (nil: all
	// may; see systemreach.go), asked with the origins of an instance's
	// arguments (systemassoc.go; nil: any arguments); classReach caches
	// classReaches.
	reach      func(key string, from []ArgOrigin) bool
	classReach map[*types.ClassDecl]bool
	first      *Incomplete
	// enter are positions (sorted) in code outside templates, in system
	// headers, of names that may lead to a kernel template: the walk
	// walks the functions whose bodies hold one (see functionsToEnter).
	enter []source.Pos
	// vtables marks the classes whose virtual members the walk walked
	// (see systemvirtual.go).
	vtables map[*types.ClassDecl]bool
	// trace, when set (CUFE_PROOF_TRACE, for cufe's developers), is
	// where every reason met is written; the walk then goes on past them
	// (and its outcome means nothing).
	trace io.Writer
}

// systemMode reports whether the proof walk is on.
func (c *checker) systemMode() bool { return c.sys != nil && c.sys.on }

// watching reports whether what is being typed concerns the proof walk:
// it is on, or the first walk is in code outside templates, whose uses it
// records (see systemroots.go). The hooks that test it (systemCall,
// systemOperator, systemMade, systemConverted) spell it out, so that they
// stay small enough to be inlined: the first walk pays only the test.
func (c *checker) watching() bool {
	return c.sys != nil && c.sys.on || c.instanceDepth == 0 && !c.scope.dependent
}

// incomplete records the first reason the proof walk is incomplete (the
// walk then stops entering bodies). None is met in the pattern of an
// empty pack expansion (see inEmptyExpansion): it makes no expression;
// the walks whose outcome outlasts it leave the pattern (leavePattern).
func (c *checker) incomplete(pos source.Pos, format string, args ...any) {
	if c.unevaluated > 0 && c.scope.dependent || c.inEmptyExpansion() || c.quietWalk > 0 {
		return
	}
	if c.sys.first == nil {
		reason := fmt.Sprintf(format, args...)
		if c.curFn != nil {
			reason += fmt.Sprintf(" (in %s)", types.QualifiedName(c.curFn))
		} else if c.sys.context != "" {
			reason += " (" + c.sys.context + ")"
		}
		if c.sys.trace != nil {
			// Every reason, the walk going on past them.
			fmt.Fprintf(c.sys.trace, "%s: %s\n", c.files.Position(pos), reason)
			return
		}
		c.sys.first = &Incomplete{Pos: pos, Reason: reason}
	}
}

// stopped reports whether the proof walk has failed.
func (c *checker) stopped() bool { return c.systemMode() && c.sys.first != nil }

// noteRoot records fn, an instance that code outside templates uses, as a
// root of the proof walk.
func (c *checker) noteRoot(fn *types.FunctionDecl) {
	if c.sys == nil {
		c.sys = &systemWalk{}
	}
	c.sys.roots = append(c.sys.roots, fn)
}

// CompleteKernelInstances runs the proof walk (see above): it walks again
// every template instance the TU uses, those in system headers included,
// adding the kernel template instances they name to the result's kernels,
// and says whether that walk is known complete: sites are the names of
// kernel templates the walk must meet (see fromsema.StubGapSites); reach,
// the names that may lead to a kernel template (nil: any may) when their
// template arguments are built from the classes from (nil: any; see
// systemassoc.go), bounds the instances walked; enter are positions of such names in code outside
// templates in system headers, whose functions the walk walks too. It must be
// called after Finish, from one goroutine, before the result is read
// elsewhere; the walk runs once, and later calls return its outcome.
func (r *Result) CompleteKernelInstances(sites []source.Pos, reach func(key string, from []ArgOrigin) bool, enter []source.Pos) InstanceWalk {
	c := r.checker
	if c == nil {
		return InstanceWalk{Incomplete: &Incomplete{Reason: "semantic analysis did not finish"}}
	}
	if c.sys == nil {
		c.sys = &systemWalk{}
	}
	w := c.sys
	if w.done != nil {
		return *w.done
	}
	w.reach = reach
	w.enter = append([]source.Pos(nil), enter...)
	sort.Slice(w.enter, func(i, j int) bool { return w.enter[i] < w.enter[j] })
	if os.Getenv("CUFE_PROOF_TRACE") != "" {
		w.trace = os.Stderr
	}
	w.sites = make(map[source.Pos]bool, len(sites))
	for _, s := range sites {
		w.sites[s] = false
	}
	w.siteOrder = append([]source.Pos(nil), sites...)
	sort.Slice(w.siteOrder, func(i, j int) bool { return w.siteOrder[i] < w.siteOrder[j] })
	savedRep, savedFinishing, savedWalked := c.rep, c.finishing, c.bodiesWalked
	nLambdas, nDefs := len(c.res.ExtendedLambdas), len(c.res.Definitions)
	c.rep, c.finishing, w.on = discardReporter{}, true, true
	c.bodiesWalked = map[*types.FunctionDecl]bool{}
	n0 := len(c.res.Kernels)
	c.walkSafely()
	w.on = false
	c.rep, c.finishing, c.bodiesWalked = savedRep, savedFinishing, savedWalked
	// What the walk learnt beyond kernels belongs to the first walk's
	// result as it was.
	c.res.ExtendedLambdas, c.res.Definitions = c.res.ExtendedLambdas[:nLambdas], c.res.Definitions[:nDefs]
	out := InstanceWalk{Incomplete: w.first, Kernels: len(c.res.Kernels) - n0, Walked: w.walked, met: w.sites, resolved: w.resolved}
	// The kernels found are laid out as Finish lays out the others.
	all := c.res.Kernels
	c.res.Kernels = all[n0:]
	c.finishKernels()
	c.res.Kernels = all
	if c.opts.ModuleID != "" {
		c.res.SetModuleID(c.opts.ModuleID)
	}
	if out.Incomplete == nil {
		for _, s := range sites {
			if !w.sites[s] {
				out.Unmet = append(out.Unmet, s)
			}
		}
	}
	w.done = &out
	return out
}

// walkSystemRoots walks the roots recorded by the walk of user code, then
// the non-template functions of system headers that name a kernel
// template (their names instantiate it whether or not they are called).
func (c *checker) walkSystemRoots() {
	w := c.sys
	savedScope, savedDepth, savedInstanceDepth := c.scope, c.depth, c.instanceDepth
	defer func() { c.scope, c.depth, c.instanceDepth = savedScope, savedDepth, savedInstanceDepth }()
	c.instanceDepth = 1
	c.walkUserUses()
	w.context = "an instance that code outside templates uses"
	for _, fn := range w.roots {
		if w.first != nil {
			return
		}
		if fn.Virtual {
			// Called through the vtable, or by name.
			c.walkVirtual(fn)
			continue
		}
		c.instantiateBody(fn)
	}
	w.context = "a function outside templates naming a kernel template, or a template that may lead to one"
	for _, fn := range c.functionsToEnter() {
		if w.first != nil {
			return
		}
		c.instantiateBody(fn)
		c.probeParams(fn.Pos, fn, probeAll) // its callers are not known
		if c.bodiesWalked[fn] {
			body := c.funcInfoOf(fn).def.Body
			w.walked = append(w.walked, [2]source.Pos{body.At, body.End})
		}
	}
	c.instanceDepth = 0
}

// walkSafely runs walkSystemRoots; a bug in sema that panics there makes
// the walk incomplete instead of taking the build down (as Incremental
// does for the first walk; CUFE_SEMA_PANIC lets it through).
func (c *checker) walkSafely() {
	defer func() {
		if p := recover(); p != nil {
			if os.Getenv("CUFE_SEMA_PANIC") != "" {
				panic(p)
			}
			c.sys.first = &Incomplete{Reason: fmt.Sprintf("internal error in the walk of instances: %v", p)}
		}
	}()
	c.walkSystemRoots()
}

// functionsToEnter returns the functions outside templates, defined in
// system headers, whose bodies hold a site or a position the caller
// asked the walk to enter (see systemWalk.enter), in source order.
func (c *checker) functionsToEnter() []*types.FunctionDecl {
	var out []*types.FunctionDecl
	for _, fn := range c.funcList {
		fi := c.funcInfoOf(fn)
		if fi == nil || fi.def == nil || fi.def.Body == nil || fi.scope == nil || fi.scope.dependent || isInstance(fn) || c.userDef(fi.def) {
			continue
		}
		body := fi.def.Body
		if c.holdsSite(body) || holdsAny(c.sys.enter, body.At, body.End) {
			out = append(out, fn)
		}
	}
	sort.Slice(out, func(i, j int) bool { return c.funcInfoOf(out[i]).def.At < c.funcInfoOf(out[j]).def.At })
	return out
}

// holdsAny reports whether sorted holds a position in [from, to].
func holdsAny(sorted []source.Pos, from, to source.Pos) bool {
	i := sort.Search(len(sorted), func(i int) bool { return sorted[i] >= from })
	return i < len(sorted) && sorted[i] <= to
}

// userDef reports whether a function definition lies in user code, its
// body included: nvcc 13's .ii may mark the line of a system function's
// declarator (around _CCCL_HOST) as user code and its body as a system
// header's, and such a function is the proof walk's to walk.
func (c *checker) userDef(def *ast.FuncDef) bool {
	return c.user(def.At) && (def.Body == nil || c.user(def.Body.At))
}

// inRange reports whether p lies in [from, to] of one file (positions of
// one file are ordered; those of two files are not compared).
func inRange(p, from, to source.Pos) bool {
	return from.IsValid() && to.IsValid() && p >= from && p <= to
}

// systemName notes a name met during the proof walk: a site it
// is becomes met; a kernel template named there must be resolved to one
// instance (by the call whose callee it is, or by its template
// arguments), else the walk is incomplete.
func (c *checker) systemName(x *ast.NameExpr, info exprInfo) {
	if _, isSite := c.sys.sites[x.Name.At]; !isSite || c.inEmptyExpansion() {
		return // (an empty expansion's pattern names nothing: the site stays unmet)
	}
	if c.inDependent() {
		c.incomplete(x.Name.At, "kernel template %s named where the walk still sees dependent types", x.Name.Ident())
		return
	}
	c.sys.sites[x.Name.At] = true
	if c.sys.callee == ast.Expr(x) || info.hasExplicit {
		return // resolved by systemCallee, or by namedKernelInstance
	}
	c.incomplete(x.Name.At, "kernel template %s named without template arguments outside a call: the instance it names is not worked out", x.Name.Ident())
}

// markCallee notes the callee of a call or launch about to be typed.
func (c *checker) markCallee(fun ast.Expr) {
	if c.systemMode() {
		c.sys.callee = unparen(fun)
	}
}

// unparen strips the parentheses around e.
func unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			return e
		}
		e = p.X
	}
}

// systemCall checks a call met during the proof walk: the
// function it runs must be known, and be walked if it is an instance.
// fn is the function resolved (nil: none), sure whether sema is sure of
// the choice; args are the arguments.
func (c *checker) systemCall(x *ast.CallExpr, fun *exprInfo, fn *types.FunctionDecl, sure bool, args []exprInfo) {
	if c.sys != nil && c.sys.on || c.instanceDepth == 0 && !c.scope.dependent { // watching(), spelled out (see there)
		c.checkCall(x, fun, fn, sure, args)
	} else if !sure && !c.instanceUnsureMore {
		c.noteInstanceCall(x.At, fun, fn)
	}
}

// checkCall is systemCall's check; in the first walk it records what a
// call in code outside templates may instantiate unseen (see noteUse).
func (c *checker) checkCall(x *ast.CallExpr, fun *exprInfo, fn *types.FunctionDecl, sure bool, args []exprInfo) {
	if !c.systemMode() {
		if c.unevaluated == 0 || c.mayDeduceResult(fun, fn) {
			c.noteCall(x, fun, fn, sure, args)
			c.noteResolved(x, fn, sure)
		}
		return
	}
	if c.unevaluated > 0 && !c.mayDeduceResult(fun, fn) {
		c.checkCallee(x.Fun, fn, sure)
		return
	}
	c.noteResolved(x, fn, sure)
	switch {
	case fn == nil && len(fun.fns) > 0:
		c.incomplete(x.At, "call to %s not resolved", calleeName(x.Fun))
	case fn == nil && fun.typeName != nil:
		c.constructed(x.At, fun.typeName, construction{args: args})
		return
	case fn == nil && fun.t != nil:
		if classDeclOf(fun.t) != nil {
			c.incomplete(x.At, "call of an object of class type %s (its operator() is not resolved)", fun.t)
		} else if c.unevaluated == 0 {
			// (In decltype, as CCCL's declval<T>() makes one, it
			// instantiates no body.)
			c.incomplete(x.At, "call through a function pointer")
		}
	case fn == nil && isCompilerBuiltin(x.Fun):
		// __builtin_strlen(s): the compiler's, running no code of the
		// TU (its arguments were walked).
	case fn == nil:
		c.incomplete(x.At, "callee %s unknown", calleeName(x.Fun))
	case !sure:
		c.incomplete(x.At, "call to %s not resolved for sure (several candidates, or arguments of unknown type)", types.QualifiedName(fn))
	default:
		c.checkResolvedAs(x.At, fn, args, fn.Virtual && !fun.nonVirtual)
	}
	c.checkCallee(x.Fun, fn, sure)
}

// checkResolved checks a call at pos that sema resolved for sure to fn
// (named, or an operator's), with arguments args (for a member, without
// the object): what it runs must be walked, and the classes of what it
// takes and returns by value are probed, and those of what it takes by
// reference unless the argument binds to it directly.
func (c *checker) checkResolved(pos source.Pos, fn *types.FunctionDecl, args []exprInfo) {
	c.checkResolvedAs(pos, fn, args, fn.Virtual)
}

// checkResolvedAs is checkResolved for a call that dispatches virtually
// or not (obj.Base::f()).
func (c *checker) checkResolvedAs(pos source.Pos, fn *types.FunctionDecl, args []exprInfo, dispatches bool) {
	switch {
	case dispatches:
		c.walkVirtual(fn)
	case !c.inDependent() && c.patternMember(fn):
		c.incomplete(pos, "call resolved to %s of a template's definition, not of an instance", types.QualifiedName(fn))
	case fn.Exec&types.HostSpace == 0 && isInstance(fn) && c.entersDevice():
		c.instantiateBody(fn) // (device code is real code there: systemdevice.go)
	case fn.Exec&types.HostSpace == 0 && isInstance(fn):
		// Device functions are not walked on the host side; one whose
		// template names a kernel might launch it (dynamic parallelism).
		if _, def := c.instanceBody(fn); def != nil && def.Body != nil && c.holdsSite(def.Body) {
			c.incomplete(pos, "device function %s names a kernel template and is not walked", types.QualifiedName(fn))
		}
	}
	if fn.Type != nil {
		// Arguments passed, and a result returned, by value are copied
		// and destroyed.
		c.constructArgs(pos, fn, args)
		c.probeResult(pos, fn)
	}
}

// probeResult probes the class of the object a call of fn returns by
// value: its destructor and conversions, when fn is a host function (the
// walk of its body follows its return statements' constructions, see
// returned; a function it does not walk is compiled whether called or
// not, see CompleteKernelInstances), everything otherwise.
func (c *checker) probeResult(pos source.Pos, fn *types.FunctionDecl) {
	mode := probeAll
	if fn.Exec&types.HostSpace != 0 {
		mode = probeMade
	}
	c.probeClassIn(pos, resultObject(fn.Type.Result), mode)
}

// bindsDirectly reports whether argument a binds a reference parameter
// p of class type to itself (or its base): no constructor runs.
func bindsDirectly(a exprInfo, p types.Type) bool {
	r, ok := p.Canonical().(*types.Reference)
	if !ok || a.t == nil {
		return false
	}
	pc, ac := classDeclOf(r.Elem), classDeclOf(a.t)
	return pc != nil && ac == pc
}

// systemCallee checks that a kernel template named as a callee was
// resolved to one kernel instance.
func (c *checker) systemCallee(fun ast.Expr, fn *types.FunctionDecl, sure bool) {
	if c.systemMode() {
		c.checkCallee(fun, fn, sure)
	}
}

// checkCallee is systemCallee's check.
func (c *checker) checkCallee(fun ast.Expr, fn *types.FunctionDecl, sure bool) {
	c.sys.callee = nil
	ne, ok := unparen(fun).(*ast.NameExpr)
	if !ok {
		return
	}
	if _, isSite := c.sys.sites[ne.Name.At]; isSite && (fn == nil || !sure || fn.Exec&types.GlobalSpace == 0) {
		c.incomplete(ne.Name.At, "call of kernel template %s not resolved to one instance", ne.Name.Ident())
	}
}

// patternMember reports whether fn is declared in a template's definition
// (a member of the pattern of a class template), where only its instances'
// bodies mean anything.
func (c *checker) patternMember(fn *types.FunctionDecl) bool {
	if isInstance(fn) {
		return false
	}
	fi := c.funcInfoOf(fn)
	return fi != nil && fi.scope != nil && fi.scope.dependent
}

// holdsSite reports whether a site lies in body.
func (c *checker) holdsSite(body *ast.CompoundStmt) bool {
	return holdsAny(c.sys.siteOrder, body.At, body.End)
}

// isCompilerBuiltin reports whether callee e is an undeclared name of the
// compiler's builtin functions (__builtin_..., __atomic_..., __sync_...).
func isCompilerBuiltin(e ast.Expr) bool {
	ne, ok := unparen(e).(*ast.NameExpr)
	if !ok || len(ne.Name.Parts) != 1 || ne.Name.Global || ne.Name.Last().Kind != ast.NameIdent {
		return false
	}
	s := ne.Name.Ident()
	return strings.HasPrefix(s, "__builtin_") || strings.HasPrefix(s, "__atomic_") || strings.HasPrefix(s, "__sync_")
}

// calleeName spells a callee for a message.
func calleeName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.NameExpr:
		return x.Name.Ident()
	case *ast.MemberExpr:
		if x.Name != nil {
			return x.Name.Ident()
		}
	case *ast.ParenExpr:
		return calleeName(x.X)
	}
	return "an expression"
}

// mayDeduceResult reports whether a call met in an unevaluated operand
// (decltype) may still instantiate a body: a call there is no odr-use, so
// it instantiates none ([temp.inst]/5) but to deduce the result type of a
// function declared auto or decltype(auto). fun is the callee as typed,
// fn the function sema resolved it to (nil: none); a callee sema cannot
// see may.
func (c *checker) mayDeduceResult(fun *exprInfo, fn *types.FunctionDecl) bool {
	if fn != nil {
		return c.deducesResult(fn)
	}
	if fun.absent {
		return false // no such member: nothing to instantiate
	}
	for _, d := range fun.fns {
		if c.deducesResult(d) && c.defined(d) {
			return true
		}
	}
	if len(fun.fns) > 0 {
		return false
	}
	// A call through a function pointer (CCCL's declval<T>() is one) or
	// a functional cast runs nothing it would instantiate.
	return fun.t == nil && fun.typeName == nil || classDeclOf(fun.t) != nil
}

// defined reports whether function (or function template) d has a
// definition: without one (std::declval) no body can be instantiated.
func (c *checker) defined(d types.Decl) bool {
	switch x := d.(type) {
	case *types.TemplateDecl:
		ti := c.tmpls[x]
		return ti == nil || ti.fn != nil
	case *types.FunctionDecl:
		fi := c.funcInfoOf(x)
		return fi == nil || fi.def != nil
	}
	return true
}

// deducesResult reports whether function (or function template) d has a
// result type deduced from its body, or one sema does not know and whose
// declaration does not show it is written (a trailing decltype(...) is
// written: std::declval's).
func (c *checker) deducesResult(d types.Decl) bool {
	var spec *ast.DeclSpec
	var decl *ast.Declarator
	if td, ok := d.(*types.TemplateDecl); ok {
		if ti := c.tmpls[td]; ti != nil {
			spec, decl = ti.fnSpec, ti.fnDecl
		}
		d = td.Pattern
	}
	f, ok := d.(*types.FunctionDecl)
	if !ok {
		return true
	}
	if f.Type != nil && f.Type.Result != nil {
		return containsAuto(f.Type.Result)
	}
	if spec == nil {
		if fi := c.funcInfoOf(f); fi != nil && fi.def != nil {
			spec, decl = fi.def.Spec, fi.def.Decl
		}
	}
	if spec == nil || decl == nil {
		return true
	}
	return writtenDeduced(spec, decl)
}

// writtenDeduced reports whether a function declared with spec and decl
// has a placeholder result type: decltype(auto), or auto without a
// trailing return type.
func writtenDeduced(spec *ast.DeclSpec, decl *ast.Declarator) bool {
	switch spec.Kind {
	case ast.TypeDecltypeAuto:
		return true
	case ast.TypeAuto:
		fc := decl.Function()
		return fc == nil || fc.Trailing() == nil
	}
	return false
}
