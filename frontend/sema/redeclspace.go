package sema

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A function's execution space is the one its first declaration gives it;
// a redeclaration that writes a different one is diagnosed as NVIDIA's
// front end does: turning __global__ into anything else, or anything into
// __global__, is an error; adding __host__ to a __device__ function (or
// __device__ to a __host__ one, written or implicit) makes it
// __host__ __device__, with a warning.
const (
	errGlobalRedeclaredWithout    diag.ID = 3487 // a __global__ function(%no1) redeclared without __global__
	errGlobalRedeclaredHost       diag.ID = 3488 // ... redeclared with __host__
	errGlobalRedeclaredDevice     diag.ID = 3489 // ... redeclared with __device__
	errGlobalRedeclaredHD         diag.ID = 3490 // ... redeclared with __host__ __device__
	errDeviceRedeclaredGlobal     diag.ID = 3491 // a __device__ function(%no1) redeclared with __global__
	warnDeviceRedeclaredHost      diag.ID = 3492 // ..., hence treated as a __host__ __device__ function
	warnDeviceRedeclaredHD        diag.ID = 3493
	warnDeviceRedeclaredWithout   diag.ID = 3494
	errHostRedeclaredGlobal       diag.ID = 3495 // a __host__ function(%no1) redeclared with __global__
	warnHostRedeclaredDevice      diag.ID = 3496
	warnHostRedeclaredHD          diag.ID = 3497
	errHostDeviceRedeclaredGlobal diag.ID = 3498 // a __host__ __device__ function(%no1) redeclared with __global__
)

// redeclaredSpace is what a redeclaration that writes space (0: nothing
// written) does to fn, whose execution space so far is fn.Exec (written
// on an earlier declaration when explicit is set, implicit otherwise): the
// diagnostic it earns (0 for none) and the space fn has afterwards.
func redeclaredSpace(prev types.ExecSpace, explicit bool, space types.ExecSpace) (diag.ID, types.ExecSpace) {
	const (
		h  = types.HostSpace
		d  = types.DeviceSpace
		hd = types.HostSpace | types.DeviceSpace
		g  = types.GlobalSpace
	)
	if !explicit && prev != h {
		// Implicitly __host__ __device__ (a constexpr function under
		// --expt-relaxed-constexpr, a defaulted member): a written space
		// is taken as it always was.
		return 0, prev
	}
	switch prev {
	case g:
		switch space {
		case 0:
			return errGlobalRedeclaredWithout, g
		case h:
			return errGlobalRedeclaredHost, g
		case d:
			return errGlobalRedeclaredDevice, g
		case hd:
			return errGlobalRedeclaredHD, g
		}
	case d:
		switch space {
		case 0:
			return warnDeviceRedeclaredWithout, hd
		case h:
			return warnDeviceRedeclaredHost, hd
		case hd:
			return warnDeviceRedeclaredHD, hd
		case g:
			return errDeviceRedeclaredGlobal, d
		}
	case h:
		switch space {
		case d:
			return warnHostRedeclaredDevice, hd
		case hd:
			return warnHostRedeclaredHD, hd
		case g:
			return errHostRedeclaredGlobal, h
		}
	case hd:
		if space == g {
			return errHostDeviceRedeclaredGlobal, hd
		}
	}
	return 0, prev
}

// redeclareSpace applies a redeclaration's written execution space (0:
// none written) to fn and reports what NVIDIA's front end reports for it.
// A CUDA built-in (the runtime API's __cudart_builtin__ functions, the
// __device_builtin__ intrinsics that glibc also declares) takes the union
// of its spaces without a word, as NVIDIA's front end does.
func (c *checker) redeclareSpace(fn *types.FunctionDecl, fi *funcInfo, space types.ExecSpace, d *ast.Declarator) {
	if fi.builtin {
		fn.Exec |= space
		fi.explicitExec = true
		return
	}
	id, after := redeclaredSpace(fn.Exec, fi.explicitExec, space)
	if id != 0 && c.depth == 0 {
		pos := d.At
		if d.Name != nil {
			pos = d.Name.At
		}
		c.errorAt(pos, id, diag.Args{Entity: []string{`"` + types.QualifiedName(fn) + `"`}})
	}
	if after != fn.Exec {
		fn.Exec = after
		fi.explicitExec = true
	}
}

