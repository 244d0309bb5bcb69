package sema

import (
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkTypedefRedeclaration reports a typedef or alias name declared at
// pos as t when a typedef of the same scope declares name already as
// another type ([dcl.typedef]/6: a typedef may be redeclared only to the
// type it names): `typedef int I; typedef long I;`, `using K = int; using
// K = float;`. NVIDIA words it `invalid redeclaration of type name "I"`
// (256) in 11.8 and 13.0; 11.8 adds a "(N): here" line for the first
// declaration, 13.0 "(declared at line N)" (not given). The name is
// given with its namespaces and classes (`"ns::S::I"`). 13.0 reports a
// name first declared as a class type (cv-qualified or not) otherwise:
// `type "S::I" has already been defined` (247). A member typedef
// redeclared as the same type, which NVIDIA warns about (1307), is not
// reported. Only namespace, class
// and block scopes of user code as written are looked at (no class
// template's), and only types sema knows exactly (see exactType):
// a typedef naming a template's specialization, a dependent or unknown
// type is taken to be a redeclaration of the same type.
func (c *checker) checkTypedefRedeclaration(name string, t types.Type, pos source.Pos) {
	if name == "" || t == nil || !c.user(pos) || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if c.scope.kind != namespaceScope && c.scope.kind != blockScope && c.scope.kind != classScope {
		return
	}
	for _, old := range c.candidatesHere(name) {
		td, ok := old.(*types.TypedefDecl)
		if !ok || td.Underlying == nil {
			continue
		}
		at, known := c.typedefPos[td]
		if !known || at == pos {
			return
		}
		if !exactType(td.Underlying) || !exactType(t) || td.Underlying.Canonical() == t.Canonical() {
			return
		}
		notes := []diag.Note{{Kind: diag.NoteHere, Pos: at}}
		if c.opts.CUDAMajor >= 13 {
			notes = nil
		}
		if c.opts.CUDAMajor >= 13 && classDeclOf(td.Underlying) != nil {
			// 13.0 words a redeclared name of a class type as a second
			// definition: `type "ns::P" has already been defined`.
			c.errorAt(pos, errAlreadyDefined, diag.Args{Entity: []string{"type \"" + types.QualifiedName(td) + "\""}})
			return
		}
		c.errorWithNotes(pos, errTypeRedeclared, diag.Args{Str: []string{types.QualifiedName(td)}}, notes)
		return
	}
}

// noteTypedef records the position of td, a typedef of user code as
// written, for checkTypedefRedeclaration.
func (c *checker) noteTypedef(td *types.TypedefDecl, pos source.Pos) {
	if !c.user(pos) || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if c.scope.kind != namespaceScope && c.scope.kind != blockScope && c.scope.kind != classScope {
		return
	}
	if c.typedefPos == nil {
		c.typedefPos = map[*types.TypedefDecl]source.Pos{}
	}
	c.typedefPos[td] = pos
}

// exactType reports whether sema's type t is one whose identity it knows
// for sure: built-in types (not placeholders), classes and enumerations that are no
// template's specialization, and pointers, references, arrays of known
// bound, functions and cv-qualified types made of those.
func exactType(t types.Type) bool {
	switch x := t.Canonical().(type) {
	case *types.Builtin:
		return x.Kind != types.Auto && x.Kind != types.DecltypeAuto
	case *types.Qualified:
		return exactType(x.Elem)
	case *types.Pointer:
		return exactType(x.Elem)
	case *types.Reference:
		return exactType(x.Elem)
	case *types.Array:
		return x.HasKnownBound() && exactType(x.Elem)
	case *types.Function:
		if x.Result == nil || !exactType(x.Result) {
			return false
		}
		for _, p := range x.Params {
			if !exactType(p) {
				return false
			}
		}
		return true
	case *types.Class:
		return x.Decl.Template == nil && len(x.Decl.Args) == 0 && x.Decl.Lambda == nil
	case *types.Enum:
		return true
	}
	return false
}
