package sema

import (
	"math/big"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

func bigInt(v int64) *big.Int { return big.NewInt(v) }

type paramKey = [2]int

// deduceType deduces template parameters in pattern p from type a,
// recording them in bound. It reports whether p matches a.
func (c *checker) deduceType(p, a types.Type, bound map[paramKey]types.TemplateArg) bool {
	if p == nil || a == nil {
		return false
	}
	if !types.IsDependent(p) {
		return p.Canonical() == a.Canonical()
	}
	pc := p.Canonical()
	ac := a.Canonical()
	switch x := pc.(type) {
	case *types.TemplateParamType:
		k := paramKey{x.Depth, x.Index}
		if old, ok := bound[k]; ok {
			return old.Kind == types.TypeArg && old.Type.Canonical() == ac
		}
		bound[k] = types.TypeArgument(ac)
		return true
	case *types.Qualified:
		aq, acv := types.Split(ac)
		if acv&x.CV != x.CV {
			return false
		}
		rest := acv &^ x.CV
		return c.deduceType(x.Elem, c.ctx.Qualify(aq, rest), bound)
	case *types.Pointer:
		y, ok := ac.(*types.Pointer)
		return ok && c.deduceType(x.Elem, y.Elem, bound)
	case *types.Reference:
		y, ok := ac.(*types.Reference)
		return ok && y.RValue == x.RValue && c.deduceType(x.Elem, y.Elem, bound)
	case *types.Array:
		y, ok := ac.(*types.Array)
		if !ok || !c.deduceType(x.Elem, y.Elem, bound) {
			return false
		}
		if pr, isRef := x.Dep.(*types.ParamRef); isRef && y.Len >= 0 {
			k := paramKey{pr.Param.Depth, pr.Param.Index}
			t := pr.Param.Type
			if t == nil || types.IsDependent(t) {
				t = c.ctx.Builtin(types.ULong)
			}
			if old, ok := bound[k]; ok {
				return old.Kind == types.IntegralArg && old.Value.Int64() == y.Len
			}
			bound[k] = types.IntArgument(t, y.Len)
			return true
		}
		if pr, isRef := x.Dep.(*types.ParamRef); isRef {
			// A bound that is another template's parameter (partial
			// ordering: T (&)[N] against T (&)[M]).
			a := types.TemplateArg{Kind: types.ExprArg, Expr: y.Dep}
			return bareValueParam(a) && bindValueParam(pr.Param, a, bound)
		}
		return x.Dep == nil && y.Dep == nil && x.Len == y.Len
	case *types.Function:
		y, ok := ac.(*types.Function)
		if !ok || x.Variadic != y.Variadic || !c.deduceType(x.Result, y.Result, bound) {
			return false
		}
		return c.deduceParamList(x.Params, y.Params, bound)
	case *types.MemberPointer:
		y, ok := ac.(*types.MemberPointer)
		return ok && c.deduceType(x.Class, y.Class, bound) && c.deduceType(x.Elem, y.Elem, bound)
	case *types.TemplateSpec:
		if y, ok := ac.(*types.TemplateSpec); ok {
			// A dependent argument (partial ordering deduces from the
			// other template's parameter types): the same template.
			td, declared := x.Template.(*types.TemplateDecl)
			return declared && types.TemplateName(td) == y.Template && c.deduceArgs(x.Args, y.Args, bound)
		}
		y, ok := ac.(*types.Class)
		if !ok || y.Decl.Template == nil {
			return false
		}
		switch tn := x.Template.(type) {
		case *types.TemplateDecl:
			if tn != y.Decl.Template {
				return false
			}
		case *types.TemplateParam:
			k := paramKey{tn.Depth, tn.Index}
			if old, ok := bound[k]; ok {
				if old.Kind != types.TemplateNameArg || old.Template != types.TemplateName(y.Decl.Template) {
					return false
				}
			} else {
				bound[k] = types.TemplateArgument(y.Decl.Template)
			}
		}
		return c.deduceArgs(x.Args, y.Decl.Args, bound)
	case *types.DependentName, *types.Decltype:
		// Non-deduced contexts ([temp.deduct.type]/5): they match here and
		// are checked when the deduced arguments are substituted.
		return true
	case *types.Class:
		// A class template specialization with dependent arguments.
		if y, ok := ac.(*types.TemplateSpec); ok {
			return x.Decl.Template != nil && y.Template == types.TemplateName(x.Decl.Template) && c.deduceArgs(x.Decl.Args, y.Args, bound)
		}
		y, ok := ac.(*types.Class)
		if !ok || y.Decl.Template == nil || y.Decl.Template != x.Decl.Template {
			return false
		}
		return c.deduceArgs(x.Decl.Args, y.Decl.Args, bound)
	}
	return false
}

// deduceParamList matches the parameter types of a function type, ps,
// against those of an argument's, as: pairwise, a trailing pack expansion
// T... among ps taking the rest of as as pack T (cudaLaunchKernelEx's
// void (*kernel)(ExpTypes...) deduces ExpTypes from the kernel's
// parameters). A trailing expansion of another pattern is not deduced
// here (false).
func (c *checker) deduceParamList(ps, as []types.Type, bound map[paramKey]types.TemplateArg) bool {
	n := len(ps)
	var pack *types.TemplateParamType
	if n > 0 {
		if pe, ok := ps[n-1].Canonical().(*types.PackExpansion); ok {
			tp, ok := pe.Pattern.Canonical().(*types.TemplateParamType)
			if !ok || len(as) < n-1 {
				return false
			}
			pack, n = tp, n-1
		}
	}
	if pack == nil && len(as) != n {
		return false
	}
	for i := 0; i < n; i++ {
		if !c.deduceType(ps[i], as[i], bound) {
			return false
		}
	}
	if pack == nil {
		return true
	}
	elems := make([]types.TemplateArg, 0, len(as)-n)
	for _, a := range as[n:] {
		elems = append(elems, types.TypeArgument(a.Canonical()))
	}
	return bindPack(bound, paramKey{pack.Depth, pack.Index}, elems)
}

// deduceArgs matches template argument patterns against arguments.
func (c *checker) deduceArgs(ps, as []types.TemplateArg, bound map[paramKey]types.TemplateArg) bool {
	// Expand a trailing pack in the actual arguments.
	ps, as = flatArgs(ps), flatArgs(as)
	for i, p := range ps {
		if p.Kind == types.TypeArg {
			if pe, ok := p.Type.Canonical().(*types.PackExpansion); ok {
				if tp, ok := pe.Pattern.Canonical().(*types.TemplateParamType); ok && i == len(ps)-1 {
					var pack []types.TemplateArg
					for _, a := range as[min(i, len(as)):] {
						pack = append(pack, canonicalArg(a))
					}
					bound[paramKey{tp.Depth, tp.Index}] = types.PackArgument(pack...)
					return true
				}
				return false
			}
		}
		if isNonTypePackRef(p) {
			return i == len(ps)-1 && deduceValuePack(p.Expr.(*types.ParamRef).Param, as[min(i, len(as)):], bound)
		}
		if i >= len(as) {
			return false
		}
		a := as[i]
		if isNonDeducedArg(p) {
			continue
		}
		switch p.Kind {
		case types.TypeArg:
			if a.Kind != types.TypeArg || !c.deduceType(p.Type, a.Type, bound) {
				return false
			}
		case types.IntegralArg:
			if a.Kind != types.IntegralArg || a.Value.Cmp(p.Value) != 0 {
				return false
			}
		case types.ExprArg:
			if _, isMember := p.Expr.(*types.MemberRef); isMember {
				// Q::value is not deduced from ([temp.deduct.type]/5):
				// the substituted argument is checked afterwards.
				continue
			}
			pr, ok := p.Expr.(*types.ParamRef)
			if ok && bareValueParam(a) {
				// A's value is another template's parameter (partial
				// ordering, or a dependent argument): N deduces it, as
				// the unique value it stands for.
				if !bindValueParam(pr.Param, a, bound) {
					return false
				}
				continue
			}
			if !ok || a.Kind != types.IntegralArg {
				return false
			}
			k := paramKey{pr.Param.Depth, pr.Param.Index}
			if old, ok := bound[k]; ok {
				if old.Kind != types.IntegralArg || old.Value.Cmp(a.Value) != 0 {
					return false
				}
			} else {
				t := pr.Param.Type
				if t == nil || types.IsDependent(t) {
					t = a.Type
				}
				bound[k] = types.BigIntArgument(t, a.Value)
			}
		case types.TemplateNameArg:
			if tp, ok := p.Template.(*types.TemplateParam); ok {
				bound[paramKey{tp.Depth, tp.Index}] = a
			} else if a.Kind != types.TemplateNameArg || a.Template != p.Template {
				return false
			}
		default:
			return false
		}
	}
	return len(ps) == len(as)
}

// bindValueParam binds non-type parameter p to a, a bare non-type
// parameter of another template (see bareValueParam): it deduces when
// p is unbound or bound to that same parameter, told by its position
// as types tell template parameters (int[N] and int[M] at one depth and
// index are one canonical type, which keeps either's ParamRef).
func bindValueParam(p *types.TemplateParam, a types.TemplateArg, bound map[paramKey]types.TemplateArg) bool {
	k := paramKey{p.Depth, p.Index}
	if old, ok := bound[k]; ok {
		if !bareValueParam(old) {
			return false
		}
		x, y := old.Expr.(*types.ParamRef).Param, a.Expr.(*types.ParamRef).Param
		return x.Depth == y.Depth && x.Index == y.Index
	}
	bound[k] = a
	return true
}

func canonicalArg(a types.TemplateArg) types.TemplateArg {
	if a.Kind == types.TypeArg {
		a.Type = a.Type.Canonical()
	}
	return a
}

// deduceAndSpecialize deduces the arguments of function template td from
// explicit template arguments and either call arguments (args) or a target
// function type (target, for explicit instantiations), and returns the
// specialization, or nil when deduction fails or cannot be done.
func (c *checker) deduceAndSpecialize(td *types.TemplateDecl, explicit []ast.TemplateArg, hasExplicit bool, args []exprInfo, target *types.Function, pos source.Pos) *types.FunctionDecl {
	fn, _ := c.deduceFunction(td, explicit, hasExplicit, args, target, pos)
	return fn
}

// deduceFunction is deduceAndSpecialize that also says whether a failure is
// certain (definite false) or just beyond sema (unknown).
func (c *checker) deduceFunction(td *types.TemplateDecl, explicit []ast.TemplateArg, hasExplicit bool, args []exprInfo, target *types.Function, pos source.Pos) (*types.FunctionDecl, bool) {
	pattern, ok := td.Pattern.(*types.FunctionDecl)
	ti := c.tmpls[td]
	if !ok || ti == nil {
		return nil, false
	}
	var ptypes []types.Type
	substituteOnly := false // every template argument given: nothing to deduce
	switch {
	case pattern.Type != nil:
		ptypes = pattern.Type.Params
	case ti.deduceParams != nil || ti.deduceDefaulted:
		ptypes = ti.deduceParams
		if ti.deduceDefaulted && (target != nil || len(args) > len(ptypes)) {
			return nil, false // an argument for a parameter of unknown type
		}
	case target == nil && hasExplicit && explicitCoversAll(td.Params, explicit):
		// Parameter types sema cannot write in the pattern (decltype
		// of an expression naming the template's own parameters:
		// libcu++'s __is_destructor_wellformed::__test<T>(0)) are
		// worked out by substituting the explicit arguments; the
		// specialization's type then decides viability.
		substituteOnly = true
	default:
		return nil, false
	}
	if args != nil && target == nil && !substituteOnly && !ti.deduceDefaulted && !c.arityFits(pattern, ptypes, len(args)) {
		// Too many or too few arguments for a call: not viable, for sure.
		// (A template-id named without a call, k<T>, passes nil args.)
		return nil, true
	}
	bound := map[paramKey]types.TemplateArg{}
	params := td.Params
	if hasExplicit {
		if len(explicit) > len(params) && (len(params) == 0 || !params[len(params)-1].Pack) {
			return nil, true
		}
		for i, w := range explicit {
			if i >= len(params) {
				break
			}
			p := params[i]
			if p.Pack {
				var pack []types.TemplateArg
				for _, w2 := range explicit[i:] {
					if pat, isExp := isPackExpansionArg(w2); isExp {
						// f<T, Args...>() in an instance: the bound
						// pack's elements.
						elems, expanded, ok := expandPack(c, func() (types.TemplateArg, bool) { return c.convertArg(p, pat) })
						if !expanded || !ok {
							return nil, false
						}
						pack = append(pack, elems...)
						continue
					}
					a, ok := c.convertArg(p, w2)
					if !ok {
						return nil, false
					}
					pack = append(pack, a)
				}
				bound[paramKey{p.Depth, p.Index}] = types.PackArgument(pack...)
				break
			}
			if c.kindMismatch(p, w) {
				return nil, true
			}
			a, ok := c.convertArgAs(p, c.explicitParamType(td, ti, i, bound), w)
			if !ok || a.IsDependent() {
				return nil, false
			}
			bound[paramKey{p.Depth, p.Index}] = canonicalArg(a)
		}
	}
	explicitOnly := make(map[paramKey]types.TemplateArg, len(bound))
	for k, v := range bound {
		explicitOnly[k] = v
	}
	if target != nil {
		if len(target.Params) != len(ptypes) {
			return nil, true
		}
		for i, pt := range ptypes {
			if !c.deduceType(pt, target.Params[i], bound) {
				return nil, true
			}
		}
	} else {
		for i, pt := range ptypes {
			if pe, ok := pt.Canonical().(*types.PackExpansion); ok {
				// A trailing function parameter pack takes the rest.
				if i != len(ptypes)-1 {
					return nil, false
				}
				pack, sure := c.deducePack(pe.Pattern, args[min(i, len(args)):], bound, explicitOnly)
				if pack == nil {
					return nil, sure
				}
				break
			}
			if i >= len(args) {
				break
			}
			if !types.IsDependent(pt) || len(explicitOnly) > 0 && allBound(pt, explicitOnly) {
				// Explicitly specified: the argument is converted, not
				// deduced from.
				continue
			}
			a := args[i]
			if a.t == nil {
				if types.IsDependent(pt) {
					return nil, false
				}
				continue
			}
			if !c.deduceFromArg(pt, a, bound) {
				if a.dependent {
					return nil, false
				}
				return nil, !types.IsDependent(a.t) && (isSimpleType(a.t) || c.mismatchesForSure(pt, a.t) || c.conflicts(pt, a))
			}
		}
	}
	out := make([]types.TemplateArg, len(params))
	for i, p := range params {
		a, ok := bound[paramKey{p.Depth, p.Index}]
		if !ok {
			if p.Pack {
				a = types.PackArgument()
			} else if i < len(ti.defaults) && ti.defaults[i] != nil {
				saved, savedNoMember := c.scope, c.noMember
				c.scope, c.noMember = c.bindArgs(ti.scope, ti.defaultParams[i], params, out[:i], false), false
				da, dok := c.convertArg(p, *ti.defaults[i])
				failed := c.noMember
				c.scope, c.noMember = saved, savedNoMember
				if !dok {
					// A default naming a member a class certainly
					// lacks (enable_if_t<false>): a substitution
					// failure, for sure.
					return nil, failed
				}
				a = canonicalArg(da)
			} else {
				// Neither given, deduced nor defaulted: a failure, for
				// sure when no parameter type names it (deduction had
				// nothing to deduce it from: cub's ThreadReduce<LENGTH>(T
				// *, op) called without LENGTH).
				return nil, pattern.Type != nil && !ti.deduceDefaulted && unnamedInParams(p, params, ptypes)
			}
		}
		out[i] = a
	}
	fit := c.nonTypeParamsFit(td, ti, out)
	if fit == fitNo {
		return nil, true
	}
	// A substitution that yields nothing is either SFINAE or something sema
	// does not model: a certain failure only when it named a member a
	// class certainly lacks.
	fn, failed := c.substituteFunction(td, out)
	if fn != nil && fit == fitUnknown {
		c.noteMaybeViable(fn)
	}
	return fn, fn != nil || failed
}

// explicitCoversAll reports whether the explicit template arguments give
// every one of params, none of which is a pack (a pack may be extended by
// deduction): deduction from the call's arguments then has nothing to do.
func explicitCoversAll(params []*types.TemplateParam, explicit []ast.TemplateArg) bool {
	if len(explicit) != len(params) {
		return false
	}
	for _, p := range params {
		if p.Pack {
			return false
		}
	}
	return true
}

// arityFits reports whether n arguments may be passed to pattern, whose
// parameter types are ptypes: not more than it has (without a pack or
// ellipsis), not fewer than those without default arguments. A function
// parameter pack may take any number of arguments, none included, but
// the parameters before it still need theirs (tuple_for_each_helper(f)
// does not call the overload taking (Fun f, T &t, Ts &...ts)).
func (c *checker) arityFits(pattern *types.FunctionDecl, ptypes []types.Type, n int) bool {
	if i := packParam(ptypes); i >= 0 {
		return n >= c.requiredBefore(pattern, i)
	}
	if pattern.Type != nil && pattern.Type.Variadic {
		return n >= c.requiredBefore(pattern, len(ptypes))
	}
	if n > len(ptypes) {
		return false
	}
	defaults := 0
	if fi := c.funcInfoOf(pattern); fi != nil {
		defaults = c.defaultCount(fi)
	}
	return n >= len(ptypes)-defaults
}

// requiredBefore returns how many arguments a call of pattern must give
// for its first k parameters, those before a pack or an ellipsis: all but
// the run of parameters with default arguments that ends at the k-th
// ([dcl.fct.default]/4 lets a default precede a pack). 0 when sema does
// not know pattern's default arguments (any count may then fit).
func (c *checker) requiredBefore(pattern *types.FunctionDecl, k int) int {
	fi := c.funcInfoOf(pattern)
	if fi == nil {
		return 0
	}
	defaulted := fi.defaultedParams()
	if len(defaulted) < k {
		return 0
	}
	return requiredOf(defaulted[:k])
}

// requiredOf returns how many of the parameters defaulted marks (true: a
// default argument) a call must give: all but the trailing run with
// default arguments.
func requiredOf(defaulted []bool) int {
	k := len(defaulted)
	for k > 0 && defaulted[k-1] {
		k--
	}
	return k
}

// packParam returns the index of the first function parameter pack among
// ptypes, or -1 when there is none.
func packParam(ptypes []types.Type) int {
	for i, pt := range ptypes {
		if _, isPack := pt.Canonical().(*types.PackExpansion); isPack {
			return i
		}
	}
	return -1
}

// deducePack deduces a trailing function parameter pack whose declared
// type is pattern (Ts, const Ts&, Ts&&...) from the remaining call
// arguments: each argument is deduced from the pattern on its own, and the
// pack's elements are what its parameter pack deduced each time. Other
// parameters the pattern names must agree with bound. A pack given
// explicitly (f<int, char>(...)) is left as it is. The result is nil when
// deduction fails; sure says whether the failure is certain. A pattern
// whose pack is inside a template-id is not deduced; it fails for sure
// when an argument certainly matches no specialization of the template.
func (c *checker) deducePack(pattern types.Type, args []exprInfo, bound, explicitOnly map[paramKey]types.TemplateArg) (pack []types.TemplateArg, sure bool) {
	packs := packParamsOf(pattern)
	if len(packs) != 1 {
		// A pack inside a template-id (aligned_base_ptr<Ts>...): not
		// deduced here, but an argument no specialization of the
		// template can match (a pointer, a fundamental type) fails it
		// for sure.
		for _, a := range args {
			if a.t != nil && !a.dependent && !types.IsDependent(a.t) && c.mismatchesForSure(pattern, a.t) {
				return nil, true
			}
		}
		return nil, false
	}
	k := paramKey{packs[0].Depth, packs[0].Index}
	if given, ok := explicitOnly[k]; ok {
		// Explicit elements followed by deduced ones are not modelled.
		if len(given.Pack) != len(args) {
			return nil, false
		}
		return given.Pack, true
	}
	pack = []types.TemplateArg{}
	for _, a := range args {
		if a.t == nil {
			return nil, false
		}
		one := make(map[paramKey]types.TemplateArg, len(bound))
		for bk, bv := range bound {
			if bk != k {
				one[bk] = bv
			}
		}
		if !c.deduceFromArg(pattern, a, one) {
			if a.dependent {
				return nil, false
			}
			return nil, !types.IsDependent(a.t) && (isSimpleType(a.t) || c.mismatchesForSure(pattern, a.t))
		}
		el, ok := one[k]
		if !ok {
			return nil, false
		}
		for bk, bv := range one {
			if bk != k {
				bound[bk] = bv
			}
		}
		pack = append(pack, canonicalArg(el))
	}
	bound[k] = types.PackArgument(pack...)
	return pack, true
}

// packParamsOf lists the template parameter packs a type mentions
// directly (through qualifiers, pointers, references and arrays).
func packParamsOf(t types.Type) []*types.TemplateParamType {
	switch u := t.Canonical().(type) {
	case *types.TemplateParamType:
		if u.Pack {
			return []*types.TemplateParamType{u}
		}
	case *types.Qualified:
		return packParamsOf(u.Elem)
	case *types.Pointer:
		return packParamsOf(u.Elem)
	case *types.Reference:
		return packParamsOf(u.Elem)
	case *types.Array:
		return packParamsOf(u.Elem)
	}
	return nil
}

// patternParamTypes computes a function template's (adjusted) parameter
// types from its declarator, in the template's scope; nil when one is
// unknown, but for trailing parameters with default arguments (the
// SFINAE idiom enable_if<trait<T>::value>::type * = 0, whose dependent
// type sema cannot express): those are left out, and defaulted is set.
//
// An expansion of a non-type parameter pack in a template-id
// (index_sequence<Is...>, cub's invoke_prefetch_algorithm) is kept, as in
// a partial specialization's pattern (see inPartialPattern): these types
// are only deduced from, and deduceArgs binds the pack from the
// argument's trailing values.
func (c *checker) patternParamTypes(d *ast.Declarator) (ps []types.Type, defaulted bool) {
	fc := d.Function()
	if fc == nil {
		return nil, false
	}
	saved := c.inPartialPattern
	c.inPartialPattern = true
	defer func() { c.inPartialPattern = saved }()
	ps = make([]types.Type, 0, len(fc.Params))
	for i, p := range fc.Params {
		pt := c.paramType(p)
		if pt == nil {
			for _, q := range fc.Params[i:] {
				if q.Default() == nil {
					return nil, false
				}
			}
			defaulted = true
			break
		}
		if b, ok := pt.Canonical().(*types.Builtin); ok && b.Kind == types.Void && len(fc.Params) == 1 && (p.Decl == nil || p.Decl.Name == nil) {
			break
		}
		ps = append(ps, pt)
	}
	return c.ctx.FunctionType(types.Function{Result: c.builtin(types.Void), Params: ps}).Params, defaulted
}

// isSimpleType reports whether t is a type for which sema's deduction is
// complete (no user-defined conversions can rescue a mismatch).
func isSimpleType(t types.Type) bool {
	u, _ := types.Split(t)
	switch x := u.(type) {
	case *types.Builtin:
		return true
	case *types.Pointer:
		return isSimpleType(x.Elem)
	}
	return false
}

// mismatchesForSure reports whether deducing parameter type pt from an
// argument of type at fails for sure, no conversion being considered
// there ([temp.deduct.call]/4): a template-id from a type that is no
// class, or from a known class none of whose bases (nor itself) is a
// specialization of a template of that name; a pointer, array, function
// or fundamental type from a class; a reference to a template-id from a
// class object more cv-qualified than the reference's type (see
// dropsQualifiers).
func (c *checker) mismatchesForSure(pt, at types.Type) bool {
	byRef := false
	if r, ok := pt.Canonical().(*types.Reference); ok {
		pt, byRef = r.Elem, true
	}
	p, pcv := types.Split(pt.Canonical())
	if r, ok := at.Canonical().(*types.Reference); ok {
		at = r.Elem
	}
	a, acv := types.Split(at.Canonical())
	if types.IsDependent(a) {
		return false
	}
	if arr, isArray := a.(*types.Array); isArray && !byRef && isSimpleType(arr.Elem) {
		return true // it decays to a pointer, simple to deduce from
	}
	ac := classDeclOf(a)
	switch x := p.(type) {
	case *types.TemplateSpec:
		if ac == nil {
			switch a.(type) {
			case *types.Builtin, *types.Pointer, *types.Array, *types.Enum, *types.Function:
				return true
			}
			return false
		}
		if byRef && dropsQualifiers(acv, pcv) {
			return true
		}
		return x.Template != nil && c.knownClass(ac, 0) && (!c.hasTemplateBase(ac, x.Template, 0) || c.specMismatchesForSure(x, ac, 0))
	case *types.Pointer, *types.Array, *types.Function, *types.MemberPointer, *types.Builtin:
		return ac != nil
	}
	return false
}

// dropsQualifiers reports whether an argument qualified acv, deduced
// from by a reference parameter whose referred type is a template-id
// qualified pcv, would lose a const or volatile: the deduced type may be
// more cv-qualified than the argument's, never less ([temp.deduct.call]/4.1),
// and the template-id's own qualifiers are all the referred type has (no
// template parameter there to take the argument's). Were it deduced from a
// derived class ([temp.deduct.call]/4.3), the reference still could not
// bind it ([dcl.init.ref]/5): thrust's get(cons<HT, TT> &) is no candidate
// for a const cons.
func dropsQualifiers(acv, pcv types.CV) bool {
	return acv&^pcv&(types.Const|types.Volatile) != 0
}

// conflicts reports whether deducing a bare template parameter pt (T,
// T&, const T&, T&&) from argument a failed only because an earlier
// argument deduced another type for it (thrust's sequence(
// ForwardIterator, ForwardIterator, T) given a policy and two
// iterators): on its own a gives it exactly one type, so the failure is
// certain.
func (c *checker) conflicts(pt types.Type, a exprInfo) bool {
	if !bareParam(pt) && !c.soleTemplateBase(pt, a) {
		return false
	}
	return c.deduceFromArg(pt, a, map[paramKey]types.TemplateArg{})
}

// soleTemplateBase reports a parameter naming a specialization of a
// declared class template (thrust's min_system(execution_policy<System>
// &, execution_policy<System> &)) and an argument of a known class with
// exactly one class, itself or a base, specializing that template: on its
// own the argument deduces one thing, so a conflict with an earlier
// argument is certain (two execution policies of different systems).
func (c *checker) soleTemplateBase(pt types.Type, a exprInfo) bool {
	if r, ok := pt.Canonical().(*types.Reference); ok {
		pt = r.Elem
	}
	p, _ := types.Split(pt.Canonical())
	x, ok := p.(*types.TemplateSpec)
	if !ok || a.t == nil {
		return false
	}
	td, declared := x.Template.(*types.TemplateDecl)
	at := a.t
	if r, ok := at.Canonical().(*types.Reference); ok {
		at = r.Elem
	}
	ac := classDeclOf(at)
	if !declared || ac == nil || !c.knownClass(ac, 0) {
		return false
	}
	return c.countTemplateBases(ac, td, 0) == 1
}

// countTemplateBases counts the classes among cd and its bases (each
// path counted) that specialize td; more than one when the depth runs
// out, so that the caller is unsure.
func (c *checker) countTemplateBases(cd *types.ClassDecl, td *types.TemplateDecl, depth int) int {
	if depth > 32 {
		return 2
	}
	n := 0
	if cd.Template == td {
		n++
	}
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			return 2
		}
		n += c.countTemplateBases(bc, td, depth+1)
	}
	return n
}

