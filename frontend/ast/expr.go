package ast

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// NameExpr is an id-expression.
type NameExpr struct {
	Name *Name
}

// Literal is a number, character or string literal, or a keyword literal
// (true, false, nullptr, __null): Kind is token.Ident then and Text the word.
type Literal struct {
	At   source.Pos
	Kind token.Kind
	Text string
}

// StringConcat is adjacent string literals.
type StringConcat struct {
	At    source.Pos
	Parts []*Literal
}

// ThisExpr is `this`.
type ThisExpr struct{ At source.Pos }

// ParenExpr is ( X ).
type ParenExpr struct {
	At source.Pos
	X  Expr
}

// UnaryOp is a prefix or postfix operator.
type UnaryOp uint8

// Unary operators.
const (
	UPlus UnaryOp = iota
	UMinus
	UNot
	UCompl
	UDeref
	UAddr
	UPreInc
	UPreDec
	UPostInc
	UPostDec
	UReal      // __real__
	UImag      // __imag__
	UExtension // __extension__
	UCoAwait   // co_await
	ULabelAddr // &&label (X is a *NameExpr)
)

// UnaryExpr is a unary operation.
type UnaryExpr struct {
	At source.Pos
	Op UnaryOp
	X  Expr
}

// BinaryExpr is X op Y, including assignments and the comma operator;
// Op is the punctuator kind (token.Plus, token.Assign, token.Comma …).
type BinaryExpr struct {
	At source.Pos
	Op token.Kind
	X  Expr
	Y  Expr
}

// CondExpr is C ? A : B (A is nil for GNU `C ?: B`).
type CondExpr struct {
	At   source.Pos
	Cond Expr
	Then Expr
	Else Expr
}

// CallExpr is Fun(Args).
type CallExpr struct {
	At   source.Pos
	Fun  Expr
	Args []Expr
}

// LaunchExpr is a CUDA kernel launch Fun<<<Config>>>(Args).
type LaunchExpr struct {
	At     source.Pos
	Fun    Expr
	Config []Expr
	Args   []Expr
}

// IndexExpr is X[Index] (Index may be an *InitList, or a comma expression).
type IndexExpr struct {
	At    source.Pos
	X     Expr
	Index Expr
}

// MemberExpr is X.Name or X->Name (Template when written X.template Name).
type MemberExpr struct {
	At    source.Pos
	Arrow bool
	X     Expr
	Name  *Name
}

// PtrMemExpr is X.*Y or X->*Y.
type PtrMemExpr struct {
	At    source.Pos
	X     Expr
	Arrow bool
	Y     Expr
}

// CastKind is the kind of an explicit conversion.
type CastKind uint8

// Casts.
const (
	CastC           CastKind = iota // (T)x
	CastStatic                      // static_cast<T>(x)
	CastDynamic                     // dynamic_cast
	CastReinterpret                 // reinterpret_cast
	CastConst                       // const_cast
	CastFunctional                  // T(args)
	CastBrace                       // T{args}
	CastBit                         // __builtin_bit_cast(T, x)
)

// CastExpr is an explicit conversion. For functional casts Args holds the
// arguments (X is nil); otherwise X is the operand.
type CastExpr struct {
	At   source.Pos
	Kind CastKind
	Type *TypeID
	X    Expr
	Args []Expr
}

// SizeofExpr is sizeof/alignof/__alignof__ of a type or an expression, or
// sizeof...(pack).
type SizeofExpr struct {
	At      source.Pos
	Alignof bool
	Pack    bool // sizeof...(Name)
	Type    *TypeID
	X       Expr
}

// NoexceptExpr is noexcept(X).
type NoexceptExpr struct {
	At source.Pos
	X  Expr
}

// TypeidExpr is typeid(T) or typeid(X).
type TypeidExpr struct {
	At   source.Pos
	Type *TypeID
	X    Expr
}

