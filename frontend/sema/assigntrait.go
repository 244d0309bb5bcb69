package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// libcu++ (CUDA 13.0) tests is_copy_assignable and is_move_assignable,
// that is __is_assignable(T&, const T&) and __is_assignable(T&, T&&), to
// choose each __tuple_leaf's specialization (__must_synthesize_assignment_v
// compares T with a struct holding a T). assignableTrait evaluates them
// where sema can be sure: a scalar assigned from its own type, and a
// class object assigned from an object of its own class when overload
// resolution resolves the assignment for sure. The implicit copy or move
// assignment is then deleted ([class.copy.assign]/7, /10) where a move
// constructor is declared (the copy one), a member is a reference or
// const (of a class, one whose assignments are all implicit), or a
// base's or member's own assignment is deleted; a defaulted
// move assignment defined as deleted is ignored, so the copy assignment
// answers for it. A user-declared operator= picked answers false when
// deleted and stays unknown otherwise (sema does not track members'
// access, which the trait tests from outside the class).

// assignableTrait evaluates __is_assignable(to, from).
func (c *checker) assignableTrait(to, from types.Type) (cval, bool) {
	if to == nil || from == nil || types.IsDependent(to) || types.IsDependent(from) {
		return cval{}, false
	}
	r, ok := to.Canonical().(*types.Reference)
	if !ok || r.RValue {
		return cval{}, false
	}
	target := r.Elem.Canonical()
	src := from.Canonical()
	rvalue := true
	if fr, ok := src.(*types.Reference); ok {
		rvalue = fr.RValue
		src = fr.Elem.Canonical()
	}
	if _, cv := types.Split(target); cv&types.Const != 0 {
		return cval{}, false
	}
	if types.Unqualified(target) != types.Unqualified(src) {
		return cval{}, false
	}
	if isScalarType(target) {
		return c.boolVal(true), true
	}
	cd := classDeclOf(target)
	if cd == nil {
		return cval{}, false
	}
	if _, cv := types.Split(target); cv != 0 {
		return cval{}, false // a volatile object
	}
	if _, cv := types.Split(src); cv != 0 && (rvalue || cv != types.Const) {
		return cval{}, false // const T&&, volatile sources
	}
	yes, known := c.classAssignable(cd, rvalue, 0)
	if !known {
		return cval{}, false
	}
	return c.boolVal(yes), true
}

// classAssignable reports whether an lvalue of class cd can be assigned
// from a const lvalue of cd (rvalue false) or an rvalue of cd (true), and
// whether sema knows.
func (c *checker) classAssignable(cd *types.ClassDecl, rvalue bool, depth int) (yes, known bool) {
	if depth > 32 || !c.knownClass(cd, 0) || c.unknownFields[cd] || cd.Tag == types.UnionTag {
		return false, false
	}
	obj := exprInfo{t: cd.Type, lvalue: true}
	arg := exprInfo{t: c.ctx.Qualify(cd.Type, types.Const), lvalue: true}
	if rvalue {
		arg = exprInfo{t: cd.Type, xvalue: true}
	}
	res := c.resolveOperator(cd.Pos, "=", []exprInfo{obj, arg}, true)
	switch {
	case !res.sure:
		return false, false
	case res.fn != nil:
		fi := c.funcInfoOf(res.fn)
		if fi != nil && fi.deleted {
			return false, true
		}
		if fi != nil && fi.decl != nil && fi.decl.Virt&ast.VirtDefault != 0 {
			// Defaulted: deleted as the implicit one would be, and then,
			// a move, left out for what else applies (specialVerdict).
			cv := types.Const
			if rvalue {
				cv = 0
			}
			switch c.operationVerdict(cd, cv, rvalue, true, depth) {
			case smDeleted:
				return false, true
			case smTrivial, smNontrivial:
				if fi.accessKnown && fi.access == types.Public {
					return true, true
				}
			}
		}
		return false, false
	case !res.implicit:
		return false, false
	}
	tab := c.tableOf(cd)
	if tab == nil {
		return false, false
	}
	if _, move := c.declaredCopyMove(cd, tab); move {
		return false, true // the implicit copy assignment is deleted
	}
	// The implicit move assignment, where declared, assigns subobjects
	// from rvalues; otherwise an rvalue takes the copy assignment.
	move := rvalue && c.declaresImplicitMoveAssign(cd, tab)
	yes, known = c.subobjectsAssignable(cd, move, depth)
	if move && known && !yes {
		// A deleted defaulted move assignment is ignored: the copy
		// assignment answers.
		return c.subobjectsAssignable(cd, false, depth)
	}
	return yes, known
}

// subobjectsAssignable reports whether cd's implicit assignment (from
// rvalues: rvalue) is not deleted for its bases and members.
func (c *checker) subobjectsAssignable(cd *types.ClassDecl, rvalue bool, depth int) (yes, known bool) {
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			return false, false
		}
		if y, k := c.classAssignable(bc, rvalue, depth+1); !k || !y {
			return false, k
		}
	}
	for _, f := range cd.Fields {
		if f.Type == nil {
			return false, false
		}
		if _, isRef := f.Type.Canonical().(*types.Reference); isRef {
			return false, true
		}
		et := arrayElem(f.Type)
		_, cv := types.Split(et.Canonical())
		fc := classDeclOf(et)
		switch {
		case fc == nil && cv&types.Const != 0:
			return false, true
		case fc == nil && isScalarType(et):
		case fc != nil && cv == types.Const && c.onlyImplicitAssign(fc):
			return false, true // no assignment of fc takes a const object
		case fc == nil || cv != 0:
			return false, false
		default:
			if y, k := c.classAssignable(fc, rvalue, depth+1); !k || !y {
				return false, k
			}
		}
	}
	return true, true
}

// onlyImplicitAssign reports whether class cd is known and declares no
// operator= of its own (no function, template or using-declaration): its
// assignments are the implicit ones, members that are not const, so a
// const member of class cd makes the implicit assignment of the class
// holding it deleted ([class.copy.assign]/7: no viable operator=; thrust's
// triple_chevron holds dim3 const grid).
func (c *checker) onlyImplicitAssign(cd *types.ClassDecl) bool {
	if !c.knownClass(cd, 0) || c.unknownFields[cd] {
		return false
	}
	tab := c.tableOf(cd)
	return tab != nil && len(tab.names["operator="]) == 0
}

// declaredCopyMove reports whether cd's member table declares a copy
// constructor and a move constructor (copyShape).
func (c *checker) declaredCopyMove(cd *types.ClassDecl, tab *memberTable) (copyCtor, moveCtor bool) {
	for _, d := range tab.names[cd.Name] {
		if f, ok := d.(*types.FunctionDecl); ok && f.Kind == types.Constructor && f.Type != nil {
			switch c.copyShape(f, cd) {
			case ctorCopy:
				copyCtor = true
			case ctorMove:
				moveCtor = true
			}
		}
	}
	return copyCtor, moveCtor
}
