package sema

import "github.com/cufe-dev/cufe/frontend/types"

// Two function template specializations that convert every argument
// alike are ordered by partial ordering ([temp.func.order]): the more
// specialized template wins. Sema orders the case thrust's overloads
// meet: one template's parameters are all bare template parameters (T,
// T&, const T&, T&&, a pack Ts...), which deduce from anything, and the
// other's are not all such (make_zip_iterator(tuple<Its...>) against
// make_zip_iterator(Its...)): deducing the first from the second's
// parameter types succeeds, the second from the first's fails, so the
// second is more specialized. Anything else stays unordered.

// moreSpecialized reports whether candidate a's template is more
// specialized than b's, by the rule above.
func (c *checker) moreSpecialized(a, b *candidate) bool {
	pa, pb := c.templateParamTypes(a.fn), c.templateParamTypes(b.fn)
	if pa == nil || pb == nil {
		return false
	}
	n := len(a.ranks)
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
