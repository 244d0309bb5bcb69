package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Host code calling a __device__ function, and a __global__ function called
// like a plain one. Unlike the checks of device code calling host functions
// (cuda.go), which are cicc's, these are reported by cudafe++'s own pass
// over the host-side preprocessing — the view sema has — so every such call
// sema sees is reported, conditional groups or not. Observed with CUDA 11.8
// and 13.0:
//   - a call written in the body of a host function (unannotated, inline,
//     static, constexpr or __forceinline__ alike) or of a __host__
//     __device__ one, of a function that is __device__ only, is an error,
//     also inside sizeof and decltype; a constexpr callee has its own
//     wording, and --expt-relaxed-constexpr allows the call;
//   - the check is made where the template is defined, on calls whose
//     callee is known there; a call that depends on a template parameter
//     is not checked, not even in the instances (`template <class T> int
//     h(T t) { return d(t); }` passes when h<int> is called from host code);
//   - a call in a file-scope initializer is not checked;
//   - the caller is named by its unqualified name ("m" for S::m), the
//     callee by its qualified signature ("N::T::d() const").
//
// sema reports only calls it resolved for sure, in user code, in
// functions and in the lambdas whose execution space it knows
// (lambdaspace.go), outside functions a #pragma nv_exec_check_disable
// precedes (execcheck.go); in sizeof and decltype operands for a toolkit
// older than 13 (unevalcall.go); constructors and destructors are checked
// in constructspace.go.
const (
	errDeviceFromHD            diag.ID = 3462 // calling a __device__ function(%sq1) from a __host__ __device__ function(%sq2) is not allowed
	errConstexprDeviceFromHD   diag.ID = 3463 // calling a constexpr __device__ function(%sq1) from a __host__ __device__ function(%sq2) …
	errDeviceFromHost          diag.ID = 3464 // calling a __device__ function(%sq1) from a __host__ function(%sq2) is not allowed
	errConstexprDeviceFromHost diag.ID = 3465 // calling a constexpr __device__ function(%sq1) from a __host__ function(%sq2) …
)

// checkHostCallsDevice reports a call of a __device__-only function from
// the body of a host or __host__ __device__ function; sure says overload
// resolution chose callee for sure.
func (c *checker) checkHostCallsDevice(x *ast.CallExpr, callee *types.FunctionDecl, sure bool) {
	if !sure || c.inInstance() || callee.Exec != types.DeviceSpace || callee.Type == nil {
		return
	}
	if c.inDependent() && c.memberOfEnclosingClass(callee) {
		// A member of the class template being defined (or of a class
		// nested in it), called on *this: a dependent call, which NVIDIA
		// checks in instances only (cutlass's Mask() { enable(); } in
		// PredicatedTileIterator<...>; a non-member such as dev() is
		// checked where the template is defined).
		return
	}
	caller, callerName, checksOff := c.callerOfCall()
	if caller&types.HostSpace == 0 || caller&types.GlobalSpace != 0 || checksOff {
		return
	}
	fi := c.funcInfoOf(callee)
	constexpr := fi != nil && fi.constexpr
	if constexpr && c.opts.RelaxedConstexpr {
		return
	}
	var id diag.ID
	switch {
	case caller == types.HostSpace && constexpr:
		id = errConstexprDeviceFromHost
	case caller == types.HostSpace:
		id = errDeviceFromHost
	case constexpr:
		id = errConstexprDeviceFromHD
	default:
		id = errDeviceFromHD
	}
	c.errorAt(x.At, id, diag.Args{Str: []string{calleeSignature(callee), callerName}})
}

// checkUnconfiguredKernelCall reports a __global__ function called as a
// plain function, without <<<...>>>: from host and device code alike, it
// "must be configured".
func (c *checker) checkUnconfiguredKernelCall(x *ast.CallExpr, callee *types.FunctionDecl) {
	if callee.Exec&types.GlobalSpace == 0 || c.inInstance() {
		return
	}
	c.errorAt(x.At, errConfiguredCall, diag.Args{Str: []string{"__global__", "must"}})
}

// memberOfEnclosingClass reports whether fn is a member of a class whose
// scope encloses the current one.
func (c *checker) memberOfEnclosingClass(fn *types.FunctionDecl) bool {
	cls, ok := fn.Parent.(*types.ClassDecl)
	if !ok {
		return false
	}
	for s := c.scope; s != nil; s = s.parent {
		if s.kind == classScope && s.decl == types.Decl(cls) {
			return true
		}
	}
	return false
}
