package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkScopedEnumOperands reports a built-in binary operator applied to a
// scoped enumeration that has no such operator: E::a + 1, i << E::a,
// E::a == 1, E::a < F::x (a scoped enumeration neither promotes nor
// converts, [expr.arith.conv]; only the comparisons of two values of the
// same one are built in). NVIDIA gives EDG's 349 "no operator %sq matches
// these operands" with the operand types in a note. It speaks only when
// no operator function of that name is found by unqualified or
// argument-dependent lookup (flag enumerations declare operator|), the
// enumeration is no class member (a friend there could be one), neither
// operand is a class, a pointer or of unknown type, in written user code.
func (c *checker) checkScopedEnumOperands(x *ast.BinaryExpr, a, b exprInfo) {
	if a.t == nil || b.t == nil || a.dependent || b.dependent || types.IsDependent(a.t) || types.IsDependent(b.t) {
		return
	}
	ea, eb := scopedEnumOf(a.t), scopedEnumOf(b.t)
	if ea == nil && eb == nil {
		return
	}
	if !enumOrArith(a.t) || !enumOrArith(b.t) {
		return
	}
	switch x.Op {
	case token.Plus, token.Minus, token.Star, token.Slash, token.Percent,
		token.Amp, token.Pipe, token.Caret, token.Shl, token.Shr:
	case token.Eq, token.NotEq, token.Less, token.Greater, token.LessEq, token.GreaterEq:
		if ea != nil && ea == eb {
			return
		}
	default:
		return
	}
	for _, e := range []*types.Enum{ea, eb} {
		if e != nil && (e.Decl == nil || isClassMember(e.Decl)) {
			return
		}
	}
	if !c.mayReportConversion(x.At) {
		return
	}
	if !c.trustedValue(x.X) || !c.trustedValue(x.Y) {
		return // (E::a | E::b) + 1: the inner operator's result is sema's guess
	}
	op := x.Op.String()
	decls, ok := c.nonMemberOperators("operator"+op, []exprInfo{a, b})
	if !ok || len(decls) > 0 {
		return
	}
	c.errorWithNotes(x.At, diag.ErrNoMatchingOperator, diag.Args{Str: []string{op}},
		[]diag.Note{{Kind: diag.NoteInfo, Msg: "operand types are: " + a.t.String() + " " + op + " " + b.t.String()}})
}

// scopedEnumOf returns t's scoped enumeration type, or nil.
func scopedEnumOf(t types.Type) *types.Enum {
	u, _ := types.Split(t)
	if e, ok := u.(*types.Enum); ok && e.Decl != nil && e.Decl.Scoped {
		return e
	}
	return nil
}

// enumOrArith reports whether t is an enumeration or an arithmetic type.
func enumOrArith(t types.Type) bool {
	switch u, _ := types.Split(t); v := u.(type) {
	case *types.Enum:
		return true
	case *types.Builtin:
		return v.Kind.IsInteger() || v.Kind.IsFloating()
	}
	return false
}

// isClassMember reports whether d is declared in a class.
func isClassMember(d types.Decl) bool {
	_, inClass := d.Base().Parent.(*types.ClassDecl)
	return inClass
}

// checkClassOperands reports a binary arithmetic, bitwise, shift or
// comparison operator with an operand of class type for which nothing
// applies (classOperator's none: no operator function of that name is
// declared where lookup looks, no class operand converts to a type a
// built-in operator takes): s == t, s + 1 for a struct S without
// operators. NVIDIA gives 349 with the operand types in a note. Only
// classes sema knows in full (no template instance), operands whose type
// it is sure of, C++17 (C++20 adds rewritten candidates), written user
// code.
func (c *checker) checkClassOperands(x *ast.BinaryExpr, a, b exprInfo) {
	switch x.Op {
	case token.Plus, token.Minus, token.Star, token.Slash, token.Percent,
		token.Amp, token.Pipe, token.Caret, token.Shl, token.Shr,
		token.Eq, token.NotEq, token.Less, token.Greater, token.LessEq, token.GreaterEq:
	default:
		return
	}
	if c.opts.CXX20 || !c.mayReportConversion(x.At) {
		return
	}
	for _, o := range []exprInfo{a, b} {
		if cd := classDeclOf(o.t); cd != nil {
			if cd.Name == "" || !c.fullyKnownClass(cd, 0) {
				return
			}
		} else if !enumOrArith(o.t) {
			return
		}
	}
	if !c.trustedValue(x.X) || !c.trustedValue(x.Y) {
		return
	}
	op := x.Op.String()
	c.errorWithNotes(x.At, diag.ErrNoMatchingOperator, diag.Args{Str: []string{op}},
		[]diag.Note{{Kind: diag.NoteInfo, Msg: "operand types are: " + a.t.String() + " " + op + " " + b.t.String()}})
}
