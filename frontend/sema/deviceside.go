package sema

import (
	"fmt"
	"slices"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// DeviceSideVar is a namespace-scope variable as the device side's
// preprocessing of the TU declares it, with a memory space. Headers may
// give a variable a memory space only when __CUDA_ARCH__ is defined
// (thrust's THRUST_INLINE_CONSTANT is `static const __device__` there and
// `static const` on the host; CCCL 3's _CCCL_GLOBAL_CONSTANT is
// `__device__ constexpr` against `inline constexpr`): the host side then
// sees a plain variable, yet cicc, which reads the device side, registers
// it, and so must a stub file.
type DeviceSideVar struct {
	// Path is the enclosing namespaces, outermost first ("" for an
	// anonymous one); Name the variable's.
	Path []string
	Name string
	Mem  types.MemSpace
	// Static, Inline, Extern and Const are the device-side declaration's
	// storage and constness: they decide its device-side linkage, which
	// may differ from the host's (`inline constexpr` against `constexpr`).
	Static, Inline, Extern, Const bool
	// Defined is set when some device-side declaration of it is a
	// definition.
	Defined bool
}

// DeviceSideVariables lists the namespace-scope variables (outside
// templates and classes) that tree, the device side's parse of a TU,
// declares with __device__, __constant__ or __managed__, each once, in
// declaration order.
func DeviceSideVariables(tree *ast.TranslationUnit) []DeviceSideVar {
	var out []DeviceSideVar
	seen := map[string]int{}
	var walk func(decls []ast.Decl, path []string, linkage *ast.DeclSpec)
	walk = func(decls []ast.Decl, path []string, linkage *ast.DeclSpec) {
		for _, d := range decls {
			switch x := d.(type) {
			case *ast.NamespaceDecl:
				inner := append([]string(nil), path...)
				if len(x.Names) == 0 {
					inner = append(inner, "")
				}
				walk(x.Decls, append(inner, x.Names...), nil)
			case *ast.LinkageSpec:
				var sole *ast.DeclSpec
				if sd, ok := soleSimpleDecl(x); ok {
					sole = sd.Spec
				}
				walk(x.Decls, path, sole)
			case *ast.SimpleDecl:
				for _, dv := range deviceSideDeclarators(x, path, x.Spec == linkage) {
					key := fmt.Sprint(dv.Path, dv.Name)
					if i, ok := seen[key]; ok {
						out[i].Defined = out[i].Defined || dv.Defined
						continue
					}
					seen[key] = len(out)
					out = append(out, dv)
				}
			}
		}
	}
	walk(tree.Decls, nil, nil)
	return out
}

// deviceSideDeclarators lists the variables d declares with a device
// memory space; inLinkage says an unbraced linkage specification contains
// d, which then counts as extern (see declaredExtern).
func deviceSideDeclarators(d *ast.SimpleDecl, path []string, inLinkage bool) []DeviceSideVar {
	spec := d.Spec
	if spec == nil || spec.Specs&ast.SpecTypedef != 0 {
		return nil
	}
	var out []DeviceSideVar
	for _, dc := range d.Decls {
		if dc.Name == nil || dc.Function() != nil {
			continue
		}
		bits, _ := cudaAttrs(spec, dc)
		mem := memOf(bits)
		if mem == types.HostMem || mem == types.SharedMem {
			continue
		}
		p, name, ok := declaredPath(dc.Name, path)
		if !ok {
			continue
		}
		extern := spec.Specs&ast.SpecExtern != 0 || inLinkage
		out = append(out, DeviceSideVar{
			Path: p, Name: name, Mem: mem,
			Static: spec.Specs&ast.SpecStatic != 0, Inline: spec.Specs&ast.SpecInline != 0, Extern: extern,
			Const:   declaresConst(spec, dc),
			Defined: !extern || dc.InitKind != ast.InitNone,
		})
	}
	return out
}

// declaredPath is the namespace path and name a declarator-id declares in
// the namespace path: its qualifiers (`ns::x`) are namespaces within it.
// Not ok for a name sema would not take as a plain variable's (operators,
// template arguments in a qualifier).
func declaredPath(n *ast.Name, path []string) ([]string, string, bool) {
	last := n.Ident()
	if last == "" || n.Global {
		return nil, "", false
	}
	if len(n.Parts) == 1 {
		return path, last, true
	}
	p := append([]string(nil), path...)
	for _, part := range n.Parts[:len(n.Parts)-1] {
		if part.Kind != ast.NameIdent || part.Special != nil {
			return nil, "", false
		}
		p = append(p, part.Ident)
	}
	return p, last, true
}

// declaresConst reports whether the object dc declares is const: its
// outermost pointer is const, or with no pointer or reference, the
// decl-specifiers say const or constexpr.
func declaresConst(spec *ast.DeclSpec, dc *ast.Declarator) bool {
	for i := range dc.Chunks {
		switch dc.Chunks[i].Kind {
		case ast.ChunkParen, ast.ChunkArray:
			continue
		case ast.ChunkPointer, ast.ChunkMemberPointer:
			return dc.Chunks[i].CV&ast.Const != 0
		default:
			return false
		}
	}
	return spec.CV&ast.Const != 0 || spec.Specs&ast.SpecConstexpr != 0
}

// AddDeviceSideVariables registers the variables of vars (the device
// side's view, DeviceSideVariables) that the host side declared without a
// memory space: each gets a DeviceVar marked DeviceOnly, for the host
// variable of the same qualified name but with the device-side
// declaration's memory space and linkage (its Decl is a copy of the host
// one with the device-side storage, so that it mangles as cicc names it).
// They are placed among Variables in declaration order. A device-side
// variable the host does not declare at all is left out: the stub file
// names its host shadow, and there is none. Call it before SetModuleID;
// the error (a *DeviceSideError) is the first variable that cannot be
// registered exactly.
func (r *Result) AddDeviceSideVariables(vars []DeviceSideVar) error {
	if len(vars) == 0 {
		return nil
	}
	byName := map[string][]int{}
	for i := range vars {
		byName[vars[i].Name] = append(byName[vars[i].Name], i)
	}
	order := map[types.Decl]int{}
	var added []*DeviceVar
	for idx, e := range r.Entities {
		order[e] = idx
		v, ok := e.(*types.VarDecl)
		if !ok || v.Mem != types.HostMem || v.Template != nil || len(byName[v.Name]) == 0 {
			continue
		}
		hostPath, ok := namespacePath(v)
		if !ok {
			continue
		}
		for _, i := range byName[v.Name] {
			dv := &vars[i]
			if !slices.Equal(hostPath, dv.Path) {
				continue
			}
			// The copy's storage gives it the device side's linkage: a
			// const variable neither inline nor extern is internal, as a
			// static one (types.LinkageOf).
			dev := *v
			dev.Static = dv.Static || dv.Const && !dv.Inline && !dv.Extern
			dev.Inline, dev.Extern, dev.Mem = dv.Inline, dv.Extern, dv.Mem
			dvar := &DeviceVar{Decl: &dev, Pos: v.Pos, Mem: dv.Mem, Extern: !dv.Defined, DeviceOnly: true}
			if r.checker != nil {
				r.checker.completeType(v.Type)
			}
			size, _, err := r.Layout.SizeAlign(v.Type)
			if err != nil {
				return &DeviceSideError{Pos: v.Pos, Msg: fmt.Sprintf("variable %s (a device variable on the device side only): %v", types.QualifiedName(v), err)}
			}
			dvar.Size = size
			order[&dev] = idx
			added = append(added, dvar)
			break
		}
	}
	if len(added) == 0 {
		return nil
	}
	r.Variables = mergeByEntityOrder(r.Variables, added, order)
	return nil
}

// DeviceSideError is a variable of the device side's view that cannot be
// registered exactly, at the host declaration's position.
type DeviceSideError struct {
	Pos source.Pos
	Msg string
}

func (e *DeviceSideError) Error() string { return e.Msg }

// mergeByEntityOrder inserts added (in entity order) among vars, each
// before the first variable that comes later in order; variables order
// does not know (__shared__ ones, local to functions) keep their places
// relative to their neighbours.
func mergeByEntityOrder(vars, added []*DeviceVar, order map[types.Decl]int) []*DeviceVar {
	out := make([]*DeviceVar, 0, len(vars)+len(added))
	j := 0
	for _, v := range vars {
		if k, ok := order[v.Decl]; ok {
			for j < len(added) && order[added[j].Decl] < k {
				out = append(out, added[j])
				j++
			}
		}
		out = append(out, v)
	}
	return append(out, added[j:]...)
}

// namespacePath is the namespaces around v, outermost first ("" for an
// anonymous one); not ok when v is not at namespace scope.
func namespacePath(v *types.VarDecl) ([]string, bool) {
	var rev []string
	for p := v.Parent; p != nil; p = p.Base().Parent {
		ns, ok := p.(*types.Namespace)
		if !ok {
			return nil, false
		}
		if ns.Parent == nil {
			break
		}
		if ns.Anonymous {
			rev = append(rev, "")
		} else {
			rev = append(rev, ns.Name)
		}
	}
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev, true
}
