package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// bindsDowncast reports whether cast kind converts operand x to t, a
// reference to a class, by binding the reference to the object x is a
// base subobject of ([expr.static.cast]/2 and /3: an lvalue of class B
// cast to a reference to a class derived from B, or a glvalue of B to an
// rvalue reference to it): no object is made, so the proof walk probes
// no constructor of the derived class. (Implementations try this before
// the implicit conversion that would construct a temporary from x, and a
// C-style cast is a static_cast here.) thrust's iterator_facade casts
// itself so: static_cast<Derived const&>(i).
func (c *checker) bindsDowncast(x exprInfo, t types.Type, kind ast.CastKind) bool {
	if kind != ast.CastStatic && kind != ast.CastC || t == nil || x.t == nil || x.dependent {
		return false
	}
	r, ok := t.Canonical().(*types.Reference)
	if !ok || !(x.lvalue || r.RValue && x.xvalue) {
		return false
	}
	b, d := classDeclOf(x.t), classDeclOf(r.Elem)
	return b != nil && d != nil && c.isBaseOf(b, d, 0)
}
