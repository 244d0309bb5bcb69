package sema

import (
	"math/bits"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// call types a call expression and, in user code, resolves and checks it.
func (c *checker) call(x *ast.CallExpr) exprInfo {
	c.markCallee(x.Fun)
	fun := c.expr(x.Fun)
	args := c.callArgs(x.Args)
	deferred := c.scope.dependent && !c.systemMode() && anyDependent(args)
	if ne, ok := x.Fun.(*ast.NameExpr); ok && !deferred {
		if found, applies := c.argumentDependent(ne, fun, args); applies {
			fun.fns = appendUnique(append([]types.Decl(nil), fun.fns...), found.fns)
			fun.adlUnsure = found.unsure
			if len(fun.fns) == 1 && fun.t == nil {
				if f, ok := fun.fns[0].(*types.FunctionDecl); ok && f.Type != nil {
					fun.t, fun.lvalue = f.Type, true
				}
			}
		}
		if len(fun.fns) == 0 && fun.t == nil && fun.typeName == nil && len(args) > 0 {
			c.undeclaredCallee(ne, args)
		}
	}
	if ne, ok := x.Fun.(*ast.NameExpr); ok && len(fun.fns) == 0 && isFunctionPointer(fun.t) {
		if f := c.boundFunction(ne); f != nil {
			fun.fns = []types.Decl{f}
		}
	}
	if fun.pseudoDestructor && len(args) == 0 {
		return c.rvalue(c.builtin(types.Void))
	}
	if fun.typeName != nil {
		// A functional cast or temporary: T(args).
		c.systemCall(x, &fun, nil, false, args)
		if cd := c.instanceMadeClass(fun.typeName); cd != nil {
			c.instanceConstructs(x.At, cd, construction{args: args}, true)
		}
		return c.rvalue(fun.typeName)
	}
	if len(fun.fns) > 0 && deferred {
		return exprInfo{dependent: true}
	}
	if len(fun.fns) > 0 {
		c.checkObjectQualifiers(x, fun, args)
		fn, ok, sure := c.resolveCallSure(x, fun, args)
		c.systemCall(x, &fun, fn, sure, args)
		if fn != nil && !sure {
			c.noteUnsureCall(x)
		}
		if fn != nil {
			if c.reporting {
				c.res.Calls[x] = fn
				c.checkCallSpace(x, fn)
				if ok && sure {
					c.checkCallAccess(x.Fun, fn, fun)    // (accesscheck.go)
					c.checkDeletedCall(calleePos(x), fn) // (deletedcall.go)
				}
				if ok {
					c.checkHostCallsDevice(x, fn, sure)
					c.checkUnconfiguredKernelCall(x, fn)
					c.deviceVarCallArgs(fn, x.Args)
				}
			} else if ok && c.uneval.on {
				c.checkUnevaluatedCall(x, fn, sure) // (unevalcall.go)
			}
			if ok && fn.Exec&types.GlobalSpace != 0 && fn.Template != nil && !c.inDependent() {
				c.addKernel(fn, x.At)
			}
			if ok && c.walksInstance(fn) && isInstance(fn) && !c.inDependent() && (c.unevaluated == 0 || c.mayDeduceResult(&fun, fn)) {
				// (A call in an unevaluated operand is no odr-use: it
				// instantiates a body only to deduce its result type.)
				c.instantiateBody(fn)
			}
			return c.callResult(fn)
		}
		return exprInfo{dependent: anyDependent(args) || c.inDependent()}
	}
	if classDeclOf(fun.t) != nil {
		return c.callObject(x, fun, args)
	}
	c.checkCallOfNonFunction(x, fun)
	c.systemCall(x, &fun, nil, false, args)
	if ne, ok := x.Fun.(*ast.NameExpr); ok && fun.t == nil {
		if r, known := c.builtinCallResult(ne, args); known {
			return r
		}
	}
	if fun.t != nil {
		t := fun.t.Canonical()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem.Canonical()
		}
		if f, ok := t.(*types.Function); ok {
			return c.resultOf(f)
		}
	}
	return exprInfo{dependent: fun.dependent || anyDependent(args)}
}

func anyDependent(args []exprInfo) bool {
	for _, a := range args {
		if a.dependent {
			return true
		}
	}
	return false
}

// resultOf is the value a call of a function of type f yields.
func (c *checker) resultOf(f *types.Function) exprInfo {
	if f == nil || f.Result == nil {
		return exprInfo{}
	}
	if b, ok := f.Result.Canonical().(*types.Builtin); ok && b.Kind.IsPlaceholder() {
		return exprInfo{}
	}
	if r, ok := f.Result.Canonical().(*types.Reference); ok {
		return exprInfo{t: r.Elem, lvalue: !r.RValue, xvalue: r.RValue}
	}
	return exprInfo{t: f.Result}
}

