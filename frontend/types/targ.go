package types

import (
	"math/big"
	"strconv"
)

// ArgKind distinguishes the kinds of template argument.
type ArgKind uint8

// The template argument kinds.
const (
	TypeArg         ArgKind = iota
	IntegralArg             // an integral or enumeration value
	NullPtrArg              // nullptr for a pointer or pointer-to-member parameter
	DeclArg                 // the address of (or a reference to) an entity
	TemplateNameArg         // a template for a template template parameter
	PackArg                 // the arguments matched by a parameter pack
	ExprArg                 // a value-dependent expression
)

// TemplateArg is one template argument.
type TemplateArg struct {
	Kind ArgKind
	// Type is the type argument (TypeArg), or the parameter's type for
	// IntegralArg, NullPtrArg and DeclArg (a pointer, pointer to member or
	// reference type for DeclArg).
	Type     Type
	Value    *big.Int     // IntegralArg
	Decl     Decl         // DeclArg
	Template TemplateName // TemplateNameArg
	Pack     []TemplateArg
	Expr     Expr // ExprArg
}

// TypeArgument makes a type template argument.
func TypeArgument(t Type) TemplateArg { return TemplateArg{Kind: TypeArg, Type: t} }

// IntArgument makes an integral template argument of type t.
func IntArgument(t Type, v int64) TemplateArg {
	return TemplateArg{Kind: IntegralArg, Type: t, Value: big.NewInt(v)}
}

// BigIntArgument makes an integral template argument that may not fit in int64.
func BigIntArgument(t Type, v *big.Int) TemplateArg {
	return TemplateArg{Kind: IntegralArg, Type: t, Value: new(big.Int).Set(v)}
}

// NullPtrArgument makes a nullptr argument for a parameter of type t.
func NullPtrArgument(t Type) TemplateArg { return TemplateArg{Kind: NullPtrArg, Type: t} }

// DeclArgument makes &d (t a pointer or member pointer type) or d (t a
// reference type) as an argument for a parameter of type t.
func DeclArgument(t Type, d Decl) TemplateArg { return TemplateArg{Kind: DeclArg, Type: t, Decl: d} }

// TemplateArgument makes a template template argument.
func TemplateArgument(tn TemplateName) TemplateArg {
	return TemplateArg{Kind: TemplateNameArg, Template: tn}
}

// PackArgument makes the argument of a parameter pack.
func PackArgument(args ...TemplateArg) TemplateArg {
	return TemplateArg{Kind: PackArg, Pack: args}
}

// ExprArgument makes a value-dependent argument.
func ExprArgument(e Expr) TemplateArg { return TemplateArg{Kind: ExprArg, Expr: e} }

// appendArgsKey appends an identity key for args: equal keys mean the same
// canonical arguments.
func appendArgsKey(b []byte, args []TemplateArg) []byte {
	for _, a := range args {
		b = append(b, byte('a'+a.Kind))
		switch a.Kind {
		case TypeArg:
			b = strconv.AppendUint(b, uint64(a.Type.Canonical().node().id), 36)
		case IntegralArg:
			b = strconv.AppendUint(b, uint64(a.Type.Canonical().node().id), 36)
			b = append(b, ':')
			b = a.Value.Append(b, 36)
		case NullPtrArg:
			b = strconv.AppendUint(b, uint64(a.Type.Canonical().node().id), 36)
		case DeclArg:
			b = strconv.AppendUint(b, uint64(a.Type.Canonical().node().id), 36)
			b = append(b, ':')
			b = strconv.AppendUint(b, uint64(a.Decl.Base().id), 36)
		case TemplateNameArg:
			b = strconv.AppendUint(b, uint64(a.Template.Base().id), 36)
		case PackArg:
			b = append(b, '(')
			b = appendArgsKey(b, a.Pack)
			b = append(b, ')')
		case ExprArg:
			b = appendExprKey(b, a.Expr)
		}
		b = append(b, ',')
	}
	return b
}

// IsDependent reports whether the argument involves template parameters.
func (a TemplateArg) IsDependent() bool {
	switch a.Kind {
	case TypeArg:
		return IsDependent(a.Type)
	case ExprArg:
		return true
	case TemplateNameArg:
		_, isParam := a.Template.(*TemplateParam)
		return isParam
	case PackArg:
		for _, p := range a.Pack {
			if p.IsDependent() {
				return true
			}
		}
	}
	return false
}
