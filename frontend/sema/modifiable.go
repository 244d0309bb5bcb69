package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNotModifiableLvalue is EDG's "expression must be a modifiable lvalue"
// (137): the left operand of a built-in assignment or compound assignment,
// or the operand of a built-in ++ or --, is const or no lvalue at all.
// NVIDIA gives it (11.8 and 13.0 alike) for a const variable or parameter,
// a member of a const object (through a const reference, a pointer to
// const, or *this in a const member function, mutable members excepted),
// *p and p[i] for a pointer to const, and the call of a function returning
// by value (`g() = 1`).
const errNotModifiableLvalue diag.ID = 137

// checkModifiable reports lhs, the operand a built-in assignment, compound
// assignment, ++ or -- modifies, when it is certainly not a modifiable
// lvalue. a is lhs as sema typed it. It speaks only where every type on the
// way is written in the source and known: in user code outside templates,
// their instances and lambdas, outside unevaluated operands and bodies the
// parser recovered in, for an operand of scalar, pointer or enumeration
// type (a class object's assignment is its operator='s), and only where
// sema's own type of lhs agrees with the one the check derives. A variable
// whose type was deduced (auto, decltype(auto)) is trusted as an object
// only for its top-level const, which deduction never adds.
func (c *checker) checkModifiable(lhs ast.Expr, a exprInfo) {
	if !c.reporting || c.unevaluated > 0 || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() {
		return
	}
	if a.t == nil || a.dependent || types.IsDependent(a.t) || !isScalarOperand(a.t) {
		return
	}
	if c.rvalueCall(lhs, a) {
		c.errorAt(lhs.Pos(), errNotModifiableLvalue, diag.Args{})
		return
	}
	t, ok := c.sureLvalueType(lhs, 0)
	if !ok || isReferenceType(t) {
		return
	}
	u, cv := types.Split(t)
	if cv&types.Const == 0 || !isScalarOperand(u) {
		return
	}
	if !sameUnqualified(a.t, u) {
		return // sema typed lhs otherwise: stay silent
	}
	c.errorAt(lhs.Pos(), errNotModifiableLvalue, diag.Args{})
}

// isScalarOperand reports whether t (qualifiers aside) is an arithmetic,
// enumeration or pointer type: the types a built-in assignment, ++ or --
// modifies.
func isScalarOperand(t types.Type) bool {
	u, _ := types.Split(t)
	switch b := u.Canonical().(type) {
	case *types.Builtin:
		return b.Kind != types.Void && !b.Kind.IsPlaceholder()
	case *types.Enum, *types.Pointer:
		return true
	}
	return false
}

// sureLvalueType returns the type, with its qualifiers, of the lvalue e
// denotes, when every step to it is written in the source: a variable or
// parameter, a data member named in a member function or through . and ->,
// *p and p[i] on a pointer or array. ok is false for anything else or
// anything unknown.
func (c *checker) sureLvalueType(e ast.Expr, depth int) (types.Type, bool) {
	if depth > 16 {
		return nil, false
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return c.sureLvalueType(x.X, depth+1)
	case *ast.NameExpr:
		return c.sureNamedType(x)
	case *ast.MemberExpr:
		return c.sureMemberType(x, depth)
	case *ast.UnaryExpr:
		if x.Op != ast.UDeref {
			return nil, false
		}
		p, ok := c.sureLvalueType(x.X, depth+1)
		if !ok {
			return nil, false
		}
		return pointeeOf(p)
	case *ast.IndexExpr:
		p, ok := c.sureLvalueType(x.X, depth+1)
		if !ok {
			return nil, false
		}
		if arr, isArr := stripRef(p).Canonical().(*types.Array); isArr {
			return arr.Elem, true
		}
		return pointeeOf(p)
	}
	return nil, false
}

// pointeeOf returns the type a pointer p (a reference to one, or a const
// one) points to.
func pointeeOf(p types.Type) (types.Type, bool) {
	u, _ := types.Split(stripRef(p))
	if ptr, ok := u.Canonical().(*types.Pointer); ok {
		return ptr.Elem, true
	}
	return nil, false
}

// stripRef returns what a reference type refers to, and any other type as
// it is.
func stripRef(t types.Type) types.Type {
	if r, ok := t.Canonical().(*types.Reference); ok {
		return r.Elem
	}
	return t
}