// callArgs types the arguments written in a call or a kernel launch, each
// pack expansion among them (f(args...)) as its elements where its pack is
// bound (see expandArgs).
func (c *checker) callArgs(written []ast.Expr) []exprInfo {
	args := make([]exprInfo, len(written))
	expanded := false
	for i, a := range written {
		if _, isPack := a.(*ast.PackExpansion); isPack {
			expanded = true // typed by expandArgs
			continue
		}
		args[i] = c.expr(a)
	}
	if expanded {
		args = c.expandArgs(written, args)
	}
	return args
}

// walkArgs is callArgs for the arguments of an initializer, walked as
// walkExpr walks an expression (reporting where user code wrote them): a
// pack expansion among them (tuple<_Tp...> t(forward<_Tp>(__t)...))
// constructs from one argument per element.
func (c *checker) walkArgs(written []ast.Expr) []exprInfo {
	if len(written) == 0 {
		return nil
	}
	saved := c.reporting
	c.reporting = c.user(written[0].Pos())
	args := c.callArgs(written)
	c.reporting = saved
	return args
}

// launch types a kernel launch and records the kernel it invokes.
func (c *checker) launch(x *ast.LaunchExpr) exprInfo {
	c.markCallee(x.Fun)
	savedCallee := c.launchCallee
	c.launchCallee = unparen(x.Fun)
	fun := c.expr(x.Fun)
	c.launchCallee = savedCallee
	for _, a := range x.Config {
		c.expr(a)
	}
	args := c.callArgs(x.Args)
	c.checkDeviceLaunch(x)
	l := &Launch{Expr: x}
	if !c.inDependent() {
		c.res.Launches = append(c.res.Launches, l)
	}
	if len(fun.fns) == 0 {
		c.systemCallee(x.Fun, nil, false)
		return c.rvalue(c.builtin(types.Void))
	}
	fn, ok, sure := c.resolveCallSure(&ast.CallExpr{At: x.At, Fun: x.Fun, Args: x.Args}, fun, args)
	c.systemCallee(x.Fun, fn, sure)
	if fn == nil || !ok {
		return c.rvalue(c.builtin(types.Void))
	}
	l.Kernel = fn
	c.checkLaunchTarget(x, fn)
	if fn.Exec&types.GlobalSpace != 0 && !c.inDependent() {
		c.addKernel(fn, x.At)
	}
	return c.rvalue(c.builtin(types.Void))
}

// Conversion ranks, best first.
type convRank uint8

const (
	rankExact convRank = iota
	rankPromotion
	rankConversion
	rankUser
	rankEllipsis
	rankUnknown // sema cannot tell
	rankNone    // definitely not viable
	// rankUserOrNone: a user-defined conversion or none, sema cannot
	// tell which (a class from an unrelated type, or to one): no better
	// than rankUser, so a candidate a standard conversion beats there
	// loses whichever it is (see userOrNone).
	rankUserOrNone
)

// lowerBound is the best rank r may stand for.
func lowerBound(r convRank) convRank {
	if r == rankUserOrNone {
		return rankUser
	}
	return r
}

// candidate is one viable function with its argument ranks.
type candidate struct {
	fn    *types.FunctionDecl
	ranks []convRank
	quals []int // per argument, bindingQuality's tie-breaker (-1: not a reference)
	// bases holds, per argument converted derived-to-base, the base
	// class converted to (nil otherwise; bases is nil when none is).
	bases    []*types.ClassDecl
	template bool
	unknown  bool
	// listOnly is set with unknown when every argument sema could not
	// rank is a braced-init-list (see rankList).
	listOnly bool
	// maybe is set when an argument ranks rankUserOrNone, or the
	// template's non-type parameters' types were not worked out (see
	// nonTypeParamsFit): the candidate may not be viable.
	maybe bool
	// adds counts the qualifiers a member adds to a known object (0
	// otherwise), a tie-breaker ([over.ics.rank]/3.2.6 on the implicit
	// object parameter).
	adds int
}

// resolveCall picks the function a call invokes. ok is false when sema is
// not sure of the choice (the function returned, if any, is then the only
// candidate that could be viable). It reports "no match" errors only when
// every candidate is certainly not viable.
func (c *checker) resolveCall(x *ast.CallExpr, fun exprInfo, args []exprInfo) (*types.FunctionDecl, bool) {
	fn, ok, _ := c.resolveCallSure(x, fun, args)
	return fn, ok
}

// resolveCallSure is resolveCall; sure is set when the choice is certain:
// ok also takes the only viable candidate when others could not be ranked
// (a deduction sema is not sure of, a function of unknown type, friends
// argument-dependent lookup would find), which the first walk's guess at
// instances is content with, but which the proof walk cannot rest on.
func (c *checker) resolveCallSure(x *ast.CallExpr, fun exprInfo, args []exprInfo) (fn *types.FunctionDecl, ok, sure bool) {
	fn, ok, sure, _ = c.resolveCallViable(x, fun, args)
	return fn, ok, sure
}

