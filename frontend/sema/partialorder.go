package sema

import "github.com/cufe-dev/cufe/frontend/types"

// Two function template specializations that convert every argument
// alike are ordered by partial ordering ([temp.func.order]): the more
// specialized template wins. Template a is at least as specialized as b
// when b's parameters deduce from a's parameter types (a's template
// parameters standing for unique types), references and top-level cv
// stripped ([temp.deduct.partial]); more specialized when, besides, a's do
// not deduce from b's. Sema orders two kinds of templates:
//   - one whose parameters are all bare template parameters (T, T&,
//     const T&, T&&, a pack Ts...), which deduce from anything, against
//     one whose are not all such (make_zip_iterator(tuple<Its...>) against
//     make_zip_iterator(Its...));
//   - templates whose parameter types are made only of type parameters,
//     fundamental types, pointers, references, cv and class templates'
//     specializations over such types, integral values and bare non-type
//     parameters (CUB's f(Int2Type<N>) against f(Int2Type<4>)) (thrust's min_system(
//     execution_policy<S>&, execution_policy<S>&) against min_system(
//     execution_policy<S1>&, execution_policy<S2>&)), where deduction
//     failing is certain.
// When deduction succeeds both ways, the references' tie-break decides
// (see referenceTieBreak). Anything else stays unordered (the call is then
// not resolved for sure).

// moreSpecialized reports whether candidate a's template is more
// specialized than b's, by the rules above.
func (c *checker) moreSpecialized(a, b *candidate) bool {
	pa, pb := c.templateParamTypes(a.fn), c.templateParamTypes(b.fn)
	if pa == nil || pb == nil {
		return false
	}
	n := len(a.ranks)
	if moreSpecificThanBare(pa, pb, n) {
		return true
	}
	if c.deducesFrom(pb, pa, n) != orderYes {
		return false
	}
	switch c.deducesFrom(pa, pb, n) {
	case orderNo:
		return true
	case orderYes:
		return referenceTieBreak(pa, pb, n)
	}
	return false
}

// moreSpecificThanBare reports whether the first n of b's parameter types
// are bare template parameters and a's are not all such.
func moreSpecificThanBare(pa, pb []types.Type, n int) bool {
	specific := false
	for i := 0; i < n; i++ {
		ta, tb := paramFor(pa, i), paramFor(pb, i)
		if ta == nil || tb == nil || !bareParam(tb) {
			return false
		}
		if !bareParam(ta) {
			specific = true
		}
	}
	return specific
}

// orderOutcome is whether one template's parameters deduce from
// another's parameter types: yes, no (certainly), or unknown.
type orderOutcome uint8

const (
	orderUnknown orderOutcome = iota
	orderYes
	orderNo
)

// deducesFrom deduces the template parameters in params from the
// parameter types args of another template, for the first n parameters.
func (c *checker) deducesFrom(params, args []types.Type, n int) orderOutcome {
	bound := map[paramKey]types.TemplateArg{}
	for i := 0; i < n; i++ {
		p, a := paramFor(params, i), paramFor(args, i)
		if p == nil || a == nil {
			return orderUnknown
		}
		pPack, aPack := isPackExpansion(p), isPackExpansion(a)
		switch {
		case aPack && !pPack:
			// A function parameter pack's type deduces no parameter
			// that is not a pack ([temp.deduct.partial]/8):
			// downsweep(F, P, Args...) does not deduce from
			// downsweep(F, Args...).
			return orderNo
		case pPack:
			// A pack of bare parameters (Args...) deduces its element
			// from any type, a pack's included; other patterns are
			// not ordered.
			if !bareParam(p) || aPack && !bareParam(a) && !orderable(orderingType(a.Canonical().(*types.PackExpansion).Pattern), 0) {
				return orderUnknown
			}
			continue
		}
		p, a = orderingType(p), orderingType(a)
		if !orderable(p, 0) || !orderable(a, 0) {
			return orderUnknown
		}
		if !c.deduceType(p, a, bound) {
			return orderNo
		}
	}
	return orderYes
}

// orderingType strips a reference and then top-level cv from parameter
// type t ([temp.deduct.partial]/5, 7).
func orderingType(t types.Type) types.Type {
	u := t.Canonical()
	if r, ok := u.(*types.Reference); ok {
		u = r.Elem.Canonical()
	}
	u, _ = types.Split(u)
	return u
}

// orderable reports whether deduction from or against t fails only for
// certain (see above): t is made of type parameters, fundamental,
// enumeration and class types, pointers, references, arrays (of a known
// bound or one a non-type parameter names), cv and specializations of
// class templates over such types.
func orderable(t types.Type, depth int) bool {
	if depth > 16 {
		return false
	}
	switch x := t.Canonical().(type) {
	case *types.TemplateParamType, *types.Builtin, *types.Enum:
		return true
	case *types.Qualified:
		return orderable(x.Elem, depth+1)
	case *types.Pointer:
		return orderable(x.Elem, depth+1)
	case *types.Reference:
		return orderable(x.Elem, depth+1)
	case *types.Array:
		// T[4], T[] or T[N] (CUB's T (&)[ITEMS_PER_THREAD]).
		return orderable(x.Elem, depth+1) && (x.Dep == nil || bareValueParam(types.TemplateArg{Kind: types.ExprArg, Expr: x.Dep}))
	case *types.Class:
		return !types.IsDependent(x) || x.Decl.Template != nil && orderableArgs(x.Decl.Args, depth)
	case *types.TemplateSpec:
		_, declared := x.Template.(*types.TemplateDecl)
		return declared && orderableArgs(x.Args, depth)
	}
	return false
}

