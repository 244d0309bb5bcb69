package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNoDynamicInit is NVIDIA's "dynamic initialization is not supported
// for a %s variable" (3518): a __device__ or __constant__ variable lives
// in device memory the host never runs constructors for, so its
// initialization must be constant; CUDA lets an empty constructor stand
// for none.
const errNoDynamicInit diag.ID = 3518

// checkDeviceDynamicInit reports v, a __device__ or __constant__ variable
// of namespace scope defined by d without an initializer, when its class
// (or its array's element class) default-constructs it with a constructor
// that is certainly not empty: a plain (no template), non-constexpr
// __device__ or __host__ __device__ default constructor sema declared from
// a definition with mem-initializers or statements. Empty constructors,
// implicit and defaulted ones (whose emptiness depends on the members),
// initialized variables, templates, their instances, unknown classes and
// system headers are left alone.
func (c *checker) checkDeviceDynamicInit(v *types.VarDecl, d *ast.Declarator) {
	if (v.Mem != types.DeviceMem && v.Mem != types.ConstantMem) || d.InitKind != ast.InitNone || v.Extern || v.Type == nil {
		return
	}
	if c.scope.fn != nil || c.scope.kind != namespaceScope || c.systemMode() || !c.inWrittenCode() || c.curBodyBroken || !c.user(d.At) {
		return
	}
	cd := classDeclOf(arrayElem(v.Type))
	if cd == nil || cd.Lambda != nil || cd.Name == "" || !cd.Complete || cd.Template != nil || inClassTemplateInstance(cd) || !c.knownClass(cd, 0) {
		return
	}
	tab := c.tableOf(cd)
	if tab == nil || c.mayInheritConstructors(cd, tab) {
		return
	}
	var ctor *types.FunctionDecl
	for _, x := range tab.names[cd.Name] {
		switch f := x.(type) {
		case *types.ClassDecl:
			continue // the injected-class-name
		case *types.FunctionDecl:
			if f.Kind != types.Constructor || f.Type == nil {
				return
			}
			if len(f.Type.Params) == 0 && !f.Type.Variadic {
				if ctor != nil {
					return
				}
				ctor = f
				continue
			}
			fi := c.funcInfoOf(f)
			if fi == nil {
				return
			}
			if defaulted := fi.defaultedParams(); len(defaulted) != len(f.Type.Params) || defaulted[0] {
				return // callable without arguments too
			}
		default:
			return // a constructor template, or something sema does not know
		}
	}
	if ctor == nil || ctor.Exec&types.DeviceSpace == 0 {
		return
	}
	fi := c.funcInfoOf(ctor)
	if fi == nil || fi.constexpr || fi.deleted || fi.def == nil || fi.def.Body == nil || !c.user(fi.def.At) {
		return
	}
	if len(fi.def.CtorInits) == 0 && len(fi.def.Body.Stmts) == 0 {
		return // empty: allowed
	}
	space := "__device__"
	if v.Mem == types.ConstantMem {
		space = "__constant__"
	}
	c.errorAt(d.Name.At, errNoDynamicInit, diag.Args{Str: []string{space}})
}
