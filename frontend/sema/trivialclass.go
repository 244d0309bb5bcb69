package sema

import "github.com/cufe-dev/cufe/frontend/types"

// The trivial-operation traits (__has_trivial_destructor,
// __is_trivially_constructible with a copy or move source,
// __is_trivially_assignable, __is_trivially_copyable) decide which
// storage libcu++'s expected<T, E> and its relatives inherit from
// (__expected_can_move_assign<T, E> is a default template argument that
// names a partial specialization). For a class, sema answers them only in
// the plainest case it can be sure of, a class whose special members are
// all implicit ([class.copy.ctor]/10, [class.copy.assign]/9,
// [class.dtor]/8): see classTrivially. Everything else stays unknown,
// never false.

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
// trivial, and not deleted: cd is complete and known, no union, has no
// virtual function and no virtual base, declares no copy or move
// constructor, no copy or move assignment and no destructor (so all five
// are implicit, the move ones included; for the destructor, only a
// declared destructor counts: the implicit destructor does not depend on
// the other special members, [class.dtor]/8), and each base and member of
// class type has m trivial in turn (array elements included). For an
// assignment no member may be const or a reference (which would make the
// implicit one deleted). A member of unknown type makes it false. A false
// answer means "not known to be trivial": callers leave the trait
// unknown.
func (c *checker) classTrivially(cd *types.ClassDecl, m specialMember, depth int) bool {
	if depth > 16 || cd.Tag == types.UnionTag || !c.knownClass(cd, 0) || c.unknownFields[cd] {
		return false
	}
	tab := c.tableOf(cd)
	if tab == nil {
		return false
	}
	special := ownFunctions(cd, tab, func(f *types.FunctionDecl) bool {
		switch {
		case f.Virtual, f.Kind == types.Destructor:
			return true
		case m == specialDestructor:
			return false
		case f.Kind == types.Constructor:
			return c.copyShape(f, cd) != ctorDeclared
		case f.Kind == types.OperatorFunc && f.Op == types.OpAssign:
			return true
		}
		return false
	})
	if len(special) > 0 {
		return false
	}
	assign := m == specialCopyAssign || m == specialMoveAssign
	for _, f := range cd.Fields {
		if f.Type == nil || f.Name == "" {
			return false
		}
		t := f.Type.Canonical()
		if _, isRef := t.(*types.Reference); isRef {
			if assign {
				return false
			}
			continue
		}
		elem := arrayElem(t)
		if _, cv := types.Split(elem.Canonical()); assign && cv&types.Const != 0 {
			return false
		}
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
// for class cd from arg: true when classSource picks a special member
// (copyKind from a const lvalue, moveKind from an rvalue) that
// classTrivially knows trivial; unknown otherwise.
func (c *checker) trivialClassTrait(cd *types.ClassDecl, arg types.Type, copyKind, moveKind specialMember) (cval, bool) {
	if m, ok := classSource(cd, arg, copyKind, moveKind); ok && c.classTrivially(cd, m, 0) {
		return c.boolVal(true), true
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