// sureNamedType is sureLvalueType of a name: a variable (a reference
// variable as what it refers to) or a data member of *this.
func (c *checker) sureNamedType(x *ast.NameExpr) (types.Type, bool) {
	r := c.lookupName(x.Name)
	if !r.sure || len(r.decls) != 1 {
		return nil, false
	}
	switch d := r.decls[0].(type) {
	case *types.VarDecl:
		if d.Type == nil || types.IsDependent(d.Type) {
			return nil, false
		}
		if vi := c.varInfoOf(d); vi != nil && vi.deduced {
			// Only a top-level const is sure to be written (const
			// auto): a deduced reference, pointer or class may have
			// taken its inner qualifiers from the initializer.
			u, _ := types.Split(d.Type)
			if _, isBuiltin := u.Canonical().(*types.Builtin); !isBuiltin {
				if _, isEnum := u.Canonical().(*types.Enum); !isEnum {
					return nil, false
				}
			}
		}
		return stripRef(d.Type), true
	case *types.FieldDecl:
		if len(x.Name.Parts) != 1 || x.Name.Global {
			return nil, false
		}
		o, ok := c.implicitObject()
		if !ok {
			return nil, false
		}
		return c.fieldOfObject(d, o.t)
	}
	return nil, false
}

// sureMemberType is sureLvalueType of x.m and p->m naming a data member.
func (c *checker) sureMemberType(x *ast.MemberExpr, depth int) (types.Type, bool) {
	if len(x.Name.Parts) != 1 || x.Name.Global || x.Name.Last().Kind != ast.NameIdent || x.Name.Last().HasArgs() {
		return nil, false
	}
	var obj types.Type
	if _, isThis := x.X.(*ast.ThisExpr); isThis && x.Arrow {
		o, ok := c.implicitObject()
		if !ok {
			return nil, false
		}
		obj = o.t
	} else {
		t, ok := c.sureLvalueType(x.X, depth+1)
		if !ok {
			return nil, false
		}
		if x.Arrow {
			if t, ok = pointeeOf(t); !ok {
				return nil, false
			}
		}
		obj = t
	}
	cd := classDeclOf(obj)
	if cd == nil || types.IsDependent(obj) || cd.Template != nil {
		return nil, false
	}
	r := c.classMember(cd, partKey(x.Name.Last()), 0)
	if !r.sure || len(r.decls) != 1 {
		return nil, false
	}
	f, ok := r.decls[0].(*types.FieldDecl)
	if !ok {
		return nil, false
	}
	return c.fieldOfObject(f, obj)
}

// fieldOfObject returns the type of field f of an object of type obj: the
// member's own type with obj's qualifiers added, unless the member is a
// reference or mutable. f must belong to obj's class or a base of it.
func (c *checker) fieldOfObject(f *types.FieldDecl, obj types.Type) (types.Type, bool) {
	cd := classDeclOf(obj)
	owner, ok := f.Parent.(*types.ClassDecl)
	if cd == nil || !ok || f.Type == nil || types.IsDependent(f.Type) || owner != cd && !c.isBaseOf(owner, cd, 0) {
		return nil, false
	}
	if isReferenceType(f.Type) {
		return stripRef(f.Type), true
	}
	_, cv := types.Split(obj)
	if c.mutableFields[f] {
		cv = 0
	}
	return c.ctx.Qualify(f.Type, cv), true
}

// rvalueCall reports whether lhs is the call of a function, named by a
// name that denotes it alone, returning a non-reference (so a prvalue that
// no built-in assignment may modify).
func (c *checker) rvalueCall(lhs ast.Expr, a exprInfo) bool {
	call, ok := unparen(lhs).(*ast.CallExpr)
	if !ok || a.lvalue || a.xvalue {
		return false
	}
	n, ok := call.Fun.(*ast.NameExpr)
	if !ok {
		return false
	}
	r := c.lookupName(n.Name)
	if !r.sure || len(r.decls) != 1 {
		return false
	}
	fn, ok := r.decls[0].(*types.FunctionDecl)
	if !ok || fn.Type == nil || fn.Type.Result == nil || types.IsDependent(fn.Type.Result) {
		return false
	}
	return !isReferenceType(fn.Type.Result) && isScalarOperand(fn.Type.Result)
}

// sameUnqualified reports whether a and b are the same type once their
// top-level qualifiers are dropped (sema types a member of a const object
// without the object's const).
func sameUnqualified(a, b types.Type) bool {
	ua, _ := types.Split(a)
	ub, _ := types.Split(b)
	return ua.Canonical() == ub.Canonical()
}
