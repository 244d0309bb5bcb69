package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
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
func (c *checker) namedKernelInstance(info exprInfo, pos source.Pos, target *types.Function, launched bool) exprInfo {
	if len(info.fns) != 1 {
		if fn := c.kernelForTarget(info, pos, target); fn != nil {
			c.addKernel(fn, pos)
			if info.t == nil && fn.Type != nil {
				info.t, info.lvalue = fn.Type, true
			}
			return info
		}
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
	if launched && packUnwritten(td, info.explicit) {
		// k<A, B><<<...>>>(x, y) of template <class A, class B, class...
		// R>: the launch deduces R from its arguments; taken alone the
		// template-id would name k<A, B> with R empty, an instance
		// nothing uses (moderngpu's launch_box_cta_k<box, func_t>).
		// (k<A, B, R...> names the instance the launch runs.)
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

// kernelForTarget resolves an overloaded template-id naming kernel
// templates that initializes a pointer to function of type target
// ([over.over]: thrust's void (*ptr)(_0, _1) = _kernel_agent<Agent, _0,
// _1>, among _kernel_agent's overloads by arity): the one specialization
// whose type is target, when every candidate is a kernel template and
// exactly one matches; nil otherwise.
func (c *checker) kernelForTarget(info exprInfo, pos source.Pos, target *types.Function) *types.FunctionDecl {
	if target == nil || types.IsDependent(target) {
		return nil
	}
	var found *types.FunctionDecl
	for _, d := range info.fns {
		td, ok := d.(*types.TemplateDecl)
		if !ok || td.Kind != types.FunctionTemplate {
			return nil
		}
		if pattern, ok := td.Pattern.(*types.FunctionDecl); !ok || pattern.Exec&types.GlobalSpace == 0 {
			return nil
		}
		fn, sure := c.deduceFunction(td, info.explicit, info.hasExplicit, nil, target, pos)
		switch {
		case fn == nil && !sure:
			return nil
		case fn == nil:
		case fn.Type == nil || fn.Type.Canonical() != types.Type(target):
			return nil // (a specialization of another type: sema is not sure)
		case found != nil && found != fn:
			return nil
		default:
			found = fn
		}
	}
	return found
}

// packUnwritten reports whether a template has a parameter pack that the
// written arguments do not reach.
func packUnwritten(td *types.TemplateDecl, written []ast.TemplateArg) bool {
	for i, p := range td.Params {
		if p.Pack {
			return len(written) <= i
		}
	}
	return false
}
