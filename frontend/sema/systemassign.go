package sema

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// An assignment that overload resolution resolves for sure to a class's
// implicit copy or move assignment, its operand an object of that class
// (or of a class derived from it), constructs nothing: the operand binds
// to the reference parameter, and the implicit assignment assigns each
// base and each member of class type (arrays element by element) with the
// assignment operator overload resolution picks for an operand of the
// subobject's own type ([class.copy.assign]/12). The proof walk probes
// just those (probeAssignment) instead of every implicit member of the
// class: constructor templates, which thrust's iterators declare, never
// run from an assignment. A picked operator= is probed (walked, a kernel
// it instantiates making the walk incomplete, since the probe does not
// tell the copy from the move); a subobject whose assignment sema cannot
// resolve for sure makes the walk incomplete, saying why.

// probeAssign selects, in probed, a class whose implicit assignment was
// probed (see above).
const probeAssign probeMode = 1 << 7

// assignsSameClass reports whether operator = on a, resolved for sure to
// the implicit assignment of a's class, takes b as it is: b is an object
// of that class or of a class derived from it.
func (c *checker) assignsSameClass(a, b *exprInfo) bool {
	return a != nil && b != nil && c.bindsSelf(*b, classDeclOf(a.t))
}

// probeAssignment probes what the implicit copy and move assignment of cd
// run: the assignments of its bases and members of class type.
func (c *checker) probeAssignment(pos source.Pos, cd *types.ClassDecl, depth int) {
	w := c.sys
	if w.probed == nil {
		w.probed = map[*types.ClassDecl]probeMode{}
	}
	if w.probed[cd]&(probeAssign|probeAll) != 0 || w.first != nil || !c.classReaches(cd, 0) {
		return
	}
	w.probed[cd] |= probeAssign
	defer c.restoreExpansion(c.leavePattern())
	if !c.walkableClass(pos, cd, depth, "probe") {
		return
	}
	if !c.eachBaseClass(pos, cd, func(_ types.BaseSpec, bd *types.ClassDecl) {
		if w.first == nil {
			c.probeSubobjectAssignment(pos, bd, depth+1)
		}
	}) || w.first != nil {
		return
	}
	for _, f := range cd.Fields {
		if fd := classDeclOf(arrayElem(f.Type)); fd != nil {
			c.probeSubobjectAssignment(pos, fd, depth+1)
			if w.first != nil {
				return
			}
		}
	}
}

// probeSubobjectAssignment probes the assignments an implicit assignment
// runs on a subobject of class sd: the copy (from a const lvalue) and the
// move (from an xvalue), as overload resolution picks each.
func (c *checker) probeSubobjectAssignment(pos source.Pos, sd *types.ClassDecl, depth int) {
	if !c.classReaches(sd, 0) {
		return
	}
	c.complete(sd)
	target := exprInfo{t: sd.Type, lvalue: true}
	for _, operand := range [2]exprInfo{
		{t: c.ctx.Qualify(sd.Type, types.Const), lvalue: true},
		{t: sd.Type, xvalue: true},
	} {
		res := c.resolveOperator(pos, "=", []exprInfo{target, operand}, true)
		switch {
		case res.fn != nil && res.sure:
			c.probeMember(pos, sd, res.fn)
		case res.implicit && res.sure:
			c.probeAssignment(pos, sd, depth)
		default:
			why := res.why
			if why == "" {
				why = "no assignment operator applies"
			}
			c.incomplete(pos, "the assignment of a subobject of class %s is not resolved for sure (%s)", types.QualifiedName(sd), why)
		}
		if c.sys.first != nil {
			return
		}
	}
}

// declaresImplicitMoveAssign reports whether cd has an implicitly
// declared move assignment operator: it declares no copy or move
// constructor, copy or move assignment operator, or destructor
// ([class.copy.assign]/4). (The caller has checked the assignments.)
func (c *checker) declaresImplicitMoveAssign(cd *types.ClassDecl, tab *memberTable) bool {
	if cd.UserDeclared.Destructor {
		return false
	}
	if tab == nil {
		return true
	}
	copyCtor, moveCtor := c.declaredCopyMove(cd, tab)
	return !copyCtor && !moveCtor
}
