package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errIncompleteType is EDG's "incomplete type %t is not allowed" (11.8:
// "incomplete type is not allowed").
const errIncompleteType diag.ID = 70

// checkSizeofIncomplete reports sizeof(T) where T is a class declared but
// not defined at that point ([expr.sizeof]/1). It speaks only in written
// user code outside every class (a member function body is a
// complete-class context, where sema may not have marked the class
// complete yet) and outside member functions, for a class that is no
// template instance (sema completes those on demand) and that sema holds
// as not complete.
func (c *checker) checkSizeofIncomplete(x *ast.SizeofExpr) {
	if x.Pack || x.Alignof || x.X != nil || x.Type == nil || !c.mayReportConversion(x.At) {
		return
	}
	if fn := c.curFn; fn != nil && fn.IsMember() {
		return
	}
	for s := c.scope; s != nil; s = s.parent {
		if s.kind == classScope {
			return
		}
	}
	t := c.typeID(x.Type)
	if t == nil || types.IsDependent(t) {
		return
	}
	cl, ok := t.Canonical().(*types.Class)
	if !ok {
		if q, isQ := t.Canonical().(*types.Qualified); isQ {
			cl, ok = q.Elem.(*types.Class)
		}
	}
	if !ok || cl.Decl == nil || cl.Decl.Complete || cl.Decl.Template != nil || cl.Decl.Lambda != nil || cl.Decl.Name == "" {
		return
	}
	c.errorAt(x.Type.Pos(), errIncompleteType, diag.Args{Type: []string{typeArg(t)}})
}
