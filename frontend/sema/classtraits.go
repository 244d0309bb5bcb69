package sema

import "github.com/cufe-dev/cufe/frontend/types"

// libcu++ (CUDA 13.0) chooses the specialization of a tuple element's
// __tuple_leaf with __is_empty and __is_final ([meta.unary.prop]): the
// bases of every cuda::std::tuple, and so the members thrust's zip
// iterators reach, hang on them. Both are evaluated only where sema knows
// the answer: a class whose definition, bases and members it has analysed
// completely; otherwise they stay unknown, and so does what depends on
// them.

// emptyTrait evaluates __is_empty(t): a class (not a union) with no
// non-static data members other than zero-size subobjects, no virtual
// functions, no virtual bases, and only empty bases. A non-class type is
// not empty.
func (c *checker) emptyTrait(t types.Type) (cval, bool) {
	e, ok := c.emptyClass(t, 0)
	if !ok {
		return cval{}, false
	}
	return c.boolVal(e), true
}

// emptyClass is emptyTrait's answer (ok false: not known).
func (c *checker) emptyClass(t types.Type, depth int) (empty, ok bool) {
	if t == nil || types.IsDependent(t) || depth > 32 {
		return false, false
	}
	u := t.Canonical()
	if _, isRef := u.(*types.Reference); isRef {
		return false, true
	}
	cd := classDeclOf(u)
	if cd == nil {
		// A scalar, an array, a function, void: not a class.
		return false, true
	}
	if !c.knownClass(cd, 0) || c.unknownFields[cd] {
		return false, false
	}
	if cd.Tag == types.UnionTag || cd.Polymorphic {
		return false, true
	}
	for _, f := range cd.Fields {
		switch {
		case f.IsBitField && f.Width == 0:
			// An unnamed zero-width bit-field takes no room.
		case classDeclOf(arrayElem(f.Type)) != nil:
			// An empty member may take no room
			// ([[no_unique_address]], which sema does not read).
			if e, known := c.emptyClass(arrayElem(f.Type), depth+1); !known || e {
				return false, false
			}
			return false, true
		case f.Type == nil || zeroLengthArray(f.Type):
			// (A GNU zero-length array may take no room.)
			return false, false
		default:
			return false, true
		}
	}
	for _, b := range cd.Bases {
		if b.Virtual {
			return false, true
		}
		e, known := c.emptyClass(b.Type, depth+1)
		if !known || !e {
			return false, known
		}
	}
	return true, true
}

// finalTrait evaluates __is_final(t): a class declared final. A
// non-class type is not final.
func (c *checker) finalTrait(t types.Type) (cval, bool) {
	if t == nil || types.IsDependent(t) {
		return cval{}, false
	}
	u := t.Canonical()
	if _, isRef := u.(*types.Reference); isRef {
		return c.boolVal(false), true
	}
	cd := classDeclOf(u)
	if cd == nil {
		return c.boolVal(false), true
	}
	c.complete(cd)
	ci := c.classes[cd]
	if !cd.Complete || ci == nil || ci.def == nil {
		return cval{}, false
	}
	return c.boolVal(ci.def.Final), true
}

// zeroLengthArray reports whether t is an array of zero (or unknown)
// length, or of such arrays.
func zeroLengthArray(t types.Type) bool {
	for t != nil {
		a, ok := t.Canonical().(*types.Array)
		if !ok {
			return false
		}
		if a.Len <= 0 {
			return true
		}
		t = a.Elem
	}
	return false
}
