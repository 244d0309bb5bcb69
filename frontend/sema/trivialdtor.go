package sema

import "github.com/cufe-dev/cufe/frontend/types"

// trivialDestructTrait evaluates __has_trivial_destructor(t) and
// __is_trivially_destructible(t) (CCCL's is_trivially_destructible, which
// thrust's destroy_range tests to pick the overload that destroys nothing):
// destroying a scalar, or a reference, runs nothing, so both are true for
// an arithmetic, enumeration or pointer type, cv-qualified or not, and for
// a reference, and for a class whose destructor classTrivially knows
// trivial. They are unknown for void (the two intrinsics may differ
// there), other classes and arrays, placeholders and a type still
// dependent.
func (c *checker) trivialDestructTrait(t types.Type) (cval, bool) {
	if t == nil || types.IsDependent(t) {
		return cval{}, false
	}
	switch b := types.Unqualified(t.Canonical()).(type) {
	case *types.Reference, *types.Pointer, *types.Enum:
		return c.boolVal(true), true
	case *types.Builtin:
		if b.Kind == types.Void || b.Kind.IsPlaceholder() {
			return cval{}, false
		}
		return c.boolVal(true), true
	case *types.Class:
		if c.classTrivially(b.Decl, specialDestructor, 0) {
			return c.boolVal(true), true
		}
	}
	return cval{}, false
}
