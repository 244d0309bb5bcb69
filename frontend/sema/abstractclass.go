package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// An object of an abstract class cannot be made: EDG reports a variable
// (extern declarations too) or a new-expression of such a class as
// "object of abstract class type %t is not allowed:" (322), an array of
// them as "array of abstract class %t is not allowed:" (604), followed by
// one line per pure virtual function without a final overrider: "%n is a
// pure virtual function" (858) for those the class declares, "pure
// virtual %n has no overrider" (859) for those of its bases; the class's
// own first, then each base's in base order. The same numbers in 11.8 and
// 13.0. Parameters and results of abstract class type are reported by
// abstractparams.go.
//
// sema reports it in user code outside templates and their instances for
// the classes it is sure of (see pureWithoutOverrider). Not reported yet:
// temporaries, casts, static data members, classes with virtual bases or
// template specializations among their bases.
const (
	errAbstractObject diag.ID = 322
	errAbstractArray  diag.ID = 604
	notePureVirtual   diag.ID = 858
	noteNoOverrider   diag.ID = 859
)

// checkAbstractVariable reports variable v, declared by d, of an abstract
// class type (or an array of one).
func (c *checker) checkAbstractVariable(d *ast.Declarator, v *types.VarDecl) {
	if _, inClass := v.Parent.(*types.ClassDecl); inClass || v.Type == nil {
		return
	}
	c.checkAbstractObject(d.At, v.Type)
}

// checkAbstractObject reports an object of type t (or an array of such
// objects) made at pos when t is an abstract class sema is sure of.
func (c *checker) checkAbstractObject(pos source.Pos, t types.Type) {
	id := errAbstractObject
	if t != nil {
		if _, ok := t.Canonical().(*types.Array); ok {
			id, t = errAbstractArray, arrayElem(t)
		}
	}
	c.reportAbstract(pos, id, t)
}

// reportAbstract reports error id at pos, naming t, when t is an abstract
// class sema is sure of, with a line per pure virtual function left
// without an overrider.
func (c *checker) reportAbstract(pos source.Pos, id diag.ID, t types.Type) {
	if c.systemMode() || c.inInstance() || c.inDependent() || c.curBodyBroken || !c.user(pos) {
		return
	}
	cd := classDeclOf(t)
	if cd == nil {
		return
	}
	pure, sure := c.pureWithoutOverrider(cd, 0)
	if !sure || len(pure) == 0 {
		return
	}
	var notes []diag.Note
	for _, f := range pure {
		noteID := noteNoOverrider
		if f.Parent == types.Decl(cd) {
			noteID = notePureVirtual
		}
		ent, ok := diag.Lookup(noteID)
		if !ok {
			return
		}
		msg, err := diag.Format(ent.Text, diag.Args{Entity: []string{"function \"" + types.QualifiedName(f) + "\""}})
		if err != nil {
			return
		}
		notes = append(notes, diag.Note{Kind: diag.NoteInfo, Msg: msg})
	}
	c.errorWithNotes(pos, id, diag.Args{Type: []string{types.QualifiedName(cd)}}, notes)
}

// pureWithoutOverrider returns the pure virtual functions of cd and its
// bases that have no final overrider in cd, in NVIDIA's order: cd's own,
// then each base's list (itself in this order) less those cd overrides.
// sure is false when sema cannot tell: cd or a class it derives from is
// incomplete, dependent, a template's specialization (or a member of one),
// a closure, unnamed, has members sema could not resolve, a virtual base,
// or an overrider candidate whose type it does not know exactly.
func (c *checker) pureWithoutOverrider(cd *types.ClassDecl, depth int) (pure []*types.FunctionDecl, sure bool) {
	if depth > 16 || cd.Template != nil || cd.Lambda != nil || cd.Name == "" || inClassTemplateInstance(cd) {
		return nil, false
	}
	c.complete(cd)
	tab := c.tableOf(cd)
	if !cd.Complete || types.IsDependent(cd.Type) || tab == nil || tab.incomplete || c.unknownFields[cd] {
		return nil, false
	}
	pure = c.ownPureVirtuals(cd)
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil || b.Virtual {
			return nil, false
		}
		inherited, ok := c.pureWithoutOverrider(bc, depth+1)
		if !ok {
			return nil, false
		}
		for _, f := range inherited {
			overridden, ok := c.declaresOverrider(cd, tab, f)
			if !ok {
				return nil, false
			}
			if !overridden {
				pure = append(pure, f)
			}
		}
	}
	return pure, true
}

// declaresOverrider reports whether class cd, whose member table is tab, declares
// a function overriding f, a pure virtual function of a base: one of the
// same name and parameter list (a destructor always overrides). sure is
// false when a function of that name in cd has a type sema does not know
// exactly, or f is an operator or conversion function.
func (c *checker) declaresOverrider(cd *types.ClassDecl, tab *memberTable, f *types.FunctionDecl) (overridden, sure bool) {
	switch f.Kind {
	case types.Destructor:
		return true, true
	case types.OrdinaryFunc:
	default:
		return false, false
	}
	if f.Type == nil {
		return false, false
	}
	for _, d := range tab.names[f.Name] {
		g, ok := d.(*types.FunctionDecl)
		if !ok || g.Parent != types.Decl(cd) {
			continue // a using-declaration's or another member: no overrider
		}
		if g.Type == nil {
			return false, false
		}
		if sameSignature(f.Type, g.Type) {
			return true, true
		}
		if !exactType(f.Type) || !exactType(g.Type) {
			return false, false
		}
	}
	for _, d := range tab.names[f.Name] {
		if _, ok := d.(*types.TemplateDecl); ok {
			return false, false // a member template: sema does not look further
		}
	}
	return false, true
}

// ownPureVirtuals returns the pure virtual functions cd declares, in
// declaration order.
func (c *checker) ownPureVirtuals(cd *types.ClassDecl) []*types.FunctionDecl {
	return ownFunctions(cd, c.tableOf(cd), func(f *types.FunctionDecl) bool {
		fi := c.funcInfoOf(f)
		return fi != nil && fi.decl != nil && fi.decl.Virt&ast.VirtPure != 0
	})
}