// hasTemplateBase reports whether cd or one of its bases may be a
// specialization of template tn: that template itself when tn is a
// declared template, one of the same name when it is a template template
// parameter (bound or not, it is not known here).
func (c *checker) hasTemplateBase(cd *types.ClassDecl, tn types.TemplateName, depth int) bool {
	if depth > 32 {
		return true
	}
	if cd.Template != nil {
		if td, declared := tn.(*types.TemplateDecl); declared && cd.Template == td || !declared && cd.Template.Name == tn.Base().Name {
			return true
		}
	}
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil || c.hasTemplateBase(bc, tn, depth+1) {
			return true
		}
	}
	return false
}

// deduceFromArg deduces from one call argument, with the adjustments of
// [temp.deduct.call]: references, forwarding references, decay and cv.
func (c *checker) deduceFromArg(pt types.Type, a exprInfo, bound map[paramKey]types.TemplateArg) bool {
	at := a.t
	if r, ok := pt.Canonical().(*types.Reference); ok {
		if tp, isParam := r.Elem.(*types.TemplateParamType); isParam && r.RValue {
			// Forwarding reference: an lvalue deduces T as A&.
			if a.lvalue {
				k := paramKey{tp.Depth, tp.Index}
				ref := c.ctx.ReferenceTo(at.Canonical(), false)
				if old, ok := bound[k]; ok {
					return old.Type.Canonical() == ref.Canonical()
				}
				bound[k] = types.TypeArgument(ref)
				return true
			}
		}
		return c.deduceType(r.Elem, at, bound) || c.deduceQualified(r.Elem, at, bound) || c.deduceFromBases(r.Elem, at, bound)
	}
	at = decay(c.ctx, at)
	at, _ = types.Split(at)
	if c.deduceType(pt, at, bound) {
		return true
	}
	// A derived class matches a base class template, and a pointer may
	// gain qualifiers.
	return c.deduceQualified(pt, at, bound) || c.deduceFromBases(pt, at, bound)
}

