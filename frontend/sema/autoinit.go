package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errAutoRequiresInit is EDG's `cannot deduce "auto" type (initializer
// required)` (1593).
const errAutoRequiresInit diag.ID = 1593

// checkAutoWithoutInit reports a variable declared with auto and no
// initializer (`auto x;`, `const auto x;`, `auto *p;`, `static auto s;`,
// `extern auto e;`), whose type nothing can deduce ([dcl.spec.auto]/4).
// NVIDIA words decltype(auto) otherwise, and adds another error for a
// reference (`auto &r;`); both are left alone, as are class members,
// declarations in templates, their instances and lambdas, and bodies the
// parser recovered in. t is the declared type, before any deduction.
func (c *checker) checkAutoWithoutInit(t types.Type, d *ast.Declarator) {
	if t == nil || d.InitKind != ast.InitNone || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if _, inClass := c.entityParent().(*types.ClassDecl); inClass {
		return
	}
	if autoKindOf(t) != types.Auto {
		return
	}
	c.errorAt(d.Name.At, errAutoRequiresInit, diag.Args{})
}

// autoKindOf returns the placeholder t is made of through qualifiers and
// pointers (Auto for `const auto *`), or Void when t holds none there (a
// reference, for one).
func autoKindOf(t types.Type) types.BuiltinKind {
	for i := 0; i < 16 && t != nil; i++ {
		switch u := t.Canonical().(type) {
		case *types.Builtin:
			if u.Kind.IsPlaceholder() {
				return u.Kind
			}
			return types.Void
		case *types.Qualified:
			t = u.Elem
		case *types.Pointer:
			t = u.Elem
		default:
			return types.Void
		}
	}
	return types.Void
}