// resolveCallViable is resolveCallSure; noneViable is set when sema is
// sure that no candidate is viable (every one known, each certainly not
// viable for the arguments, none of which is of unknown type): the call
// is ill-formed, which a trait asking whether it is well-formed answers
// with false.
func (c *checker) resolveCallViable(x *ast.CallExpr, fun exprInfo, args []exprInfo) (fn *types.FunctionDecl, ok, sure, noneViable bool) {
	// The candidates are listed in an array the checker lends (see
	// candScratch) and given back on return: nothing keeps them.
	cands := c.borrowCands()
	defer func() { c.giveCands(cands) }()
	definite := !fun.adlUnsure
	untyped := false // a candidate whose type sema does not know
	sawTemplate, sawFunc := false, false
	for _, d := range fun.fns {
		switch f := d.(type) {
		case *types.FunctionDecl:
			sawFunc = true
			if fun.hasExplicit || f.Type == nil {
				if f.Type == nil {
					definite, untyped = false, true
				}
				continue
			}
			cand, ok := c.rankCandidate(f, args, fun.object != nil)
			if !ok {
				continue
			}
			cands = append(cands, cand)
		case *types.TemplateDecl:
			sawTemplate = true
			spec, sure := c.deduceFunction(f, fun.explicit, fun.hasExplicit, args, nil, x.At)
			if spec == nil {
				if !sure {
					definite = false
				}
				continue
			}
			cand, ok := c.rankCandidate(spec, args, fun.object != nil)
			if !ok {
				continue
			}
			cand.template = true
			cand.maybe = cand.maybe || c.maybeViable[spec]
			cands = append(cands, cand)
		}
	}
	// (The viable candidates are filtered in place: each is written at
	// or before the place it is read from.)
	viable := cands[:0]
	settled := definite && !untyped // but for candidates that may not be viable
	listUnsure := false             // a viable candidate unsure only of braced lists
	var objCV types.CV
	if fun.object != nil && fun.object.t != nil {
		_, objCV = types.Split(fun.object.t)
	}
	for _, cd := range cands {
		if objCV != 0 && cd.fn.IsMember() && objCV&^cd.fn.Type.CV != 0 {
			continue // the object cannot bind its implicit object parameter
		}
		if cd.fn.IsMember() && lvalueObjectExcludes(fun.object, cd.fn) {
			continue // nor an lvalue bind an rvalue reference
		}
		if fun.object != nil && fun.object.t != nil && cd.fn.IsMember() {
			cd.adds = bits.OnesCount8(uint8(cd.fn.Type.CV &^ objCV))
		}
		if cd.unknown && cd.listOnly {
			listUnsure = true
		} else if cd.unknown {
			definite, settled = false, false
		}
		if cd.maybe {
			definite = false
		}
		viable = append(viable, cd)
	}
	if len(viable) == 0 {
		none := definite && !anyDependent(args) && !argsUnknown(args)
		if none && (fun.object == nil || fun.thisObject) {
			c.reportNoMatch(x, fun, args, sawTemplate, sawFunc)
		} else if none {
			c.checkMemberCallArgs(x, fun, args) // (argcheck.go)
		}
		return nil, false, false, none
	}
	if listUnsure {
		if len(viable) == 1 && definite && !viable[0].maybe {
			// Every other candidate is surely not viable: a valid
			// call, whose braced lists initialize this one's
			// parameters, calls it.
			return viable[0].fn, true, true, false
		}
		definite, settled = false, false
	}
	best := c.best(viable)
	if best == nil {
		return nil, false, false, false
	}
	if settled && !definite && !best.maybe && !best.unknown && c.bestOfAll(best, viable, fun.object) {
		// The candidates that may not be viable lose to best even
		// if they are (see userOrNone).
		return best.fn, true, true, false
	}
	if !definite && !untyped && (fun.object == nil || fun.thisObject) && !best.template && c.perfectMatch(best.fn, args) {
		// No candidate sema could not rank can beat it: its conversions
		// are identities, and a template's that tie lose to it
		// ([over.match.best]); another function's that tie would make
		// the call ambiguous.
		return best.fn, true, true, false
	}
	if len(viable) == 1 {
		return best.fn, !best.unknown, !best.unknown && definite, false
	}
	return best.fn, definite, definite && c.bestOfAll(best, viable, fun.object), false
}

