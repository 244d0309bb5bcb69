package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

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
		if c.triviallyCopyableClass(cd, 0) {
			return c.boolVal(true), true
		}
		return cval{}, false
	}
	return c.scalarTrait(u)
}

// triviallyCopyableClass reports whether class cd is certainly trivially
// copyable ([class.prop]/1): its destructor trivial (classTrivially), its
// copy and move constructions and assignments trivial
// (specialVerdict), every copy or move constructor or assignment it
// declares defaulted on its first declaration and not deleted (so no
// other eligible one is user-provided), and its bases' and members'
// classes (array elements included) trivially copyable in turn.
func (c *checker) triviallyCopyableClass(cd *types.ClassDecl, depth int) bool {
	if depth > 16 || !c.classTrivially(cd, specialDestructor, 0) {
		return false
	}
	for m := specialCopyConstruct; m <= specialMoveAssign; m++ {
		if c.specialVerdict(cd, m) != smTrivial {
			return false
		}
	}
	tab := c.tableOf(cd)
	declared := ownFunctions(cd, tab, func(f *types.FunctionDecl) bool {
		switch {
		case f.Kind == types.Constructor:
			_, ok := c.specialShape(f, cd, false)
			return ok
		case f.Kind == types.OperatorFunc && f.Op == types.OpAssign:
			_, ok := c.specialShape(f, cd, true)
			return ok
		}
		return false
	})
	for _, f := range declared {
		if fi := c.funcInfoOf(f); fi == nil || fi.deleted || fi.decl == nil || fi.decl.Virt&ast.VirtDefault == 0 {
			return false
		}
	}
	for _, b := range cd.Bases {
		if bc := classDeclOf(b.Type); bc == nil || !c.triviallyCopyableClass(bc, depth+1) {
			return false
		}
	}
	for _, f := range cd.Fields {
		if f.Type == nil {
			return false
		}
		if fc := classDeclOf(arrayElem(f.Type)); fc != nil && !c.triviallyCopyableClass(fc, depth+1) {
			return false
		}
	}
	return true
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
