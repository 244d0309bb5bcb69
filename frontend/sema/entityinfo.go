package sema

import (
	"unsafe"

	"github.com/cufe-dev/cufe/frontend/types"
)

// sema's records of the functions and variables it declares hang off the
// declarations themselves (types.AuxSlot) rather than maps keyed by them:
// a thrust TU declares ~18,000 functions and ~23,000 variables and looks
// their records up far more often, and a field costs a load where a map
// costs a hash and a cache miss or two. Only the checker that made a
// declaration's Context sets or reads its slot (one goroutine).

// funcInfoOf returns fn's record (nil when it has none, as for a copy of
// a declaration that has one).
func (c *checker) funcInfoOf(fn *types.FunctionDecl) *funcInfo {
	if fn == nil {
		return nil
	}
	return (*funcInfo)(fn.Aux())
}

// setFuncInfo makes fi fn's record (it may be another function's too).
// The functions that have one are listed in c.funcList, in the order
// first given one.
func (c *checker) setFuncInfo(fn *types.FunctionDecl, fi *funcInfo) {
	if fn.Aux() == nil {
		if fi == nil {
			return
		}
		c.funcList = append(c.funcList, fn)
	}
	fn.SetAux(unsafe.Pointer(fi))
}

// varInfoOf returns v's record (nil when it has none).
func (c *checker) varInfoOf(v *types.VarDecl) *varInfo {
	if v == nil {
		return nil
	}
	return (*varInfo)(v.Aux())
}

// setVarInfo makes vi v's record.
func (c *checker) setVarInfo(v *types.VarDecl, vi *varInfo) { v.SetAux(unsafe.Pointer(vi)) }

// tableOf returns the member table of d (nil when it has none yet):
// a namespace's and a class's hang off them, other entities' (enums)
// are kept in c.members.
func (c *checker) tableOf(d types.Decl) *memberTable {
	switch x := d.(type) {
	case *types.ClassDecl:
		if x == nil {
			return nil
		}
		return (*memberTable)(x.Aux())
	case *types.Namespace:
		if x == nil {
			return nil
		}
		return (*memberTable)(x.Aux())
	}
	return c.members[d]
}

// setMembers makes t the member table of d.
func (c *checker) setMembers(d types.Decl, t *memberTable) {
	switch x := d.(type) {
	case *types.ClassDecl:
		if x != nil {
			x.SetAux(unsafe.Pointer(t))
			return
		}
	case *types.Namespace:
		if x != nil {
			x.SetAux(unsafe.Pointer(t))
			return
		}
	}
	c.members[d] = t
}