// NewExpr is [::]new [(placement)] T [init].
type NewExpr struct {
	At        source.Pos
	Global    bool
	Placement []Expr
	Type      *TypeID
	InitKind  InitKind // InitNone, InitParen or InitBrace
	Args      []Expr   // InitParen
	Init      Expr     // InitBrace (*InitList)
}

// DeleteExpr is [::]delete[[]] X.
type DeleteExpr struct {
	At     source.Pos
	Global bool
	Array  bool
	X      Expr
}

// ThrowExpr is throw [X].
type ThrowExpr struct {
	At source.Pos
	X  Expr
}

// CaptureKind is one lambda capture form.
type CaptureKind uint8

// Captures.
const (
	CaptureDefaultCopy CaptureKind = iota // =
	CaptureDefaultRef                     // &
	CaptureThis                           // this
	CaptureStarThis                       // *this
	CaptureCopy                           // x, x = init, x...
	CaptureRef                            // &x, &x = init
)

// Capture is one lambda capture.
type Capture struct {
	At       source.Pos
	Kind     CaptureKind
	Name     string
	Pack     bool
	InitKind InitKind
	Init     Expr
}

// LambdaExpr is a lambda expression.
type LambdaExpr struct {
	At        source.Pos
	Captures  []Capture
	TParams   []*TemplateParam
	TRequires Expr
	// Decl holds the parameter list, specifiers (mutable, constexpr …),
	// exception specification, trailing return type and requires-clause; it is
	// nil for a lambda without parentheses.
	Decl    *Declarator
	Spec    *DeclSpec // mutable/constexpr/consteval/static and CUDA attributes
	Mutable bool
	Attrs   []*Attribute
	Body    *CompoundStmt
}

// FoldExpr is a fold expression: (X op ...), (... op Y), (X op ... op Y).
type FoldExpr struct {
	At    source.Pos
	Op    token.Kind
	Left  Expr // nil for a left fold without init
	Right Expr // nil for a right fold without init
	// PackLeft is set when the pack is on the left (a right fold).
	PackLeft bool
}

// PackExpansion is X... in an argument list.
type PackExpansion struct {
	At source.Pos
	X  Expr
}

// RequirementKind is one requirement of a requires-expression.
type RequirementKind uint8

// Requirements.
const (
	ReqSimple   RequirementKind = iota // expr;
	ReqType                            // typename T;
	ReqCompound                        // { expr } noexcept -> C;
	ReqNested                          // requires C;
)

// Requirement is one requirement of a requires-expression.
type Requirement struct {
	At         source.Pos
	Kind       RequirementKind
	X          Expr
	Type       *TypeID
	Noexcept   bool
	Constraint *TypeID // ReqCompound: -> type-constraint
}

// RequiresExpr is requires (params) { requirements }.
type RequiresExpr struct {
	At     source.Pos
	Params []*ParamDecl
	Reqs   []*Requirement
}

// Designator is one .field or [index] of a designated initializer.
type Designator struct {
	At    source.Pos
	Field string
	Index Expr
	Hi    Expr // GNU [lo ... hi]
}

// DesignatedInit is a designated initializer element.
type DesignatedInit struct {
	At          source.Pos
	Designators []Designator
	Init        Expr
}

// InitList is a braced-init-list.
type InitList struct {
	At    source.Pos
	Elems []Expr
	End   source.Pos
}

// StmtExpr is a GNU statement expression ({ … }).
type StmtExpr struct {
	At   source.Pos
	Body *CompoundStmt
}

// BuiltinExpr is a builtin that takes types or designators among its
// arguments: type traits (__is_same(T, U)), __builtin_offsetof,
// __builtin_va_arg, __builtin_convertvector, __builtin_launder …
type BuiltinExpr struct {
	At   source.Pos
	Name string
	Args []TemplateArg
	// Member is the member designator of __builtin_offsetof.
	Member []Designator
}

// CoYieldExpr is co_yield X.
type CoYieldExpr struct {
	At source.Pos
	X  Expr
}

