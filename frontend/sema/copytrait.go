package sema

import "github.com/cufe-dev/cufe/frontend/types"

// trivialCopyTrait evaluates __is_trivially_copyable(t) (CCCL's
// is_trivially_copyable, which thrust's is_trivially_relocatable tests to
// pick a copy's overload by a tag type): a scalar type, cv-qualified or
// not, is trivially copyable ([basic.types.general]/9), and so is an array
// of one; void and references are not (they are no object types). A class
// (or an array of one) is when classTrivially knows its five copy, move
// and destruction members trivial; it is unknown for other classes and
// for a type still dependent.
func (c *checker) trivialCopyTrait(t types.Type) (cval, bool) {
	if t == nil || types.IsDependent(t) {
		return cval{}, false
	}
	u := types.Unqualified(t.Canonical())
	for {
		a, ok := u.(*types.Array)
		if !ok || a.Dep != nil {
			break
		}
		u = types.Unqualified(a.Elem.Canonical())
	}
	if cd := classDeclOf(u); cd != nil {
		for m := specialDestructor; m <= specialMoveAssign; m++ {
			if !c.classTrivially(cd, m, 0) {
				return cval{}, false
			}
		}
		return c.boolVal(true), true
	}
	return c.scalarTrait(u)
}

// scalarTrait answers, for the unqualified canonical type u, a trait true
// of every scalar type and false of void and of references (the trivial
// copy and construction traits): unknown for anything else, classes and
// arrays included, and for a placeholder type.
func (c *checker) scalarTrait(u types.Type) (cval, bool) {
	switch b := u.(type) {
	case *types.Reference:
		return c.boolVal(false), true
	case *types.Builtin:
		if b.Kind.IsPlaceholder() {
			return cval{}, false // a placeholder, not a type yet
		}
		return c.boolVal(b.Kind != types.Void), true
	case *types.Pointer, *types.Enum, *types.MemberPointer:
		return c.boolVal(true), true
	}
	return cval{}, false
}
