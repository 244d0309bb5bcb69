package ast

import "github.com/cufe-dev/cufe/frontend/source"

// SimpleDecl is a simple-declaration or member-declaration without a body:
// variables, typedefs, function declarations, a class or enum definition with
// or without declarators.
type SimpleDecl struct {
	At source.Pos
	// Extra holds the leading [[…]] attributes, which few declarations
	// have (nil then); read them through Attrs.
	Extra *SimpleDeclExtra
	Spec  *DeclSpec
	Decls []*Declarator
}

// SimpleDeclExtra holds the rarely present parts of a SimpleDecl.
type SimpleDeclExtra struct {
	Attrs []*Attribute // leading [[…]] attributes
}

// Attrs returns the declaration's leading [[…]] attributes.
func (d *SimpleDecl) Attrs() []*Attribute {
	if d.Extra == nil {
		return nil
	}
	return d.Extra.Attrs
}

// FuncDef is a function definition with a body (or `= default`/`= delete`,
// which are recorded on Decl.Virt).
type FuncDef struct {
	At        source.Pos
	Attrs     []*Attribute
	Spec      *DeclSpec
	Decl      *Declarator
	CtorInits []*MemInit
	Body      *CompoundStmt // nil for = default / = delete
	// TryBlock is set for a function-try-block; Handlers are its catches.
	TryBlock bool
	Handlers []*Handler
	// BodyErrors is set when a syntax error was reported while the body
	// was parsed: what the parser's recovery made of it (a following
	// function read as a block of this one) is not checked as written code.
	BodyErrors bool
}

// MemInit is one mem-initializer `base(args)` or `member{args}`.
type MemInit struct {
	At    source.Pos
	Name  *Name
	Brace bool
	Args  []Expr
	Pack  bool
}

// Pos returns the mem-initializer's position.
func (m *MemInit) Pos() source.Pos { return m.At }

// Access is a member access level.
type Access uint8

// Access levels.
const (
	AccessNone Access = iota
	AccessPublic
	AccessProtected
	AccessPrivate
)

// ClassDecl is a class-specifier (struct, class or union with a body).
type ClassDecl struct {
	At      source.Pos
	End     source.Pos // the closing brace
	Key     ClassKey
	Final   bool
	Name    *Name // nil for an anonymous class
	Attrs   []*Attribute
	Bases   []*BaseSpec
	Members []Decl
}

// BaseSpec is one base-specifier.
type BaseSpec struct {
	At      source.Pos
	Access  Access
	Virtual bool
	Name    *Name
	Decl    Expr // decltype(e) as a base
	Pack    bool
	Attrs   []*Attribute
}

// AccessDecl is `public:` and friends inside a class body.
type AccessDecl struct {
	At     source.Pos
	Access Access
}

// EnumDecl is an enum-specifier or opaque enum declaration.
type EnumDecl struct {
	At          source.Pos
	Scoped      bool // enum class / enum struct
	Name        *Name
	Attrs       []*Attribute
	Underlying  *TypeID
	Opaque      bool // no enumerator list
	Enumerators []*Enumerator
	End         source.Pos
}

// Enumerator is one enumerator.
type Enumerator struct {
	At    source.Pos
	Name  string
	Attrs []*Attribute
	Value Expr
}

// NamespaceDecl is a namespace definition; `namespace a::inline b {}` has two
// Names.
type NamespaceDecl struct {
	At     source.Pos
	Names  []string // empty for an anonymous namespace
	Inline []bool   // per name
	Attrs  []*Attribute
	Decls  []Decl
	End    source.Pos
}

// NamespaceAlias is `namespace a = b::c;`.
type NamespaceAlias struct {
	At     source.Pos
	Name   string
	Target *Name
}

// UsingDirective is `using namespace n;`.
type UsingDirective struct {
	At    source.Pos
	Attrs []*Attribute
	Name  *Name
}

// UsingDecl is `using a::b, typename c::d;`.
type UsingDecl struct {
	At       source.Pos
	Names    []*Name
	Typename []bool
	Pack     []bool
}

// UsingEnum is `using enum E;`.
type UsingEnum struct {
	At   source.Pos
	Name *Name
}

// AliasDecl is `using X = type;`.
type AliasDecl struct {
	At    source.Pos
	Name  string
	Attrs []*Attribute
	Type  *TypeID
}

// TemplateParamKind says what a template parameter declares.
type TemplateParamKind uint8

// Template parameter kinds.
const (
	TParamType     TemplateParamKind = iota // class T / typename T / Concept T
	TParamNonType                           // int N / auto N
	TParamTemplate                          // template<…> class T
)

// TemplateParam is one template parameter.
type TemplateParam struct {
	// (Fields are ordered to keep the struct small.)
	At    source.Pos
	Kind  TemplateParamKind
	Pack  bool
	Name  string
	Param *ParamDecl // TParamNonType
	// Extra holds the parts of constrained and template template
	// parameters (nil for the others, nearly all); read them through the
	// methods of the same names.
	Extra   *TemplateParamExtra
	Default *TemplateArg
}

