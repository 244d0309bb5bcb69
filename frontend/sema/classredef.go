package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errTypeRedeclared is cudafe++ 11.8's wording for a class defined twice
// in one scope, `invalid redeclaration of type name "S"`, followed by a
// "(N): here" line for the first definition; 13.0 says `class "S" has
// already been defined` (247) instead (`union "U"` when the first
// definition was a union's).
const errTypeRedeclared diag.ID = 256

// checkClassRedefinition reports x, a definition of a class named name,
// when old, a class of the same scope, is already defined by another
// definition ([basic.def.odr]/1). Only plain classes and structs of code
// as written are reported, unions among them: templates, their
// specializations and instances, system headers and a definition met
// twice (the same position) are left alone.
func (c *checker) checkClassRedefinition(x *ast.ClassDecl, name string, old *types.ClassDecl) {
	if name == "" || old.Template != nil || len(old.Args) > 0 || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if old.Pos == x.At || !c.user(old.Pos) || !c.user(x.Name.At) {
		return
	}
	if ci := c.classes[old]; ci == nil || ci.def == nil || ci.def == x {
		return
	}
	if c.opts.CUDAMajor >= 13 {
		kind := "class"
		if old.Tag == types.UnionTag {
			kind = "union"
		}
		c.errorAt(x.Name.At, errAlreadyDefined, diag.Args{Entity: []string{kind + " \"" + types.QualifiedName(old) + "\""}})
		return
	}
	notes := []diag.Note{{Kind: diag.NoteHere, Pos: old.Pos}}
	c.errorWithNotes(x.Name.At, errTypeRedeclared, diag.Args{Str: []string{name}}, notes)
}

// checkClassTemplateRedefinition reports cls, a definition of the class
// template td (whose first definition ti records), when td was defined
// already by another definition: `class template "B" has already been
// defined` (247, in 11.8 and 13.0; 13.0 adds the previous definition's
// line). Only primary templates of namespace scope in code as written,
// declared by an unqualified name, are reported: partial and explicit
// specializations, member templates (`template <class T> class
// A<T>::B {…}`) and system headers are left alone.
func (c *checker) checkClassTemplateRedefinition(cls *ast.ClassDecl, name *ast.Name, td *types.TemplateDecl, ti *templateInfo, outer *scope) {
	if ti == nil || ti.class == nil || ti.class == cls || ti.class.At == cls.At || name == nil || len(name.Parts) != 1 || name.Global {
		return
	}
	if first := ti.class.Name; first == nil || len(first.Parts) != 1 || first.Global {
		return // the first was a member's definition out of its class
	}
	if outer == nil || outer.kind != namespaceScope || outer.dependent || c.inInstance() || c.systemMode() {
		return
	}
	if !c.user(ti.class.At) || !c.user(name.At) {
		return
	}
	c.errorAt(name.Last().At, errAlreadyDefined, diag.Args{Entity: []string{"class template \"" + types.QualifiedName(td) + "\""}})
}