// bestOfAll reports whether best is better than every other viable
// candidate, as best() picked it: by the arguments' conversions, then a
// non-template over a template, the qualifiers a member adds to the object
// (object, nil when unknown), the execution space. A tie best() broke by
// order (templates partial ordering would order, a member's const and
// non-const overloads called without a known object) is not sure.
func (c *checker) bestOfAll(best *candidate, viable []candidate, object *exprInfo) bool {
	// resolveCallSure left out the members the object cannot call, and
	// counted in adds the qualifiers the others add to a known object.
	objKnown := object != nil && object.t != nil
	addsKnown := func(f *types.FunctionDecl) bool {
		return objKnown || !f.IsMember() || f.Type == nil
	}
	known := addsKnown(best.fn)
	for i := range viable {
		cd := &viable[i]
		if cd.fn == best.fn {
			continue
		}
		switch c.compareCands(best, cd) {
		case 1:
			continue
		case -1:
			return false
		}
		if !sameQuals(best, cd) {
			// Reference bindings that rank alike may still differ
			// ([over.ics.rank]/3.2.3, 3.2.6: T& over const T& for a
			// non-const lvalue), which compareCands does not weigh.
			return false
		}
		if !best.template && cd.template {
			continue
		}
		if best.template && cd.template && c.moreSpecialized(best, cd) {
			continue
		}
		if known && addsKnown(cd.fn) && best.adds < cd.adds {
			continue
		}
		if c.spaceMatches(best.fn) && !c.spaceMatches(cd.fn) {
			continue
		}
		return false
	}
	return true
}

// perfectMatch reports whether every argument converts to f's parameter
// by the identity conversion (or binds a reference of the same type and
// value category directly), the best conversion there is: no other
// candidate can be better on any argument.
func (c *checker) perfectMatch(f *types.FunctionDecl, args []exprInfo) bool {
	return perfectParams(f.Type.Params, args)
}

// perfectParams is perfectMatch for parameters of types params.
func perfectParams(params []types.Type, args []exprInfo) bool {
	if len(args) > len(params) {
		return false
	}
	for i, a := range args {
		if a.t == nil || a.null {
			return false
		}
		at, acv := types.Split(a.t)
		if r, ok := params[i].Canonical().(*types.Reference); ok {
			elem, cv := types.Split(r.Elem)
			if elem != at || cv != acv || r.RValue == a.lvalue {
				return false
			}
			continue
		}
		if p, _ := types.Split(params[i]); p != at {
			return false
		}
	}
	return true
}

func argsUnknown(args []exprInfo) bool {
	for _, a := range args {
		if a.t == nil {
			return true
		}
	}
	return false
}

// rankCandidate ranks the arguments against f's parameters; ok is false when f is
// certainly not viable.
func (c *checker) rankCandidate(f *types.FunctionDecl, args []exprInfo, hasObject bool) (candidate, bool) {
	params := f.Type.Params
	fi := c.funcInfoOf(f)
	defaults := 0
	if fi != nil {
		defaults = c.defaultCount(fi)
	}
	if len(args) > len(params) && !f.Type.Variadic {
		return candidate{}, false
	}
	required := len(params) - defaults
	if n, fromPack := c.requiredOfPackSpec(f); fromPack {
		required = n
	}
	if len(args) < required {
		return candidate{}, false
	}
	// (The candidate is returned by value, and its lists are made at
	// their length: growing them an argument at a time cost up to four
	// allocations a list, and a candidate of its own one more.)
	cand := candidate{fn: f}
	if len(args) > 0 {
		cand.ranks, cand.quals = make([]convRank, 0, len(args)), make([]int, 0, len(args))
	}
	for i, a := range args {
		r := rankEllipsis
		if i < len(params) {
			r = c.rankConversion(a, params[i])
		}
		if r == rankNone {
			return candidate{}, false
		}
		switch r {
		case rankUnknown:
			cand.listOnly = a.braced && (cand.listOnly || !cand.unknown)
			cand.unknown = true
		case rankUserOrNone:
			cand.maybe = true
		}
		cand.ranks = append(cand.ranks, r)
		q := -1
		if i < len(params) && a.t != nil && isReferenceType(params[i]) {
			q = bindingQuality(a, params[i])
		}
		cand.quals = append(cand.quals, q)
		if r == rankConversion && i < len(params) && a.t != nil {
			p := params[i]
			if ref, ok := p.Canonical().(*types.Reference); ok {
				p = ref.Elem
			}
			if pc, ac := classDeclOf(p), classDeclOf(a.t); pc != nil && ac != nil && pc != ac {
				if cand.bases == nil {
					cand.bases = make([]*types.ClassDecl, len(args))
				}
				cand.bases[i] = pc
			}
		}
	}
	return cand, true
}

