package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/layout"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Options control one check.
type Options struct {
	// CXX20 selects C++20 rules (C++17 otherwise).
	CXX20 bool
	// RelaxedConstexpr is --expt-relaxed-constexpr: constexpr functions
	// are implicitly __host__ __device__.
	RelaxedConstexpr bool
	// ExtendedLambda is --extended-lambda.
	ExtendedLambda bool
	// CUDAMajor is the CUDA toolkit's major version, 0 when unknown (a
	// .ii): some checks differ between toolkits (unevalcall.go).
	CUDAMajor int
	// DeviceSide says the TU is the device side's preprocessing
	// (__CUDA_ARCH__ defined, `cufe compile --device-arch`): host and
	// __host__ __device__ code calling __device__ functions (3462–3465)
	// breaks a host-side rule, which cudafe++ checks on the host side's
	// preprocessing only; code under `#ifdef __CUDA_ARCH__` in a
	// __host__ __device__ function (CUDA's bf16 headers) calls them
	// legitimately here.
	DeviceSide bool
	// ModuleID, when known, is used to compute the device-side names of
	// kernels and variables (see Result.SetModuleID).
	ModuleID string
	// DeviceSkipped is the text the host side's preprocessing skipped in
	// device-dependent conditional groups (pp.Result.DeviceSkipped): what
	// the device side may declare there, checks across execution spaces
	// made from the host side's view keep silent about (see
	// devicesidenames.go).
	DeviceSkipped []source.Span
	// RDC is separate compilation (-rdc=true): kernels may be launched
	// from device code (devicelaunch.go).
	RDC bool
	// Tokens are the tokens the parser read: GNU attribute arguments are
	// kept as token ranges into them (launch bounds, aligned).
	Tokens []token.Token
}

// Result is what semantic analysis learnt about a translation unit.
type Result struct {
	// Context holds every type and entity.
	Context *types.Context
	// Layout lays out the TU's types (shared with the back end so class
	// layouts are computed once).
	Layout *layout.Computer
	// Entities lists the namespace-scope and member entities in the order
	// their first declaration appears.
	Entities []types.Decl
	// Kernels lists the __global__ functions that are defined, and the
	// specializations of __global__ function templates that are used or
	// explicitly instantiated, in order of first appearance.
	Kernels []*Kernel
	// Variables lists the namespace-scope and static member variables
	// with a device memory space (__device__, __constant__, __managed__),
	// and the __shared__ variables, in declaration order.
	Variables []*DeviceVar
	// Launches lists the kernel launches of the TU with the kernel each one
	// invokes (nil when it could not be resolved).
	Launches []*Launch
	// Calls maps each call expression of user code whose callee was
	// resolved to that callee.
	Calls map[*ast.CallExpr]*types.FunctionDecl
	// FirstFunction is the first function definition that is a candidate
	// for naming the module ID (non-static, non-inline, non-template,
	// non-member function with a body), or nil.
	FirstFunction *types.FunctionDecl
	// Definitions lists the namespace-scope definitions of functions and
	// variables outside templates, in source order (see Definition).
	Definitions []Definition
	// ExtendedLambdas lists the extended lambdas of host code in source
	// order (--extended-lambda; see ExtendedLambda).
	ExtendedLambdas []*ExtendedLambda
	// UndecidedBranches lists the `if constexpr` statements of walked
	// bodies (a template's instance, code outside templates) whose
	// condition sema could not evaluate while a branch launches a kernel:
	// both branches were walked, so the kernel instances found may include
	// some of a discarded branch (see constexprif.go).
	UndecidedBranches []Incomplete

	// checker is the finished analysis, kept for CompleteKernelInstances.
	checker *checker
}

// Kernel is a __global__ function (or a specialization of a __global__
// function template) that the back end must register.
type Kernel struct {
	Decl *types.FunctionDecl
	Pos  source.Pos
	// Instantiated is set for a specialization of a kernel template.
	Instantiated bool
	Params       []Param
	// ArgsSize is the size of the argument buffer: the end of the last
	// parameter.
	ArgsSize int64
	Launch   LaunchAttrs
	// Name is the kernel's device-side mangled name (set once a module ID
	// is known); RegName is the name __cudaRegisterEntry receives.
	Name, RegName string
	// Err says why the kernel cannot be described exactly (a parameter
	// type that cannot be laid out); empty when it can.
	Err string

	// instanceDepth is how many template instance bodies deep the walk
	// was when it met the kernel (0: in code outside templates).
	instanceDepth int
}

// Param is one kernel parameter as the launch stub passes it.
type Param struct {
	Name         string
	Type         types.Type
	Size, Align  int64
	Offset       int64
	GridConstant bool
}

// LaunchAttrs are a kernel's launch attributes (0: not given).
type LaunchAttrs struct {
	MaxThreads, MinBlocks, MaxBlocksPerCluster int64
	HasLaunchBounds                            bool
	// BoundsUnknown is set when __launch_bounds__ is written but sema
	// could not evaluate its arguments (a constexpr function it cannot
	// run): MaxThreads is then not the value NVIDIA registers.
	BoundsUnknown bool
	ClusterDims   [3]int64
	MaxNReg       int64
}

// DeviceVar is a variable in a CUDA memory space.
type DeviceVar struct {
	Decl *types.VarDecl
	Pos  source.Pos
	Mem  types.MemSpace
	// Extern is set for a declaration that is not a definition.
	Extern bool
	Size   int64
	// Name is the device-side symbol (set once a module ID is known).
	Name string
	Err  string
	// DeviceOnly is set for a variable with a memory space in the device
	// side's preprocessing only (see AddDeviceSideVariables): the host
	// side keeps it as the plain variable it declared, and only the stub
	// file registers it. Decl is then a copy of the host declaration with
	// the device side's storage.
	DeviceOnly bool
}

// Launch is one kernel launch k<<<...>>>(args).
type Launch struct {
	Expr   *ast.LaunchExpr
	Kernel *types.FunctionDecl
}