// deduceFromBases deduces a parameter of type P (cv-qualified or not), a
// class template's specialization, from a base class of the argument's
// class at ([temp.deduct.call]/4.3): the bases that deduce must all
// deduce the same, as the bound entries they add.
func (c *checker) deduceFromBases(pt, at types.Type, bound map[paramKey]types.TemplateArg) bool {
	p, _ := types.Split(pt.Canonical())
	if _, isSpec := p.(*types.TemplateSpec); !isSpec {
		return false
	}
	ac := classDeclOf(at)
	if ac == nil {
		return false
	}
	var found map[paramKey]types.TemplateArg
	seen := map[*types.ClassDecl]bool{}
	queue := []*types.ClassDecl{ac}
	for len(queue) > 0 && len(seen) < 64 {
		cd := queue[0]
		queue = queue[1:]
		c.complete(cd)
		for _, b := range cd.Bases {
			bc := classDeclOf(b.Type)
			if bc == nil || seen[bc] {
				continue
			}
			seen[bc] = true
			queue = append(queue, bc)
			try := make(map[paramKey]types.TemplateArg, len(bound))
			for k, v := range bound {
				try[k] = v
			}
			if !c.deduceType(p, bc.Type, try) {
				continue
			}
			if found != nil && !sameBindings(found, try) {
				return false
			}
			found = try
		}
	}
	if found == nil {
		return false
	}
	for k, v := range found {
		bound[k] = v
	}
	return true
}

