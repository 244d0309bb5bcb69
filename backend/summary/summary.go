// Package summary defines the TU summary: the plain data that semantic
// analysis hands to the back ends (module ID, stub file, host boilerplate)
// about one CUDA translation unit. It holds no behaviour beyond small
// accessors, so that the producer (frontend/sema) and the consumers
// (backend/moduleid, backend/stub, backend/hostgen) depend on it and not on
// each other.
//
// Orders matter: NVIDIA's front end emits entities in the order of its
// scope lists, so every slice here is in declaration order (template
// instances in the order they were instantiated), and the back ends derive
// NVIDIA's order from that plus each entity's Scope.
package summary

// TU is what one translation unit tells the back ends.
type TU struct {
	// SourcePath is the absolute path of the primary source file, as nvcc
	// passes it with --orig_src_path_name. Empty when not given.
	SourcePath string
	// SourceName is the primary source file's name as nvcc passes it with
	// --orig_src_file_name (for example "k.cu" or "src/k.cu").
	SourceName string
	// PresumedName is the name of the primary source file in the line
	// markers of the preprocessed input (g++ -E writes `# 1 "k.cu"`); the
	// host translation starts with it. Empty means SourceName.
	PresumedName string

	// IDEntities are the TU's definitions of variables and functions, in
	// source order, with the facts the module ID's entity rule needs (see
	// backend/moduleid). Only the first eligible one matters, so a producer
	// may stop listing after it.
	IDEntities []IDEntity

	// RDC is set under --device-c (nvcc -rdc=true).
	RDC bool
	// ExtendedLambda is set under --extended-lambda.
	ExtendedLambda bool
	// Host is the host compiler that will compile the outputs.
	Host HostCompiler

	// Namespaces lists every namespace the TU opens, by qualified path
	// (anonymous namespaces as ""), in the order each was first opened.
	// Entity order in the stub file follows it. Missing namespaces are
	// taken in the order their first entity appears.
	Namespaces [][]string

	// Kernels are the __global__ functions the stub file defines: every
	// non-template kernel defined in the TU, and every instance of a kernel
	// template the TU uses, in declaration (instantiation) order.
	Kernels []Kernel
	// Variables are the __device__, __constant__ and __managed__ variables
	// at namespace scope (and static data members), in declaration order.
	Variables []Variable

	// HostRefs are the entries of the six host reference arrays NVIDIA
	// writes at the end of the host translation under --device-c: device
	// symbols referenced from host code, as the patterns NVIDIA writes.
	HostRefs HostRefs
}

// HostCompilerKind names the host compiler family.
type HostCompilerKind uint8

// Host compiler families.
const (
	GCC HostCompilerKind = iota
	Clang
)

// HostCompiler is the host compiler the outputs are written for, as given
// by --gnu_version / --clang_version.
type HostCompiler struct {
	Kind HostCompilerKind
	// Version is NVIDIA's encoding: 120200 for g++ 12.2.
	Version int
}

// Linkage is an entity's linkage as the device side sees it.
type Linkage uint8

// Linkages.
const (
	External Linkage = iota
	// Internal is static or in an anonymous namespace.
	Internal
)

// Pos is where an entity's definition is, as the line markers of the
// preprocessed input name it.
type Pos struct {
	// File is the presumed file name (`# N "file"`), for example "k.cu"
	// or "/usr/local/cuda/include/x.h".
	File string
	// Line is the line of the declarator (the function's name).
	Line int
	// BodyLine and BodyEndLine are the lines of the body's `{` and `}`.
	BodyLine, BodyEndLine int
}

// Kernel is a __global__ function, or one instance of a kernel template.
type Kernel struct {
	// Name is the unqualified name ("k1"), without template arguments.
	Name string
	// Scope is the enclosing namespaces, outermost first; "" names an
	// anonymous namespace.
	Scope []string
	// Mangled is the device symbol (Itanium name, or the plain name for
	// extern "C"), with _GLOBAL__N_<module id> for anonymous namespaces.
	Mangled string
	// CxxMangled is the Itanium name the kernel would have with C++
	// linkage; NVIDIA names the stub after it even for extern "C" kernels
	// (ck → __device_stub__Z2ckPi). Empty means Mangled.
	CxxMangled string
	Linkage    Linkage
	// TemplateArgs are the instance's template arguments; nil for a kernel
	// that is not a template instance.
	TemplateArgs []TemplateArg
	// Params are the parameters as declared (before array-to-pointer
	// adjustment), with their places in the argument buffer.
	Params []Param
	// MaxThreads is __launch_bounds__'s first argument, 0 if none.
	MaxThreads int
	// Pos is the definition's position (used for non-template kernels).
	Pos Pos
}

