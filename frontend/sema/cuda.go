package sema

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// cudaAttrs collects the CUDA attributes of a declaration from its
// decl-specifiers and declarator.
func cudaAttrs(spec *ast.DeclSpec, d *ast.Declarator) (ast.CUDAAttr, []*ast.Attribute) {
	var bits ast.CUDAAttr
	var attrs []*ast.Attribute
	if spec != nil {
		bits |= spec.CUDA
		attrs = append(attrs, spec.Attrs()...)
	}
	if d != nil {
		attrs = append(attrs, d.Attrs()...)
		for i := range d.Chunks {
			if d.Chunks[i].Func != nil {
				attrs = append(attrs, d.Chunks[i].Func.Attrs()...)
			}
		}
	}
	for _, a := range attrs {
		bits |= attrBit(a.Name)
	}
	return bits, attrs
}

// attrBit is the part of an attribute's CUDA meaning semantic analysis acts
// on: execution and memory spaces, __grid_constant__ and the launch
// attributes.
func attrBit(name string) ast.CUDAAttr {
	const used = ast.CUDAGlobal | ast.CUDADevice | ast.CUDAHost | ast.CUDAShared | ast.CUDAConstant |
		ast.CUDAManaged | ast.CUDAGridConstant | ast.CUDALaunchBounds | ast.CUDAClusterDims | ast.CUDAMaxnreg
	return ast.CUDAAttrOf(name) & used
}

// applyFunctionAttrs sets a function's execution space and launch
// attributes from one of its declarations.
// first is set for the function's first declaration.
func (c *checker) applyFunctionAttrs(fn *types.FunctionDecl, fi *funcInfo, spec *ast.DeclSpec, d *ast.Declarator, def *ast.FuncDef, first bool) {
	bits, attrs := cudaAttrs(spec, d)
	if def != nil {
		for _, a := range def.Attrs {
			bits |= attrBit(a.Name)
		}
		attrs = append(attrs, def.Attrs...)
	}
	if c.checkFunctionSpaces(fn, first, bits, attrs, d) {
		// Defaulted on its first declaration: the annotations are ignored
		// (the function is implicitly __host__ __device__).
		bits &^= ast.CUDAHost | ast.CUDADevice
	}
	var space types.ExecSpace
	if bits&ast.CUDAGlobal != 0 {
		space |= types.GlobalSpace
	}
	if bits&ast.CUDADevice != 0 {
		space |= types.DeviceSpace
	}
	if bits&ast.CUDAHost != 0 {
		space |= types.HostSpace
	}
	fi.builtin = fi.builtin || hasBuiltinAttr(attrs)
	switch {
	case !first && (fi.explicitExec || space != 0):
		c.redeclareSpace(fn, fi, space, d)
	case space != 0 && fi.explicitExec:
		// A redeclaration: CUDA headers redeclare C library functions
		// __host__ __device__; keep the union of what was written.
		fn.Exec |= space
	case space != 0:
		fn.Exec = space
		fi.explicitExec = true
	case !fi.explicitExec:
		fn.Exec = types.HostSpace
		if fi.constexpr && c.opts.RelaxedConstexpr {
			fn.Exec = types.HostSpace | types.DeviceSpace
		}
		if d.Virt&ast.VirtDefault != 0 {
			// Defaulted special members are implicitly __host__ __device__.
			fn.Exec = types.HostSpace | types.DeviceSpace
		}
	}
	if fn.Exec&types.GlobalSpace != 0 {
		fn.Exec = types.GlobalSpace
	}
	c.launchAttrs(attrs, fi)
	if fc := d.Function(); fc != nil {
		// (Only a function with a __grid_constant__ parameter gets a
		// list: readers take a parameter past its end for one without.)
		fi.gridConst = fi.gridConst[:0]
		for i, p := range fc.Params {
			b, _ := cudaAttrs(p.Spec, p.Decl)
			for _, a := range p.Attrs() {
				b |= attrBit(a.Name)
			}
			if b&ast.CUDAGridConstant != 0 {
				for len(fi.gridConst) < i {
					fi.gridConst = append(fi.gridConst, false)
				}
				fi.gridConst = append(fi.gridConst, true)
			}
		}
	}
}

