package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// kindMismatch reports whether written template argument w surely cannot
// be an argument for parameter p: a type for a non-type parameter, a value
// for a type parameter. A candidate given one is not viable, for sure
// (moderngpu's iterate<0, count>(f) among iterate<begin, end, F> and
// iterate<count, F>; transform<launch_params_t<128, 1> >(...) among
// transform<launch_t, F> and transform<size_t nt, int vt, F>). A name the
// parser could not tell a type from a value counts only when lookup finds
// nothing but the other kind.
func (c *checker) kindMismatch(p *types.TemplateParam, w ast.TemplateArg) bool {
	switch p.Kind {
	case types.NonTypeParam:
		if w.Expr != nil || w.Type == nil || w.Type.Spec == nil {
			return false
		}
		if w.Type.Spec.Kind != ast.TypeNamed {
			return w.Type.Decl == nil || len(w.Type.Decl.Chunks) == 0 // int, float
		}
		if w.Type.Decl != nil && len(w.Type.Decl.Chunks) > 0 {
			return true // S *, S &: a declarator makes it a type
		}
		return c.onlyTypes(w.Type.Spec.Name)
	case types.TypeParam:
		if w.Expr == nil {
			// A name the parser could not tell a type from a value
			// (cta_launch<nt> with nt an enumerator).
			return w.Type != nil && w.Type.Spec != nil && w.Type.Spec.Kind == ast.TypeNamed &&
				(w.Type.Decl == nil || len(w.Type.Decl.Chunks) == 0) && c.onlyValues(w.Type.Spec.Name)
		}
		if ne, ok := w.Expr.(*ast.NameExpr); ok {
			return c.onlyValues(ne.Name)
		}
		switch w.Expr.(type) {
		case *ast.Literal, *ast.StringConcat, *ast.BinaryExpr, *ast.UnaryExpr:
			return true
		}
	}
	return false
}

// onlyTypes reports whether lookup of n finds declarations, all of them
// types (classes, enumerations, typedefs, class templates, type
// parameters, bound or not).
func (c *checker) onlyTypes(n *ast.Name) bool {
	ds := c.lookupName(n).decls
	for _, d := range ds {
		switch x := d.(type) {
		case *types.ClassDecl, *types.EnumDecl, *types.TypedefDecl, *typeBinding:
		case *types.TemplateDecl:
			if x.Kind != types.ClassTemplate && x.Kind != types.AliasTemplate {
				return false
			}
		case *types.TemplateParam:
			if x.Kind != types.TypeParam {
				return false
			}
		default:
			return false
		}
	}
	return len(ds) > 0
}

// onlyValues reports whether lookup of n finds declarations, all of them
// values (variables and enumerators, data members, functions, non-type
// parameters, bound or not).
func (c *checker) onlyValues(n *ast.Name) bool {
	ds := c.lookupName(n).decls
	for _, d := range ds {
		switch x := d.(type) {
		case *types.VarDecl, *types.FieldDecl, *types.FunctionDecl, *enumConst, *valueBinding:
		case *types.TemplateParam:
			if x.Kind != types.NonTypeParam {
				return false
			}
		default:
			return false
		}
	}
	return len(ds) > 0
}
