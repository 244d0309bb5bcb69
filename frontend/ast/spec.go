package ast

import "github.com/cufe-dev/cufe/frontend/source"

// Specifier is a set of decl-specifier keywords that are not type specifiers.
type Specifier uint32

// Non-type decl-specifiers.
const (
	SpecStatic Specifier = 1 << iota
	SpecExtern
	SpecMutable
	SpecRegister
	SpecThreadLocal // thread_local, __thread
	SpecTypedef
	SpecFriend
	SpecInline
	SpecVirtual
	SpecExplicit
	SpecConstexpr
	SpecConsteval
	SpecConstinit
)

// CV is a set of cv-qualifiers (and GNU __restrict__).
type CV uint8

// Qualifiers.
const (
	Const CV = 1 << iota
	Volatile
	Restrict
)

// Builtin is a set of simple type-specifier keywords as written; `unsigned
// long long int` is Unsigned|Long|LongLong|Int.
type Builtin uint32

// Simple type-specifier keywords.
const (
	TVoid Builtin = 1 << iota
	TBool
	TChar
	TChar8
	TChar16
	TChar32
	TWChar
	TShort
	TInt
	TLong
	TLongLong
	TSigned
	TUnsigned
	TFloat
	TDouble
	TInt128   // __int128
	TFloat128 // __float128, _Float128
	TFloat80  // __float80
	TFloat16  // _Float16, __fp16
	TFloat32  // _Float32
	TFloat64  // _Float64
	TFloat32x // _Float32x
	TFloat64x // _Float64x
	TBFloat16 // __bf16
	TComplex  // _Complex, __complex__
	TImaginary
)

// TypeSpecKind says what kind of type-specifier a DeclSpec holds.
type TypeSpecKind uint8

// Type-specifier kinds.
const (
	TypeNone         TypeSpecKind = iota // no type specifier (constructor, error)
	TypeBuiltin                          // keywords in Builtin
	TypeNamed                            // a type name (Name), possibly after `typename`
	TypeElaborated                       // class-key/enum Name
	TypeClass                            // a class definition (Class)
	TypeEnum                             // an enum definition (Enum)
	TypeDecltype                         // decltype(Expr)
	TypeDecltypeAuto                     // decltype(auto)
	TypeTypeof                           // __typeof__(Expr or TypeArg)
	TypeAuto                             // auto, possibly constrained (Constraint)
	TypeUnderlying                       // __underlying_type(TypeArg)
	TypeTrait                            // another type-yielding builtin (__remove_cv(T) …); Name holds it
)

// ClassKey is struct, class, union, or enum (for elaborated specifiers).
type ClassKey uint8

// Class keys.
const (
	KeyNone ClassKey = iota
	KeyStruct
	KeyClass
	KeyUnion
	KeyEnum
	KeyTypename // `typename` in a template parameter (for TemplateParam.Key)
)

// CUDAAttr is a set of CUDA execution-space and memory-space attributes, in
// whichever spelling they came (`__attribute__((global))`, `__global__`,
// `__location__(device)` …).
type CUDAAttr uint16

// CUDA attributes.
const (
	CUDAGlobal CUDAAttr = 1 << iota
	CUDADevice
	CUDAHost
	CUDAShared
	CUDAConstant
	CUDAManaged
	CUDAGridConstant
	CUDANoinline
	CUDAForceinline
	CUDALaunchBounds
	CUDAClusterDims
	CUDAMaxnreg
	CUDADeviceBuiltin
)

// AttrSyntax is how an attribute was written.
type AttrSyntax uint8

// Attribute syntaxes.
const (
	AttrCXX11    AttrSyntax = iota // [[ns::name(args)]]
	AttrGNU                        // __attribute__((name(args)))
	AttrAlignas                    // alignas(…)
	AttrDeclspec                   // __declspec(…)
	AttrCUDA                       // __location__/__annotate__ and friends
)

// Attribute is one attribute. Args keeps the arguments as parsed
// expressions (a type argument, as in alignas(T), is in Type).
type Attribute struct {
	// (Fields are ordered to keep the struct small.)
	At     source.Pos
	Syntax AttrSyntax
	// Raw is set when the arguments were kept as a balanced token range
	// instead of expressions (unknown attributes may hold arbitrary tokens).
	Raw      bool
	Pack     bool
	HasArgs  bool
	Scope    string // "gnu" in [[gnu::x]]
	Name     string // without surrounding underscores removed
	Args     []Expr
	Type     *TypeID
	RawStart int // token index of the first argument token (Raw)
	RawEnd   int // token index after the last argument token (Raw)
}

// Pos returns the attribute's position.
func (a *Attribute) Pos() source.Pos { return a.At }

// DeclSpec is a decl-specifier-seq.
type DeclSpec struct {
	// (Fields are ordered to keep the struct small: a translation unit
	// has a hundred thousand decl-specifier-seqs, nearly all a type name or
	// keywords.)
	At        source.Pos
	Specs     Specifier
	Builtin   Builtin
	CV        CV
	Kind      TypeSpecKind
	Typename  bool     // `typename` before Name
	ElabKey   ClassKey // TypeElaborated
	CUDA      CUDAAttr
	Extension bool  // __extension__ was written
	LongCount uint8 // number of `long`
	Name      *Name // TypeNamed, TypeElaborated, TypeTrait, constrained auto
	// Extra holds the parts few decl-specifier-seqs have; nil when there
	// are none (keeping them out of line saves two thirds of a DeclSpec's
	// memory). Read them through the methods of the same names.
	Extra *DeclSpecExtra
}

// DeclSpecExtra holds the rarely present parts of a DeclSpec.
type DeclSpecExtra struct {
	Explicit Expr       // explicit(bool) condition
	Class    *ClassDecl // TypeClass
	Enum     *EnumDecl  // TypeEnum
	Expr     Expr       // TypeDecltype, TypeTypeof with an expression
	TypeArg  *TypeID    // TypeTypeof with a type, TypeUnderlying
	// Constraint is the type-constraint of a constrained placeholder
	// (`std::integral auto`).
	Constraint *Name
	Attrs      []*Attribute
}

// Explicit returns the condition of explicit(bool), or nil.
func (d *DeclSpec) Explicit() Expr {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Explicit
}

// Class returns the class defined by a TypeClass specifier, or nil.
func (d *DeclSpec) Class() *ClassDecl {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Class
}

// Enum returns the enumeration defined by a TypeEnum specifier, or nil.
func (d *DeclSpec) Enum() *EnumDecl {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Enum
}

// Expr returns the operand of decltype or of __typeof__ with an
// expression, or nil.
func (d *DeclSpec) Expr() Expr {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Expr
}

// TypeArg returns the type operand of __typeof__ or __underlying_type, or
// nil.
func (d *DeclSpec) TypeArg() *TypeID {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.TypeArg
}

// Constraint returns the type-constraint of a constrained placeholder, or
// nil.
func (d *DeclSpec) Constraint() *Name {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Constraint
}

// Attrs returns the attributes among the specifiers.
func (d *DeclSpec) Attrs() []*Attribute {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Attrs
}

// Pos returns the position of the first specifier.
func (d *DeclSpec) Pos() source.Pos { return d.At }

// TypeID is a type-id: specifiers plus an abstract declarator.
type TypeID struct {
	At   source.Pos
	Spec *DeclSpec
	Decl *Declarator // abstract (Name is nil); nil when the type-id has none
}

// Pos returns the type-id's position.
func (t *TypeID) Pos() source.Pos { return t.At }
