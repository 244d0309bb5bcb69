package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errEnumRedefined is cudafe++ 11.8's wording for an enumeration defined
// twice in one scope, `invalid redefinition of enum "E"` (its 1445, a
// message 13.0 no longer has), followed by a "(N): here" line for the
// first definition; 13.0 says `enum "E" has already been defined` (247).
const errEnumRedefined diag.ID = 1445

// checkEnumRedefinition reports x, a definition (with a body) of ed, an
// enumeration of the current scope, when another definition of ed was
// met before ([basic.def.odr]/1): scoped and unscoped alike, whatever
// their enumerators; opaque declarations (`enum class E;`, `enum F :
// int;`) are no definitions. Only code as written in user files is
// looked at (the definitions are recorded there alone): templates, their
// instances and system headers are left alone.
func (c *checker) checkEnumRedefinition(x *ast.EnumDecl, ed *types.EnumDecl) {
	if x.Opaque || ed.Name == "" || x.Name == nil || len(x.Name.Parts) != 1 || x.Name.Global {
		return // unnamed, or a member's definition out of its class
	}
	if c.systemMode() || !c.inWrittenCode() || !c.user(x.At) {
		return
	}
	old := c.enumDefs[ed]
	if old == nil {
		if c.enumDefs == nil {
			c.enumDefs = map[*types.EnumDecl]*ast.EnumDecl{}
		}
		c.enumDefs[ed] = x
		return
	}
	if old == x || old.At == x.At {
		return
	}
	name := "enum \"" + types.QualifiedName(ed) + "\""
	if c.opts.CUDAMajor >= 13 {
		c.errorAt(x.Name.At, errAlreadyDefined, diag.Args{Entity: []string{name}})
		return
	}
	notes := []diag.Note{{Kind: diag.NoteHere, Pos: old.Name.At}}
	c.errorWithNotes(x.Name.At, errEnumRedefined, diag.Args{Entity: []string{name}}, notes)
}
