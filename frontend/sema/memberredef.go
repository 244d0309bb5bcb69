package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkStaticMemberRedefinition reports d, an out-of-line definition of
// v, a static data member, when another out-of-line definition of v was
// met before ([basic.def.odr]/1): `int S::m = 1; int S::m = 2;`. NVIDIA
// says `member "S::m" has already been defined` (247, in 11.8 and 13.0;
// 13.0 adds the previous definition's line). A member defined in its
// class is reported when defined again out of it (see
// checkMemberDefinedInClass). Only members of classes that are no
// template's specialization, defined in user code as written, are looked
// at.
func (c *checker) checkStaticMemberRedefinition(v *types.VarDecl, vi *varInfo, d *ast.Declarator) {
	cd, ok := v.Parent.(*types.ClassDecl)
	if !ok || vi == nil || cd.Template != nil || len(cd.Args) > 0 || d.Name == nil {
		return
	}
	if c.systemMode() || !c.inWrittenCode() || !c.user(d.Name.At) {
		return
	}
	at := d.Name.Last().At
	switch {
	case !vi.outOfLine.IsValid():
		vi.outOfLine = at
		c.checkMemberDefinedInClass(v, vi, d, at)
	case vi.outOfLine != at:
		c.errorAt(at, errAlreadyDefined, diag.Args{Entity: []string{"member \"" + types.QualifiedName(v) + "\""}})
	}
}

// errAlreadyInitialized is EDG's "%n has already been initialized"
// (148, the number from cudafe++ 13.0's SARIF output; the same wording in
// 11.8): a const static data member given its initializer in its class
// and another one where it is defined out of it.
const errAlreadyInitialized diag.ID = 148

// checkMemberDefinedInClass reports d, the first out-of-line definition
// (at at) of v, a static data member whose declaration in its class
// (which vi describes, the out-of-line definition not yet recorded) is a
// definition or has an initializer ([class.static.data]/3, /4):
//   - declared inline in its class, v is defined there: any definition
//     out of it is a second one (247, `member "S::m" has already been
//     defined`);
//   - declared constexpr (inline, C++17), a definition out of the class
//     with an initializer is a second one (247); one without an
//     initializer is a redeclaration C++17 still allows;
//   - a const member with an initializer in the class may be defined out
//     of it, but not initialized again there (148, `member "S::m" has
//     already been initialized`).
func (c *checker) checkMemberDefinedInClass(v *types.VarDecl, vi *varInfo, d *ast.Declarator, at source.Pos) {
	if !vi.hasInit && !v.Inline {
		return
	}
	entity := diag.Args{Entity: []string{"member \"" + types.QualifiedName(v) + "\""}}
	initialized := d.InitKind != ast.InitNone
	switch {
	case v.Inline && !vi.constexpr:
		c.errorAt(at, errAlreadyDefined, entity)
	case vi.constexpr && initialized:
		c.errorAt(at, errAlreadyDefined, entity)
	case !vi.constexpr && vi.hasInit && initialized:
		c.errorAt(at, errAlreadyInitialized, entity)
	}
}
