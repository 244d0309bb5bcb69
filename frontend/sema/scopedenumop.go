package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
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

// checkClassOperands reports a binary arithmetic, bitwise, shift,
// comparison, logical or compound assignment operator with an operand of
// class type for which nothing applies (classOperator's none: no operator
// function of that name is declared where lookup looks, no class operand
// converts to a type a built-in operator takes): s == t, s + 1, s += 1
// for a struct S without operators. NVIDIA gives 349 with the operand
// types in a note.
func (c *checker) checkClassOperands(x *ast.BinaryExpr, a, b exprInfo) {
	switch x.Op {
	case token.Plus, token.Minus, token.Star, token.Slash, token.Percent,
		token.Amp, token.Pipe, token.Caret, token.Shl, token.Shr,
		token.Eq, token.NotEq, token.Less, token.Greater, token.LessEq, token.GreaterEq,
		token.AmpAmp, token.PipePipe,
		token.PlusAssign, token.MinusAssign, token.StarAssign, token.SlashAssign, token.PercentAssign,
		token.AmpAssign, token.PipeAssign, token.CaretAssign, token.ShlAssign, token.ShrAssign:
	default:
		return
	}
	op := x.Op.String()
	c.reportNoOperator(x.At, op, []exprInfo{a, b}, []ast.Expr{x.X, x.Y}, a.t.String()+" "+op+" "+b.t.String())
}

// checkClassUnary reports -s, !s, ~s, ++s, s++, --s, s-- on an object of
// class type for which nothing applies (see checkClassOperands).
func (c *checker) checkClassUnary(x *ast.UnaryExpr, a exprInfo) {
	op := unarySpelling(x.Op)
	var note string
	switch x.Op {
	case ast.UMinus, ast.UNot, ast.UCompl, ast.UPreInc, ast.UPreDec:
		note = op + " " + a.t.String()
	case ast.UPostInc, ast.UPostDec:
		note = a.t.String() + " " + op
	default:
		return
	}
	c.reportNoOperator(x.At, op, []exprInfo{a}, []ast.Expr{x.X}, note)
}

// checkClassSubscript reports s[i] on an object of class type for which
// nothing applies (see checkClassOperands).
func (c *checker) checkClassSubscript(x *ast.IndexExpr, a, i exprInfo) {
	if _, list := x.Index.(*ast.InitList); list || classDeclOf(a.t) == nil {
		return
	}
	c.reportNoOperator(x.At, "[]", []exprInfo{a, i}, []ast.Expr{x.X, x.Index}, a.t.String()+" [ "+i.t.String()+" ]")
}

// reportNoOperator gives 349 for operator op at pos when every operand
// is an object of a class sema knows in full (no template instance) or
// of arithmetic or enumeration type, of a type sema is sure of, in C++17
// (C++20 adds rewritten candidates), in written user code.
func (c *checker) reportNoOperator(pos source.Pos, op string, ops []exprInfo, es []ast.Expr, note string) {
	if c.opts.CXX20 || !c.mayReportConversion(pos) {
		return
	}
	for _, o := range ops {
		if o.t == nil {
			return
		}
		if cd := classDeclOf(o.t); cd != nil {
			if cd.Name == "" || !c.fullyKnownClass(cd, 0) {
				return
			}
		} else if !enumOrArith(o.t) {
			return
		}
	}
	for _, e := range es {
		if e == nil || !c.trustedValue(e) {
			return
		}
	}
	c.errorWithNotes(pos, diag.ErrNoMatchingOperator, diag.Args{Str: []string{op}},
		[]diag.Note{{Kind: diag.NoteInfo, Msg: "operand types are: " + note}})
}
