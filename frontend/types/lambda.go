package types

// ExtendedLambda describes an extended lambda: a __device__ or
// __host__ __device__ lambda written in host code under --extended-lambda.
// NVIDIA's front end replaces its closure, in the host translation, by an
// instance of a wrapper template (__nv_dl_wrapper_t, __nv_hdl_wrapper_t)
// tagged with the enclosing function and a number, and names the stub
// functions of kernels instantiated with it after that wrapper (the
// Unvdl/Unvhdl encodings): what the back ends need to write both is here.
type ExtendedLambda struct {
	// HostDevice is set for a __host__ __device__ lambda (__nv_hdl_wrapper_t),
	// clear for a __device__ one (__nv_dl_wrapper_t).
	HostDevice bool
	// Parent is the enclosing function the wrapper's tag names (for a lambda
	// in a function template instance, the instance).
	Parent *FunctionDecl
	// ParentTemplateParams are, when Parent is the pattern of a function
	// template (the lambda written in its definition), that template's
	// parameters as its definition names them: the tag names the
	// specialization, &f<N, X, Rest...>, as a function type alone does not
	// pick it (N appears in no parameter). Nil otherwise.
	ParentTemplateParams []*TemplateParam
	// ID numbers the parent's extended lambdas from 1, in order of
	// appearance.
	ID int
	// Captures are the types of the captured entities in the closure's
	// order (the wrapper's F1..Fn): a variable's declared type without
	// reference (cv kept, arrays kept), `S *const` for this.
	Captures []Type
	// Mutable and NoExcept are the call operator's `mutable` and
	// `noexcept`.
	Mutable, NoExcept bool
	// Result is the call operator's result type: the trailing return type
	// when one is written, else the type deduced from the body (nil when
	// sema could not work it out).
	Result Type
	// TrailingReturn is set when the lambda was written with `-> T`.
	TrailingReturn bool
	// Generic is set for a lambda with auto parameters or a template
	// parameter list.
	Generic bool
	// InClassMember is set when the parent is a member function defined in
	// its class (NVIDIA lists the typedefs of these closures after the
	// others of the same Depth).
	InClassMember bool
	// Depth is the number of lambdas the extended lambda is written in
	// (0: directly in the parent's body). NVIDIA lists the typedefs of the
	// closures by depth first.
	Depth int
}

// FuncPtrConv reports whether the closure converts to a function pointer
// (no captures, not generic): NVIDIA's HasFuncPtrConv.
func (e *ExtendedLambda) FuncPtrConv() bool { return len(e.Captures) == 0 && !e.Generic }