// sameBindings reports whether two deductions bound the same arguments.
func sameBindings(a, b map[paramKey]types.TemplateArg) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || v.Kind != w.Kind || v.Kind == types.TypeArg && v.Type.Canonical() != w.Type.Canonical() {
			return false
		}
	}
	return true
}

// deduceQualified retries deduction allowing the parameter to be more
// cv-qualified than the argument (T* from int*, const T& from int).
func (c *checker) deduceQualified(pt, at types.Type, bound map[paramKey]types.TemplateArg) bool {
	pc := pt.Canonical()
	if q, ok := pc.(*types.Qualified); ok {
		return c.deduceType(q.Elem, types.Unqualified(at), bound)
	}
	if p, ok := pc.(*types.Pointer); ok {
		if ap, ok := at.Canonical().(*types.Pointer); ok {
			if q, ok := p.Elem.Canonical().(*types.Qualified); ok {
				ae, _ := types.Split(ap.Elem)
				return c.deduceType(q.Elem, ae, bound)
			}
		}
	}
	if pa, ok := pc.(*types.Array); ok {
		// const T (&)[N] from an array of T (cub's AliasTemporaries):
		// the elements gain the qualifiers.
		aa, isArray := at.Canonical().(*types.Array)
		q, qualified := pa.Elem.Canonical().(*types.Qualified)
		if !isArray || !qualified {
			return false
		}
		ae, acv := types.Split(aa.Elem)
		if acv&^q.CV != 0 {
			return false
		}
		unq := c.ctx.ArrayOf(q.Elem, pa.Len)
		if pa.Dep != nil {
			unq = c.ctx.DependentArrayOf(q.Elem, pa.Dep)
		}
		return c.deduceType(unq, c.ctx.ArrayOf(ae, aa.Len), bound)
	}
	return false
}

