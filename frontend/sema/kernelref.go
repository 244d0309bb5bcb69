package sema

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A kernel template specialization can be named without a launch: its
// address given to the runtime API (`cudaFuncGetAttributes(&a, k<float>)`,
// `cudaLaunchKernel((void *)k<int>, ...)`, the occupancy calculators). The
// name instantiates it, NVIDIA's device side compiles it, and the stub
// file must register it, or the runtime reports "invalid device function".

// namedKernelInstance records the kernel template specialization that a
// template-id written outside a template names, when its written arguments
// determine it alone (an overload set of several templates, or arguments
// still to be deduced from a call, are left to the call's resolution).
// The template-id then has the specialization's type ([temp.arg.explicit]/4:
// it names that one function), so that a template it is passed to (cub's
// InvokeSingleTile<P>(DeviceReduceSingleTileKernel<...>)) deduces from it;
// info is returned with it.
func (c *checker) namedKernelInstance(info exprInfo, pos source.Pos) exprInfo {
	if len(info.fns) != 1 {
		c.kernelNotNamed(info, pos)
		return info
	}
	td, ok := info.fns[0].(*types.TemplateDecl)
	if !ok || td.Kind != types.FunctionTemplate {
		return info
	}
	if pattern, ok := td.Pattern.(*types.FunctionDecl); !ok || pattern.Exec&types.GlobalSpace == 0 {
		return info
	}
	fn := c.deduceAndSpecialize(td, info.explicit, true, nil, nil, pos)
	if fn == nil || fn.Exec&types.GlobalSpace == 0 {
		c.kernelNotNamed(info, pos)
		return info
	}
	c.addKernel(fn, pos)
	if info.t == nil && fn.Type != nil {
		info.t, info.lvalue = fn.Type, true
	}
	return info
}

// kernelNotNamed makes the proof walk incomplete where a template-id that
// is a site could not be resolved to one kernel instance.
func (c *checker) kernelNotNamed(info exprInfo, pos source.Pos) {
	if !c.systemMode() {
		return
	}
	if _, isSite := c.sys.sites[pos]; isSite {
		c.incomplete(pos, "a kernel template's template-id not resolved to one instance")
	}
}
