package fromsema

import (
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/mangle"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/types"
)

// IDOptions say whose module ID IDEntities prepares for.
type IDOptions struct {
	// DeviceSide is set when the ID is the one the device-side front end
	// writes, as nvcc before 13.0 has it (cicc computes the ID and
	// cudafe++ reads it): cicc 11.8 then takes the fallback ID when a
	// static function met before the first eligible definition meets
	// localClassTrigger's rule. nvcc 13.0 has cudafe++ write the ID, which
	// knows no such rule.
	DeviceSide bool
}

// IDEntities lists the TU's definitions in source order with the facts
// moduleid.Eligible reads, up to and including the first eligible one
// (nothing after it can matter) or the first that forces the fallback ID.
// Only candidates that pass every other test are mangled, and a fact sema
// cannot establish is an error only when the choice depends on it.
func IDEntities(in Input, o IDOptions) ([]summary.IDEntity, error) {
	var out []summary.IDEntity
	cls := &classSyntax{tree: in.Tree}
	for i := range in.Result.Definitions {
		d := &in.Result.Definitions[i]
		e, ok := entityFacts(d)
		if !ok {
			continue
		}
		if o.DeviceSide {
			if fn, ok := d.Decl.(*types.FunctionDecl); ok && fn.Static && !e.Templated && !inClass(fn) {
				at, found, why := localClassTrigger(d.Func)
				if why != "" {
					return nil, errorf(at, "module ID: cannot tell whether CUDA 11.8's device-side front end takes the fallback ID for static function %s (%s)", types.QualifiedName(fn), why)
				}
				if found {
					out = append(out, summary.IDEntity{Kind: summary.IDFunction, Internal: true, ForcesFallback: true})
					return out, nil
				}
			}
		}
		// Decide with a stand-in name and the variable initialized: if the
		// entity fails anyway, neither needs working out.
		e.Mangled = "?"
		init := e.Initialized
		e.Initialized = true
		if !moduleid.Eligible(&e) {
			e.Mangled = ""
			out = append(out, e)
			continue
		}
		e.Initialized = init
		if e.Kind == summary.IDVariable && !init {
			v := d.Decl.(*types.VarDecl)
			runs, why := cls.defaultInitRuns(v.Type)
			if why != "" {
				return nil, errorf(d.Declarator.At, "module ID: cannot tell whether variable %s is initialized (%s)", types.QualifiedName(v), why)
			}
			e.Initialized = runs
		}
		if !moduleid.Eligible(&e) {
			e.Mangled = ""
			out = append(out, e)
			continue
		}
		decl := d.Decl
		if v, ok := decl.(*types.VarDecl); ok && !v.Extern && d.Spec != nil && d.Spec.Specs&ast.SpecExtern != 0 {
			// `extern const int x = 1;`: sema drops the extern of a
			// definition, which would make the mangler see internal
			// linkage.
			ext := *v
			ext.Extern = true
			decl = &ext
		}
		m, err := mangle.Name(decl, mangle.Options{})
		if err != nil {
			return nil, errorf(d.Declarator.At, "module ID: %v", err)
		}
		e.Mangled = m
		out = append(out, e)
		return out, nil
	}
	return out, nil
}

// entityFacts fills in everything but Mangled from the definition's
// entity and syntax; ok is false for what is not a function or variable.
func entityFacts(d *sema.Definition) (e summary.IDEntity, ok bool) {
	spec, dd := d.Spec, d.Declarator
	specs := ast.Specifier(0)
	cuda := ast.CUDAAttr(0)
	placeholder := false
	if spec != nil {
		specs, cuda = spec.Specs, spec.CUDA
		placeholder = spec.Kind == ast.TypeAuto || spec.Kind == ast.TypeDecltypeAuto
	}
	constexpr := specs&(ast.SpecConstexpr|ast.SpecConsteval) != 0
	e.Weak = hasAttr(d, "weak")
	switch x := d.Decl.(type) {
	case *types.FunctionDecl:
		e.Kind = summary.IDFunction
		e.Internal = types.LinkageOf(x) != types.ExternalLinkage
		e.Inline = x.Inline || constexpr || cuda&ast.CUDAForceinline != 0 || hasAttr(d, "gnu_inline")
		e.Templated = x.Template != nil || inTemplate(x.Parent)
		if fc := dd.Function(); fc != nil && placeholder && fc.Trailing() == nil {
			e.Deduced = true
		}
		e.DefaultedOrDeleted = dd.Virt&(ast.VirtDefault|ast.VirtDelete) != 0
	case *types.VarDecl:
		e.Kind = summary.IDVariable
		e.Internal = variableInternal(x, specs)
		e.Inline = x.Inline || constexpr
		e.Templated = x.Template != nil || inTemplate(x.Parent)
		e.Deduced = placeholder
		e.Initialized = dd.InitKind != ast.InitNone
	default:
		return e, false
	}
	return e, true
}

// variableInternal is a variable's linkage for the module ID. It differs
// from types.LinkageOf in one place: `extern const int x = 1;` has
// external linkage, and sema drops the extern of a definition.
func variableInternal(v *types.VarDecl, specs ast.Specifier) bool {
	if types.LinkageOf(v) != types.InternalLinkage {
		return false
	}
	if specs&ast.SpecExtern == 0 || v.Static {
		return true
	}
	if v.Parent != nil && types.LinkageOf(v.Parent) == types.InternalLinkage {
		return true
	}
	return false
}

// inClass reports whether f is a member function.
func inClass(f *types.FunctionDecl) bool {
	_, ok := f.Parent.(*types.ClassDecl)
	return ok
}

// inTemplate reports whether d is (inside) a class template
// specialization or a template.
func inTemplate(d types.Decl) bool {
	for ; d != nil; d = d.Base().Parent {
		switch x := d.(type) {
		case *types.ClassDecl:
			if x.Template != nil {
				return true
			}
		case *types.TemplateDecl:
			return true
		case *types.FunctionDecl:
			if x.Template != nil {
				return true
			}
		}
	}
	return false
}

// hasAttr reports whether a GNU or C++11 attribute named name appears on
// the definition (in any of the places one may be written).
func hasAttr(d *sema.Definition, name string) bool {
	if d.Spec != nil && attrIn(d.Spec.Attrs(), name) {
		return true
	}
	if d.Declarator != nil {
		if attrIn(d.Declarator.Attrs(), name) {
			return true
		}
		for _, c := range d.Declarator.Chunks {
			if attrIn(c.Attrs(), name) || c.Func != nil && attrIn(c.Func.Attrs(), name) {
				return true
			}
		}
	}
	return d.Func != nil && attrIn(d.Func.Attrs, name)
}

// attrIn reports whether an attribute of l is called name or __name__.
func attrIn(l []*ast.Attribute, name string) bool {
	for _, a := range l {
		n := a.Name
		if n == name || len(n) == len(name)+4 && n[:2] == "__" && n[len(n)-2:] == "__" && n[2:len(n)-2] == name {
			return true
		}
	}
	return false
}