// requiredOfPackSpec returns, for a specialization of a function
// template with a function parameter pack, the arguments a call must give:
// those for the parameters before the pack without default arguments
// (requiredBefore). defaultCount cannot say: the specialization keeps the
// pattern's default arguments by the pattern's parameters, the pack last
// and never defaulted, so it counts none, and opt(f) would rule out
// template <class F, class... Ts> F opt(F f, int n = 0, Ts... ts). The
// pack's elements and any parameter after it are not counted: fewer
// required arguments may keep a candidate that is not viable (an unsure
// call), never drop one that is.
func (c *checker) requiredOfPackSpec(f *types.FunctionDecl) (int, bool) {
	if f.Template == nil {
		return 0, false
	}
	pattern, ok := f.Template.Pattern.(*types.FunctionDecl)
	if !ok || pattern.Type == nil {
		return 0, false
	}
	if i := packParam(pattern.Type.Params); i >= 0 {
		return c.requiredBefore(pattern, i), true
	}
	return 0, false
}

// defaultCount counts the trailing parameters with default arguments,
// whichever declarations gave them ([dcl.fct.default]/4: a definition
// without them, as sm_30_intrinsics.hpp's __syncwarp(unsigned mask), keeps
// those of an earlier declaration).
func (c *checker) defaultCount(fi *funcInfo) int {
	defaulted := fi.defaultedParams()
	return len(defaulted) - requiredOf(defaulted)
}

// defaultedParams returns fi.defaulted, with the default arguments of
// the declaration fi keeps noted.
func (fi *funcInfo) defaultedParams() []bool {
	if fi.decl != nil {
		fi.noteDefaults(fi.decl)
	}
	return fi.defaulted
}

// noteDefaults records the parameters declarator d gives default
// arguments.
func (fi *funcInfo) noteDefaults(d *ast.Declarator) {
	fc := d.Function()
	if fc == nil {
		return
	}
	if len(fi.defaulted) != len(fc.Params) {
		if len(fi.defaulted) > len(fc.Params) {
			return // not this function's parameter list
		}
		fi.defaulted = append(fi.defaulted, make([]bool, len(fc.Params)-len(fi.defaulted))...)
	}
	for i, p := range fc.Params {
		if p.Default() != nil {
			fi.defaulted[i] = true
		}
	}
}

// mergeDefaults adds the default arguments another funcInfo of the same
// function recorded.
func (fi *funcInfo) mergeDefaults(other *funcInfo) {
	if other == nil || other == fi {
		return
	}
	if other.decl != nil {
		other.noteDefaults(other.decl)
	}
	if len(fi.defaulted) < len(other.defaulted) {
		fi.defaulted = append(fi.defaulted, make([]bool, len(other.defaulted)-len(fi.defaulted))...)
	}
	for i, b := range other.defaulted {
		fi.defaulted[i] = fi.defaulted[i] || b
	}
}

// best picks the best candidate: better or equal on every argument and
// better on one; a non-template beats a template; for execution-space
// overloads, the one matching the caller.
func (c *checker) best(cands []candidate) *candidate {
	var best *candidate
	for i := range cands {
		cd := &cands[i]
		if best == nil {
			best = cd
			continue
		}
		switch c.compareCands(cd, best) {
		case 1:
			best = cd
		case 0:
			if best.template && !cd.template {
				best = cd
			} else if best.template && cd.template && c.moreSpecialized(cd, best) {
				best = cd
			} else if best.template == cd.template && cd.adds < best.adds {
				best = cd
			} else if c.spaceMatches(cd.fn) && !c.spaceMatches(best.fn) {
				best = cd
			}
		}
	}
	return best
}

// spaceMatches reports whether f's execution space suits the caller.
func (c *checker) spaceMatches(f *types.FunctionDecl) bool {
	caller := c.callerSpace()
	return caller&f.Exec != 0 || (caller == 0 && f.Exec&types.HostSpace != 0)
}

// sameReferred reports whether the i-th parameters of f and g are
// references to the same type but for qualifiers.
func sameReferred(f, g *types.FunctionDecl, i int) bool {
	if f.Type == nil || g.Type == nil || i >= len(f.Type.Params) || i >= len(g.Type.Params) {
		return false
	}
	r, ok := f.Type.Params[i].Canonical().(*types.Reference)
	s, ok2 := g.Type.Params[i].Canonical().(*types.Reference)
	if !ok || !ok2 {
		return false
	}
	x, _ := types.Split(r.Elem)
	y, _ := types.Split(s.Elem)
	return x == y
}

// sameQuals reports whether a and b bind every argument alike (see
// bindingQuality) where both bind it to a reference: the tie-breakers
// of reference bindings ([over.ics.rank]/3.2.3, 3.2.6) compare two
// reference bindings only, a reference against a parameter taken by
// value is no difference they weigh.
func sameQuals(a, b *candidate) bool {
	for i := range a.quals {
		if i < len(b.quals) && a.quals[i] >= 0 && b.quals[i] >= 0 && a.quals[i] != b.quals[i] {
			return false
		}
	}
	return true
}

