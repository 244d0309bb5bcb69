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
	// Closure is an extended lambda's closure type: the device side's
	// closure, which the host side knows as NVIDIA's wrapper (Wrapper).
	// Mangled is the closure's encoding, which names its typedef.
	Closure
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
	// Outer is the class template specialization a record or enum is a
	// member of (ns::Outer<int> for ns::Outer<int>::In; Name may then hold
	// further enclosing classes, "Mid::In"); Scope holds Outer's
	// namespaces. nil for other types.
	Outer *Type
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
	// Wrapper describes a Closure.
	Wrapper *LambdaWrapper
}

// LambdaWrapper is what NVIDIA's wrapper of an extended lambda's closure
// is made of: __nv_dl_wrapper_t<__nv_dl_tag<P, &parent, ID>, captures...>
// for a __device__ lambda, __nv_hdl_wrapper_t<mutable, fp-conv,
// __nv_dl_tag<...>, R(params), captures...> for a __host__ __device__ one
// (CUDA 13 adds never-throws, and tags a __device__ lambda with a trailing
// return type with __nv_dl_trailing_return_tag<P, &parent, R, ID>).
type LambdaWrapper struct {
	HostDevice bool
	Parent     LambdaParent
	// ID numbers the parent's extended lambdas from 1.
	ID int
	// Captures are the captured entities' types, in order.
	Captures                       []*Type
	Mutable, FuncPtrConv, NoExcept bool
	// Result and Params are the call operator's; TrailingReturn is set
	// when the result was written with ->.
	Result         *Type
	Params         []*Type
	Variadic       bool
	TrailingReturn bool
}

// LambdaParent is the function enclosing an extended lambda, as its tag
// names it.
type LambdaParent struct {
	// Name is the function's unqualified name, Scope its namespaces
	// ("" for an anonymous one), Class its class for a member function.
	Name  string
	Scope []string
	Class *Type
	// Member is set for a non-static member function (the tag's type is
	// then a pointer to member), Internal for internal linkage.
	Member, Internal bool
	// TemplateArgs are set for a function template instance.
	TemplateArgs []TemplateArg
	// Type is the function's type (Kind Function; Const for a const
	// member function).
	Type *Type
}

// TemplateArg is a template argument: a type, an integral value, or a
// function's address.
type TemplateArg struct {
	// Type is set for a type argument.
	Type *Type
	// Value is an integral argument's value, ValueType its type (a
	// Builtin: "int", "bool", "char", "unsigned int", "long", ...; or an
	// Enum).
	Value     int64
	ValueType *Type
	// Enumerator names Value when ValueType is an enumeration: its first
	// enumerator of that value (NVIDIA's wrapper specializations spell
	// the argument by it), after the enumeration's name for a scoped one
	// (layout::B).
	Enumerator string
	// Function is set for the address of a function given to a
	// parameter of pointer-to-function type (k<twice>, k<&ns::f>).
	Function *FunctionArg
}

// FunctionArg names the function a template argument is the address of.
type FunctionArg struct {
	// Name is the function's unqualified name, Scope its namespaces ("" for
	// an anonymous one), Class its class for a static member function.
	Name  string
	Scope []string
	Class *Type
	// Internal is set for internal linkage (static, anonymous namespace).
	Internal bool
	// TemplateArgs are set for a function template's specialization.
	TemplateArgs []TemplateArg
}
