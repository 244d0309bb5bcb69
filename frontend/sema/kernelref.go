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
func (c *checker) namedKernelInstance(info exprInfo, pos source.Pos) {
	if len(info.fns) != 1 {
		return
	}
	td, ok := info.fns[0].(*types.TemplateDecl)
	if !ok || td.Kind != types.FunctionTemplate {
		return
	}
	if pattern, ok := td.Pattern.(*types.FunctionDecl); !ok || pattern.Exec&types.GlobalSpace == 0 {
		return
	}
	if fn := c.deduceAndSpecialize(td, info.explicit, true, nil, nil, pos); fn != nil && fn.Exec&types.GlobalSpace != 0 {
		c.addKernel(fn, pos)
	}
}
