package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errDeviceLaunchNoSepcomp is NVIDIA's "kernel launch from __device__ or
// __global__ functions requires separate compilation mode" (3480,
// device_launch_no_sepcomp): dynamic parallelism needs the device linker,
// which whole-program compilation (no -rdc) does not run. cicc reports it
// at the start of the launch expression, in every function the device
// side compiles: __global__, __device__ and __host__ __device__ ones, and
// the lambdas written in them; in a template, once per launch, when an
// instance is made, at the end of the TU. With CUDA 11.8 it is a
// front-end error (other errors come with it, and it holds back the device
// code generator's); with 13.0 it comes after the front end, only when the
// front end found no error, and holds back the code generator's errors
// (calls of host functions) all the same.
const errDeviceLaunchNoSepcomp diag.ID = 3480

// templateLaunch is a launch written in a kernel template's definition,
// reported if an instance of the kernel is registered.
type templateLaunch struct {
	pattern *types.FunctionDecl
	pos     source.Pos
}

// checkDeviceLaunch reports the launch x written in device code without
// separate compilation. Left alone: launches in system headers, in a
// conditional group of the calling body (perhaps not in the device side's
// preprocessing: `#ifndef __CUDA_ARCH__`), in templates other than kernel
// templates (whose instances sema does not know: a __device__ function
// template's), under `if constexpr` in a template (an instance may discard
// them), and in explicit specializations.
func (c *checker) checkDeviceLaunch(x *ast.LaunchExpr) {
	if c.opts.RDC || c.instanceDepth > 0 || c.systemMode() {
		return
	}
	var space types.ExecSpace
	template := c.inDependent()
	switch {
	case c.curFn != nil && !c.inLambda:
		if c.curFn.Template != nil || template && (c.curFn.Exec&types.GlobalSpace == 0 || c.constexprIfs > 0) {
			return
		}
		space = c.curFn.Exec
	case c.lam != nil && !template:
		// A lambda's body: the space the lambda takes from the function
		// it is written in (0 when unknown).
		space = c.lam.space
	}
	if space&(types.DeviceSpace|types.GlobalSpace) == 0 {
		return
	}
	pos := x.At
	if x.Fun != nil && x.Fun.Pos().IsValid() {
		pos = x.Fun.Pos()
	}
	if !c.user(pos) || c.conditionallyCompiled(c.curBody, pos) {
		return
	}
	if c.deviceLaunches == nil {
		c.deviceLaunches = map[*ast.LaunchExpr]bool{}
	}
	if c.deviceLaunches[x] {
		return
	}
	c.deviceLaunches[x] = true
	if template {
		c.templateLaunches = append(c.templateLaunches, templateLaunch{c.curFn, pos})
		return
	}
	c.reportDeviceLaunch(pos)
}

// reportDeviceLaunch reports 3480 at pos, now (11.8) or after the front
// end (13.0).
func (c *checker) reportDeviceLaunch(pos source.Pos) {
	if c.opts.CUDAMajor >= 13 {
		c.lateLaunches = append(c.lateLaunches, lateDiag{pos, errDeviceLaunchNoSepcomp, diag.Args{}})
		return
	}
	c.errorAt(pos, errDeviceLaunchNoSepcomp, diag.Args{})
}

// reportTemplateLaunches reports, once the TU is complete, the launches
// written in the kernel templates an instance of which is registered: cicc
// compiles its body.
func (c *checker) reportTemplateLaunches() {
	if len(c.templateLaunches) == 0 {
		return
	}
	made := map[*types.FunctionDecl]bool{}
	for _, k := range c.res.Kernels {
		if k.Decl.Template == nil {
			continue
		}
		if p, ok := k.Decl.Template.Pattern.(*types.FunctionDecl); ok {
			made[p] = true
		}
	}
	for _, l := range c.templateLaunches {
		if made[l.pattern] {
			c.reportDeviceLaunch(l.pos)
		}
	}
}
