package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNoSuitableConstructor is EDG's "no suitable constructor exists to
// convert from %t1 to %t2" (number seen in cudafe++ 13.0's SARIF output).
const errNoSuitableConstructor diag.ID = 415

// noConvertingConstructor reports whether copy-initializing an object of
// class type p from the value a, of a non-class type (arithmetic, pointer,
// enumeration), certainly finds no constructor: `S s = 3;`, `float4 v =
// 1.0f;`, g(3) for a parameter S. The class must be one sema knows in full
// (complete, no template instance, every base known, its member table
// sure) whose declared constructors convertingConstructors rules out for
// sure (an explicit one, one it cannot rank, a constructor template it
// cannot rule out, inherited constructors: not sure, so silent); the
// implicit copy and move constructors would need a second user-defined
// conversion and do not count ([over.best.ics]/4).
func (c *checker) noConvertingConstructor(e ast.Expr, a exprInfo, p types.Type) bool {
	if a.t == nil || p == nil || a.dependent || len(a.fns) > 0 || a.typeName != nil {
		return false
	}
	if types.IsDependent(a.t) || types.IsDependent(p) {
		return false
	}
	pc := classDeclOf(p)
	if pc == nil || pc.Name == "" || !c.fullyKnownClass(pc, 0) || !c.knownClass(pc, 0) {
		return false
	}
	at, _ := types.Split(a.t)
	switch s := at.(type) {
	case *types.Builtin:
		if !s.Kind.IsInteger() && !s.Kind.IsFloating() {
			return false
		}
	case *types.Pointer, *types.Enum:
	default:
		return false
	}
	n, sure := c.convertingConstructors(pc, a, nil)
	return sure && n == 0 && c.trustedValue(e)
}

// reportNoConstructor gives EDG's 415 for the value a at e converted to
// class type p.
func (c *checker) reportNoConstructor(e ast.Expr, a exprInfo, p types.Type) {
	c.errorAt(e.Pos(), errNoSuitableConstructor, diag.Args{Type: []string{c.valueTypeSpelling(a), typeArg(types.Unqualified(p))}})
}
