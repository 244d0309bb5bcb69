package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errObjectQualifiers is EDG's "the object has type qualifiers that are
// not compatible with the member function %sq" (315), followed by the
// line "object type is: %s" (1085): a non-static member function called on
// an object whose const or volatile its declaration lacks (a const
// object's non-const member function). NVIDIA (11.8 and 13.0) gives it for
// a single non-template member function; an overload set or a template
// gets "no instance of overloaded function ... matches" instead.
const errObjectQualifiers diag.ID = 315

// checkObjectQualifiers reports the call x of the member function fun
// names on an object whose qualifiers its declaration does not allow:
// s.m(), p->m(), this->m() and m() in a member function, where the name
// denotes one non-template, non-static member function and the object's
// type is written in the source (a variable, a parameter, *this, members
// of those; see sureLvalueType). Like the other checks of written code it
// speaks outside templates, their instances, lambdas, unevaluated operands
// and recovered bodies, and only for a call whose argument count fits the
// parameters exactly (NVIDIA adds other errors for a wrong count) and a
// named class no template specialization.
func (c *checker) checkObjectQualifiers(x *ast.CallExpr, fun exprInfo, args []exprInfo) {
	if !c.reporting || c.unevaluated > 0 || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if len(fun.fns) != 1 || fun.object == nil || fun.dependent || anyDependent(args) {
		return
	}
	fn, ok := fun.fns[0].(*types.FunctionDecl)
	if !ok || fn.Static || fn.Template != nil || fn.Type == nil || fn.Type.Variadic || len(fn.Type.Params) != len(args) {
		return
	}
	if fn.Kind != types.OrdinaryFunc {
		return
	}
	owner, ok := fn.Parent.(*types.ClassDecl)
	if !ok || classEntity(owner) == "" {
		return
	}
	obj, ok := c.sureObjectOfCall(x.Fun)
	if !ok {
		return
	}
	cd := classDeclOf(obj)
	if cd == nil || classEntity(cd) == "" || owner != cd && !c.isBaseOf(owner, cd, 0) {
		return
	}
	_, cv := types.Split(obj)
	cv &= types.Const | types.Volatile
	if cv == 0 || cv&^fn.Type.CV == 0 {
		return
	}
	name := types.QualifiedName(fn)
	objType := cvSpelling(cv) + types.QualifiedName(cd)
	c.errorWithNotes(x.Fun.Pos(), errObjectQualifiers, diag.Args{Str: []string{name}},
		[]diag.Note{{Kind: diag.NoteInfo, Msg: "object type is: " + objType}})
}

// sureObjectOfCall returns the type, qualifiers included, of the object a
// member function is called on: m() in a member function (*this), this->m,
// s.m and p->m with s and p written in the source.
func (c *checker) sureObjectOfCall(f ast.Expr) (types.Type, bool) {
	switch x := unparen(f).(type) {
	case *ast.NameExpr:
		if len(x.Name.Parts) != 1 || x.Name.Global {
			return nil, false
		}
		o, ok := c.implicitObject()
		return o.t, ok
	case *ast.MemberExpr:
		if len(x.Name.Parts) != 1 || x.Name.Global {
			return nil, false
		}
		if _, isThis := x.X.(*ast.ThisExpr); isThis && x.Arrow {
			o, ok := c.implicitObject()
			return o.t, ok
		}
		t, ok := c.sureLvalueType(x.X, 0)
		if !ok {
			return nil, false
		}
		if x.Arrow {
			return pointeeOf(t)
		}
		if isReferenceType(t) {
			return nil, false
		}
		return t, true
	}
	return nil, false
}

// cvSpelling spells cv as a prefix of a type, as EDG prints it ("const ",
// "volatile ", "const volatile ").
func cvSpelling(cv types.CV) string {
	s := ""
	if cv&types.Const != 0 {
		s += "const "
	}
	if cv&types.Volatile != 0 {
		s += "volatile "
	}
	return s
}
