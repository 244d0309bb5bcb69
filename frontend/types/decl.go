package types

import "github.com/cufe-dev/cufe/frontend/source"

// Decl is a declared entity. Every Decl has a parent (nil only for the global
// namespace), which is a namespace, class, function (for local entities),
// template (for template parameters) or enumeration.
type Decl interface {
	Base() *DeclBase
}

// DeclBase is what every declaration has.
type DeclBase struct {
	Name   string // "" for unnamed entities
	Parent Decl
	Pos    source.Pos
	// ABITags are the entity's own [[gnu::abi_tag]] tags (a namespace's tags
	// apply to everything declared in it).
	ABITags []string
	// LocalIndex numbers same-named entities declared in one function, from 0
	// in declaration order, for Itanium discriminators. See Numbering.
	LocalIndex int
	id         uint32
}

// Base returns the common part of the declaration.
func (b *DeclBase) Base() *DeclBase { return b }

// Seq orders the declarations of one Context by creation: a later entity
// (a class template specialization at its point of instantiation
// included) has a larger Seq. NVIDIA's generators list some entities in
// that order.
func (b *DeclBase) Seq() uint32 { return b.id }

// Linkage is an entity's linkage.
type Linkage uint8

// The linkages.
const (
	NoLinkage Linkage = iota
	InternalLinkage
	ExternalLinkage
)

func (l Linkage) String() string {
	switch l {
	case InternalLinkage:
		return "internal"
	case ExternalLinkage:
		return "external"
	}
	return "none"
}

// Access is a member's access.
type Access uint8

// The accesses.
const (
	Public Access = iota
	Protected
	Private
)

// ExecSpace is a function's CUDA execution space (a set: __host__ __device__
// is both bits).
type ExecSpace uint8

// The execution spaces. A function with no explicit space is Host.
const (
	HostSpace ExecSpace = 1 << iota
	DeviceSpace
	GlobalSpace
)

// MemSpace is a variable's CUDA memory space.
type MemSpace uint8

// The memory spaces.
const (
	HostMem MemSpace = iota
	DeviceMem
	ConstantMem
	SharedMem
	ManagedMem
)

// Namespace is a namespace: named, inline, or unnamed (Name "" and
// Anonymous true). The global namespace has no parent.
type Namespace struct {
	DeclBase
	AuxSlot
	Inline    bool
	Anonymous bool
}

// TagKind distinguishes class, struct and union.
type TagKind uint8

// The class keys.
const (
	StructTag TagKind = iota
	ClassTag
	UnionTag
)

func (k TagKind) String() string {
	switch k {
	case ClassTag:
		return "class"
	case UnionTag:
		return "union"
	}
	return "struct"
}

// BaseSpec is one base-specifier of a class.
type BaseSpec struct {
	Type    Type // a class type (possibly through typedefs)
	Virtual bool
	Access  Access
}

// FieldDecl is a non-static data member.
type FieldDecl struct {
	DeclBase
	Type       Type
	IsBitField bool
	Width      int // bit-field width; 0 with IsBitField is a zero-width bit-field
	Access     Access
	// Packed is __attribute__((packed)) on the member.
	Packed bool
	// Aligned is the largest of __attribute__((aligned(N))) and alignas(N)
	// on the member, in bytes; 0 when absent.
	Aligned int64
}

// LayoutAttrs are the attributes and pragmas that change a class's layout.
type LayoutAttrs struct {
	Packed bool // __attribute__((packed)) on the class
	// Aligned is the largest aligned(N)/alignas(N)/__align__(N) on the class,
	// in bytes; 0 when absent.
	Aligned int64
	// MaxFieldAlign is #pragma pack(N) in effect at the class definition, in
	// bytes; 0 when none.
	MaxFieldAlign int64
}

// SpecialMembers records which special members the user declared; the
// layout rules (POD for the purpose of layout) depend on them.
type SpecialMembers struct {
	Constructor bool // any user-declared constructor
	CopyAssign  bool
	Destructor  bool
}

// ClassDecl is a class, struct or union: an ordinary one, a specialization of
// a class template (Template and Args set), or a closure type (Lambda set).
type ClassDecl struct {
	DeclBase
	AuxSlot
	Tag  TagKind
	Type *Class
	// Template and Args are set on a specialization (implicit or explicit)
	// of a class template; Template is the primary template.
	Template *TemplateDecl
	Args     []TemplateArg
	Complete bool
	Bases    []BaseSpec
	Fields   []*FieldDecl
	// Polymorphic is true when the class declares virtual functions itself
	// (bases are looked at by IsDynamic).
	Polymorphic  bool
	UserDeclared SpecialMembers
	Layout       LayoutAttrs
	// Lambda is set for closure types.
	Lambda *LambdaInfo
	// TypedefName is the typedef that names an unnamed class for linkage
	// purposes (typedef struct {...} S;).
	TypedefName *TypedefDecl
	// UnnamedIndex numbers unnamed classes and enums in one scope for Ut_.
	UnnamedIndex int
}