// hasBuiltinAttr reports a device_builtin or cudart_builtin attribute.
func hasBuiltinAttr(attrs []*ast.Attribute) bool {
	for _, a := range attrs {
		switch strings.TrimSuffix(strings.TrimPrefix(a.Name, "__"), "__") {
		case "device_builtin", "cudart_builtin":
			return true
		}
	}
	return false
}

// A variable's memory space may change on redeclaration too; NVIDIA's
// front end warns either way and the variable keeps the richer space.
const (
	warnVarRedeclaredWith    diag.ID = 3499 // a %s1 variable(%no1) redeclared with %s2
	warnVarRedeclaredWithout diag.ID = 3500 // a %s variable(%no1) redeclared without %s
)

// memOf is the memory space CUDA attribute bits give a variable.
func memOf(bits ast.CUDAAttr) types.MemSpace {
	switch {
	case bits&ast.CUDAManaged != 0:
		return types.ManagedMem
	case bits&ast.CUDAShared != 0:
		return types.SharedMem
	case bits&ast.CUDAConstant != 0:
		return types.ConstantMem
	case bits&ast.CUDADevice != 0:
		return types.DeviceMem
	}
	return types.HostMem
}

// redeclaredMem is what redeclaring a variable of space prev with space
// written does: the diagnostic (0 for none), whether it says "without" (the
// redeclaration drops prev's qualifier) rather than "with", and the space
// the variable has afterwards. __constant__, __shared__ and __managed__
// variables are __device__ ones too, so writing only __device__ drops their
// qualifier.
func redeclaredMem(prev, written types.MemSpace) (id diag.ID, without bool, after types.MemSpace) {
	switch {
	case written == prev:
		return 0, false, prev
	case written == types.HostMem, written == types.DeviceMem && prev != types.HostMem:
		return warnVarRedeclaredWithout, true, prev
	}
	return warnVarRedeclaredWith, false, written
}

// redeclareMem applies a redeclaration's memory space to v and reports
// what NVIDIA's front end reports for it.
func (c *checker) redeclareMem(v *types.VarDecl, written types.MemSpace, d *ast.Declarator) {
	id, without, after := redeclaredMem(v.Mem, written)
	if id != 0 && !c.inDependent() && c.depth == 0 {
		pos := d.At
		if d.Name != nil {
			pos = d.Name.At
		}
		name := `"` + types.QualifiedName(v) + `"`
		if without {
			c.errorAt(pos, id, diag.Args{Str: []string{memSpelling(v.Mem), memSpelling(v.Mem)}, Entity: []string{name}})
		} else {
			prev := "host"
			if v.Mem != types.HostMem {
				prev = memSpelling(v.Mem)
			}
			c.errorAt(pos, id, diag.Args{Str: []string{prev, memSpelling(written)}, Entity: []string{name}})
		}
	}
	v.Mem = after
}

// Data members cannot live in a CUDA memory space: on a static one the
// qualifier is an error, on a non-static one an attribute that does not
// apply (a warning; the member stays an ordinary one).
const (
	errMemberMemQualifier diag.ID = 3485 // memory qualifier on data member is not allowed
	warnAttrDoesNotApply  diag.ID = 1835 // attribute %sq does not apply here
)

// memBitsInOrder lists the memory-space attribute bits in the order
// NVIDIA's front end reports them.
var memBitsInOrder = [...]struct {
	bit      ast.CUDAAttr
	spelling string
}{
	{ast.CUDADevice, "__device__"}, {ast.CUDAConstant, "__constant__"},
	{ast.CUDAShared, "__shared__"}, {ast.CUDAManaged, "__managed__"},
}

// checkFieldMemSpace reports memory-space attributes on a non-static data
// member.
func (c *checker) checkFieldMemSpace(spec *ast.DeclSpec, d *ast.Declarator) {
	if c.depth > 0 {
		return
	}
	bits, _ := cudaAttrs(spec, d)
	for _, m := range memBitsInOrder {
		if bits&m.bit != 0 {
			c.errorAt(d.At, warnAttrDoesNotApply, diag.Args{Str: []string{m.spelling}})
		}
	}
}