// applyVarAttrs sets a variable's memory space.
// redecl is set when the declaration redeclares v.
func (c *checker) applyVarAttrs(v *types.VarDecl, spec *ast.DeclSpec, d *ast.Declarator, redecl bool) {
	bits, _ := cudaAttrs(spec, d)
	c.checkMemorySpaces(bits, d.At)
	if _, inClass := v.Parent.(*types.ClassDecl); inClass && bits&(ast.CUDADevice|ast.CUDAConstant|ast.CUDAShared|ast.CUDAManaged) != 0 && c.depth == 0 {
		c.errorAt(d.At, errMemberMemQualifier, diag.Args{})
	}
	if redecl {
		c.redeclareMem(v, memOf(bits), d)
	} else {
		v.Mem = memOf(bits)
	}
	c.checkLocalMemorySpace(v, spec, d)
	if v.Mem == types.SharedMem && d.InitKind != ast.InitNone && !c.inDependent() {
		c.errorAt(d.At, diag.ErrIllegalInit, diag.Args{Str: []string{"__shared__", ""}})
	}
	c.checkDeviceDynamicInit(v, d)
	if v.Mem != types.HostMem && v.Mem != types.SharedMem && !c.inDependent() && c.scope.fn == nil {
		if !c.varSeen[v] {
			c.varSeen[v] = true
			c.res.Variables = append(c.res.Variables, &DeviceVar{Decl: v, Pos: d.At, Mem: v.Mem})
		}
	}
	if v.Mem == types.SharedMem && !c.inDependent() && !c.varSeen[v] {
		c.varSeen[v] = true
		c.res.Variables = append(c.res.Variables, &DeviceVar{Decl: v, Pos: d.At, Mem: v.Mem})
	}
}

// checkFunction checks the CUDA rules on a function declaration.
func (c *checker) checkFunction(fn *types.FunctionDecl, fi *funcInfo, d *ast.Declarator, inClass, template bool) {
	c.checkGridConstant(fn, fi, d)
	if fn.Exec&types.GlobalSpace == 0 {
		return
	}
	pos := d.At
	if d.Name != nil {
		pos = d.Name.At
	}
	if inClass { // static members too (checked with nvcc 11.8 and 13.0)
		c.errorAt(pos, diag.ErrGlobalMember, diag.Args{})
		return
	}
	if fn.Type == nil {
		return
	}
	c.checkGlobalEllipsis(fn, pos)
	res := fn.Type.Result
	if b, ok := res.Canonical().(*types.Builtin); ok {
		if b.Kind.IsPlaceholder() {
			c.errorAt(pos, diag.ErrGlobalDeducedReturn, diag.Args{})
			return
		}
		if b.Kind == types.Void {
			return
		}
	}
	if types.IsDependent(res) {
		return
	}
	c.errorAt(pos, diag.ErrGlobalReturnType, diag.Args{})
}

// callerSpace is the execution space of the code being analysed (0 inside
// lambdas and unknown contexts, where no call checks are made).
func (c *checker) callerSpace() types.ExecSpace {
	if c.curFn == nil || c.inLambda {
		return 0
	}
	return c.curFn.Exec
}

// exemptFromSpaceCheck lists std functions NVIDIA's front end lets device
// code call although they are constexpr __host__ functions.
func exemptFromSpaceCheck(fn *types.FunctionDecl) bool {
	if fn.Name != "move" && fn.Name != "forward" {
		return false
	}
	for p := fn.Parent; p != nil; p = p.Base().Parent {
		if ns, ok := p.(*types.Namespace); ok && ns.Name == "std" {
			return true
		}
	}
	return false
}

