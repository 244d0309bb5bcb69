package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The trivial construction and assignment traits ask what copying or
// moving an object of a class runs: the function overload resolution
// picks for the source ([meta.unary.prop]: the operation is trivial and
// not deleted). libcu++'s tuple (CUDA 13.0) declares its copy and move
// constructors and assignments = default, over bases whose assignments
// are deleted, and libcu++'s expected<tuple<...>, E> inherits from the
// storage those traits select. specialVerdict follows the rules:
//
//   - a special member defaulted on its first declaration, or implicit,
//     is trivial when the class has no virtual function and no virtual
//     base and the operation picked for each base and member is trivial
//     ([class.copy.ctor]/11, [class.copy.assign]/9); it is defined as
//     deleted when one of those is deleted, when a member is a reference
//     (an assignment; an rvalue reference for a copy constructor) or a
//     const object no assignment takes, and the implicit copy
//     constructor or assignment is deleted where a move constructor or
//     assignment is declared ([class.copy.ctor]/6, /10,
//     [class.copy.assign]/7);
//   - a defaulted move constructor or assignment defined as deleted is
//     left out of overload resolution ([over.match.funcs]/8): what is
//     picked without it answers (a copy operation, or a template);
//   - a function declared deleted answers deleted, a user-provided one
//     or a template's specialization non-trivial.
//
// What sema cannot resolve for sure, or a member it does not follow
// (volatile members, access other than public), leaves the verdict
// unknown, and the traits with it.

// smVerdict is what an operation on a class object runs.
type smVerdict uint8

const (
	smUnknown    smVerdict = iota
	smTrivial              // a trivial special member, not deleted
	smNontrivial           // a usable function that is not trivial
	smNotTrivial           // a non-trivial function or a deleted one, sema is not sure which
	smDeleted              // a deleted function, or none applies
)

// excludedMove is the defaulted move constructor or assignment defined
// as deleted that overload resolution leaves out: fn a declared one or
// an implicit constructor, implicitMoveAssign the class whose implicit
// move assignment is left out.
type excludedMove struct {
	fn                 *types.FunctionDecl
	implicitMoveAssign *types.ClassDecl
}

// specialKey keys a cached verdict: the class, the operation and the
// source's qualifiers.
type specialKey struct {
	cd     *types.ClassDecl
	m      specialMember
	source types.CV
}

// specialVerdict is the verdict of copy or move construction or
// assignment m (not the destructor) of an object of class cd from an
// object of cd (a const lvalue to copy, an xvalue to move).
func (c *checker) specialVerdict(cd *types.ClassDecl, m specialMember) smVerdict {
	assign := m == specialCopyAssign || m == specialMoveAssign
	move := m == specialMoveConstruct || m == specialMoveAssign
	cv := types.CV(0)
	if !move {
		cv = types.Const
	}
	return c.operationVerdict(cd, cv, move, assign, 0)
}

// operationVerdict is the verdict of constructing (or, when assign,
// assigning) an object of class cd from an object of cd qualified cv,
// an xvalue when move, a lvalue otherwise, at depth.
func (c *checker) operationVerdict(cd *types.ClassDecl, cv types.CV, move, assign bool, depth int) smVerdict {
	if depth > 16 || cd.Tag == types.UnionTag || cv&types.Volatile != 0 || !c.knownClass(cd, 0) || c.unknownFields[cd] || c.tableOf(cd) == nil {
		return smUnknown
	}
	key := specialKey{cd: cd, m: operationMember(move, assign), source: cv}
	if v, ok := c.specialVerdicts[key]; ok {
		return v
	}
	if c.specialVerdicts == nil {
		c.specialVerdicts = map[specialKey]smVerdict{}
	}
	c.specialVerdicts[key] = smUnknown // (a class reached again while deciding)
	v := c.decideOperation(cd, cv, move, assign, depth)
	delete(c.specialVerdicts, key)
	if v != smUnknown && c.excluded == (excludedMove{}) {
		c.specialVerdicts[key] = v
	}
	return v
}

// operationMember names the special member an operation from an
// unqualified source would run.
func operationMember(move, assign bool) specialMember {
	switch {
	case assign && move:
		return specialMoveAssign
	case assign:
		return specialCopyAssign
	case move:
		return specialMoveConstruct
	}
	return specialCopyConstruct
}