// orderableArgs reports whether template arguments args are orderable:
// types orderable reports so of, integral values, and non-type template
// parameters named bare (Tag<N>, which deduces N from any value, and
// stands for a unique value when the other template's parameters deduce
// from it).
func orderableArgs(args []types.TemplateArg, depth int) bool {
	for _, a := range args {
		switch {
		case a.Kind == types.TypeArg && orderable(a.Type, depth+1):
		case a.Kind == types.IntegralArg:
		case bareValueParam(a):
		default:
			return false
		}
	}
	return true
}

// bareValueParam reports whether template argument a names a non-type
// template parameter, not a pack, and nothing else.
func bareValueParam(a types.TemplateArg) bool {
	if a.Kind != types.ExprArg {
		return false
	}
	pr, ok := a.Expr.(*types.ParamRef)
	return ok && pr.Param.Kind == types.NonTypeParam && !pr.Param.Pack
}

// templateParamTypes returns the parameter types of the template fn is a
// specialization of (nil when not one, or unknown).
func (c *checker) templateParamTypes(fn *types.FunctionDecl) []types.Type {
	if fn.Template == nil {
		return nil
	}
	pattern, ok := fn.Template.Pattern.(*types.FunctionDecl)
	if !ok {
		return nil
	}
	if pattern.Type != nil {
		return pattern.Type.Params
	}
	if ti := c.tmpls[fn.Template]; ti != nil && !ti.deduceDefaulted {
		return ti.deduceParams
	}
	return nil
}

// paramFor returns the parameter type argument i is matched with: the
// i-th, or a trailing pack expansion's.
func paramFor(params []types.Type, i int) types.Type {
	if len(params) == 0 {
		return nil
	}
	last := params[len(params)-1]
	if _, isPack := last.Canonical().(*types.PackExpansion); isPack && i >= len(params)-1 {
		return last
	}
	if i < len(params) {
		return params[i]
	}
	return nil
}

// bareParam reports whether parameter type t is a template parameter,
// perhaps referred to, qualified or expanded (T, const T&, T&&, Ts...).
func bareParam(t types.Type) bool {
	u := t.Canonical()
	if pe, ok := u.(*types.PackExpansion); ok {
		u = pe.Pattern.Canonical()
	}
	if r, ok := u.(*types.Reference); ok {
		u = r.Elem.Canonical()
	}
	u, _ = types.Split(u)
	_, ok := u.(*types.TemplateParamType)
	return ok
}

// referenceTieBreak reports whether template a is more specialized than b
// when each one's first n parameter types deduce from the other's
// ([temp.deduct.partial]/9, 10): for a pair of reference parameters, an
// lvalue reference is more specialized than an rvalue reference, and
// else the more cv-qualified referred type (thrust's raw_reference_cast
// (const T&) against (T&), both viable for a const lvalue). a must be at
// least as specialized as b for every pair and more for one. A pair that
// is not two references is equal both ways; a pack expansion among the
// parameters (ordered by other rules) leaves the order unknown: false.
func referenceTieBreak(pa, pb []types.Type, n int) bool {
	more := false
	for i := 0; i < n; i++ {
		ta, tb := paramFor(pa, i), paramFor(pb, i)
		if ta == nil || tb == nil || isPackExpansion(ta) || isPackExpansion(tb) {
			return false
		}
		ra, aRef := ta.Canonical().(*types.Reference)
		rb, bRef := tb.Canonical().(*types.Reference)
		if !aRef || !bRef {
			continue
		}
		switch aOver, bOver := refMoreSpecialized(ra, rb), refMoreSpecialized(rb, ra); {
		case bOver:
			return false // b's is more specialized here: a is not at least as specialized
		case aOver:
			more = true
		}
	}
	return more
}

// refMoreSpecialized reports whether reference parameter type x is more
// specialized than y by [temp.deduct.partial]/9, when each deduces from
// the other: an lvalue reference against an rvalue one, or else more
// cv-qualification of the referred type.
func refMoreSpecialized(x, y *types.Reference) bool {
	if x.RValue != y.RValue {
		return !x.RValue
	}
	_, cx := types.Split(x.Elem)
	_, cy := types.Split(y.Elem)
	return cx != cy && cx&cy == cy
}

// isPackExpansion reports whether parameter type t is a pack expansion.
func isPackExpansion(t types.Type) bool {
	_, ok := t.Canonical().(*types.PackExpansion)
	return ok
}