// TypeExpr is a type used where an expression is expected (the operand of a
// builtin, a template argument that is a placeholder); rare.
type TypeExpr struct {
	Type *TypeID
}

// BadExpr marks an expression that failed to parse (after a diagnostic).
type BadExpr struct {
	At, End source.Pos
}

// Pos methods.
func (e *NameExpr) Pos() source.Pos       { return e.Name.At }
func (e *Literal) Pos() source.Pos        { return e.At }
func (e *StringConcat) Pos() source.Pos   { return e.At }
func (e *ThisExpr) Pos() source.Pos       { return e.At }
func (e *ParenExpr) Pos() source.Pos      { return e.At }
func (e *UnaryExpr) Pos() source.Pos      { return e.At }
func (e *BinaryExpr) Pos() source.Pos     { return e.At }
func (e *CondExpr) Pos() source.Pos       { return e.At }
func (e *CallExpr) Pos() source.Pos       { return e.At }
func (e *LaunchExpr) Pos() source.Pos     { return e.At }
func (e *IndexExpr) Pos() source.Pos      { return e.At }
func (e *MemberExpr) Pos() source.Pos     { return e.At }
func (e *PtrMemExpr) Pos() source.Pos     { return e.At }
func (e *CastExpr) Pos() source.Pos       { return e.At }
func (e *SizeofExpr) Pos() source.Pos     { return e.At }
func (e *NoexceptExpr) Pos() source.Pos   { return e.At }
func (e *TypeidExpr) Pos() source.Pos     { return e.At }
func (e *NewExpr) Pos() source.Pos        { return e.At }
func (e *DeleteExpr) Pos() source.Pos     { return e.At }
func (e *ThrowExpr) Pos() source.Pos      { return e.At }
func (e *LambdaExpr) Pos() source.Pos     { return e.At }
func (e *FoldExpr) Pos() source.Pos       { return e.At }
func (e *PackExpansion) Pos() source.Pos  { return e.At }
func (e *RequiresExpr) Pos() source.Pos   { return e.At }
func (e *DesignatedInit) Pos() source.Pos { return e.At }
func (e *InitList) Pos() source.Pos       { return e.At }
func (e *StmtExpr) Pos() source.Pos       { return e.At }
func (e *BuiltinExpr) Pos() source.Pos    { return e.At }
func (e *CoYieldExpr) Pos() source.Pos    { return e.At }
func (e *TypeExpr) Pos() source.Pos       { return e.Type.At }
func (e *BadExpr) Pos() source.Pos        { return e.At }

func (*NameExpr) exprNode()       {}
func (*Literal) exprNode()        {}
func (*StringConcat) exprNode()   {}
func (*ThisExpr) exprNode()       {}
func (*ParenExpr) exprNode()      {}
func (*UnaryExpr) exprNode()      {}
func (*BinaryExpr) exprNode()     {}
func (*CondExpr) exprNode()       {}
func (*CallExpr) exprNode()       {}
func (*LaunchExpr) exprNode()     {}
func (*IndexExpr) exprNode()      {}
func (*MemberExpr) exprNode()     {}
func (*PtrMemExpr) exprNode()     {}
func (*CastExpr) exprNode()       {}
func (*SizeofExpr) exprNode()     {}
func (*NoexceptExpr) exprNode()   {}
func (*TypeidExpr) exprNode()     {}
func (*NewExpr) exprNode()        {}
func (*DeleteExpr) exprNode()     {}
func (*ThrowExpr) exprNode()      {}
func (*LambdaExpr) exprNode()     {}
func (*FoldExpr) exprNode()       {}
func (*PackExpansion) exprNode()  {}
func (*RequiresExpr) exprNode()   {}
func (*DesignatedInit) exprNode() {}
func (*InitList) exprNode()       {}
func (*StmtExpr) exprNode()       {}
func (*BuiltinExpr) exprNode()    {}
func (*CoYieldExpr) exprNode()    {}
func (*TypeExpr) exprNode()       {}
func (*BadExpr) exprNode()        {}