// decideOperation works out operationVerdict's answer.
func (c *checker) decideOperation(cd *types.ClassDecl, cv types.CV, move, assign bool, depth int) smVerdict {
	src := exprInfo{t: c.ctx.Qualify(cd.Type, cv), lvalue: !move, xvalue: move}
	fn, implicit, v := c.pickOperation(cd, src, assign)
	if v != smUnknown || (fn == nil && implicit == ctorDeclared) {
		return v
	}
	implicitMove := false
	if fn != nil {
		if v, decided := c.declaredVerdict(fn); decided {
			return v
		}
		kind, ok := c.specialShape(fn, cd, assign)
		if !ok {
			return smUnknown
		}
		implicitMove = kind == ctorMove
	} else {
		implicitMove = implicit == ctorMove
		if !implicitMove && c.declaresMove(cd, c.tableOf(cd)) {
			return smDeleted // the implicit copy is defined as deleted
		}
	}
	v = c.defaultedVerdict(cd, implicitMove, assign, depth)
	if !implicitMove || (v != smDeleted && v != smNotTrivial) {
		return v
	}
	// The move defined as deleted is left out: what runs instead?
	saved := c.excluded
	c.excluded = excludedMove{fn: fn}
	if fn == nil && assign {
		c.excluded = excludedMove{implicitMoveAssign: cd}
	} else if fn == nil {
		implicitCtors := c.implicitCtorDecls[cd]
		if implicitCtors == nil || implicitCtors[2] == nil {
			c.excluded = saved
			return smUnknown
		}
		c.excluded = excludedMove{fn: implicitCtors[2]}
	}
	fn2, implicit2, v2 := c.pickOperation(cd, src, assign)
	c.excluded = saved
	if v2 == smUnknown && (fn2 != nil || implicit2 != ctorDeclared) {
		v2 = c.pickedVerdict(cd, fn2, implicit2, assign, depth)
	}
	switch {
	case v == smDeleted:
		return v2
	case v2 == smNontrivial, v2 == smNotTrivial, v2 == smDeleted:
		return smNotTrivial
	}
	return smUnknown
}

// pickedVerdict is the verdict of a copy (not a move: see
// decideOperation) that resolution picked: fn, or the implicit one.
func (c *checker) pickedVerdict(cd *types.ClassDecl, fn *types.FunctionDecl, implicit ctorKind, assign bool, depth int) smVerdict {
	if fn == nil {
		if implicit != ctorCopy {
			return smUnknown
		}
		if c.declaresMove(cd, c.tableOf(cd)) {
			return smDeleted
		}
		return c.defaultedVerdict(cd, false, assign, depth)
	}
	if v, decided := c.declaredVerdict(fn); decided {
		return v
	}
	if kind, ok := c.specialShape(fn, cd, assign); !ok || kind != ctorCopy {
		return smUnknown
	}
	return c.defaultedVerdict(cd, false, assign, depth)
}

// pickOperation resolves the construction or assignment of an object of
// cd from src: the declared function picked (fn), or the implicit copy
// or move (implicit ctorCopy or ctorMove); v is smDeleted when sema is
// sure none applies, smUnknown otherwise (fn nil and implicit
// ctorDeclared then: not resolved for sure).
func (c *checker) pickOperation(cd *types.ClassDecl, src exprInfo, assign bool) (fn *types.FunctionDecl, implicit ctorKind, v smVerdict) {
	if !assign {
		ch := c.resolveConstructor(cd.Pos, cd, construction{args: []exprInfo{src}})
		switch {
		case ch.none:
			return nil, ctorDeclared, smDeleted
		case !ch.sure:
			return nil, ctorDeclared, smUnknown
		case ch.fn != nil:
			return ch.fn, ctorDeclared, smUnknown
		case ch.kind == ctorCopy, ch.kind == ctorMove:
			return nil, ch.kind, smUnknown
		}
		return nil, ctorDeclared, smUnknown
	}
	obj := exprInfo{t: cd.Type, lvalue: true}
	res := c.resolveOperator(cd.Pos, "=", []exprInfo{obj, src}, true)
	switch {
	case !res.sure:
		return nil, ctorDeclared, smUnknown
	case res.fn != nil:
		return res.fn, ctorDeclared, smUnknown
	case !res.implicit:
		return nil, ctorDeclared, smUnknown
	}
	_, cv := types.Split(src.t.Canonical())
	if src.xvalue && cv == 0 && c.declaresImplicitMoveAssign(cd, c.tableOf(cd)) && c.excluded.implicitMoveAssign != cd {
		return nil, ctorMove, smUnknown
	}
	return nil, ctorCopy, smUnknown
}

