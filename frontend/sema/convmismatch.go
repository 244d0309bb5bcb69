package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// certainMismatch reports whether the value a, of expression e, certainly
// has no implicit conversion to type p (p a non-reference type). It answers
// true only in clear-cut cases, where no user-defined conversion, template
// or type sema may not know in full can take part:
//
//   - a pointer from a floating value, or from an integer that is surely no
//     null pointer constant (an lvalue, or a non-zero integer literal);
//   - an arithmetic type (bool aside) from a pointer, std::nullptr_t or a
//     scoped enumeration;
//   - an enumeration from an arithmetic value, a pointer or another
//     enumeration;
//   - a pointer from a pointer whose pointee differs: a qualifier dropped,
//     void* to T*, or two different scalar or class pointees no base
//     relation joins (classes complete, no template instance, every base
//     known).
//
// Everything else — class types either side, bool, pointers to pointers,
// to functions or to members, string literals, dependent or unknown
// types — is left alone (false): the caller stays silent.
func (c *checker) certainMismatch(a exprInfo, e ast.Expr, p types.Type) bool {
	if a.t == nil || p == nil || a.dependent || len(a.fns) > 0 || a.typeName != nil {
		return false
	}
	if types.IsDependent(a.t) || types.IsDependent(p) {
		return false
	}
	return c.mismatchKnown(a, e, p) && c.trustedValue(e)
}

// mismatchKnown is certainMismatch for a value whose type is trusted.
func (c *checker) mismatchKnown(a exprInfo, e ast.Expr, p types.Type) bool {
	pt, _ := types.Split(p)
	at, _ := types.Split(a.t)
	if d := c.decayed(at); d != nil {
		at = d
	}
	switch pp := pt.(type) {
	case *types.Pointer:
		return c.pointerMismatch(a, e, at, pp)
	case *types.Builtin:
		if !isArithNotBool(pp.Kind) {
			return false
		}
		switch s := at.(type) {
		case *types.Pointer:
			return true
		case *types.Builtin:
			return s.Kind == types.NullPtr
		case *types.Enum:
			return s.Decl != nil && s.Decl.Scoped
		}
	case *types.Enum:
		switch s := at.(type) {
		case *types.Builtin:
			return isArithNotBool(s.Kind)
		case *types.Pointer:
			return true
		case *types.Enum:
			return s != pp
		}
	}
	return false
}

// pointerMismatch is certainMismatch for a pointer target pp and a source
// of (decayed, unqualified) type at.
func (c *checker) pointerMismatch(a exprInfo, e ast.Expr, at types.Type, pp *types.Pointer) bool {
	switch s := at.(type) {
	case *types.Builtin:
		switch {
		case s.Kind.IsFloating():
			return true
		case s.Kind.IsInteger() && s.Kind != types.Bool:
			// An lvalue is never a null pointer constant; a literal is
			// one when zero (a.null).
			return !a.null && (a.lvalue || isNumberLiteral(e))
		}
		return false
	case *types.Pointer:
		if isStringLiteral(e) {
			return false // "abc" to char* is a warning (#2464), not this
		}
		pe, pcv := types.Split(pp.Elem)
		ae, acv := types.Split(s.Elem)
		if acv&^pcv&(types.Const|types.Volatile) != 0 {
			return c.plainPointee(pe) && c.plainPointee(ae)
		}
		if pe == ae {
			return false
		}
		if isVoidType(pe) {
			return false // any object pointer converts to void*
		}
		if isVoidType(ae) {
			return c.plainPointee(pe)
		}
		if !c.plainPointee(pe) || !c.plainPointee(ae) {
			return false
		}
		pc, ac := classDeclOf(pe), classDeclOf(ae)
		if pc != nil && ac != nil {
			return !c.isBaseOf(pc, ac, 0)
		}
		return true
	}
	return false
}

// plainPointee reports whether t, a pointer's unqualified pointee, is one
// whose conversions sema knows in full: void, an arithmetic type, an
// enumeration, or a class that is fullyKnownClass.
func (c *checker) plainPointee(t types.Type) bool {
	switch u := t.(type) {
	case *types.Builtin:
		return u.Kind == types.Void || isArithNotBool(u.Kind) || u.Kind == types.Bool
	case *types.Enum:
		return u.Decl != nil
	case *types.Class:
		return c.fullyKnownClass(u.Decl, 0)
	}
	return false
}

// fullyKnownClass reports whether cd is complete, no template instance, and
// so are all its bases, transitively: what is (not) its base is then sure.
func (c *checker) fullyKnownClass(cd *types.ClassDecl, depth int) bool {
	if cd == nil || !cd.Complete || cd.Template != nil || cd.Lambda != nil || depth > 16 {
		return false
	}
	for _, b := range cd.Bases {
		if b.Type == nil || types.IsDependent(b.Type) || !c.fullyKnownClass(classDeclOf(b.Type), depth+1) {
			return false
		}
	}
	return true
}

// decayed is the pointer an array or function type t converts to, or nil.
func (c *checker) decayed(t types.Type) types.Type {
	switch u := t.(type) {
	case *types.Array:
		return c.ctx.PointerTo(u.Elem)
	case *types.Function:
		return c.ctx.PointerTo(u)
	}
	return nil
}

// valueTypeSpelling spells the type of the value a for %t: an array or
// function as the pointer it decays to, without top-level qualifiers
// (the value is a prvalue), typedef names kept.
func (c *checker) valueTypeSpelling(a exprInfo) string {
	t := types.Unqualified(a.t)
	if d := c.decayed(t.Canonical()); d != nil {
		t = d
	}
	return typeArg(t)
}

// typeArg spells t for a %t fill-in (diag.Format adds the quotes), with
// its typedef names: NVIDIA writes "IP", not "IP" (aka "int *"), for a
// parameter declared IP.
func typeArg(t types.Type) string { return t.String() }

func isArithNotBool(k types.BuiltinKind) bool {
	return k != types.Bool && (k.IsInteger() || k.IsFloating())
}

func isNumberLiteral(e ast.Expr) bool {
	l, ok := unparen(e).(*ast.Literal)
	return ok && l.Kind == token.Number
}

func isStringLiteral(e ast.Expr) bool {
	switch x := unparen(e).(type) {
	case *ast.Literal:
		return x.Kind == token.String
	case *ast.StringConcat:
		return true
	}
	return false
}
