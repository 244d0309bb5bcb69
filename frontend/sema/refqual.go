package sema

import "github.com/cufe-dev/cufe/frontend/types"

// lvalueObjectExcludes reports whether member function fn, declared with
// the ref-qualifier && (its implicit object parameter an rvalue
// reference), is not viable for a call on object, an lvalue for sure: *this,
// a named object, or the object p->f() reaches through a pointer (whose
// exprInfo is the pointer's) ([over.match.funcs]/5). libcu++'s expected
// declares error() and value() for const&, &, const&& and &&: on a const
// lvalue only error() const& is viable. An object that may be an rvalue
// excludes nothing (sema does not rely on an unset lvalue flag).
func lvalueObjectExcludes(object *exprInfo, fn *types.FunctionDecl) bool {
	if object == nil || object.t == nil || fn.Type == nil || fn.Type.Ref != types.RValueRef {
		return false
	}
	if object.lvalue {
		return true
	}
	_, isPtr := object.t.Canonical().(*types.Pointer)
	return isPtr
}