// checkCallSpace checks a call from device code to a host function.
func (c *checker) checkCallSpace(x *ast.CallExpr, callee *types.FunctionDecl) {
	caller := c.callerSpace()
	if caller == 0 || c.inDependent() || callee.Exec != types.HostSpace || exemptFromSpaceCheck(callee) ||
		callee.Type == nil || c.curFn.Type == nil || c.execChecksDisabled(c.curFn) {
		return
	}
	if callee.Kind == types.Constructor || callee.Kind == types.Destructor {
		return
	}
	if c.conditionallyCompiled(c.curBody, x.At) {
		// Perhaps not in the device-side preprocessing cicc checks.
		return
	}
	if c.deviceSideMayDeclare(callee.Name) {
		// The device side may see another declaration (devicesidenames.go).
		return
	}
	fi := c.funcInfoOf(callee)
	if c.mayBeDeviceSideBuiltin(callee, fi) {
		return
	}
	constexpr := fi != nil && fi.constexpr
	if constexpr && c.opts.RelaxedConstexpr {
		return
	}
	callerName := types.QualifiedName(c.curFn)
	if constexpr {
		var id diag.ID
		switch {
		case caller&types.GlobalSpace != 0:
			id = diag.ErrConstexprHostFromGlob
		case caller == types.DeviceSpace:
			id = diag.ErrConstexprHostFromDev
		case caller == types.HostSpace|types.DeviceSpace:
			id = diag.ErrConstexprHostFromHD
		default:
			return
		}
		c.errorAt(x.At, id, diag.Args{Str: []string{callee.Name, callerName}})
		return
	}
	if callee.Template != nil || callee.Type == nil {
		// NVIDIA spells template specializations in a form sema does not
		// reproduce; leave them.
		return
	}
	// These come from NVIDIA's device code generator, which runs only when
	// the front end found no error: they are held back until the end.
	sig := calleeSignature(callee)
	var id diag.ID
	switch {
	case caller&types.GlobalSpace != 0:
		id = diag.ErrHostFromGlobal
	case caller == types.DeviceSpace:
		id = diag.ErrHostFromDevice
	case caller == types.HostSpace|types.DeviceSpace:
		if c.curFn.Template == nil {
			c.late = append(c.late, lateDiag{x.At, diag.ErrHostFromHD, diag.Args{Str: []string{sig, callerName}}})
		}
		return
	default:
		return
	}
	c.late = append(c.late, lateDiag{x.At, id, diag.Args{Str: []string{sig, callerName}}})
	name := types.QualifiedName(callee)
	if callee.Type.CV&types.Const != 0 {
		name += " const"
	}
	c.late = append(c.late, lateDiag{x.At, diag.ErrUndefinedDeviceIdent, diag.Args{Str: []string{name}}})
}

// lateDiag is a diagnostic of NVIDIA's device code generation phase.
type lateDiag struct {
	pos source.Pos
	id  diag.ID
	a   diag.Args
}

// flushLate reports the device code generator's diagnostics when the front
// end phase found no error.
func (c *checker) flushLate() {
	if c.errors > 0 {
		return
	}
	if len(c.lateLaunches) > 0 {
		for _, l := range c.lateLaunches {
			c.errorAt(l.pos, l.id, l.a)
		}
		return
	}
	for _, l := range c.late {
		c.errorAt(l.pos, l.id, l.a)
	}
}

// calleeSignature spells a function as NVIDIA's call-space messages do:
// "N::S::m(int, float *) const"; a function with C language linkage
// cannot be overloaded and is spelled by its name alone.
func calleeSignature(f *types.FunctionDecl) string {
	if f.ExternC {
		return types.QualifiedName(f)
	}
	parts := make([]string, len(f.Type.Params))
	for i, p := range f.Type.Params {
		parts[i] = p.String()
	}
	if f.Type.Variadic {
		parts = append(parts, "...")
	}
	s := types.QualifiedName(f) + "(" + strings.Join(parts, ", ") + ")"
	if f.Type.CV&types.Const != 0 {
		s += " const"
	}
	return s
}

// addKernel records a kernel (or kernel template specialization) the back
// end must register.
func (c *checker) addKernel(fn *types.FunctionDecl, pos any) {
	if p, ok := pos.(source.Pos); ok && fn.Template != nil {
		c.checkClosureTemplateArgs(fn, p)
	}
	if c.unevaluated == 0 {
		c.enterKernel(fn)
	}
	if c.kernelSeen[fn] {
		return
	}
	c.kernelSeen[fn] = true
	k := &Kernel{Decl: fn, Pos: fn.Pos, Instantiated: fn.Template != nil, instanceDepth: c.instanceDepth}
	c.res.Kernels = append(c.res.Kernels, k)
}

// staticAssert evaluates a static_assert declaration.
func (c *checker) staticAssert(x *ast.StaticAssert) {
	if c.inDependent() || !c.user(x.At) {
		return
	}
	v, ok := c.constValue(x.Cond)
	if !ok {
		c.reportNonConstant(x.Cond) // (nonconstant.go)
		return
	}
	if !v.isZero() {
		return
	}
	if x.Msg != nil {
		if msg, ok := stringLiteral(x.Msg); ok {
			c.errorAt(x.At, diag.ErrStaticAssertMsg, diag.Args{Str: []string{msg}})
			return
		}
	}
	c.errorAt(x.At, diag.ErrStaticAssert, diag.Args{})
}

// stringLiteral returns the text of a (concatenated) string literal as
// written between its quotes.
func stringLiteral(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.Literal:
		if len(x.Text) >= 2 && x.Text[0] == '"' {
			return x.Text[1 : len(x.Text)-1], true
		}
	case *ast.StringConcat:
		s := ""
		for _, p := range x.Parts {
			t, ok := stringLiteral(p)
			if !ok {
				return "", false
			}
			s += t
		}
		return s, true
	}
	return "", false
}
