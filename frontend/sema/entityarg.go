package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// entityArg converts e, the argument of a non-type template parameter of
// type pt, to the address of a function ([temp.arg.nontype]): f or &f for
// a parameter of pointer to function type, the overload (or a function
// template's specialization deduced from it) whose type is the
// parameter's pointee (thrust's cuda_memory_resource<cudaMalloc, cudaFree,
// ...>, cudaMalloc being overloaded by a template in cuda_runtime.h), or a
// template parameter bound to one.
func (c *checker) entityArg(e ast.Expr, pt types.Type) (types.TemplateArg, bool) {
	if pt == nil || types.IsDependent(pt) {
		return types.TemplateArg{}, false
	}
	ptr, ok := pt.Canonical().(*types.Pointer)
	if !ok {
		return types.TemplateArg{}, false
	}
	target, ok := ptr.Elem.Canonical().(*types.Function)
	if !ok {
		return types.TemplateArg{}, false
	}
	e = unparen(e)
	if u, isUnary := e.(*ast.UnaryExpr); isUnary && u.Op == ast.UAddr {
		e = unparen(u.X)
	}
	ne, ok := e.(*ast.NameExpr)
	if !ok {
		return types.TemplateArg{}, false
	}
	// [over.over]/5: a non-template that matches is preferred to a
	// specialization.
	var plain, specs []*types.FunctionDecl
	last := ne.Name.Last()
	explicit, hasExplicit := last.Args(), last.HasArgs()
	for _, d := range c.lookupName(ne.Name).decls {
		switch x := d.(type) {
		case *types.FunctionDecl:
			if hasExplicit {
				continue // (f<int> names no non-template)
			}
			if x.Type != nil && x.Type.Canonical() == types.Type(target) {
				plain = append(plain, x)
			}
		case *valueBinding:
			// A template parameter bound to a function's address, passed
			// on (template <fn F> void launch() { k<F><<<...>>>(); }).
			if x.fn != nil && x.fn.Type != nil && x.fn.Type.Canonical() == types.Type(target) {
				plain = append(plain, x.fn)
			}
		case *types.TemplateDecl:
			if x.Kind == types.FunctionTemplate {
				if spec, _ := c.deduceFunction(x, explicit, hasExplicit, nil, target, ne.Pos()); spec != nil && spec.Type != nil && spec.Type.Canonical() == types.Type(target) {
					specs = append(specs, spec)
				}
			}
		}
	}
	var found *types.FunctionDecl
	switch {
	case len(plain) == 1:
		found = plain[0]
	case len(plain) == 0 && len(specs) == 1:
		found = specs[0]
	default:
		return types.TemplateArg{}, false
	}
	return types.DeclArgument(pt, found), true
}