// IsTemplate reports whether k is a template instance.
func (k *Kernel) IsTemplate() bool { return k.TemplateArgs != nil }

// Param is one kernel parameter.
type Param struct {
	// Type is the declared type.
	Type *Type
	// Offset is the parameter's offset in the kernel argument buffer (each
	// parameter aligned to its alignment, in order), Size and Align its
	// size and alignment there.
	Offset, Size, Align int64
	// GridConstant is set for __grid_constant__ parameters.
	GridConstant bool
	// Unnamed is set for a parameter declared without a name: NVIDIA
	// numbers a temporary for it, which shifts the __T<n> names of the
	// stub file.
	Unnamed bool
}

// MemorySpace is where a device variable lives.
type MemorySpace uint8

// Memory spaces of registered variables.
const (
	Device MemorySpace = iota
	Constant
	Managed
)

// Variable is a __device__, __constant__ or __managed__ variable.
type Variable struct {
	Name  string
	Scope []string
	// Mangled is the device symbol: the plain name at global scope, the
	// Itanium name in a namespace, with _INTERNAL<module id> for internal
	// linkage in a namespace (see moduleid.InternalNamespace).
	Mangled string
	Linkage Linkage
	Space   MemorySpace
	// Extern is set for an `extern` declaration with no definition in the
	// TU (registered with ext=1 in whole-program mode, not at all in RDC).
	Extern bool
	// Size is sizeof the variable.
	Size int64
	// DeviceOnly is set for a variable the host side declares without a
	// memory space, which the device side's preprocessing gives one: the
	// stub file registers it (its host variable serves as the shadow), the
	// host translation and the host reference arrays leave it alone.
	DeviceOnly bool
}

// IDEntityKind tells variables from functions.
type IDEntityKind uint8

// Kinds of module-ID candidates.
const (
	IDVariable IDEntityKind = iota
	IDFunction
)

// IDEntity is one definition of a variable or function, with the facts that
// decide whether its mangled name may seed the module ID.
type IDEntity struct {
	Kind IDEntityKind
	// Mangled is the Itanium name (the plain name for variables at global
	// scope and for extern "C"); complete-object C1/D1 for constructors and
	// destructors. asm labels do not change it.
	Mangled string
	// Internal: static, const without extern, or in an anonymous namespace.
	Internal bool
	// Initialized (variables): has an initializer, or a non-trivial
	// default constructor runs. A plain `int x;` or an aggregate without
	// initializer has none.
	Initialized bool
	// Inline: declared inline, constexpr, defined in its class, or
	// __forceinline__ / gnu_inline.
	Inline bool
	// Templated: a template, an instance or explicit specialization of
	// one, or a member of a class template.
	Templated bool
	// Deduced: declared with a placeholder type (auto variable, deduced
	// return type; a trailing return type does not count).
	Deduced bool
	// Weak: __attribute__((weak)).
	Weak bool
	// DefaultedOrDeleted: = default or = delete.
	DefaultedOrDeleted bool
	// ForcesFallback: defining it makes the front end compute the module
	// ID on the spot, before any later definition can seed it, so that
	// the TU gets the fallback ID (CUDA 11.8's device-side front end on a
	// static function with certain local classes, see
	// fromsema.IDOptions).
	ForcesFallback bool
}

// HostRefs holds the entries of the six .nvHR* arrays: KI, KE, DI, DE, CI,
// CE (kernels, device variables, constant variables; internal, external).
// NVIDIA writes them only under --device-c, listing the device entities
// the TU's host code references (launches, managed-variable uses), in
// forms seen with the oracle (backend/hostgen's tests):
//   - a launched kernel template (any instance): KE "_Z2kt*" or
//     "_ZN2ns2tk*" (the mangled name up to the template arguments, then
//     '*'), and KI moduleid.StaticPrefix(id) + "*2kt*" / "*2ns2tk*";
//   - a launched kernel in an anonymous namespace: KI StaticPrefix(id) +
//     "*36_GLOBAL__N_<id>2k3*";
//   - a __managed__ variable used in host code: DE "mv".
//
// Order and duplicates do not matter: the arrays come out sorted.
type HostRefs struct {
	KernelInternal, KernelExternal     []string
	DeviceInternal, DeviceExternal     []string
	ConstantInternal, ConstantExternal []string
}
