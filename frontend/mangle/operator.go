package mangle

import "github.com/cufe-dev/cufe/frontend/types"

// operatorCodes are the two-letter <operator-name> codes (Itanium 5.1.5.2).
var operatorCodes = map[types.OperatorKind]string{
	types.OpNew: "nw", types.OpNewArray: "na", types.OpDelete: "dl", types.OpDeleteArray: "da",
	types.OpUnaryPlus: "ps", types.OpUnaryMinus: "ng", types.OpAddrOf: "ad", types.OpDeref: "de",
	types.OpTilde: "co", types.OpPlus: "pl", types.OpMinus: "mi", types.OpMul: "ml", types.OpDiv: "dv",
	types.OpRem: "rm", types.OpAnd: "an", types.OpOr: "or", types.OpXor: "eo", types.OpAssign: "aS",
	types.OpPlusAssign: "pL", types.OpMinusAssign: "mI", types.OpMulAssign: "mL", types.OpDivAssign: "dV",
	types.OpRemAssign: "rM", types.OpAndAssign: "aN", types.OpOrAssign: "oR", types.OpXorAssign: "eO",
	types.OpShl: "ls", types.OpShr: "rs", types.OpShlAssign: "lS", types.OpShrAssign: "rS",
	types.OpEq: "eq", types.OpNe: "ne", types.OpLt: "lt", types.OpGt: "gt", types.OpLe: "le",
	types.OpGe: "ge", types.OpSpaceship: "ss", types.OpNot: "nt", types.OpLogicalAnd: "aa",
	types.OpLogicalOr: "oo", types.OpIncrement: "pp", types.OpDecrement: "mm", types.OpComma: "cm",
	types.OpArrowStar: "pm", types.OpArrow: "pt", types.OpCall: "cl", types.OpSubscript: "ix",
	types.OpConditional: "qu", types.OpCoAwait: "aw",
}

// operatorCode returns the mangled code of an operator, "" if none.
func operatorCode(op types.OperatorKind) string { return operatorCodes[op] }