// TemplateParamExtra holds the rarely present parts of a TemplateParam.
type TemplateParamExtra struct {
	Constraint *Name // TParamType with a type-constraint
	Params     []*TemplateParam
	Requires   Expr // TParamTemplate
}

// Constraint returns the type-constraint of a type parameter, or nil.
func (t *TemplateParam) Constraint() *Name {
	if t.Extra == nil {
		return nil
	}
	return t.Extra.Constraint
}

// Params returns the parameters of a template template parameter.
func (t *TemplateParam) Params() []*TemplateParam {
	if t.Extra == nil {
		return nil
	}
	return t.Extra.Params
}

// Requires returns the requires-clause of a template template parameter,
// or nil.
func (t *TemplateParam) Requires() Expr {
	if t.Extra == nil {
		return nil
	}
	return t.Extra.Requires
}

// Pos returns the parameter's position.
func (t *TemplateParam) Pos() source.Pos { return t.At }

// TemplateDecl is `template<params> decl`; with Explicit set it is an
// explicit specialization `template<> decl`.
type TemplateDecl struct {
	At       source.Pos
	Explicit bool
	Params   []*TemplateParam
	Requires Expr
	Decl     Decl
}

// ExplicitInstantiation is `[extern] template decl`.
type ExplicitInstantiation struct {
	At     source.Pos
	Extern bool
	Decl   Decl
}

// DeductionGuide is `[explicit] Name(params) -> T;`.
type DeductionGuide struct {
	At         source.Pos
	Explicit   Expr // non-nil for explicit(bool); ExplicitPlain for plain
	IsExplicit bool
	Name       *Name
	Func       *FuncChunk
	Result     *TypeID
}

// LinkageSpec is `extern "C" { … }` or `extern "C" decl`.
type LinkageSpec struct {
	At     source.Pos
	Lang   string // "C", "C++"
	Braced bool
	Decls  []Decl
	End    source.Pos
}

// StaticAssert is static_assert(cond[, msg]).
type StaticAssert struct {
	At   source.Pos
	Cond Expr
	Msg  Expr
}

// AsmDecl is a namespace-scope asm("…").
type AsmDecl struct {
	At  source.Pos
	Asm *AsmStmt
}

// ConceptDecl is `concept C = constraint;` (inside a TemplateDecl).
type ConceptDecl struct {
	At    source.Pos
	Name  string
	Attrs []*Attribute
	Expr  Expr
}

// EmptyDecl is a stray `;`.
type EmptyDecl struct{ At source.Pos }

// BadDecl marks a declaration that failed to parse (after a diagnostic).
type BadDecl struct {
	At, End source.Pos
}

// Pos methods.
func (d *SimpleDecl) Pos() source.Pos            { return d.At }
func (d *FuncDef) Pos() source.Pos               { return d.At }
func (d *ClassDecl) Pos() source.Pos             { return d.At }
func (d *EnumDecl) Pos() source.Pos              { return d.At }
func (d *AccessDecl) Pos() source.Pos            { return d.At }
func (d *NamespaceDecl) Pos() source.Pos         { return d.At }
func (d *NamespaceAlias) Pos() source.Pos        { return d.At }
func (d *UsingDirective) Pos() source.Pos        { return d.At }
func (d *UsingDecl) Pos() source.Pos             { return d.At }
func (d *UsingEnum) Pos() source.Pos             { return d.At }
func (d *AliasDecl) Pos() source.Pos             { return d.At }
func (d *TemplateDecl) Pos() source.Pos          { return d.At }
func (d *ExplicitInstantiation) Pos() source.Pos { return d.At }
func (d *DeductionGuide) Pos() source.Pos        { return d.At }
func (d *LinkageSpec) Pos() source.Pos           { return d.At }
func (d *StaticAssert) Pos() source.Pos          { return d.At }
func (d *AsmDecl) Pos() source.Pos               { return d.At }
func (d *ConceptDecl) Pos() source.Pos           { return d.At }
func (d *EmptyDecl) Pos() source.Pos             { return d.At }
func (d *BadDecl) Pos() source.Pos               { return d.At }
func (d *BaseSpec) Pos() source.Pos              { return d.At }
func (d *Enumerator) Pos() source.Pos            { return d.At }

func (*SimpleDecl) declNode()            {}
func (*FuncDef) declNode()               {}
func (*AccessDecl) declNode()            {}
func (*NamespaceDecl) declNode()         {}
func (*NamespaceAlias) declNode()        {}
func (*UsingDirective) declNode()        {}
func (*UsingDecl) declNode()             {}
func (*UsingEnum) declNode()             {}
func (*AliasDecl) declNode()             {}
func (*TemplateDecl) declNode()          {}
func (*ExplicitInstantiation) declNode() {}
func (*DeductionGuide) declNode()        {}
func (*LinkageSpec) declNode()           {}
func (*StaticAssert) declNode()          {}
func (*AsmDecl) declNode()               {}
func (*ConceptDecl) declNode()           {}
func (*EmptyDecl) declNode()             {}
func (*BadDecl) declNode()               {}
