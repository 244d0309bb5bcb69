package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// EDG's messages for an object of class type that converts implicitly to
// nothing the target wants (numbers seen in cudafe++ 13.0's SARIF output).
const (
	// errNoUserConversion: "no suitable user-defined conversion from %t1
	// to %t2 exists" (to another class).
	errNoUserConversion diag.ID = 312
	// errNoConversionFunction: "no suitable conversion function from %t1
	// to %t2 exists" (to a type that is no class).
	errNoConversionFunction diag.ID = 413
)

// noClassConversion reports whether copy-initializing a p from the value
// a, of class type, certainly finds no implicit conversion, and the
// message NVIDIA gives then: `int x = s;`, `T t = s;`, f(s) for a
// parameter int, T or const T &, `return s;` from an int function, for a
// struct S with no conversion function. Both classes must be ones sema
// knows in full (complete, no template instance, every base known, member
// tables sure), p a class unrelated to a's (not the same, not a base) none
// of whose constructors converts a (convertingConstructors sure), or an
// arithmetic, enumeration or pointer type; a's class and its bases must
// declare no conversion function that may apply (classConversion), and
// the value's type must be one sema is sure of (trustedValue).
func (c *checker) noClassConversion(e ast.Expr, a exprInfo, p types.Type) (diag.ID, bool) {
	if a.t == nil || p == nil || a.dependent || len(a.fns) > 0 || a.typeName != nil {
		return 0, false
	}
	if types.IsDependent(a.t) || types.IsDependent(p) {
		return 0, false
	}
	ac := classDeclOf(a.t)
	if ac == nil || ac.Name == "" || !c.fullyKnownClass(ac, 0) || !c.knownClass(ac, 0) {
		return 0, false
	}
	pu, _ := types.Split(p)
	id := errNoConversionFunction
	if pc := classDeclOf(pu); pc != nil {
		if pc == ac || pc.Name == "" || !c.fullyKnownClass(pc, 0) || !c.knownClass(pc, 0) || c.isBaseOf(pc, ac, 0) {
			return 0, false
		}
		id = errNoUserConversion
	} else {
		switch x := pu.(type) {
		case *types.Builtin:
			if !x.Kind.IsInteger() && !x.Kind.IsFloating() {
				return 0, false
			}
		case *types.Pointer, *types.Enum:
		default:
			return 0, false
		}
	}
	at, _ := types.Split(a.t)
	if c.classConversion(a, at, pu) != rankNone || !c.trustedValue(e) {
		return 0, false
	}
	return id, true
}

// checkClassConversion reports the value a at e copy-initializing a p
// when noClassConversion finds no conversion: NVIDIA's 312 or 413, the
// target spelled as target (p, or a reference's referred-to type with its
// qualifiers). It says whether it reported.
func (c *checker) checkClassConversion(e ast.Expr, a exprInfo, p types.Type, target types.Type) bool {
	id, ok := c.noClassConversion(e, a, p)
	if !ok {
		return false
	}
	c.errorAt(e.Pos(), id, diag.Args{Type: []string{typeArg(a.t), typeArg(target)}})
	return true
}

// checkClassRefBinding reports a value of class type bound to a
// parameter or variable of type const T & (T a class) that no
// user-defined conversion makes a T (noClassConversion): NVIDIA's 312,
// the target spelled "const T".
func (c *checker) checkClassRefBinding(r *types.Reference, e ast.Expr, a exprInfo) bool {
	if r.RValue || r.Elem == nil {
		return false
	}
	elem, cv := types.Split(r.Elem)
	if cv != types.Const || classDeclOf(elem) == nil {
		return false
	}
	return c.checkClassConversion(e, a, elem, r.Elem)
}

// errNotBoolCondition is EDG's "expression must have bool type (or be
// convertible to bool)" (number seen in cudafe++ 13.0's SARIF output).
const errNotBoolCondition diag.ID = 711

// checkBoolCondition reports the condition of an if, while, for or do
// statement or of ?: whose value a is an object of a class that declares
// no conversion function at all, explicit ones included (a contextual
// conversion to bool may use those), nor inherits one: NVIDIA's 711. The
// class must be one sema knows in full, the value's type one it is sure
// of, the code written user code.
func (c *checker) checkBoolCondition(e ast.Expr, a exprInfo) {
	if e == nil || a.t == nil || a.dependent || len(a.fns) > 0 || a.typeName != nil || types.IsDependent(a.t) {
		return
	}
	ac := classDeclOf(a.t)
	if ac == nil || ac.Name == "" || !c.mayReportConversion(e.Pos()) {
		return
	}
	if !c.fullyKnownClass(ac, 0) || !c.knownClass(ac, 0) || c.mayConvert(ac, nil, 0, true) || !c.trustedValue(e) {
		return
	}
	c.errorAt(e.Pos(), errNotBoolCondition, diag.Args{})
}
