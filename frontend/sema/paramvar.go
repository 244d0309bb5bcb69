package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// paramVarType returns the type of a parameter as a variable of the
// function's body, from its adjusted type in the function type: the
// top-level cv-qualifiers the function type drops ([dcl.fct]) still
// qualify the variable. `void run(const int k)` has type void(int), and k
// is a const int: a lambda capturing it by copy has a const int member,
// which NVIDIA's extended-lambda wrapper spells as its template argument.
func (c *checker) paramVarType(adjusted types.Type, p *ast.ParamDecl) types.Type {
	if p.Spec == nil || p.Decl == nil {
		return adjusted
	}
	if len(p.Decl.Chunks) == 0 {
		// `const int k`, the common case: the decl-specifiers' qualifiers.
		// (A typedef that names a const type is not looked into.)
		return c.ctx.Qualify(adjusted, convCV(p.Spec.CV))
	}
	// With declarator chunks, only a qualified pointer (`int *const p`)
	// is qualified at the top: arrays and functions become pointers, and
	// references cannot be.
	qualified := false
	for _, ch := range p.Decl.Chunks {
		qualified = qualified || ch.CV != 0
	}
	if !qualified {
		return adjusted
	}
	declared := c.paramType(p)
	if declared == nil {
		return adjusted
	}
	switch declared.Canonical().(type) {
	case *types.Array, *types.Function:
		return adjusted
	}
	_, cv := types.Split(declared)
	return c.ctx.Qualify(adjusted, cv)
}
