package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A declaration in user code whose decl-specifiers name no type (`A;`,
// `const n = 1;`, `f();` outside a class) is an error in C++, and NVIDIA's
// front end goes on as if the type were int: error 77 when the
// declaration has no decl-specifier at all and declares no function,
// error 260 otherwise. Constructors, destructors and conversion functions
// have no type by rule; the caller leaves them out.

// missingType reports spec, the decl-specifiers of d, when they name no
// type, and returns int for the declaration to go on with; nil when spec
// names a type (or is not in user code, where sema reports nothing).
func (c *checker) missingType(spec *ast.DeclSpec, d *ast.Declarator, function bool) types.Type {
	if spec == nil || spec.Kind != ast.TypeNone || spec.Builtin != 0 || spec.LongCount > 0 || !c.user(d.At) {
		return nil
	}
	if !function && spec.Specs == 0 && spec.CV == 0 && spec.CUDA == 0 {
		c.errorAt(d.At, diag.ErrMissingDeclSpecs, diag.Args{})
	} else {
		c.errorAt(d.At, diag.ErrMissingTypeSpec, diag.Args{})
	}
	return c.ctx.Builtin(types.Int)
}
