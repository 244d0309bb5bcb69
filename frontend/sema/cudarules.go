package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// CUDA declaration rules NVIDIA's front end checks on every declaration.
// Wording and which pass reports each were read from cudafe++ and cicc
// 11.8 (the README of testdata/errors says how); the rules of cicc's
// device-side pass that concern bodies skip code in conditional groups of
// the body, as the call checks do (see passes.go).

// Catalog entries of these rules.
const (
	warnAnnotationOnDefaulted diag.ID = 3469 // %s1 annotation is ignored on a function(%sq2) that is explicitly defaulted on its first declaration
	errIllegalMemQualifiers   diag.ID = 3481 // illegal combination of memory qualifiers
	errLocalInHostFunction    diag.ID = 3483 // %s1 %sq2 variable declaration is not allowed inside a host function body
	errLocalInDeviceFunction  diag.ID = 3484 // %s1 %sq2 variable declaration is not allowed inside a device function body
	errConfiguredCall         diag.ID = 3508 // a %s function call %s2 be configured
	errManagedSharedConstant  diag.ID = 3568 // __managed__ variables cannot be marked __shared__ or __constant__
	errGridConstantNotConst   diag.ID = 3696 // a parameter annotated with __grid_constant__ must have const-qualified type
	errGridConstantReference  diag.ID = 3697 // a parameter annotated with __grid_constant__ must not have reference type
	errGridConstantNonKernel  diag.ID = 3702 // __grid_constant__ annotation is only allowed on a parameter of a __global__ function
)

// checkFunctionSpaces checks a function declaration's execution-space
// annotations: __global__ combines with neither __host__ nor __device__
// (one error for each), and annotations on a function defaulted on its
// first declaration are ignored (one warning for each, in written order).
// It reports whether the annotations are to be ignored.
func (c *checker) checkFunctionSpaces(fn *types.FunctionDecl, first bool, bits ast.CUDAAttr, attrs []*ast.Attribute, d *ast.Declarator) (ignore bool) {
	if c.depth > 0 {
		// An instantiation: the rules were checked on the template.
		return first && d.Virt&ast.VirtDefault != 0
	}
	pos := d.At
	if d.Name != nil {
		pos = d.Name.At
	}
	if bits&ast.CUDAGlobal != 0 {
		for _, other := range []ast.CUDAAttr{ast.CUDAHost, ast.CUDADevice} {
			if bits&other != 0 {
				c.errorAt(pos, errIllegalMemQualifiers, diag.Args{})
			}
		}
	}
	if !first || d.Virt&ast.VirtDefault == 0 || bits&(ast.CUDAHost|ast.CUDADevice) == 0 {
		return false
	}
	name := fn.Name
	if fn.Kind == types.Destructor {
		name = "~" + name
	}
	for _, a := range spacesInOrder(bits, attrs) {
		c.errorAt(pos, warnAnnotationOnDefaulted, diag.Args{Str: []string{a, name}})
	}
	return true
}

// spacesInOrder lists the __host__ and __device__ annotations in the order
// written (attributes keep it; keywords the parser folded into bits are
// taken host first).
func spacesInOrder(bits ast.CUDAAttr, attrs []*ast.Attribute) []string {
	var out []string
	seen := ast.CUDAAttr(0)
	for _, a := range attrs {
		b := attrBit(a.Name)
		if b&(ast.CUDAHost|ast.CUDADevice) != 0 && seen&b == 0 {
			seen |= b
			out = append(out, spaceSpelling(b))
		}
	}
	for _, b := range []ast.CUDAAttr{ast.CUDAHost, ast.CUDADevice} {
		if bits&b != 0 && seen&b == 0 {
			out = append(out, spaceSpelling(b))
		}
	}
	return out
}

func spaceSpelling(b ast.CUDAAttr) string {
	if b == ast.CUDAHost {
		return "__host__"
	}
	return "__device__"
}

