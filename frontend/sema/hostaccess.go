package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Host code that reads or writes a __device__, __constant__ or __shared__
// variable directly gets cudafe++'s warnings "a __device__ variable "v" cannot be
// directly read (written) in a host function". A read is a use of the
// variable's value (an lvalue-to-rvalue conversion, or copying an object):
// an operand of an arithmetic, comparison or logical operator, the
// initializer of a non-reference variable, a by-value call argument, a cast
// to a non-reference type, a condition, a returned value; the variable, a
// member of it (v.m) or an element of it (v[i]) counts. Taking its address,
// binding a reference, sizeof and decltype do not read it. Calls whose
// callee sema cannot resolve are not examined.

// Catalog entries of the rule.
const (
	warnDeviceVarRead    diag.ID = 3548 // a %s1 %n1 cannot be directly read in a host function
	warnDeviceVarWritten diag.ID = 3549 // a %s1 %n1 cannot be directly written in a host function
)

// hostAccessChecked reports whether the code being analysed is host code
// whose accesses to device variables are checked.
func (c *checker) hostAccessChecked() bool {
	if !c.reporting || c.curFn == nil || c.inLambda || c.inDependent() {
		return false
	}
	return c.curFn.Exec&types.HostSpace != 0 && c.curFn.Exec&types.GlobalSpace == 0
}

// deviceVarRead reports a read of the device variable e designates, if it
// designates one (the variable, one of its members or elements).
func (c *checker) deviceVarRead(e ast.Expr) { c.deviceVarAccess(e, warnDeviceVarRead) }

// deviceVarWritten reports a write of the device variable e designates.
func (c *checker) deviceVarWritten(e ast.Expr) { c.deviceVarAccess(e, warnDeviceVarWritten) }

func (c *checker) deviceVarAccess(e ast.Expr, id diag.ID) {
	if e == nil || !c.hostAccessChecked() {
		return
	}
	v, at := c.deviceVarRoot(e, 0)
	if v == nil || !c.elementsOfArrays(e, 0) {
		return
	}
	if id == warnDeviceVarRead {
		// An array designated as a whole decays to a pointer: no read.
		if t := c.typeExpr(e).t; t == nil || isArrayType(t) {
			return
		}
	}
	if c.curFn.Exec&types.DeviceSpace != 0 && c.conditionallyCompiled(c.curBody, at.Pos()) {
		// A __host__ __device__ body: perhaps device-only code.
		return
	}
	space := memSpelling(v.Mem)
	c.errorAt(at.Pos(), id, diag.Args{Str: []string{space}, Entity: []string{`variable "` + types.QualifiedName(v) + `"`}})
}

// deviceVarRoot returns the __device__, __constant__ or __shared__ variable whose
// storage e designates (v, v.m, v[i] for an array v, (v)), with the name
// expression that names it.
func (c *checker) deviceVarRoot(e ast.Expr, depth int) (*types.VarDecl, *ast.NameExpr) {
	if depth > 32 {
		return nil, nil
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return c.deviceVarRoot(x.X, depth+1)
	case *ast.MemberExpr:
		if x.Arrow {
			return nil, nil
		}
		return c.deviceVarRoot(x.X, depth+1)
	case *ast.IndexExpr:
		return c.deviceVarRoot(x.X, depth+1)
	case *ast.NameExpr:
		r := c.lookupName(x.Name)
		if len(r.decls) != 1 {
			return nil, nil
		}
		v, ok := r.decls[0].(*types.VarDecl)
		if !ok || v.Mem == types.HostMem || v.Mem == types.ManagedMem {
			return nil, nil
		}
		return v, x
	}
	return nil, nil
}

// elementsOfArrays reports whether every subscript on the way to the
// variable e designates indexes an array (p[i] with a pointer p designates
// memory p points to: reading p is reported where p is used).
func (c *checker) elementsOfArrays(e ast.Expr, depth int) bool {
	if depth > 32 {
		return false
	}
	switch x := e.(type) {
	case *ast.ParenExpr:
		return c.elementsOfArrays(x.X, depth+1)
	case *ast.MemberExpr:
		return c.elementsOfArrays(x.X, depth+1)
	case *ast.IndexExpr:
		t := c.typeExpr(x.X).t
		return t != nil && isArrayType(t) && c.elementsOfArrays(x.X, depth+1)
	}
	return true
}

func isArrayType(t types.Type) bool {
	_, ok := t.Canonical().(*types.Array)
	return ok
}

func isReferenceType(t types.Type) bool {
	_, ok := t.Canonical().(*types.Reference)
	return ok
}

// deviceVarCallArgs reports the device variables passed by value to fn.
func (c *checker) deviceVarCallArgs(fn *types.FunctionDecl, args []ast.Expr) {
	if fn == nil || fn.Type == nil || !c.hostAccessChecked() {
		return
	}
	for i, a := range args {
		if i < len(fn.Type.Params) && isReferenceType(fn.Type.Params[i]) {
			continue
		}
		if i >= len(fn.Type.Params) && !fn.Type.Variadic {
			break
		}
		c.deviceVarRead(a)
	}
}

// deviceVarInit reports a device variable read by the initializer of a
// variable of type t (a reference binds to it without reading).
func (c *checker) deviceVarInit(t types.Type, d *ast.Declarator) {
	if t == nil || isReferenceType(t) || !c.hostAccessChecked() {
		return
	}
	init := initExpr(d)
	if il, ok := init.(*ast.InitList); ok {
		if len(il.Elems) != 1 || isArrayType(t) || classDeclOf(t) != nil {
			return
		}
		init = il.Elems[0]
	}
	c.deviceVarRead(init)
}

// withReporting runs f with reporting on when pos is in user code (the
// statement-level contexts run outside walkExpr).
func (c *checker) withReporting(pos source.Pos, f func()) {
	saved := c.reporting
	c.reporting = c.user(pos)
	f()
	c.reporting = saved
}
