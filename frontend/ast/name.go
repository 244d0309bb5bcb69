package ast

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// NameKind says what one component of a (possibly qualified) name is.
type NameKind uint8

// Name component kinds.
const (
	NameIdent      NameKind = iota // identifier, possibly with template arguments
	NameOperator                   // operator+ …; Op holds the operator
	NameConversion                 // operator T; Conv holds T
	NameDestructor                 // ~X; Ident holds X (or Decltype)
	NameLiteral                    // operator "" _km; Ident holds the suffix
	NameDecltype                   // decltype(e) used as a nested-name-specifier or destructor
)

// OperatorKind names an overloadable operator that is not a single punctuator.
// Punctuator operators use their token.Kind in NamePart.Op.
type OperatorKind uint8

// Operators spelled with more than one token or a keyword.
const (
	OpNone        OperatorKind = iota
	OpNew                      // operator new
	OpDelete                   // operator delete
	OpNewArray                 // operator new[]
	OpDeleteArray              // operator delete[]
	OpCall                     // operator()
	OpSubscript                // operator[]
	OpCoAwait                  // operator co_await
)

// NamePart is one component of a name: `std`, `vector<int>`, `operator<<`.
type NamePart struct {
	// (Fields are ordered to keep the struct at 32 bytes: there is one per
	// name component of the translation unit, a few hundred thousand.)
	At   source.Pos
	Kind NameKind
	Op   token.Kind   // NameOperator with a punctuator
	OpKw OperatorKind // NameOperator spelled otherwise
	// Template is set when the `template` keyword precedes the component.
	Template bool
	Ident    string
	// Special holds the parts of a template-id, conversion-function or
	// decltype component (nil for the others, which are nine in ten: one
	// pointer instead of all those parts halves a component's memory).
	// Read them through HasArgs, Args, ConvType and DecltypeExpr.
	Special *NameSpecial
}

// NameSpecial holds the rarely present parts of a NamePart.
type NameSpecial struct {
	Conv *TypeID // NameConversion
	Decl Expr    // NameDecltype: the decltype operand (nil for decltype(auto))
	// Args are the template arguments of a template-id (HasArgs).
	Args []TemplateArg
	// HasArgs is set for a template-id; Args may be empty (`f<>`).
	HasArgs bool
}

// HasArgs reports whether the component is a template-id (its argument
// list may be empty: `f<>`).
func (p *NamePart) HasArgs() bool { return p.Special != nil && p.Special.HasArgs }

// Args returns the template arguments of a template-id, or nil.
func (p *NamePart) Args() []TemplateArg {
	if p.Special == nil {
		return nil
	}
	return p.Special.Args
}

// SetArgs makes the component a template-id with the arguments args.
func (p *NamePart) SetArgs(args []TemplateArg) {
	if p.Special == nil {
		p.Special = &NameSpecial{}
	}
	p.Special.Args, p.Special.HasArgs = args, true
}

// ConvType returns the type of a conversion-function component, or nil.
func (p *NamePart) ConvType() *TypeID {
	if p.Special == nil {
		return nil
	}
	return p.Special.Conv
}

// DecltypeExpr returns the operand of a decltype component, or nil (also
// for decltype(auto)).
func (p *NamePart) DecltypeExpr() Expr {
	if p.Special == nil {
		return nil
	}
	return p.Special.Decl
}

// Name is an id-expression or a type name, possibly qualified: `::a::b<T>::c`.
type Name struct {
	At     source.Pos
	Global bool // leading ::
	Parts  []NamePart
}

// Pos returns the position of the name's first token.
func (n *Name) Pos() source.Pos { return n.At }

// Last returns the final component (the unqualified-id).
func (n *Name) Last() *NamePart { return &n.Parts[len(n.Parts)-1] }

// Ident returns the identifier of the final component, or "" when it is not
// an identifier.
func (n *Name) Ident() string {
	if n == nil || len(n.Parts) == 0 {
		return ""
	}
	l := n.Last()
	if l.Kind == NameIdent {
		return l.Ident
	}
	return ""
}

// String renders the name roughly as written, for diagnostics.
func (n *Name) String() string {
	if n == nil {
		return ""
	}
	s := ""
	if n.Global {
		s = "::"
	}
	for i, p := range n.Parts {
		if i > 0 {
			s += "::"
		}
		switch p.Kind {
		case NameIdent:
			s += p.Ident
		case NameDestructor:
			s += "~" + p.Ident
		case NameOperator:
			if p.OpKw != OpNone {
				s += "operator " + [...]string{"", "new", "delete", "new[]", "delete[]", "()", "[]", "co_await"}[p.OpKw]
			} else {
				s += "operator" + p.Op.String()
			}
		case NameConversion:
			s += "operator <type>"
		case NameLiteral:
			s += `operator "" ` + p.Ident
		case NameDecltype:
			s += "decltype(...)"
		}
		if p.HasArgs() {
			s += "<...>"
		}
	}
	return s
}

// TemplateArg is one template argument: a type or an expression (a template
// name used as a template template argument is an Expr of type *NameExpr).
type TemplateArg struct {
	Type *TypeID
	Expr Expr
	Pack bool // followed by ...
}
