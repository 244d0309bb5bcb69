package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errTypeRedeclared is cudafe++ 11.8's wording for a class defined twice
// in one scope, `invalid redeclaration of type name "S"`, followed by a
// "(N): here" line for the first definition; 13.0 says `class "S" has
// already been defined` (247) instead.
const errTypeRedeclared diag.ID = 256

// checkClassRedefinition reports x, a definition of a class named name,
// when old, a class of the same scope, is already defined by another
// definition ([basic.def.odr]/1). Only plain classes and structs of code
// as written are reported: templates, their specializations and
// instances, unions, system headers and a definition met twice (the same
// position) are left alone.
func (c *checker) checkClassRedefinition(x *ast.ClassDecl, name string, old *types.ClassDecl) {
	if name == "" || old.Template != nil || len(old.Args) > 0 || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if old.Pos == x.At || !c.user(old.Pos) || !c.user(x.Name.At) {
		return
	}
	if old.Tag == types.UnionTag || x.Key == ast.KeyUnion {
		return
	}
	if ci := c.classes[old]; ci == nil || ci.def == nil || ci.def == x {
		return
	}
	if c.opts.CUDAMajor >= 13 {
		c.errorAt(x.Name.At, errAlreadyDefined, diag.Args{Entity: []string{"class \"" + types.QualifiedName(old) + "\""}})
		return
	}
	notes := []diag.Note{{Kind: diag.NoteHere, Pos: old.Pos}}
	c.errorWithNotes(x.Name.At, errTypeRedeclared, diag.Args{Str: []string{name}}, notes)
}