// LambdaInfo describes a closure type for mangling (Itanium 5.1.8).
type LambdaInfo struct {
	// Params are the call operator's parameter types as written.
	Params   []Type
	Variadic bool
	// Mutable: the call operator is not const (`mutable`), which shows
	// in the names of entities local to it (a closure in its body).
	Mutable bool
	// Index numbers closures with the same parameter types in the same
	// context from 0, in order of appearance (Itanium; see
	// Numbering.Closure). g++ 12 instead numbers all closures of a context
	// in sequence (Numbering.AnyClosure); match the compiler the names must
	// agree with.
	Index int
	// ContextDecl is the variable or data member whose initializer holds
	// the lambda when it is not in a function body; nil otherwise.
	ContextDecl Decl
	// Extended is set for an extended lambda (see ExtendedLambda).
	Extended *ExtendedLambda
}

// Enumerator is one enumerator of an enumeration.
type Enumerator struct {
	Name  string
	Value int64
}

// EnumDecl is an enumeration.
type EnumDecl struct {
	DeclBase
	Type         *Enum
	Scoped       bool
	Fixed        bool // the underlying type was written
	Underlying   Type // the underlying integer type
	Enumerators  []Enumerator
	TypedefName  *TypedefDecl
	UnnamedIndex int
	Aligned      int64
}

// TypedefDecl is a typedef or alias declaration.
type TypedefDecl struct {
	DeclBase
	Type       *Typedef
	Underlying Type
}

// FuncKind distinguishes the special function names.
type FuncKind uint8

// The function name kinds.
const (
	OrdinaryFunc FuncKind = iota
	Constructor
	Destructor
	ConversionFunc // Type.Result is the target type
	OperatorFunc   // Op says which
	LiteralOperator
)

// FunctionDecl is a function or member function.
type FunctionDecl struct {
	DeclBase
	AuxSlot
	Type *Function
	Kind FuncKind
	Op   OperatorKind
	// Static is the static storage class: internal linkage at namespace
	// scope, a static member function in a class.
	Static  bool
	ExternC bool
	Inline  bool
	Virtual bool
	// Template and Args are set on a specialization of a function template;
	// Template.Pattern is the function as declared in the template, whose
	// signature mangles (with template parameters, per the ABI).
	Template *TemplateDecl
	Args     []TemplateArg
	Exec     ExecSpace
}

// IsMember reports whether f is a non-static member function.
func (f *FunctionDecl) IsMember() bool {
	_, inClass := f.Parent.(*ClassDecl)
	return inClass && !f.Static
}

// VarDecl is a variable or static data member.
type VarDecl struct {
	DeclBase
	AuxSlot
	Type    Type
	Static  bool // the static storage class
	Extern  bool
	Inline  bool
	ExternC bool
	// Template and Args are set on a variable template specialization.
	Template *TemplateDecl
	Args     []TemplateArg
	Mem      MemSpace
}

// TemplateKind says what a template declares.
type TemplateKind uint8

// The template kinds.
const (
	ClassTemplate TemplateKind = iota
	FunctionTemplate
	VariableTemplate
	AliasTemplate
)

// TemplateDecl is a template. Its Name and Parent are those of the templated
// entity; Pattern is the templated declaration itself (a *ClassDecl,
// *FunctionDecl, *VarDecl or *TypedefDecl written in terms of Params).
type TemplateDecl struct {
	DeclBase
	Kind    TemplateKind
	Params  []*TemplateParam
	Pattern Decl
	specs   map[string]*ClassDecl
}

// TemplateParamKind distinguishes type, non-type and template parameters.
type TemplateParamKind uint8

// The template parameter kinds.
const (
	TypeParam TemplateParamKind = iota
	NonTypeParam
	TemplateTemplateParam
)

// TemplateParam is a template parameter. Depth counts enclosing template
// parameter lists from 0 (outermost); Index is the position in its list.
type TemplateParam struct {
	DeclBase
	Kind  TemplateParamKind
	Depth int
	Index int
	Pack  bool
	// Type is a non-type parameter's type.
	Type Type
	// Params are a template template parameter's own parameters.
	Params []*TemplateParam
	// TypeRef is the type this (type) parameter stands for in the
	// template's body.
	TypeRef *TemplateParamType
}
