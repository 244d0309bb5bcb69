package sema

import "github.com/cufe-dev/cufe/frontend/types"

// On the device side's preprocessing (Options.DeviceSide) device code is
// what cicc compiles, and what the stub file's kernels come from: a
// kernel's body, a __device__ or __host__ __device__ function may launch a
// kernel (dynamic parallelism), or instantiate a template that names one.
// The host side's walks enter only host instances (a device body there is
// compiled for its names only, and what it names is the device side's
// business); the device side's walks enter device instances too, so that
// the kernel template instances they name are met, and their calls
// resolved, as the proof walk must know them (see systemwalk.go).

// entersDevice reports whether the walks enter the bodies of device
// function instances: on the device side's view only.
func (c *checker) entersDevice() bool { return c.opts.DeviceSide }

// walksInstance reports whether a call of fn, an instance, enters its
// body: a host function's always, a device function's or a kernel's on
// the device side (entersDevice).
func (c *checker) walksInstance(fn *types.FunctionDecl) bool {
	return fn.Exec&types.HostSpace != 0 || c.entersDevice()
}

// enterKernel walks the body of fn, a kernel template instance named or
// launched, on the device side, where its body is compiled and may launch
// others.
func (c *checker) enterKernel(fn *types.FunctionDecl) {
	if c.entersDevice() && fn.Template != nil && !c.inDependent() {
		c.instantiateBody(fn)
	}
}
