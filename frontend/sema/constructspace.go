package sema

import (
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Host code constructing an object whose constructor is __device__ only,
// or defining a variable whose destructor is: cudafe++'s host pass reports
// these as calls (errors 3462-3465, devicecall.go). Observed with CUDA 11.8
// and 13.0, in host and __host__ __device__ functions and their lambdas:
//   - reported: a local variable's construction (`S s;`, `S s(1)`, `S s{}`,
//     `S s = 1`, static locals too) and its __device__ destructor, a
//     functional cast `S()` / `P(1)`, `new S` and `new S()`;
//   - not reported: list-initialized temporaries (`S{}`, `new S{}`),
//     local arrays, the temporaries' destructors, bases and members a host
//     constructor constructs, namespace-scope variables and constructions
//     in function templates (not even in their instances);
//   - `S s = S()` is reported twice by NVIDIA (the temporary's constructor
//     and again for the variable); sema reports the temporary's only.
//   - reported by NVIDIA, not by sema yet: constructors of class template
//     instances (`Tmpl<int> t;`), `new S[n]`, `delete p` running a
//     __device__ destructor, a __device__ constructor redeclared without
//     __device__ (which NVIDIA says it treats as __host__ __device__), and
//     constexpr constructors.
// NVIDIA spells a constructor with parameters by a broken mangled name
// ("_ZN1PC1E1?") when it constructs a variable; sema prints the signature.
//
// Only constructions sema resolves for sure (construct.go) to a declared
// constructor, in user code outside templates, are reported.

// checkHostConstructs reports the construction k of an object of type t at
// pos, in host code, when it runs a __device__ constructor; variable says
// the object is a variable the function defines (its destructor runs
// too).
func (c *checker) checkHostConstructs(pos source.Pos, t types.Type, k construction, variable bool) {
	if !c.reporting || c.systemMode() || c.inInstance() || c.inDependent() || c.unevaluated > 0 || t == nil {
		return
	}
	cd := classDeclOf(t)
	if cd == nil || inClassTemplateInstance(cd) {
		return
	}
	ctor, dtor := c.deviceOnlySpecialMembers(cd, variable)
	if ctor {
		if ch := c.resolveConstructor(pos, cd, k); ch.sure && ch.kind == ctorDeclared && ch.fn != nil {
			c.checkHostRunsDevice(pos, ch.fn)
		}
	}
	if dtor != nil {
		c.checkHostRunsDevice(pos, dtor)
	}
}

// deviceOnlySpecialMembers says whether cd declares a __device__-only
// constructor and, when destructor is asked, returns its declared
// destructor if that is __device__ only.
func (c *checker) deviceOnlySpecialMembers(cd *types.ClassDecl, destructor bool) (ctor bool, dtor *types.FunctionDecl) {
	tab := c.tableOf(cd)
	if tab == nil {
		return false, nil
	}
	for _, d := range tab.names[cd.Name] {
		if f, ok := d.(*types.FunctionDecl); ok && f.Kind == types.Constructor && f.Exec == types.DeviceSpace {
			ctor = true
		}
	}
	if destructor {
		if d := declaredDestructor(cd, tab); d != nil && d.Exec == types.DeviceSpace && d.Type != nil {
			dtor = d
		}
	}
	return ctor, dtor
}

// checkHostRunsDevice reports special member fn, run by host code at pos,
// when it is __device__ only (see checkHostCallsDevice).
func (c *checker) checkHostRunsDevice(pos source.Pos, fn *types.FunctionDecl) {
	if fn.Exec != types.DeviceSpace || fn.Type == nil || isInstance(fn) {
		return
	}
	if fi := c.funcInfoOf(fn); fi == nil || fi.constexpr {
		return // (constexpr ones have their own wording and flag: not modelled)
	}
	caller, callerName, checksOff := c.callerOfCall()
	if caller&types.HostSpace == 0 || caller&types.GlobalSpace != 0 || checksOff {
		return
	}
	id := errDeviceFromHost
	if caller != types.HostSpace {
		id = errDeviceFromHD
	}
	c.errorAt(pos, id, diag.Args{Str: []string{calleeSignature(fn), callerName}})
}

// inClassTemplateInstance reports whether cd is a class template's
// specialization or a class nested in one.
func inClassTemplateInstance(cd *types.ClassDecl) bool {
	for d := types.Decl(cd); d != nil; d = d.Base().Parent {
		if k, ok := d.(*types.ClassDecl); ok && k.Template != nil {
			return true
		}
	}
	return false
}
