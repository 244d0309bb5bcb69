package summary

// TypeKind classifies a Type.
type TypeKind uint8

// Type kinds. They cover what kernel parameters and template arguments
// need; the back ends reject anything else with a reason.
const (
	// Builtin is a fundamental type; Name is its spelling ("unsigned long").
	Builtin TypeKind = iota
	// Record is a class, struct or union type.
	Record
	// Enum is an enumeration type.
	Enum
	// Pointer to Elem.
	Pointer
	// LValueRef to Elem.
	LValueRef
	// Array of Bound Elems.
	Array
	// Function returning Elem with Params (only behind a pointer).
	Function
	// MemberPointer to a member of Class, of type Elem.
	MemberPointer
)

// Type is a C++ type as the host compiler sees it.
type Type struct {
	Kind TypeKind
	// Name: the builtin's spelling; a record's or enum's unqualified name
	// (empty for an unnamed one known by TypedefName).
	Name string
	// Scope of a record or enum: enclosing namespaces, outermost first.
	Scope []string
	// Union marks a union record; Enum kind marks enums; every other
	// record prints as `struct`, as NVIDIA's generator writes it.
	Union bool
	// TypedefName names an unnamed record or enum declared as
	// `typedef struct {...} Name;`.
	TypedefName string
	// TemplateArgs of a record that is a class template specialization.
	TemplateArgs []TemplateArg
	// Mangled is the Itanium encoding of a record or enum type as it
	// appears inside a mangled name ("N2ns2NPE", "3BoxIdE"); NVIDIA names
	// records in namespaces and template specializations through a typedef
	// called "_Z" + Mangled.
	Mangled string
	// Seq orders a TU's records and enums by creation: declaration, or
	// point of instantiation for a class template specialization. NVIDIA
	// writes its typedefs (see Mangled) in scope-walk order, then Seq.
	Seq int

	Const, Volatile, Restrict bool

	// Elem: pointee, referee, array element, function result, member type.
	Elem *Type
	// Bound of an array (0 for an unknown bound).
	Bound int64
	// Params of a function type; Variadic adds `...`.
	Params   []*Type
	Variadic bool
	// Class of a member pointer.
	Class *Type
}

// TemplateArg is a template argument: a type, or an integral value.
type TemplateArg struct {
	// Type is set for a type argument.
	Type *Type
	// Value is an integral argument's value, ValueType its type (a
	// Builtin: "int", "bool", "char", "unsigned int", "long", ...).
	Value     int64
	ValueType *Type
}