// compareCands returns 1 when a is better than b, -1 when worse, 0 when
// neither.
func (c *checker) compareCands(a, b *candidate) int {
	better, worse := false, false
	for i := range a.ranks {
		if i >= len(b.ranks) {
			break
		}
		ra, rb := lowerBound(a.ranks[i]), lowerBound(b.ranks[i])
		if ra == rb && i < len(a.quals) && i < len(b.quals) && a.quals[i] >= 0 && b.quals[i] >= 0 && sameReferred(a.fn, b.fn, i) {
			// Two reference bindings to one type: to an rvalue by an
			// rvalue reference, and with fewer qualifiers added, is
			// better ([over.ics.rank]/3.2.3, 3.2.6).
			ra, rb = convRank(a.quals[i]), convRank(b.quals[i])
		}
		if ra == rankExact && rb == rankExact {
			// T * to T * beats T * to const T * ([over.ics.rank]/3.2.5).
			ra, rb = pointerQualRanks(a.fn, b.fn, i)
		}
		if ra == rankConversion && rb == rankConversion && i < len(a.bases) && i < len(b.bases) {
			// Two derived-to-base conversions of one argument: to
			// the more derived base is better ([over.ics.rank]/4.4;
			// thrust's dispatch to cuda_cub::execution_policy<D>&
			// over thrust::execution_policy<D>&).
			if x, y := a.bases[i], b.bases[i]; x != nil && y != nil && x != y {
				if c.isBaseOf(y, x, 0) {
					ra, rb = rankExact, rankConversion
				} else if c.isBaseOf(x, y, 0) {
					ra, rb = rankConversion, rankExact
				}
			}
		}
		if ra < rb {
			better = true
		} else if ra > rb {
			worse = true
		}
	}
	switch {
	case better && !worse:
		return 1
	case worse && !better:
		return -1
	}
	return 0
}

// rankConversion ranks the implicit conversion of argument a to type p.
func (c *checker) rankConversion(a exprInfo, p types.Type) convRank {
	if a.t == nil && a.braced && p != nil && !types.IsDependent(p) {
		return rankList(a, p)
	}
	if a.t == nil || p == nil || types.IsDependent(p) || types.IsDependent(a.t) {
		return rankUnknown
	}
	pt := p.Canonical()
	if r, ok := pt.(*types.Reference); ok {
		elem, cv := c.splitArray(r.Elem)
		at, acv := c.splitArray(a.t)
		if classDeclOf(elem) != nil || classDeclOf(at) != nil {
			rank := rankExact
			if elem != at && !r.RValue && cv&types.Const == 0 {
				// A non-const lvalue reference binds an object of its
				// class or a derived one, or what a conversion function
				// returns by lvalue reference; no temporary.
				rank = c.lvalueBinding(at, elem)
				if rank != rankConversion {
					return rank
				}
			} else if elem != at {
				rank = c.classConversion(a, at, elem)
				if rank == rankUser && !r.RValue && cv&types.Const == 0 {
					return rankNone // a temporary binds no non-const lvalue reference
				}
				if rank != rankConversion {
					return rank // none, user-defined, or unknown
				}
			}
			// Binding directly (to the object or its base): a non-const
			// lvalue reference to an lvalue, an rvalue reference to an
			// rvalue.
			if !r.RValue && cv&types.Const == 0 && !a.lvalue || r.RValue && a.lvalue {
				return rankNone
			}
			if acv&^cv != 0 {
				return rankNone
			}
			return rank
		}
		if !r.RValue && cv&types.Const == 0 {
			// A non-const lvalue reference binds only to an lvalue of the
			// same type.
			if !a.lvalue {
				return rankNone
			}
			if elem == at && acv&^cv == 0 {
				return rankExact
			}
			if _, isFn := elem.(*types.Function); isFn {
				return rankUnknown
			}
			return rankNone
		}
		if r.RValue && a.lvalue && elem == at {
			// An rvalue reference binds no lvalue of its own type
			// ([dcl.init.ref]/5.4.4: the types are reference-related),
			// but for a function, whose lvalues it binds: forward's
			// T&& overload is not viable for a named int.
			if _, isFn := elem.(*types.Function); !isFn {
				return rankNone
			}
		}
		return c.rankValue(a, elem)
	}
	u, _ := types.Split(pt)
	return c.rankValue(a, u)
}

// splitArray is types.Split, which also takes an array's qualifiers from
// its elements (const size_t (&)[N] binds a const array).
func (c *checker) splitArray(t types.Type) (types.Type, types.CV) {
	u, cv := types.Split(t)
	if a, ok := u.(*types.Array); ok {
		if e, ecv := types.Split(a.Elem); ecv != 0 {
			if a.Dep != nil {
				return c.ctx.DependentArrayOf(e, a.Dep), cv | ecv
			}
			return c.ctx.ArrayOf(e, a.Len), cv | ecv
		}
	}
	return u, cv
}

