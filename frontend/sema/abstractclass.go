package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// An object of an abstract class cannot be made: EDG reports a variable
// (extern declarations too) or a new-expression of such a class as
// "object of abstract class type %t is not allowed:" (322), followed by
// one "%n is a pure virtual function" line (858) per pure virtual function
// (cudafe++ 11.8 lists them all, 13.0 the first). The same numbers in
// 11.8 and 13.0.
//
// sema reports it in user code outside templates and their instances for
// the classes it is sure of: complete, not a template's specialization,
// without bases (whose pure virtual functions, and overriders, it does
// not track), declaring a pure virtual function itself. Not reported yet:
// classes abstract through a base ("pure virtual function %n has no
// overrider"), arrays (EDG's "array of abstract class"), parameters,
// temporaries, static data members.
const (
	errAbstractObject diag.ID = 322
	notePureVirtual   diag.ID = 858
)

// checkAbstractVariable reports variable v, declared by d, of an abstract
// class type.
func (c *checker) checkAbstractVariable(d *ast.Declarator, v *types.VarDecl) {
	if _, inClass := v.Parent.(*types.ClassDecl); inClass || v.Type == nil {
		return
	}
	c.checkAbstractObject(d.At, v.Type)
}

// checkAbstractObject reports an object of type t made at pos when t is
// an abstract class sema is sure of.
func (c *checker) checkAbstractObject(pos source.Pos, t types.Type) {
	if c.systemMode() || c.inInstance() || c.inDependent() || c.curBodyBroken || !c.user(pos) {
		return
	}
	cd := classDeclOf(t)
	if cd == nil || cd.Template != nil || cd.Lambda != nil || cd.Name == "" || !cd.Complete || len(cd.Bases) > 0 || inClassTemplateInstance(cd) {
		return
	}
	pure := c.ownPureVirtuals(cd)
	if len(pure) == 0 {
		return
	}
	ent, ok := diag.Lookup(notePureVirtual)
	if !ok {
		return
	}
	var notes []diag.Note
	for _, f := range pure {
		msg, err := diag.Format(ent.Text, diag.Args{Entity: []string{"function \"" + types.QualifiedName(f) + "\""}})
		if err != nil {
			return
		}
		notes = append(notes, diag.Note{Kind: diag.NoteInfo, Msg: msg})
	}
	c.errorWithNotes(pos, errAbstractObject, diag.Args{Type: []string{types.QualifiedName(cd)}}, notes)
}

// ownPureVirtuals returns the pure virtual functions cd declares, in
// declaration order.
func (c *checker) ownPureVirtuals(cd *types.ClassDecl) []*types.FunctionDecl {
	return ownFunctions(cd, c.tableOf(cd), func(f *types.FunctionDecl) bool {
		fi := c.funcInfoOf(f)
		return fi != nil && fi.decl != nil && fi.decl.Virt&ast.VirtPure != 0
	})
}
