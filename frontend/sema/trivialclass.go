package sema

import "github.com/cufe-dev/cufe/frontend/types"

// The trivial-operation traits (__has_trivial_destructor,
// __is_trivially_constructible with a copy or move source,
// __is_trivially_assignable, __is_trivially_copyable) decide which
// storage libcu++'s expected<T, E> and its relatives inherit from
// (__expected_can_move_assign<T, E> is a default template argument that
// names a partial specialization). For a class's copy and move
// operations sema answers them by what overload resolution picks (see
// specialverdict.go); for its destructor only in the plainest case, no
// destructor declared ([class.dtor]/8): see classTrivially. Everything
// else stays unknown.

// specialMember is one of the special member functions whose triviality
// the traits test.
type specialMember uint8

const (
	specialDestructor specialMember = iota
	specialCopyConstruct
	specialMoveConstruct
	specialCopyAssign
	specialMoveAssign
)

// classTrivially reports whether special member m of class cd is certainly
// trivial, and not deleted. For a copy or move construction or assignment
// that is specialVerdict's smTrivial. For the destructor: cd is complete
// and known, no union, has no virtual function and declares no destructor
// (only a declared destructor counts: the implicit destructor does not
// depend on the other special members, [class.dtor]/8), and each base and
// member of class type has a trivial destructor in turn (array elements
// included). A member of unknown type makes it false. A false answer
// means "not known to be trivial": callers leave the trait unknown.
func (c *checker) classTrivially(cd *types.ClassDecl, m specialMember, depth int) bool {
	if m != specialDestructor {
		return depth <= 16 && c.specialVerdict(cd, m) == smTrivial
	}
	if depth > 16 || cd.Tag == types.UnionTag || !c.knownClass(cd, 0) || c.unknownFields[cd] {
		return false
	}
	tab := c.tableOf(cd)
	if tab == nil {
		return false
	}
	special := ownFunctions(cd, tab, func(f *types.FunctionDecl) bool {
		return f.Virtual || f.Kind == types.Destructor
	})
	if len(special) > 0 {
		return false
	}
	for _, f := range cd.Fields {
		if f.Type == nil || f.Name == "" {
			return false
		}
		t := f.Type.Canonical()
		if _, isRef := t.(*types.Reference); isRef {
			continue
		}
		elem := arrayElem(t)
		if fd := classDeclOf(elem); fd != nil {
			if !c.classTrivially(fd, m, depth+1) {
				return false
			}
			continue
		}
		if !isScalarType(elem) {
			return false
		}
	}
	for _, b := range cd.Bases {
		bd := classDeclOf(b.Type)
		if b.Virtual || bd == nil || !c.classTrivially(bd, m, depth+1) {
			return false
		}
	}
	return true
}

// classSource says which special member initializing or assigning an
// object of class cd from an operand of type arg (as the traits spell it:
// a reference or not) certainly selects when all of cd's are implicit:
// from const cd& the copy, from cd&& or a cd prvalue the move. Any other
// operand (a non-const lvalue, which a constructor template may take
// better, a volatile one, another class) gives ok false.
func classSource(cd *types.ClassDecl, arg types.Type, copyKind, moveKind specialMember) (m specialMember, ok bool) {
	a := arg.Canonical()
	r, isRef := a.(*types.Reference)
	if isRef {
		a = r.Elem.Canonical()
	}
	u, cv := types.Split(a)
	if classDeclOf(u) != cd {
		return 0, false
	}
	switch {
	case cv == 0 && (!isRef || r.RValue):
		return moveKind, true
	case cv == types.Const && isRef && !r.RValue:
		return copyKind, true
	}
	return 0, false
}

// trivialClassTrait answers a trivial construction or assignment trait
// for class cd from arg, an object of cd that classSource takes (a const
// lvalue to copy, copyKind; an rvalue to move, moveKind): true when
// specialVerdict knows what runs trivial, false when it knows it deleted
// or not trivial, unknown otherwise.
func (c *checker) trivialClassTrait(cd *types.ClassDecl, arg types.Type, copyKind, moveKind specialMember) (cval, bool) {
	m, ok := classSource(cd, arg, copyKind, moveKind)
	if !ok {
		return cval{}, false
	}
	switch c.specialVerdict(cd, m) {
	case smTrivial:
		return c.boolVal(true), true
	case smNontrivial, smNotTrivial, smDeleted:
		return c.boolVal(false), true
	}
	return cval{}, false
}

// trivialAssignTrait evaluates __is_trivially_assignable(t, arg) (CCCL's
// is_trivially_copy_assignable and is_trivially_move_assignable, which
// libcu++'s expected tests): t a non-const lvalue reference to a scalar
// type and arg that same type (a reference to it or not, cv-qualified or
// not) is true, the built-in assignment being trivial; t a non-const
// lvalue reference to a class, true when trivialClassTrait knows the copy
// or move assignment arg selects trivial. Anything else is unknown.
func (c *checker) trivialAssignTrait(t, arg types.Type) (cval, bool) {
	if t == nil || arg == nil || types.IsDependent(t) || types.IsDependent(arg) {
		return cval{}, false
	}
	r, ok := t.Canonical().(*types.Reference)
	if !ok || r.RValue {
		return cval{}, false
	}
	target, cv := types.Split(r.Elem)
	if cv&types.Const != 0 {
		return cval{}, false
	}
	if cd := classDeclOf(target); cd != nil {
		if cv != 0 {
			return cval{}, false
		}
		return c.trivialClassTrait(cd, arg, specialCopyAssign, specialMoveAssign)
	}
	a := arg.Canonical()
	if ar, isRef := a.(*types.Reference); isRef {
		a = ar.Elem
	}
	source, _ := types.Split(a)
	if isScalarType(target) && source == target {
		return c.boolVal(true), true
	}
	return cval{}, false
}
