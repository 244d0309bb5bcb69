package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Matching a class template partial specialization ([temp.class.spec.match])
// is deduction followed by substitution: the specialization's parameters
// are deduced from the arguments where its written arguments allow it, and
// the written arguments, with the deduced parameters substituted, must then
// give the arguments back. Arguments that cannot be deduced from
// (void_t<decltype(...)>, typename T::type) take part only in the second
// step, which is also where a substitution failure (SFINAE) rejects the
// specialization.

// partialPattern converts a partial specialization's written arguments in
// terms of its own parameters. An argument sema cannot express as a
// pattern is a non-deduced slot (see nonDeducedArg); nil when a pack
// expansion cannot be expressed (the number of arguments it covers is
// unknown).
func (c *checker) partialPattern(written []ast.TemplateArg) []types.TemplateArg {
	saved := c.inPartialPattern
	c.inPartialPattern = true
	defer func() { c.inPartialPattern = saved }()
	out := make([]types.TemplateArg, 0, len(written))
	for _, w := range written {
		a := c.dependentArgs([]ast.TemplateArg{w})
		if len(a) != 1 {
			if _, isExp := isPackExpansionArg(w); isExp {
				return nil
			}
			out = append(out, nonDeducedArg())
			continue
		}
		out = append(out, a[0])
	}
	return out
}

// isNonTypePackRef reports the pattern of Is... for a non-type parameter
// pack Is: a reference to the pack itself, which in an argument list can
// only stand for its expansion (an unexpanded pack is ill-formed there,
// and sizeof...(Is) is another expression). Expansions of other patterns
// (Is + 1...) are not kept: their arguments cannot be deduced from.
func isNonTypePackRef(a types.TemplateArg) bool {
	if a.Kind != types.ExprArg {
		return false
	}
	pr, ok := a.Expr.(*types.ParamRef)
	return ok && pr.Param.Kind == types.NonTypeParam && pr.Param.Pack
}

// nonDeducedArg is the pattern of a partial specialization argument that
// is not deduced from: it matches any argument, and the substitution step
// checks it.
func nonDeducedArg() types.TemplateArg { return types.TemplateArg{Kind: types.ExprArg} }

func isNonDeducedArg(a types.TemplateArg) bool { return a.Kind == types.ExprArg && a.Expr == nil }

// matchPartial finds the partial specialization of td matching args, with
// the bindings of its parameters. Of several matches the one more
// specialized than every other wins ([temp.class.order], see
// partialMoreSpecialized); where sema cannot order them, the first with
// the fewest parameters.
func (c *checker) matchPartial(td *types.TemplateDecl, ti *templateInfo, args []types.TemplateArg) (*partialSpec, map[[2]int]types.TemplateArg, bool) {
	unsure := false
	var best *partialSpec
	var bestBound map[[2]int]types.TemplateArg
	var matched []*partialSpec
	for _, ps := range ti.partials {
		if ps.pattern == nil {
			continue
		}
		bound := map[[2]int]types.TemplateArg{}
		if !c.deduceArgs(ps.pattern, writtenPrefix(ps.pattern, args), bound) {
			continue
		}
		complete := true
		for _, p := range ps.tparams {
			if _, ok := bound[[2]int{p.Depth, p.Index}]; !ok {
				complete = false
			}
		}
		if !complete {
			continue
		}
		if matches, certain := c.substitutesBack(td, ps, bound, args); !matches {
			unsure = unsure || !certain
			continue
		}
		matched = append(matched, ps)
		switch {
		case best == nil:
			best, bestBound = ps, bound
		case c.partialMoreSpecialized(ps, best):
			best, bestBound = ps, bound
		case c.partialMoreSpecialized(best, ps):
		case len(ps.tparams) < len(best.tparams):
			best, bestBound = ps, bound
		}
	}
	if len(matched) > 2 {
		// The winner must beat every other match, not only those met
		// after it: keep it only where it does, else fall back.
		for _, ps := range matched {
			if ps != best && !c.partialMoreSpecialized(best, ps) {
				ps, bound := c.fewestParams(matched, args)
				return ps, bound, unsure
			}
		}
	}
	return best, bestBound, unsure
}

// fewestParams is matchPartial's fallback for matches sema cannot order:
// the first with the fewest parameters, with its bindings.
func (c *checker) fewestParams(matched []*partialSpec, args []types.TemplateArg) (*partialSpec, map[[2]int]types.TemplateArg) {
	var best *partialSpec
	for _, ps := range matched {
		if best == nil || len(ps.tparams) < len(best.tparams) {
			best = ps
		}
	}
	bound := map[[2]int]types.TemplateArg{}
	c.deduceArgs(best.pattern, writtenPrefix(best.pattern, args), bound)
	return best, bound
}