// rankValue ranks converting a to the unqualified non-reference type p.
func (c *checker) rankValue(a exprInfo, p types.Type) convRank {
	at, _ := types.Split(a.t)
	if classDeclOf(p) != nil || classDeclOf(at) != nil {
		if p == at {
			return rankExact
		}
		return c.classConversion(a, at, p)
	}
	if p == at {
		return rankExact
	}
	switch pp := p.(type) {
	case *types.Builtin:
		if pp.Kind == types.NullPtr {
			if a.null {
				return rankExact
			}
			return rankNone
		}
		if !pp.Kind.IsInteger() && !pp.Kind.IsFloating() {
			return rankUnknown
		}
		if isPointer(at) || isArrayOrFunc(at) {
			if pp.Kind == types.Bool {
				return rankConversion
			}
			return rankNone
		}
		if b, ok := at.(*types.Builtin); ok && b.Kind == types.NullPtr {
			if pp.Kind == types.Bool {
				return rankConversion
			}
			return rankNone
		}
		if e, ok := at.(*types.Enum); ok {
			if e.Decl.Scoped {
				return rankNone
			}
			if pp.Kind == types.Int || pp.Kind == types.UInt {
				return rankPromotion
			}
			return rankConversion
		}
		ab, ok := at.(*types.Builtin)
		if !ok || !(ab.Kind.IsInteger() || ab.Kind.IsFloating()) {
			return rankUnknown
		}
		if isPromotion(ab.Kind, pp.Kind) {
			return rankPromotion
		}
		return rankConversion
	case *types.Pointer:
		if a.null {
			return rankConversion
		}
		if arr, ok := at.(*types.Array); ok {
			at = c.ctx.PointerTo(arr.Elem)
			if at.Canonical() == p {
				return rankExact
			}
		}
		if _, ok := at.(*types.Function); ok {
			if c.ctx.PointerTo(at).Canonical() == p || c.convertsToFunction(at, pp.Elem) {
				return rankExact
			}
			return rankNone
		}
		ap, ok := at.Canonical().(*types.Pointer)
		if !ok {
			if _, isBuiltin := at.(*types.Builtin); isBuiltin {
				return rankNone
			}
			return rankUnknown
		}
		pe, pcv := types.Split(pp.Elem)
		ae, acv := types.Split(ap.Elem)
		if acv&^pcv != 0 {
			return rankNone
		}
		if pe == ae || acv == 0 && pcv == 0 && c.convertsToFunction(ae, pe) {
			return rankExact
		}
		if b, ok := pe.(*types.Builtin); ok && b.Kind == types.Void {
			if _, isFn := ae.(*types.Function); isFn {
				return rankNone
			}
			return rankConversion
		}
		if pc, ac := classDeclOf(pe), classDeclOf(ae); pc != nil && ac != nil {
			if c.isBaseOf(pc, ac, 0) {
				return rankConversion
			}
			if len(ac.Bases) > 0 || !ac.Complete {
				return rankUnknown
			}
			return rankNone
		}
		if types.IsDependent(pe) || types.IsDependent(ae) {
			return rankUnknown
		}
		return rankNone
	case *types.Enum:
		if e, ok := at.(*types.Enum); ok && e == pp {
			return rankExact
		}
		if _, ok := at.(*types.Builtin); ok {
			return rankNone
		}
	}
	return rankUnknown
}

func isArrayOrFunc(t types.Type) bool {
	switch t.Canonical().(type) {
	case *types.Array, *types.Function:
		return true
	}
	return false
}

// isPromotion reports an integral or floating-point promotion.
func isPromotion(from, to types.BuiltinKind) bool {
	switch to {
	case types.Int:
		switch from {
		case types.Bool, types.Char, types.SChar, types.UChar, types.Short, types.UShort, types.Char8, types.Char16:
			return true
		}
	case types.UInt:
		return from == types.Char32 || from == types.WChar
	case types.Double:
		return from == types.Float
	}
	return false
}

// isOrDerives reports whether class d is base or derives from it (false
// when either is unknown).
func (c *checker) isOrDerives(d, base *types.ClassDecl) bool {
	return d != nil && base != nil && (d == base || c.isBaseOf(base, d, 0))
}

// isBaseOf reports whether base is a (direct or indirect) base of d.
func (c *checker) isBaseOf(base, d *types.ClassDecl, depth int) bool {
	if depth > 32 {
		return false
	}
	c.complete(d)
	for _, b := range d.Bases {
		bc := classDeclOf(b.Type)
		if bc == base || (bc != nil && c.isBaseOf(base, bc, depth+1)) {
			return true
		}
	}
	return false
}

