package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Definition is one definition of a function or variable met at namespace
// scope (an out-of-class member definition included), with the syntax it
// came from. The back end reads NVIDIA's module-ID seed off this list (the
// first eligible definition in source order, see backend/moduleid), so it
// keeps definitions, not declarations, in the order they appear.
type Definition struct {
	// Decl is the *types.FunctionDecl or *types.VarDecl defined.
	Decl types.Decl
	// Spec and Declarator are the definition's syntax (Spec may be nil).
	Spec       *ast.DeclSpec
	Declarator *ast.Declarator
	// Func is the function definition (Body nil for = default/= delete);
	// nil for variables.
	Func *ast.FuncDef
}

// noteDefinition records d when declarator dd defines it at namespace
// scope outside any template.
func (c *checker) noteDefinition(d types.Decl, spec *ast.DeclSpec, dd *ast.Declarator, def *ast.FuncDef, tmpl *ast.TemplateDecl) {
	if d == nil || tmpl != nil || c.inDependent() || c.scope.kind != namespaceScope || c.enclosingFunction() != nil {
		return
	}
	switch d.(type) {
	case *types.FunctionDecl:
		if def == nil && dd.Virt&(ast.VirtDefault|ast.VirtDelete) == 0 {
			return
		}
	case *types.VarDecl:
		if c.declaredExtern(spec) && dd.InitKind == ast.InitNone {
			return
		}
	default:
		return
	}
	c.res.Definitions = append(c.res.Definitions, Definition{Decl: d, Spec: spec, Declarator: dd, Func: def})
}