// partialMoreSpecialized reports whether partial specialization a is more
// specialized than b: b's arguments can be deduced from a's (a's
// parameters standing for unique types and values) and not the other way
// round — `X<const T *>` over `X<T *>` (libstdc++'s iterator_traits),
// `X<T, int>` over `X<T, U>`. Where either deduction involves what sema
// does not model (packs, values depending on parameters), the two come
// out alike and neither wins.
func (c *checker) partialMoreSpecialized(a, b *partialSpec) bool {
	if len(a.pattern) != len(b.pattern) || hasPackOrValue(a.pattern) || hasPackOrValue(b.pattern) {
		return false
	}
	return c.deduceArgs(b.pattern, a.pattern, map[[2]int]types.TemplateArg{}) &&
		!c.deduceArgs(a.pattern, b.pattern, map[[2]int]types.TemplateArg{})
}

// hasPackOrValue reports whether a partial specialization's arguments
// hold a pack expansion or a non-type argument, which partial ordering
// here leaves alone.
func hasPackOrValue(pattern []types.TemplateArg) bool {
	for _, a := range pattern {
		switch a.Kind {
		case types.TypeArg:
			if a.Type == nil {
				return true
			}
			if _, ok := a.Type.Canonical().(*types.PackExpansion); ok {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// writtenPrefix returns the arguments the written arguments of a partial
// specialization (pattern) are deduced from: all of args, or, when it
// writes fewer (template <class T> struct X<T *> of template <class,
// class = void> struct X), those it writes; the rest are the primary
// template's defaults, which substitutesBack checks. Packs are left whole.
func writtenPrefix(pattern, args []types.TemplateArg) []types.TemplateArg {
	n := len(pattern)
	if n >= len(args) || n == 0 || args[len(args)-1].Kind == types.PackArg {
		return args
	}
	if last := pattern[n-1]; last.Kind == types.TypeArg && last.Type != nil {
		if _, isExp := last.Type.Canonical().(*types.PackExpansion); isExp {
			return args
		}
	}
	return args[:n]
}

// substitutesBack substitutes the deduced parameters into partial
// specialization ps's written arguments and reports whether that gives
// args. A substitution sema cannot complete counts as a failure, as
// SFINAE makes it, but not a certain one (see instantiateClass).
func (c *checker) substitutesBack(td *types.TemplateDecl, ps *partialSpec, bound map[[2]int]types.TemplateArg, args []types.TemplateArg) (matches, certain bool) {
	if c.depth > maxInstantiationDepth {
		return false, false
	}
	saved, savedNoMember := c.scope, c.noMember
	c.depth++
	c.scope, c.noMember = c.bindDeduced(ps.scope, ps.params, ps.tparams, bound), false
	got, ok, dep := c.convertTemplateArgs(td, ps.args, ps.class.At, false)
	failed := c.noMember
	c.scope, c.noMember = saved, savedNoMember
	c.depth--
	if ok && !dep {
		return sameArgs(got, args), true
	}
	// A substitution that named a member a class certainly lacks fails
	// for sure (SFINAE); one sema could not complete may not.
	return false, failed
}

// sameArgs reports whether two argument lists are the same (types by
// canonical type, values by value).
func sameArgs(a, b []types.TemplateArg) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Kind != y.Kind {
			return false
		}
		switch x.Kind {
		case types.TypeArg:
			if x.Type == nil || y.Type == nil || x.Type.Canonical() != y.Type.Canonical() {
				return false
			}
		case types.IntegralArg:
			if x.Value == nil || y.Value == nil || x.Value.Cmp(y.Value) != 0 {
				return false
			}
		case types.PackArg:
			if !sameArgs(x.Pack, y.Pack) {
				return false
			}
		case types.TemplateNameArg:
			if x.Template != y.Template {
				return false
			}
		case types.DeclArg:
			if x.Decl != y.Decl {
				return false
			}
		case types.NullPtrArg:
		default:
			return false
		}
	}
	return true
}

// deduceValuePack binds non-type parameter pack p to the values as (the
// arguments its trailing expansion Is... covers). Only values deduce it:
// a dependent or non-value argument fails, and so does one that
// contradicts an earlier binding of the pack.
func deduceValuePack(p *types.TemplateParam, as []types.TemplateArg, bound map[paramKey]types.TemplateArg) bool {
	pack := make([]types.TemplateArg, 0, len(as))
	for _, a := range as {
		if a.Kind != types.IntegralArg || a.Value == nil {
			return false
		}
		pack = append(pack, a)
	}
	return bindPack(bound, paramKey{p.Depth, p.Index}, pack)
}

// bindPack binds the pack k to elems, deduced from a trailing expansion;
// an earlier binding of k must agree.
func bindPack(bound map[paramKey]types.TemplateArg, k paramKey, elems []types.TemplateArg) bool {
	if old, ok := bound[k]; ok {
		return old.Kind == types.PackArg && sameArgs(old.Pack, elems)
	}
	bound[k] = types.PackArgument(elems...)
	return true
}
