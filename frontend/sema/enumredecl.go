package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
)

// checkEnumeratorRedeclaration reports an enumerator e of a newly defined
// unscoped enumeration (in a namespace or a block) whose name an earlier
// enumerator of the same scope holds already — of another enumeration
// (`enum Color { Red }; enum Light { Red };`) or of this one — with EDG's
// 101, as NVIDIA does (11.8 and 13.0). Scoped enumerations (whose
// enumerators live in the enumeration), class members, redefinitions of a
// whole enumeration, templates and their instances are left alone, as is
// an enumerator named like a variable or function (reported by NVIDIA, not
// by sema yet). It runs before e is declared, so an earlier enumerator of
// the same enumeration is found as one of another.
func (c *checker) checkEnumeratorRedeclaration(e *ast.Enumerator) {
	if c.scope.kind != namespaceScope && c.scope.kind != blockScope || c.systemMode() || !c.inWrittenCode() {
		return
	}
	for _, old := range c.candidatesHere(e.Name) {
		if ec, ok := old.(*enumConst); ok && ec.Pos != e.At && !ec.enum.Scoped {
			c.errorAt(e.At, errAlreadyDeclared, diag.Args{Str: []string{e.Name}})
			return
		}
	}
}