// specialShape says whether fn, a constructor or operator= of cd, is a
// copy (ctorCopy) or move (ctorMove) constructor or assignment.
func (c *checker) specialShape(fn *types.FunctionDecl, cd *types.ClassDecl, assign bool) (ctorKind, bool) {
	if fn.Type == nil {
		return ctorDeclared, false
	}
	if !assign {
		k := c.copyShape(fn, cd)
		return k, k == ctorCopy || k == ctorMove
	}
	if len(fn.Type.Params) != 1 {
		return ctorDeclared, false
	}
	r, ok := fn.Type.Params[0].Canonical().(*types.Reference)
	if !ok || classDeclOf(r.Elem) != cd {
		return ctorDeclared, false
	}
	if r.RValue {
		return ctorMove, true
	}
	return ctorCopy, true
}

// defaultedVerdict is the verdict of cd's implicit (or defaulted) copy or
// move (move) constructor or assignment (assign), from the operations
// it runs on cd's bases and members.
func (c *checker) defaultedVerdict(cd *types.ClassDecl, move, assign bool, depth int) smVerdict {
	v := smTrivial
	note := func(w smVerdict) {
		switch {
		case v == smDeleted || w == smDeleted:
			v = smDeleted
		case v == smUnknown || w == smUnknown:
			v = smUnknown
		case v == smNotTrivial || w == smNotTrivial:
			v = smNotTrivial
		case v == smNontrivial || w == smNontrivial:
			v = smNontrivial
		}
	}
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			return smUnknown
		}
		if b.Virtual {
			note(smNontrivial)
		}
		sv := types.CV(0)
		if !move {
			sv = types.Const
		}
		note(c.operationVerdict(bc, sv, move, assign, depth+1))
	}
	for _, f := range cd.Fields {
		if f.Type == nil || f.Name == "" {
			return smUnknown
		}
		note(c.memberVerdict(f.Type, move, assign, depth))
	}
	if cd.Polymorphic {
		note(smNontrivial)
	}
	return v
}

// memberVerdict is the verdict of copying or moving a member of type t as
// cd's implicit operation does.
func (c *checker) memberVerdict(t types.Type, move, assign bool, depth int) smVerdict {
	if r, isRef := t.Canonical().(*types.Reference); isRef {
		switch {
		case assign:
			return smDeleted
		case !move && r.RValue:
			return smDeleted
		}
		return smTrivial
	}
	u, cv := types.Split(arrayElem(t).Canonical())
	if cv&types.Volatile != 0 {
		return smUnknown
	}
	fc := classDeclOf(u)
	switch {
	case fc == nil && isScalarType(u):
		if assign && cv&types.Const != 0 {
			return smDeleted
		}
		return smTrivial
	case fc == nil:
		return smUnknown
	case assign && cv&types.Const != 0:
		if c.onlyImplicitAssign(fc) {
			return smDeleted
		}
		return smUnknown
	}
	if !move {
		cv |= types.Const
	}
	return c.operationVerdict(fc, cv, move, assign, depth+1)
}

// declaredVerdict is the verdict a declared special member fn gives by
// itself, decided set: unknown without its declaration's record or when
// it is not public, deleted, nontrivial for a template's specialization
// or a user-provided one; a defaulted public one decides nothing alone.
func (c *checker) declaredVerdict(fn *types.FunctionDecl) (v smVerdict, decided bool) {
	fi := c.funcInfoOf(fn)
	switch {
	case fi == nil:
		return smUnknown, true
	case fi.deleted:
		return smDeleted, true
	case fn.Template != nil || fi.decl == nil || fi.decl.Virt&ast.VirtDefault == 0:
		return smNontrivial, true
	case !fi.accessKnown || fi.access != types.Public:
		return smUnknown, true
	}
	return 0, false
}
