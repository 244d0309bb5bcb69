package sema

import (
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errGlobalEllipsis is NVIDIA's "a __global__ function cannot have
// ellipsis" (3503): a kernel's arguments are copied into a parameter
// buffer whose layout the declaration must fix, so a C-style variadic
// kernel is rejected (a parameter pack is not an ellipsis).
const errGlobalEllipsis diag.ID = 3503

// checkGlobalEllipsis reports a __global__ function declared with a
// C-style `...`, at its name, as cudafe++ does (templates included: the
// ellipsis is visible in the declaration itself).
func (c *checker) checkGlobalEllipsis(fn *types.FunctionDecl, pos source.Pos) {
	if fn.Type == nil || !fn.Type.Variadic || c.systemMode() {
		return
	}
	c.errorAt(pos, errGlobalEllipsis, diag.Args{})
}
