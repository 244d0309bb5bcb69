package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The execution space of a lambda's call operator, for the host-calls-
// device check (devicecall.go). Observed with CUDA 11.8 and 13.0: a lambda
// written without __host__/__device__ takes the space written on the
// function around it (a lambda in a lambda, that of the outer one), so a
// call of a __device__ function in a lambda of host code is reported with
// the caller named "operator()"; in a __host__ __device__ function the
// lambda is __host__ __device__. The space is the one written: a lambda in
// a constexpr function that --expt-relaxed-constexpr makes __host__
// __device__ is still __host__. A `#pragma nv_exec_check_disable` before
// the enclosing function does not reach its lambdas' bodies.
//
// Under --extended-lambda, a lambda annotated __host__ __device__ is
// __host__ __device__ wherever it is written (host, __host__ __device__
// or __device__ functions, templates), and the lambdas inside it with it;
// observed with 11.8 and 13.0.
//
// Not modelled (the lambda's space is then unknown and nothing is
// checked): lambdas outside function bodies (namespace-scope and default
// member initializers, which NVIDIA treats as host code), lambdas
// annotated __device__ only or __host__ only, and annotated lambdas without
// --extended-lambda (an error of their own).

// lambdaCallerName is how NVIDIA names a lambda's call operator as the
// caller.
const lambdaCallerName = "operator()"

// lambdaExecSpace is the execution space of lambda x's call operator,
// decided in the context around x (before its body is walked); 0 when
// unknown.
func (c *checker) lambdaExecSpace(x *ast.LambdaExpr) types.ExecSpace {
	bits, _ := cudaAttrs(x.Spec, x.Decl)
	for _, a := range x.Attrs {
		bits |= attrBit(a.Name)
	}
	switch {
	case bits&(ast.CUDADevice|ast.CUDAHost|ast.CUDAGlobal) == 0:
	case bits&(ast.CUDADevice|ast.CUDAHost|ast.CUDAGlobal) == ast.CUDADevice|ast.CUDAHost && c.opts.ExtendedLambda:
		// An extended __host__ __device__ lambda, wherever written.
		return types.HostSpace | types.DeviceSpace
	default:
		return 0
	}
	if c.lam != nil {
		return c.lam.space
	}
	fn := c.curFn
	if fn == nil || c.inLambda {
		return 0
	}
	if fi := c.funcInfoOf(fn); fi == nil || !fi.explicitExec {
		// Unannotated: host code, whatever an implicit rule made of fn.
		return types.HostSpace
	}
	return fn.Exec
}

// callerOfCall is the function whose body holds the call being checked:
// its execution space, its name as NVIDIA prints it, and whether an
// exec-check pragma turns the checks off for it (they are always off on
// the device side: Options.DeviceSide); space is 0 when unknown.
func (c *checker) callerOfCall() (space types.ExecSpace, name string, checksOff bool) {
	if c.opts.DeviceSide {
		return 0, "", true // (a host-side rule: see Options.DeviceSide)
	}
	if c.inLambda {
		if c.lam == nil || !c.lam.record {
			// (A lambda's body may be walked more than once: its
			// calls are checked on the walk that records its captures.)
			return 0, "", false
		}
		return c.lam.space, lambdaCallerName, false
	}
	if c.curFn == nil {
		return 0, "", false
	}
	return c.curFn.Exec, c.curFn.Name, c.execChecksDisabled(c.curFn)
}