// specializeFunction returns the specialization of function template td
// for args, computing its type by substituting args into the pattern's
// declarator.
func (c *checker) specializeFunction(td *types.TemplateDecl, args []types.TemplateArg) *types.FunctionDecl {
	fn, _ := c.substituteFunction(td, args)
	return fn
}

// substituteFunction is specializeFunction; failed is set when it yields
// nothing because the function's type named a member that a class
// certainly lacks (enable_if<false>::type: SFINAE, for sure).
func (c *checker) substituteFunction(td *types.TemplateDecl, args []types.TemplateArg) (fn *types.FunctionDecl, failed bool) {
	key := argsKeyFor(td, args)
	if fn := c.funcSpecs[key]; fn != nil {
		return fn, false
	}
	ti := c.tmpls[td]
	pattern := td.Pattern.(*types.FunctionDecl)
	if c.depth > maxInstantiationDepth {
		return nil, false
	}
	saved, savedNoMember := c.scope, c.noMember
	c.depth++
	// Arguments that name template parameters (a call in a signature
	// declared in a template, thrust's actor::operator= calling
	// do_assign(*this, x)) substitute into a dependent scope: what the
	// substitution meets is not code that runs.
	c.scope = c.bindArgs(ti.scope, ti.params, td.Params, args, argsDependent(args))
	c.noMember = false
	var ft *types.Function
	if ti.fnDecl != nil {
		base := c.specType(ti.fnSpec)
		switch {
		case pattern.Kind == types.ConversionFunc && ti.fnDecl.Name.Last().ConvType() != nil:
			base = c.typeID(ti.fnDecl.Name.Last().ConvType())
		case base == nil && (pattern.Kind == types.Constructor || pattern.Kind == types.Destructor):
			// No declared type: as functionDecl gives them.
			base = c.builtin(types.Void)
		}
		if base != nil {
			ft, _ = c.declType(base, ti.fnDecl).(*types.Function)
		}
	}
	failed = c.noMember
	c.noMember = savedNoMember
	var launch *funcInfo
	if pi := c.funcInfoOf(pattern); pi != nil && pattern.Exec&types.GlobalSpace != 0 && ft != nil && !types.IsDependent(ft) {
		fi := *pi
		c.instanceLaunchAttrs(ti, &fi)
		launch = &fi
	}
	c.scope = saved
	c.depth--
	if ft == nil || types.IsDependent(ft) {
		return nil, ft == nil && failed
	}
	fn = c.ctx.SpecializeFunction(td, args, ft)
	fn.Pos = pattern.Pos
	if launch != nil {
		c.setFuncInfo(fn, launch)
	} else if pi := c.funcInfoOf(pattern); pi != nil {
		fi := *pi
		c.setFuncInfo(fn, &fi)
	}
	c.funcSpecs[key] = fn
	return fn, false
}

