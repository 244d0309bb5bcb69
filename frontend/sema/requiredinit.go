package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// EDG's errors for a variable whose type needs an initializer it lacks
// ([dcl.init]/7 and [dcl.ref]/5; numbers from cudafe++ 13.0's SARIF
// output, wordings seen with nvcc 11.8 and 13.0).
const (
	errRefRequiresInit   diag.ID = 252 // reference %n requires an initializer
	errConstRequiresInit diag.ID = 257 // const %n requires an initializer
)

// checkRequiredInit reports a variable defined without an initializer at
// namespace or block scope when its type is a reference, or a const
// scalar (arithmetic, enumeration or pointer type), which no default
// initialization can give a value. Left alone: extern declarations (and
// those in an extern "C" without braces), typedefs, constexpr and
// constinit (other wordings), placeholders (autoinit.go), const classes
// and arrays (a class with a user-provided default constructor may be
// const without an initializer), class members, declarations in
// templates, their instances and lambdas, and bodies the
// parser recovered in.
func (c *checker) checkRequiredInit(spec *ast.DeclSpec, t types.Type, d *ast.Declarator) {
	if t == nil || spec == nil || d.Name == nil || d.InitKind != ast.InitNone || len(d.Binding()) > 0 || d.Function() != nil {
		return
	}
	if spec.Specs&(ast.SpecExtern|ast.SpecTypedef|ast.SpecConstexpr|ast.SpecConstinit) != 0 || c.externC {
		return
	}
	if c.curBodyBroken || c.systemMode() || !c.inWrittenCode() || containsAuto(t) {
		return
	}
	if c.scope.kind != namespaceScope && c.scope.kind != blockScope {
		return
	}
	if _, inClass := c.entityParent().(*types.ClassDecl); inClass {
		return
	}
	name := "variable \"" + d.Name.Ident() + "\""
	switch u := t.Canonical().(type) {
	case *types.Reference:
		c.errorAt(d.Name.At, errRefRequiresInit, diag.Args{Entity: []string{name}})
	case *types.Qualified:
		if u.CV&types.Const != 0 && isPlainScalar(u.Elem) {
			c.errorAt(d.Name.At, errConstRequiresInit, diag.Args{Entity: []string{name}})
		}
	}
}

// isPlainScalar reports whether t is an arithmetic, enumeration or
// pointer type: one default initialization leaves without a value.
func isPlainScalar(t types.Type) bool {
	switch u := t.Canonical().(type) {
	case *types.Builtin:
		return u.Kind.IsInteger() || u.Kind.IsFloating()
	case *types.Enum, *types.Pointer:
		return true
	}
	return false
}