// reportNoMatch reports a call no candidate matches.
func (c *checker) reportNoMatch(x *ast.CallExpr, fun exprInfo, args []exprInfo, sawTemplate, sawFunc bool) {
	if !c.reporting || c.inDependent() {
		return
	}
	name := ""
	switch d := fun.fns[0].(type) {
	case *types.FunctionDecl:
		name = types.QualifiedName(d)
	case *types.TemplateDecl:
		name = types.QualifiedName(d)
	}
	if len(fun.fns) == 1 {
		if f, ok := fun.fns[0].(*types.FunctionDecl); ok && f.Type != nil {
			fi := c.funcInfoOf(f)
			defaults := 0
			if fi != nil {
				defaults = c.defaultCount(fi)
			}
			switch {
			case len(args) > len(f.Type.Params) && !f.Type.Variadic:
				c.errorAt(x.At, diag.ErrTooManyCallArgs, diag.Args{})
			case len(args) < len(f.Type.Params)-defaults:
				c.errorAt(x.At, diag.ErrTooFewCallArgs, diag.Args{})
			default:
				// A type mismatch has its own wording ("argument of
				// type ... is incompatible"), for the clear-cut cases.
				c.checkArgConversions(x, f, args)
			}
			return
		}
		if sawTemplate && !sawFunc {
			c.reportWithArgTypes(x, diag.ErrNoMatchingFunction, "function template \""+name+"\"", args)
		}
		return
	}
	c.reportWithArgTypes(x, diag.ErrNoMatchingOverload, "function \""+name+"\"", args)
}

// reportWithArgTypes reports id with the "argument types are" note.
func (c *checker) reportWithArgTypes(x *ast.CallExpr, id diag.ID, entity string, args []exprInfo) {
	if !c.user(x.At) {
		return
	}
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.t.String()
	}
	c.errorWithNotes(x.At, id, diag.Args{Entity: []string{entity}},
		[]diag.Note{{Kind: diag.NoteInfo, Msg: "argument types are: (" + strings.Join(parts, ", ") + ")"}})
}

// undeclaredCallee reports an unqualified callee that names nothing when
// argument-dependent lookup cannot find it either (every argument has a
// fundamental type or a pointer to one). The parser reports undeclared
// names everywhere else.
func (c *checker) undeclaredCallee(ne *ast.NameExpr, args []exprInfo) {
	n := ne.Name
	if !c.reporting || c.inDependent() || c.inLambda || len(n.Parts) != 1 || n.Global {
		return
	}
	last := n.Last()
	if last.Kind != ast.NameIdent || last.HasArgs() || isBuiltinName(last.Ident) {
		return
	}
	for _, a := range args {
		if a.t == nil || a.dependent || !isSimpleType(a.t) {
			return
		}
	}
	r := c.lookupName(n)
	if len(r.decls) > 0 || !r.sure {
		return
	}
	c.errorAt(n.At, diag.ErrUndefinedIdent, diag.Args{Str: []string{last.Ident}})
}

// boundFunction returns the function a template parameter of
// pointer-to-function type named by ne is bound to, or nil: a call
// through it calls that function (thrust's cuda_memory_resource<
// &cudaMalloc, &cudaFree, ...>::do_allocate calls Alloc(&p, n)).
func (c *checker) boundFunction(ne *ast.NameExpr) *types.FunctionDecl {
	if len(ne.Name.Parts) != 1 || ne.Name.Global {
		return nil
	}
	ds := c.lookupName(ne.Name).decls
	if len(ds) != 1 {
		return nil
	}
	if b, ok := ds[0].(*valueBinding); ok && b.fn != nil && b.fn.Type != nil {
		return b.fn
	}
	return nil
}

// isFunctionPointer reports whether t is a pointer to function.
func isFunctionPointer(t types.Type) bool {
	if t == nil {
		return false
	}
	p, ok := t.Canonical().(*types.Pointer)
	if !ok {
		return false
	}
	_, ok = p.Elem.Canonical().(*types.Function)
	return ok
}

// rankList ranks initializing a parameter of type p from the braced list
// a ([over.ics.list]): a list of two or more elements initializes no
// scalar, pointer, enumeration or member pointer (nor a reference to one);
// sema does not rank the rest (classes, arrays, lists of one element or
// none).
func rankList(a exprInfo, p types.Type) convRank {
	t := p.Canonical()
	if r, ok := t.(*types.Reference); ok {
		t = r.Elem.Canonical()
	}
	u, _ := types.Split(t)
	if a.listLen < 2 || a.listLen == listUncounted {
		return rankUnknown
	}
	switch u.(type) {
	case *types.Builtin, *types.Pointer, *types.Enum, *types.MemberPointer:
		return rankNone
	}
	return rankUnknown
}