// checkMemorySpaces checks a variable's memory-space annotations:
// __managed__ with __shared__ or __constant__, and __shared__ with
// __constant__.
func (c *checker) checkMemorySpaces(bits ast.CUDAAttr, pos source.Pos) {
	if c.depth > 0 {
		return
	}
	switch {
	case bits&ast.CUDAManaged != 0 && bits&(ast.CUDAShared|ast.CUDAConstant) != 0:
		c.errorAt(pos, errManagedSharedConstant, diag.Args{})
	case bits&ast.CUDAShared != 0 && bits&ast.CUDAConstant != 0:
		c.errorAt(pos, errIllegalMemQualifiers, diag.Args{})
	}
}

// checkLocalMemorySpace checks a variable with a memory space declared in
// a function body. cicc (device side) rejects automatic __device__,
// __constant__ and __managed__ variables in __device__, __global__ and
// __host__ __device__ bodies; cudafe++ (host side) rejects every such
// variable, static or not, in __host__ and __host__ __device__ bodies
// (__shared__ ones are static).
func (c *checker) checkLocalMemorySpace(v *types.VarDecl, spec *ast.DeclSpec, d *ast.Declarator) {
	fn := c.curFn
	if fn == nil || c.inLambda || c.inDependent() || c.depth > 0 || v.Mem == types.HostMem || c.scope.fn == nil {
		return
	}
	if spec != nil && spec.Specs&ast.SpecExtern != 0 {
		return
	}
	static := v.Mem == types.SharedMem || spec != nil && spec.Specs&ast.SpecStatic != 0
	space := memSpelling(v.Mem)
	storage := "an automatic"
	if static {
		storage = "a static"
	}
	if fn.Exec&(types.DeviceSpace|types.GlobalSpace) != 0 && !static && !c.conditionallyCompiled(c.curBody, d.At) {
		c.errorAt(d.At, errLocalInDeviceFunction, diag.Args{Str: []string{storage, space}})
	}
	if fn.Exec&types.HostSpace != 0 && fn.Exec&types.GlobalSpace == 0 &&
		(fn.Exec&types.DeviceSpace == 0 || !c.conditionallyCompiled(c.curBody, d.At)) {
		c.errorAt(d.At, errLocalInHostFunction, diag.Args{Str: []string{storage, space}})
	}
}

func memSpelling(m types.MemSpace) string {
	switch m {
	case types.SharedMem:
		return "__shared__"
	case types.ConstantMem:
		return "__constant__"
	case types.ManagedMem:
		return "__managed__"
	}
	return "__device__"
}

// checkGridConstant checks the __grid_constant__ parameters of a function
// declaration: only a __global__ function's parameters may carry it, and
// such a parameter must be const-qualified and not a reference (the two
// last from cicc; a parameter whose type depends on a template parameter
// is checked when instantiated, which sema does not do).
func (c *checker) checkGridConstant(fn *types.FunctionDecl, fi *funcInfo, d *ast.Declarator) {
	fc := d.Function()
	if fc == nil || c.depth > 0 {
		return
	}
	for i, p := range fc.Params {
		if i >= len(fi.gridConst) || !fi.gridConst[i] {
			continue
		}
		pos := p.At
		if fn.Exec&types.GlobalSpace == 0 {
			c.errorAt(pos, errGridConstantNonKernel, diag.Args{})
			continue
		}
		t := c.paramType(p)
		if t == nil || types.IsDependent(t) {
			continue
		}
		if isReferenceType(t) {
			c.errorAt(pos, errGridConstantNotConst, diag.Args{})
			c.errorAt(pos, errGridConstantReference, diag.Args{})
			continue
		}
		if _, cv := types.Split(t); cv&types.Const == 0 {
			c.errorAt(pos, errGridConstantNotConst, diag.Args{})
		}
	}
}

// checkLaunchTarget reports a kernel launch of a function that is not
// __global__.
func (c *checker) checkLaunchTarget(x *ast.LaunchExpr, fn *types.FunctionDecl) {
	if fn.Exec&types.GlobalSpace != 0 || !c.reporting || c.inDependent() {
		return
	}
	kind := "host"
	if fn.Exec&types.DeviceSpace != 0 {
		kind = "__device__"
	}
	c.errorAt(x.At, errConfiguredCall, diag.Args{Str: []string{kind, "cannot"}})
}
