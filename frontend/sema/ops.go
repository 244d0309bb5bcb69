package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// binaryOps maps punctuators to the binary operator they spell.
var binaryOps = map[token.Kind]types.OperatorKind{
	token.Plus: types.OpPlus, token.Minus: types.OpMinus, token.Star: types.OpMul, token.Slash: types.OpDiv,
	token.Percent: types.OpRem, token.Amp: types.OpAnd, token.Pipe: types.OpOr, token.Caret: types.OpXor,
	token.Assign: types.OpAssign, token.PlusAssign: types.OpPlusAssign, token.MinusAssign: types.OpMinusAssign,
	token.StarAssign: types.OpMulAssign, token.SlashAssign: types.OpDivAssign, token.PercentAssign: types.OpRemAssign,
	token.AmpAssign: types.OpAndAssign, token.PipeAssign: types.OpOrAssign, token.CaretAssign: types.OpXorAssign,
	token.Shl: types.OpShl, token.Shr: types.OpShr, token.ShlAssign: types.OpShlAssign, token.ShrAssign: types.OpShrAssign,
	token.Eq: types.OpEq, token.NotEq: types.OpNe, token.Less: types.OpLt, token.Greater: types.OpGt,
	token.LessEq: types.OpLe, token.GreaterEq: types.OpGe, token.Spaceship: types.OpSpaceship,
	token.AmpAmp: types.OpLogicalAnd, token.PipePipe: types.OpLogicalOr, token.Inc: types.OpIncrement,
	token.Dec: types.OpDecrement, token.Comma: types.OpComma, token.ArrowStar: types.OpArrowStar,
	token.Arrow: types.OpArrow, token.Tilde: types.OpTilde, token.Not: types.OpNot,
}

// operatorSpelling is the operator's spelling in a name component, the key
// operator functions are declared under.
func operatorSpelling(p *ast.NamePart) string {
	switch p.OpKw {
	case ast.OpNew:
		return " new"
	case ast.OpDelete:
		return " delete"
	case ast.OpNewArray:
		return " new[]"
	case ast.OpDeleteArray:
		return " delete[]"
	case ast.OpCall:
		return "()"
	case ast.OpSubscript:
		return "[]"
	case ast.OpCoAwait:
		return " co_await"
	}
	return p.Op.String()
}

// operatorKind returns the operator a declared operator function overloads,
// given its number of operands (the implicit object counts).
func operatorKind(p *ast.NamePart, operands int) types.OperatorKind {
	switch p.OpKw {
	case ast.OpNew:
		return types.OpNew
	case ast.OpDelete:
		return types.OpDelete
	case ast.OpNewArray:
		return types.OpNewArray
	case ast.OpDeleteArray:
		return types.OpDeleteArray
	case ast.OpCall:
		return types.OpCall
	case ast.OpSubscript:
		return types.OpSubscript
	case ast.OpCoAwait:
		return types.OpCoAwait
	}
	if operands == 1 {
		switch p.Op {
		case token.Plus:
			return types.OpUnaryPlus
		case token.Minus:
			return types.OpUnaryMinus
		case token.Star:
			return types.OpDeref
		case token.Amp:
			return types.OpAddrOf
		}
	}
	if k, ok := binaryOps[p.Op]; ok {
		return k
	}
	return types.OpNone
}
