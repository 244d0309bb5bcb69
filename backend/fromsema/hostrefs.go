package fromsema

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/internal/prune"
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// hostRefs lists the device entities the TU's host code names, in the
// forms NVIDIA writes into the .nvHR* arrays under --device-c. The forms,
// read off cudafe++ 11.8 (see the tests):
//
//	kernel, external          KE  _Z2ek*   _ZN2ns2nk*   ck (extern "C")
//	kernel template, external KE  _Z2tk*   and KI <prefix>*2tk*
//	kernel, internal          KI  <prefix>*2sk*   <prefix>*2ns3nsk*   <prefix>*<len>_GLOBAL__N_<id>2ak*
//	variable, external        DE/CE  dv   _ZN2ns3ndv*
//	variable, internal        DI/CI  <prefix>*sdv   <prefix>*2ns3nsv*   <prefix>*<len>_GLOBAL__N_<id>3adv*
//
// where <prefix> is moduleid.StaticPrefix(id): the entity's nested name up
// to its own name, the rest (template arguments, parameter types) left to
// the wildcard. Host code is every function body that is not device-only
// and every namespace-scope initializer; launches count, and so does any
// other use of the name (taking a kernel's address, cudaMemcpyToSymbol).
// sema records launches with their kernels but not other uses, so names
// are matched as backend/host matches managed-variable uses: the last
// identifier, with any written qualifiers a tail of the entity's scope.
// An ambiguous name counts for every entity it may denote (the arrays are
// read by nvlink only under --use-host-info).
func hostRefs(in Input, tu *summary.TU, index map[*types.FunctionDecl]int, elsewhere []summary.Kernel, id string) (*summary.HostRefs, error) {
	refs := &summary.HostRefs{}
	seen := map[string]bool{}
	add := func(list *[]string, s string) {
		if !seen[s] {
			seen[s] = true
			*list = append(*list, s)
		}
	}
	prefix := moduleid.StaticPrefix(id)
	kernelRef := func(k *summary.Kernel) {
		inner := innerName(k.Scope, k.Name, id)
		switch {
		case k.Linkage == summary.Internal:
			add(&refs.KernelInternal, prefix+"*"+inner+"*")
		case !strings.HasPrefix(k.Mangled, "_Z"):
			add(&refs.KernelExternal, k.Mangled)
		default:
			add(&refs.KernelExternal, outerName(k.Scope, inner)+"*")
			if k.IsTemplate() {
				add(&refs.KernelInternal, prefix+"*"+inner+"*")
			}
		}
	}
	varRef := func(v *summary.Variable) {
		ext, internal := &refs.DeviceExternal, &refs.DeviceInternal
		if v.Space == summary.Constant {
			ext, internal = &refs.ConstantExternal, &refs.ConstantInternal
		}
		global := len(v.Scope) == 0
		switch {
		case v.Linkage == summary.Internal && global:
			add(internal, prefix+"*"+v.Name)
		case v.Linkage == summary.Internal:
			add(internal, prefix+"*"+innerName(v.Scope, v.Name, id)+"*")
		case global || !strings.HasPrefix(v.Mangled, "_Z"):
			add(ext, v.Name)
		default:
			add(ext, outerName(v.Scope, innerName(v.Scope, v.Name, id))+"*")
		}
	}
	// Launches sema resolved (of kernels this TU defines; a kernel
	// defined in another TU is matched by name below).
	for _, l := range in.Result.Launches {
		if i, ok := index[l.Kernel]; ok && l.Kernel != nil {
			kernelRef(&tu.Kernels[i])
		}
	}
	// Every other use, by name.
	kernels := append(append([]summary.Kernel{}, tu.Kernels...), elsewhere...)
	wanted := map[string]bool{}
	for i := range kernels {
		wanted[kernels[i].Name] = true
	}
	for i := range tu.Variables {
		// (A variable with a memory space on the device side only is a
		// plain variable to the host side, as to cudafe++.)
		if !tu.Variables[i].DeviceOnly {
			wanted[tu.Variables[i].Name] = true
		}
	}
	for _, n := range hostNames(in, wanted) {
		for i := range kernels {
			if nameMayDenote(n, kernels[i].Scope, kernels[i].Name) {
				kernelRef(&kernels[i])
			}
		}
		for i := range tu.Variables {
			if !tu.Variables[i].DeviceOnly && nameMayDenote(n, tu.Variables[i].Scope, tu.Variables[i].Name) {
				varRef(&tu.Variables[i])
			}
		}
	}
	return refs, nil
}

// innerName is the nested name without its N: 2ns3nsk, 2sk,
// <len>_GLOBAL__N_<id>2ak.
func innerName(scope []string, name, id string) string {
	var b strings.Builder
	for _, s := range scope {
		if s == "" {
			s = moduleid.AnonNamespace(id)
		}
		b.WriteString(strconv.Itoa(len(s)) + s)
	}
	b.WriteString(strconv.Itoa(len(name)) + name)
	return b.String()
}

// outerName starts an external mangled name: _Z2ek, _ZN2ns2nk.
func outerName(scope []string, inner string) string {
	if len(scope) > 0 {
		return "_ZN" + inner
	}
	return "_Z" + inner
}

// nameMayDenote reports whether n may name the entity called name in
// scope: same identifier, written qualifiers a tail of the scope.
func nameMayDenote(n *ast.Name, scope []string, name string) bool {
	if n == nil || len(n.Parts) == 0 {
		return false
	}
	last := n.Last()
	if last.Kind != ast.NameIdent || last.Ident != name {
		return false
	}
	quals := n.Parts[:len(n.Parts)-1]
	if len(quals) > len(scope) || n.Global && len(quals) != len(scope) {
		return false
	}
	tail := scope[len(scope)-len(quals):]
	for i, q := range quals {
		if q.Kind != ast.NameIdent || q.Ident != tail[i] {
			return false
		}
	}
	return true
}

// hostNames collects the name expressions of host code in user files
// (system headers cannot name the TU's own device entities, except
// through templates, which are left out). Only names whose last
// identifier is in wanted are asked for: with the tokens, declarations
// without such an identifier are skipped (some names of others may come
// too).
func hostNames(in Input, wanted map[string]bool) []*ast.Name {
	var out []*ast.Name
	if in.Tree == nil {
		return nil
	}
	f := func(n any) bool {
		switch x := n.(type) {
		case *ast.FuncDef:
			return !deviceOnly(x.Spec)
		case *ast.NameExpr:
			if x.Name != nil && !in.Files.IsSystem(x.Name.At) {
				out = append(out, x.Name)
			}
		}
		return true
	}
	if in.Tokens == nil {
		ast.Inspect(in.Tree, f)
	} else {
		prune.Inspect(in.Tree, prune.Find(in.Tokens, prune.Idents(wanted)), f)
	}
	return out
}

// deviceOnly: a __global__ function, or __device__ without __host__.
func deviceOnly(spec *ast.DeclSpec) bool {
	if spec == nil {
		return false
	}
	return spec.CUDA&ast.CUDAGlobal != 0 || spec.CUDA&ast.CUDADevice != 0 && spec.CUDA&ast.CUDAHost == 0
}
