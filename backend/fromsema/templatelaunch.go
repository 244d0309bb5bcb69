package fromsema

import (
	"github.com/cufe-dev/cufe/backend/internal/prune"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// StubGap says why the summary's kernel list may be incomplete, or nil: a
// kernel template named inside a template (launched, or passed by address
// as cub does, from a host function template or a member of a class
// template). sema does not instantiate host templates' bodies, so the
// instances such a use needs are unknown, and a stub file without them
// would build and fail at run time ("invalid device function"). The
// caller must not write a stub file then.
func StubGap(in Input) *Error {
	if n := kernelTemplateInTemplate(in.Tree, in.Tokens); n != nil {
		return errorf(n.At, "kernel template %s is named inside a template: the instances the stub file must register are not known (sema does not instantiate host templates)", n.Ident())
	}
	return nil
}

// kernelTemplateInTemplate finds a name of a kernel template written
// inside a template. With the tokens, only the declarations that hold a
// kernel template's name among their tokens are searched.
func kernelTemplateInTemplate(tu *ast.TranslationUnit, toks []token.Token) *ast.Name {
	if tu == nil {
		return nil
	}
	kernelTemplates := map[string]bool{}
	var collect func(decls []ast.Decl)
	collect = func(decls []ast.Decl) {
		for _, d := range decls {
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				collect(x.Decls)
			case *ast.LinkageSpec:
				collect(x.Decls)
			case *ast.TemplateDecl:
				if fd, ok := x.Decl.(*ast.FuncDef); ok && fd.Spec != nil && fd.Spec.CUDA&ast.CUDAGlobal != 0 && fd.Decl != nil && fd.Decl.Name != nil {
					kernelTemplates[fd.Decl.Name.Ident()] = true
				}
				if sd, ok := x.Decl.(*ast.SimpleDecl); ok && sd.Spec != nil && sd.Spec.CUDA&ast.CUDAGlobal != 0 {
					for _, dd := range sd.Decls {
						if dd.Name != nil {
							kernelTemplates[dd.Name.Ident()] = true
						}
					}
				}
			}
		}
	}
	collect(tu.Decls)
	if len(kernelTemplates) == 0 {
		return nil
	}
	// Outside templates, look for template declarations; inside one, for
	// a name of a kernel template.
	var found *ast.Name
	outer := func(n any) bool {
		if found != nil {
			return false
		}
		td, ok := n.(*ast.TemplateDecl)
		if !ok {
			return true
		}
		ast.Inspect(td, func(n any) bool {
			if found != nil {
				return false
			}
			if ne, ok := n.(*ast.NameExpr); ok && ne.Name != nil && kernelTemplates[ne.Name.Ident()] {
				found = ne.Name
				return false
			}
			return true
		})
		return false
	}
	if toks == nil {
		ast.Inspect(tu, outer)
	} else {
		prune.Inspect(tu, prune.Find(toks, prune.Idents(kernelTemplates)), outer)
	}
	return found
}