func argsKeyFor(td *types.TemplateDecl, args []types.TemplateArg) string {
	var buf [128]byte
	return string(appendArgsKey(append(appendIdentity(buf[:0], td), '<'), args))
}

// allBound reports whether every template parameter t mentions is bound.
func allBound(t types.Type, bound map[paramKey]types.TemplateArg) bool {
	switch u := t.Canonical().(type) {
	case *types.TemplateParamType:
		_, ok := bound[paramKey{u.Depth, u.Index}]
		return ok
	case *types.Qualified:
		return allBound(u.Elem, bound)
	case *types.Pointer:
		return allBound(u.Elem, bound)
	case *types.Reference:
		return allBound(u.Elem, bound)
	case *types.Array:
		return u.Dep == nil && allBound(u.Elem, bound)
	case *types.PackExpansion:
		return allBound(u.Pattern, bound)
	case *types.Builtin, *types.Enum:
		return true
	case *types.Class:
		return !types.IsDependent(u)
	case *types.DependentName:
		// S::pointer with S given: known once substituted (has_pointer's
		// test<S>(typename S::pointer *) called as test<T>(0)).
		if !allBound(u.Qualifier, bound) {
			return false
		}
		for _, a := range u.Args {
			if a.Kind != types.TypeArg || !allBound(a.Type, bound) {
				return false
			}
		}
		return true
	}
	return false
}

// argsDependent reports whether any of args names a template parameter.
func argsDependent(args []types.TemplateArg) bool {
	for _, a := range args {
		if a.IsDependent() {
			return true
		}
	}
	return false
}

// explicitParamType is the type of td's i-th parameter for its explicit
// argument, with the explicit arguments of the parameters before it
// (bound) substituted into a type that names them (template <class T,
// fn_t<T> F> given <float, f>).
func (c *checker) explicitParamType(td *types.TemplateDecl, ti *templateInfo, i int, bound map[paramKey]types.TemplateArg) types.Type {
	p := td.Params[i]
	if !substitutedType(p) {
		return p.Type
	}
	earlier := make([]types.TemplateArg, i)
	for j, q := range td.Params[:i] {
		a, ok := bound[paramKey{q.Depth, q.Index}]
		if !ok || q.Pack {
			return p.Type
		}
		earlier[j] = a
	}
	return c.paramTypeGiven(td, ti, p, earlier)
}
