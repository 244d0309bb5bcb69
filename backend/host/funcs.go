package host

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
)

// execSpace returns the CUDA attributes of a function definition, wherever
// the parser put them (decl-specifiers or after the declarator).
func execSpace(spec *ast.DeclSpec, dc *ast.Declarator) ast.CUDAAttr {
	var a ast.CUDAAttr
	if spec != nil {
		a = spec.CUDA
	}
	if dc != nil {
		for _, at := range dc.Attrs() {
			a |= cudaAttrOf(at)
		}
		if f := dc.Function(); f != nil {
			for _, at := range f.Attrs() {
				a |= cudaAttrOf(at)
			}
		}
	}
	return a
}

func cudaAttrOf(a *ast.Attribute) ast.CUDAAttr {
	switch attrName(a.Name) {
	case "global":
		return ast.CUDAGlobal
	case "device":
		return ast.CUDADevice
	case "host":
		return ast.CUDAHost
	}
	return 0
}

// funcDef rewrites a function definition for the host.
func (g *generator) funcDef(d *ast.FuncDef, ctx declContext) {
	if d.Body == nil || d.Decl == nil {
		return
	}
	space := execSpace(d.Spec, d.Decl)
	switch {
	case space&ast.CUDAGlobal != 0:
		if d.TryBlock {
			g.failf(d.At, "a kernel with a function-try-block is not supported")
			return
		}
		if ctx.tmpl != nil && !ctx.tmpl.Explicit {
			g.kernelTemplate(d, ctx)
			return
		}
		if ctx.tmpl != nil {
			g.failf(d.At, "explicit specialization of a kernel template is not supported yet")
			return
		}
		g.kernel(d)
	case space&ast.CUDADevice != 0 && space&ast.CUDAHost == 0:
		g.deviceFunction(d, ctx)
	}
}

// bodySpan returns the tokens of a function body, from '{' to '}'.
func (g *generator) bodySpan(d *ast.FuncDef) (span, bool) {
	lo, hi := g.index(d.Body.At), g.index(d.Body.End)
	if lo < 0 || hi < lo {
		return span{}, false
	}
	return span{lo, hi + 1}, true
}

// hideBody prints the original body under #if 0 after repl.
func (g *generator) hideBody(b span, repl ...part) {
	parts := append(repl, directive("#if 0"), tokens(b.lo, b.hi), directive("#endif"))
	g.edits.replace(b.lo, b.hi, parts...)
	g.hidden = append(g.hidden, b)
}

// kernel reduces a kernel definition to its declaration: the stub file
// defines it (forwarding to __device_stub_<mangled>).
func (g *generator) kernel(d *ast.FuncDef) {
	b, ok := g.bodySpan(d)
	if !ok {
		return
	}
	g.hideBody(b, text(";"))
}

// deviceFunction replaces the body of a device-only function by NVIDIA's
// dummy body: the function stays declared and callable for the host
// compiler, which never runs it. constexpr functions keep their body, as
// NVIDIA's output does (the host compiler may need to evaluate them).
func (g *generator) deviceFunction(d *ast.FuncDef, ctx declContext) {
	if d.Spec != nil && d.Spec.Specs&(ast.SpecConstexpr|ast.SpecConsteval) != 0 {
		if !ctx.inClass && !isMemberDefinition(d.Decl) {
			g.unusedAttribute(d)
		}
		return
	}
	if d.TryBlock {
		g.failf(d.At, "a __device__ function with a function-try-block is not supported")
		return
	}
	b, ok := g.bodySpan(d)
	if !ok {
		return
	}
	var body strings.Builder
	ctorDtor := isCtorOrDtor(d)
	if ctorDtor {
		body.WriteString("{int *volatile ___ = 0;")
	} else {
		body.WriteString("{int volatile ___ = 1;")
	}
	if f := d.Decl.Function(); f != nil {
		for _, p := range f.Params {
			if n := declaratorName(p.Decl); n != "" && !p.Decl.Pack {
				body.WriteString("(void)" + n + ";")
			}
		}
	}
	if ctorDtor {
		body.WriteString("::free(___);}")
	} else {
		body.WriteString("::exit(___);}")
	}
	if !ctx.inClass && !isMemberDefinition(d.Decl) {
		g.unusedAttribute(d)
	}
	g.hideBody(b, text(body.String()))
}

// unusedAttribute marks a namespace-scope device function unused, so that
// the host compiler does not warn about a static one it never calls.
func (g *generator) unusedAttribute(d *ast.FuncDef) {
	lo := g.index(d.At)
	if lo >= 0 {
		g.edits.insert(lo, text("__attribute__((unused))"))
	}
}

// isMemberDefinition reports whether a declarator names a member out of
// its class (S::f).
func isMemberDefinition(dc *ast.Declarator) bool {
	return dc != nil && dc.Name != nil && len(dc.Name.Parts) > 1
}

// isCtorOrDtor reports whether d defines a constructor or destructor
// (NVIDIA's dummy body differs for them: no return value to fake).
func isCtorOrDtor(d *ast.FuncDef) bool {
	if d.Decl.Name == nil || len(d.Decl.Name.Parts) == 0 {
		return false
	}
	last := d.Decl.Name.Last()
	if last.Kind == ast.NameDestructor {
		return true
	}
	return last.Kind == ast.NameIdent && (d.Spec == nil || d.Spec.Kind == ast.TypeNone)
}
