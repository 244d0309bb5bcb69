package sema

import "github.com/cufe-dev/cufe/frontend/types"

// A parameter naming a class template specialization (thrust's
// cub_transform_many(policy, tuple<zip_iterator<tuple<Its...>>>, ...,
// zip_function<Op>)) deduces nothing from an argument of that template
// whose arguments certainly differ (a tuple of two iterators): the
// overload is not viable, for sure, and the call is resolved to the
// other. An argument of a derived class may match through any of its
// bases ([temp.deduct.call]/4.3), so each base specializing the template
// must differ as well.

// specMismatchesForSure reports whether no class among known class ac and
// its bases that specializes p's template (a class template) can match p:
// their template arguments differ from p's for certain.
func (c *checker) specMismatchesForSure(p *types.TemplateSpec, ac *types.ClassDecl, depth int) bool {
	td, declared := p.Template.(*types.TemplateDecl)
	if !declared || td.Kind != types.ClassTemplate || depth > 32 {
		return false
	}
	if ac.Template == td && !c.specArgsDiffer(td, p.Args, ac.Args) {
		return false
	}
	for _, b := range ac.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil || !c.specMismatchesForSure(p, bc, depth+1) {
			return false
		}
	}
	return true
}

// specArgsDiffer reports whether template arguments ps (written in a
// parameter's type, naming the function template's parameters) certainly
// differ from as (a specialization of td's): argument lists of different
// lengths when ps names no pack and writes every parameter but td's pack
// (defaults are not compared), or an argument that differs for certain.
func (c *checker) specArgsDiffer(td *types.TemplateDecl, ps, as []types.TemplateArg) bool {
	ps, as = flatArgs(ps), flatArgs(as)
	for i, p := range ps {
		if p.Kind == types.TypeArg {
			if _, isPack := p.Type.Canonical().(*types.PackExpansion); isPack {
				return false // it takes the rest (only what precedes is compared)
			}
		}
		if p.Kind == types.PackArg || p.Kind == types.ExprArg {
			return false
		}
		if i >= len(as) {
			return fixedArity(td, len(ps))
		}
		if p.Kind == types.TypeArg && as[i].Kind == types.TypeArg && c.typeDiffersForSure(p.Type, as[i].Type) {
			return true
		}
	}
	return len(as) > len(ps) && fixedArity(td, len(ps))
}

// fixedArity reports whether n written arguments of td give every
// parameter but a trailing pack: the argument list's length is then the
// specialization's, no default filling it.
func fixedArity(td *types.TemplateDecl, n int) bool {
	params := td.Params
	if len(params) == 0 || !params[len(params)-1].Pack {
		return n == len(params)
	}
	return n >= len(params)-1
}

// flatArgs returns args with a trailing pack argument replaced by its
// elements.
func flatArgs(args []types.TemplateArg) []types.TemplateArg {
	if n := len(args); n > 0 && args[n-1].Kind == types.PackArg {
		return append(append([]types.TemplateArg{}, args[:n-1]...), args[n-1].Pack...)
	}
	return args
}

// typeDiffersForSure reports whether type argument p (of a parameter's
// type) certainly deduces nothing from type argument a, which it must
// match exactly: a type without template parameters that is not a, a
// class template's specialization and a type of another kind, or one of
// another template, or one whose arguments differ; a pointer and a type
// that is none.
func (c *checker) typeDiffersForSure(p, a types.Type) bool {
	p, a = p.Canonical(), a.Canonical()
	if types.IsDependent(a) {
		return false
	}
	if !types.IsDependent(p) {
		return p != a
	}
	switch x := p.(type) {
	case *types.TemplateSpec:
		td, declared := x.Template.(*types.TemplateDecl)
		if !declared || td.Kind != types.ClassTemplate {
			return false
		}
		switch a.(type) {
		case *types.Builtin, *types.Pointer, *types.Array, *types.Enum, *types.Function, *types.Reference:
			return true
		}
		ac := classDeclOf(a)
		if ac == nil {
			return false
		}
		return ac.Template != td || c.specArgsDiffer(td, x.Args, ac.Args)
	case *types.Pointer:
		ap, isPtr := a.(*types.Pointer)
		if !isPtr {
			_, isBuiltin := a.(*types.Builtin)
			return isBuiltin || classDeclOf(a) != nil
		}
		return c.typeDiffersForSure(x.Elem, ap.Elem)
	}
	return false
}
