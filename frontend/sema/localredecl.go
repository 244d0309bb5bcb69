package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errAlreadyDeclared is EDG's "%sq has already been declared in the
// current scope".
const errAlreadyDeclared diag.ID = 101

// checkLocalRedeclaration reports a variable declared in a block (or a
// function's outermost block, which holds its parameters too) where a
// variable of that name is declared already ([basic.scope.block]/2,
// [basic.def]): `int x; int x;`, `void f(int p) { int p; }`. Block-scope
// extern declarations may repeat and are left alone, as are templates,
// instances, lambdas and bodies the parser recovered in.
func (c *checker) checkLocalRedeclaration(spec *ast.DeclSpec, name string, at source.Pos) {
	if c.scope.kind != blockScope || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if spec != nil && spec.Specs&ast.SpecExtern != 0 {
		return
	}
	for _, old := range c.scope.names.get(name) {
		if ov, ok := old.(*types.VarDecl); ok && !ov.Extern {
			c.errorAt(at, errAlreadyDeclared, diag.Args{Str: []string{name}})
			return
		}
	}
}
