package types

// Type is a C++ type. Every Type is made by a Context; Canonical strips sugar
// (typedef names, parameter names) so that two types are the same C++ type
// exactly when their Canonical values are the same pointer.
type Type interface {
	// Canonical returns the type without sugar.
	Canonical() Type
	// String spells the type as EDG prints it in diagnostics.
	String() string
	node() *typeNode
}

// typeNode is the identity every type carries: a per-Context id (used to
// build interning keys) and the canonical type.
type typeNode struct {
	id    uint32
	canon Type
}

func (n *typeNode) node() *typeNode { return n }

// ID numbers t within its Context (0 for nil): two types are the same
// type node exactly when their IDs are equal, so a table keyed by types
// can key by ID instead of hashing and comparing interfaces.
func ID(t Type) uint32 {
	if t == nil {
		return 0
	}
	return t.node().id
}

// Canonical returns the type without sugar.
func (n *typeNode) Canonical() Type { return n.canon }

// CV is a set of cv-qualifiers (restrict included, as g++ mangles it).
type CV uint8

// The qualifiers.
const (
	Const CV = 1 << iota
	Volatile
	Restrict
)

// String spells the qualifiers in EDG's order.
func (q CV) String() string {
	s := ""
	add := func(w string) {
		if s != "" {
			s += " "
		}
		s += w
	}
	if q&Const != 0 {
		add("const")
	}
	if q&Volatile != 0 {
		add("volatile")
	}
	if q&Restrict != 0 {
		add("__restrict__")
	}
	return s
}

// RefQual is a member function's ref-qualifier.
type RefQual uint8

// The ref-qualifiers.
const (
	NoRef RefQual = iota
	LValueRef
	RValueRef
)

// Builtin is a fundamental or placeholder type.
type Builtin struct {
	typeNode
	Kind BuiltinKind
}

// Qualified is a cv-qualified type. Elem is never itself Qualified, never a
// reference or function type, and never an array type in canonical form (the
// qualifiers of an array apply to its elements).
type Qualified struct {
	typeNode
	Elem Type
	CV   CV
}

// Pointer is T*.
type Pointer struct {
	typeNode
	Elem Type
}

// Reference is T& or T&&.
type Reference struct {
	typeNode
	Elem   Type
	RValue bool
}

// Array is T[N], T[] (Len < 0 and Dep nil) or T[expr] with a value-dependent
// bound (Dep non-nil).
type Array struct {
	typeNode
	Elem Type
	Len  int64
	Dep  Expr
}

// HasKnownBound reports whether the array's bound is a known constant.
func (a *Array) HasKnownBound() bool { return a.Dep == nil && a.Len >= 0 }

// Function is a function type. CV and Ref are a non-static member function's
// qualifiers; Noexcept is part of the type since C++17.
type Function struct {
	typeNode
	Result   Type
	Params   []Type
	Variadic bool
	Noexcept bool
	CV       CV
	Ref      RefQual
}

// MemberPointer is Elem Class::*, where Class is a class type or a dependent
// type standing for one.
type MemberPointer struct {
	typeNode
	Class Type
	Elem  Type
}

// Class is the type of a class, struct or union; its identity is its
// declaration.
type Class struct {
	typeNode
	Decl *ClassDecl
}

// Enum is the type of an enumeration; its identity is its declaration.
type Enum struct {
	typeNode
	Decl *EnumDecl
}

// Typedef is sugar: a use of a typedef or alias name. Its canonical type is
// that of the aliased type.
type Typedef struct {
	typeNode
	Decl *TypedefDecl
}

// TemplateParamType is a use of a template type parameter. The canonical
// form forgets the parameter's name and keeps depth, index and pack-ness.
type TemplateParamType struct {
	typeNode
	Depth, Index int
	Pack         bool
	Param        *TemplateParam // nil on the canonical form
}

// DependentName is typename Qualifier::Name, or
// typename Qualifier::template Name<Args...> when Args is non-nil.
type DependentName struct {
	typeNode
	Qualifier Type
	Name      string
	Args      []TemplateArg
}

// TemplateSpec is a template-id whose arguments are dependent (or whose
// template is a template template parameter), so it cannot yet name a class:
// std::vector<T>, TT<int>. Non-dependent template-ids are Class types of the
// specialization's ClassDecl instead.
type TemplateSpec struct {
	typeNode
	Template TemplateName
	Args     []TemplateArg
}

// Decltype is decltype(expr) with a type-dependent operand.
type Decltype struct {
	typeNode
	Expr Expr
}

// PackExpansion is Pattern... in a parameter or argument list.
type PackExpansion struct {
	typeNode
	Pattern Type
}

// TemplateName is what a template-id names: a *TemplateDecl or a template
// template parameter (*TemplateParam of kind TemplateTemplateParam).
type TemplateName interface {
	Decl
	templateName()
}

func (*TemplateDecl) templateName()  {}
func (*TemplateParam) templateName() {}
