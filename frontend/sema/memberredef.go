package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkStaticMemberRedefinition reports d, an out-of-line definition of
// v, a static data member, when another out-of-line definition of v was
// met before ([basic.def.odr]/1): `int S::m = 1; int S::m = 2;`. NVIDIA
// says `member "S::m" has already been defined` (247, in 11.8 and 13.0;
// 13.0 adds the previous definition's line). Only members of classes that
// are no template's specialization, defined in user code as written, are
// looked at; a member defined in its class (inline, constexpr) and then
// out of line is left alone.
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
	case vi.outOfLine != at:
		c.errorAt(at, errAlreadyDefined, diag.Args{Entity: []string{"member \"" + types.QualifiedName(v) + "\""}})
	}
}
