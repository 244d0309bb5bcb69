package types

import (
	"math/big"
	"strings"
)

// Expr is a value-dependent expression as it appears in a template argument,
// an array bound or a decltype inside a template: just enough to print and
// mangle the forms real signatures use. Non-dependent expressions are
// evaluated by the analyser and appear as values, not as Expr.
type Expr interface {
	String() string
	exprNode()
}

// IntLit is an integer (or bool, character, enumerator) constant of type
// Type inside a dependent expression.
type IntLit struct {
	Type  Type
	Value *big.Int
}

// ParamRef names a non-type template parameter (or, for sizeof..., a pack).
type ParamRef struct {
	Param *TemplateParam
}

// OpExpr applies an operator to operands: unary, binary or ?:.
type OpExpr struct {
	Op   OperatorKind
	Args []Expr
}

// SizeofType is sizeof(T) (AlignOf false) or alignof(T).
type SizeofType struct {
	Type    Type
	AlignOf bool
}

// SizeofPack is sizeof...(P).
type SizeofPack struct {
	Param *TemplateParam
}

// CastExpr is T(expr) or (T)expr in a dependent context.
type CastExpr struct {
	Type Type
	Arg  Expr
}

// MemberRef is Q::name, a static member of a dependent type Q
// (is_same<T, U>::value).
type MemberRef struct {
	Qualifier Type
	Name      string
}

func (*IntLit) exprNode()     {}
func (*MemberRef) exprNode()  {}
func (*ParamRef) exprNode()   {}
func (*OpExpr) exprNode()     {}
func (*SizeofType) exprNode() {}
func (*SizeofPack) exprNode() {}
func (*CastExpr) exprNode()   {}

func (e *IntLit) String() string {
	if b, ok := e.Type.Canonical().(*Builtin); ok && b.Kind == Bool {
		if e.Value.Sign() == 0 {
			return "false"
		}
		return "true"
	}
	return e.Value.String()
}

func (e *ParamRef) String() string { return e.Param.Name }

func (e *MemberRef) String() string { return e.Qualifier.String() + "::" + e.Name }

func (e *OpExpr) String() string {
	switch len(e.Args) {
	case 1:
		return e.Op.String() + e.Args[0].String()
	case 2:
		return e.Args[0].String() + " " + e.Op.String() + " " + e.Args[1].String()
	case 3:
		return e.Args[0].String() + " ? " + e.Args[1].String() + " : " + e.Args[2].String()
	}
	parts := make([]string, len(e.Args))
	for i, a := range e.Args {
		parts[i] = a.String()
	}
	return e.Op.String() + "(" + strings.Join(parts, ", ") + ")"
}

func (e *SizeofType) String() string {
	if e.AlignOf {
		return "alignof(" + e.Type.String() + ")"
	}
	return "sizeof(" + e.Type.String() + ")"
}

func (e *SizeofPack) String() string { return "sizeof...(" + e.Param.Name + ")" }

func (e *CastExpr) String() string { return "(" + e.Type.String() + ")" + e.Arg.String() }
