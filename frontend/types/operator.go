package types

// OperatorKind names an overloadable operator, for operator functions and
// for the operators of dependent expressions.
type OperatorKind uint8

// The operators. Unary and binary forms of +, -, * and & are distinct kinds
// because they mangle differently.
const (
	OpNone OperatorKind = iota
	OpNew
	OpNewArray
	OpDelete
	OpDeleteArray
	OpUnaryPlus
	OpUnaryMinus
	OpDeref
	OpAddrOf
	OpTilde
	OpNot
	OpPlus
	OpMinus
	OpMul
	OpDiv
	OpRem
	OpAnd
	OpOr
	OpXor
	OpAssign
	OpPlusAssign
	OpMinusAssign
	OpMulAssign
	OpDivAssign
	OpRemAssign
	OpAndAssign
	OpOrAssign
	OpXorAssign
	OpShl
	OpShr
	OpShlAssign
	OpShrAssign
	OpEq
	OpNe
	OpLt
	OpGt
	OpLe
	OpGe
	OpSpaceship
	OpLogicalAnd
	OpLogicalOr
	OpIncrement
	OpDecrement
	OpComma
	OpArrowStar
	OpArrow
	OpCall
	OpSubscript
	OpConditional
	OpCoAwait
	numOperators
)

// operatorSpellings are the tokens after the keyword operator.
var operatorSpellings = [numOperators]string{
	OpNew: "new", OpNewArray: "new[]", OpDelete: "delete", OpDeleteArray: "delete[]",
	OpUnaryPlus: "+", OpUnaryMinus: "-", OpDeref: "*", OpAddrOf: "&", OpTilde: "~", OpNot: "!",
	OpPlus: "+", OpMinus: "-", OpMul: "*", OpDiv: "/", OpRem: "%", OpAnd: "&", OpOr: "|", OpXor: "^",
	OpAssign: "=", OpPlusAssign: "+=", OpMinusAssign: "-=", OpMulAssign: "*=", OpDivAssign: "/=",
	OpRemAssign: "%=", OpAndAssign: "&=", OpOrAssign: "|=", OpXorAssign: "^=",
	OpShl: "<<", OpShr: ">>", OpShlAssign: "<<=", OpShrAssign: ">>=",
	OpEq: "==", OpNe: "!=", OpLt: "<", OpGt: ">", OpLe: "<=", OpGe: ">=", OpSpaceship: "<=>",
	OpLogicalAnd: "&&", OpLogicalOr: "||", OpIncrement: "++", OpDecrement: "--", OpComma: ",",
	OpArrowStar: "->*", OpArrow: "->", OpCall: "()", OpSubscript: "[]", OpConditional: "?:",
	OpCoAwait: "co_await",
}

// String returns the operator's token.
func (k OperatorKind) String() string {
	if k < numOperators {
		return operatorSpellings[k]
	}
	return "<bad operator>"
}

// Arity is the number of operands of the operator in an expression (0 for
// new/delete/call forms whose operand count varies).
func (k OperatorKind) Arity() int {
	switch k {
	case OpUnaryPlus, OpUnaryMinus, OpDeref, OpAddrOf, OpTilde, OpNot, OpIncrement, OpDecrement, OpCoAwait:
		return 1
	case OpConditional:
		return 3
	case OpNew, OpNewArray, OpDelete, OpDeleteArray, OpCall:
		return 0
	}
	return 2
}
