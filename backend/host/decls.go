package host

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// declContext is where a declaration sits.
type declContext struct {
	inClass bool
	// scope is the enclosing namespaces as they are named in the host
	// translation ("ns", "_GLOBAL__N_<id>"), outermost first.
	scope []string
	// tmpl is the template whose pattern the declaration is.
	tmpl *ast.TemplateDecl
	// linkage is the token index of the `extern` of an unbraced linkage
	// specification (extern "C" decl) the declaration is the operand of,
	// or -1: hiding the declaration hides the specification with it.
	linkage int
}

func (c declContext) in(ns string) declContext {
	c.scope = append(append([]string(nil), c.scope...), ns)
	c.tmpl = nil
	c.linkage = -1
	return c
}

func (g *generator) decls(ds []ast.Decl, ctx declContext) {
	for _, d := range ds {
		if g.err != nil {
			return
		}
		g.decl(d, ctx)
	}
}

func (g *generator) decl(d ast.Decl, ctx declContext) {
	switch d := d.(type) {
	case *ast.NamespaceDecl:
		if len(d.Names) == 0 {
			g.decls(d.Decls, ctx.in(g.anonNamespace(d, ctx)))
			return
		}
		for _, n := range d.Names {
			ctx = ctx.in(n)
		}
		g.decls(d.Decls, ctx)
	case *ast.LinkageSpec:
		inner := ctx
		inner.linkage = -1
		if !d.Braced && len(d.Decls) == 1 {
			inner.linkage = g.index(d.At)
		}
		g.decls(d.Decls, inner)
	case *ast.TemplateDecl:
		inner := ctx
		inner.tmpl = d
		inner.linkage = -1
		g.decl(d.Decl, inner)
	case *ast.FuncDef:
		g.funcDef(d, ctx)
	case *ast.SimpleDecl:
		if !ctx.inClass {
			g.nsTypes.noteDecl(d, ctx.scope)
		}
		g.simpleDecl(d, ctx)
	case *ast.AliasDecl:
		if ctx.inClass {
			g.qualifyRedeclaredAlias(d, ctx)
		} else {
			g.nsTypes.note(ctx.scope, d.Name)
		}
	}
}

// anonNamespace names an anonymous namespace as NVIDIA does, so that the
// stub file can name its kernels (_NV_ANON_NAMESPACE::k) and their device
// symbols (_GLOBAL__N_<id>) match:
//
//	namespace _GLOBAL__N_<id> { }; using namespace ::outer::_GLOBAL__N_<id>; namespace _GLOBAL__N_<id> {
func (g *generator) anonNamespace(d *ast.NamespaceDecl, ctx declContext) string {
	name := "_GLOBAL__N_" + g.in.ModuleID
	lo := g.index(d.At)
	if lo < 0 {
		return name
	}
	brace := lo
	for brace < len(g.toks) && g.toks[brace].Kind != token.LBrace {
		brace++
	}
	if brace >= len(g.toks) || brace-lo > 2 || g.in.ModuleID == "" {
		g.failf(d.At, "anonymous namespace: cannot name it (no module ID or unexpected tokens)")
		return name
	}
	qual := "::"
	for _, s := range ctx.scope {
		qual += s + "::"
	}
	inline := ""
	if g.is(lo, "inline") {
		inline = "inline "
	}
	g.edits.replace(lo, brace+1, text(inline+"namespace "+name+" { }; using namespace "+qual+name+"; namespace "+name+" {"))
	return name
}

// simpleDecl handles a declaration without a function body: classes
// (their members), CUDA builtin types, device variables.
func (g *generator) simpleDecl(d *ast.SimpleDecl, ctx declContext) {
	if d.Spec == nil {
		return
	}
	if !ctx.inClass && g.hideIfBuiltinType(d, ctx) {
		return
	}
	if ctx.inClass {
		g.qualifyRedeclaredType(d, ctx)
	}
	if d.Spec.Class() != nil {
		inner := ctx
		inner.inClass, inner.tmpl, inner.linkage = true, nil, -1
		g.decls(d.Spec.Class().Members, inner)
	}
	if d.Spec.CUDA&(ast.CUDADevice|ast.CUDAConstant|ast.CUDAManaged) != 0 && d.Spec.Specs&ast.SpecTypedef == 0 {
		g.deviceVariables(d, ctx)
	}
}

// hideIfBuiltinType puts a declaration of a CUDA builtin type (char1,
// dim3, cudaError, cudaStream_t …) under #if 0, and includes
// crt/host_runtime.h once, where the toolkit defines them for the host.
// NVIDIA includes it where it meets the first such type once size_t is
// declared, so the include follows the size_t typedef when that comes
// later.
//
// It also hides CUDA's declarations of builtin functions in namespace std
// (std::abs(float) and friends): the host compiler's library declares
// them already, and NVIDIA's regenerated declarations merge with those
// where a copy would conflict (constexpr in libstdc++, not in CUDA's
// header).
func (g *generator) hideIfBuiltinType(d *ast.SimpleDecl, ctx declContext) bool {
	lo := g.index(d.At)
	if lo < 0 {
		return false
	}
	if len(ctx.scope) == 1 && ctx.scope[0] == "std" && isFunctionDecl(d) {
		end := g.scanTo(lo, token.Semi)
		if end < 0 || !g.hasAttribute(lo, end, builtinFunctionAttributes) {
			return false
		}
		g.hideDecl(lo, end+1, ctx)
		return true
	}
	if ctx.tmpl != nil || d.Spec.Specs&ast.SpecTypedef == 0 && (len(d.Decls) > 0 || (d.Spec.Class() == nil && d.Spec.Enum() == nil)) {
		if len(ctx.scope) == 0 && g.sizeTEnd == 0 && g.isSizeT(d) {
			g.sizeTEnd = g.scanTo(lo, token.Semi) + 1
		}
		return false
	}
	end := g.scanTo(lo, token.Semi)
	if end < 0 {
		return false
	}
	head := end
	if c := d.Spec.Class(); c != nil {
		head = g.scanTo(lo, token.LBrace)
	} else if e := d.Spec.Enum(); e != nil && !e.Opaque {
		head = g.scanTo(lo, token.LBrace)
	}
	if head < 0 || !g.hasAttribute(lo, head, builtinTypeAttributes) {
		if len(ctx.scope) == 0 && g.sizeTEnd == 0 && g.isSizeT(d) {
			g.sizeTEnd = end + 1
		}
		return false
	}
	g.hideDecl(lo, end+1, ctx)
	if g.firstBuiltin < 0 {
		g.firstBuiltin = lo
	}
	return true
}

// hideDecl puts tokens [lo, hi) under #if 0, with the unbraced linkage
// specification they are the operand of.
func (g *generator) hideDecl(lo, hi int, ctx declContext) {
	if ctx.linkage >= 0 && ctx.linkage < lo {
		lo = ctx.linkage
	}
	if ctx.tmpl != nil {
		if t := g.index(ctx.tmpl.At); t >= 0 && t < lo {
			lo = t
		}
	}
	g.edits.replace(lo, hi, directive("#if 0"), tokens(lo, hi), directive("#endif"))
	g.hidden = append(g.hidden, span{lo, hi})
}

// isFunctionDecl reports whether d declares only functions.
func isFunctionDecl(d *ast.SimpleDecl) bool {
	if len(d.Decls) == 0 || d.Spec.Specs&ast.SpecTypedef != 0 {
		return false
	}
	for _, dc := range d.Decls {
		if dc.Function() == nil {
			return false
		}
	}
	return true
}

// isSizeT reports whether d is the global typedef of size_t.
func (g *generator) isSizeT(d *ast.SimpleDecl) bool {
	if d.Spec.Specs&ast.SpecTypedef == 0 {
		return false
	}
	for _, dc := range d.Decls {
		if dc.Name != nil && dc.Name.Ident() == "size_t" && len(dc.Name.Parts) == 1 {
			return true
		}
	}
	return false
}

// includeHostRuntime places NVIDIA's first inclusion of crt/host_runtime.h.
func (g *generator) includeHostRuntime() {
	if g.firstBuiltin < 0 {
		return
	}
	at := g.firstBuiltin
	if g.sizeTEnd > at {
		at = g.sizeTEnd
	}
	g.edits.insert(at,
		directive("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)"),
		directive("#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__"),
		directive("#endif"),
		directive(`#include "crt/host_runtime.h"`))
}

// declaratorName returns the identifier a declarator declares.
func declaratorName(dc *ast.Declarator) string {
	if dc == nil || dc.Name == nil {
		return ""
	}
	return dc.Name.Ident()
}

// qualified joins a scope and a name.
func qualified(scope []string, name string) string {
	return strings.Join(append(append([]string(nil), scope...), name), "::")
}

// qualifyRedeclaredType qualifies the type of a member typedef that
// redeclares the name it uses (cub: `typedef BlockExchange<…> BlockExchange;`).
// EDG accepts it; g++ rejects the unqualified use as changing the name's
// meaning in the class, and NVIDIA's regenerated output qualifies it. The
// name is taken to live in the innermost enclosing namespace that has
// declared it so far (else the innermost).
func (g *generator) qualifyRedeclaredType(d *ast.SimpleDecl, ctx declContext) {
	sp := d.Spec
	if sp.Specs&ast.SpecTypedef == 0 || sp.Kind != ast.TypeNamed || sp.Name == nil || sp.Name.Global || len(sp.Name.Parts) != 1 {
		return
	}
	used := sp.Name.Ident()
	for _, dc := range d.Decls {
		if declaratorName(dc) == used && len(dc.Chunks) == 0 {
			if i := g.index(sp.Name.At); i >= 0 {
				g.edits.insert(i, text(g.nsTypes.qualifier(ctx.scope, used)))
			}
			return
		}
	}
}

// qualifyRedeclaredAlias is qualifyRedeclaredType for an alias-declaration
// (CCCL 3's cub: `using BlockExchange = BlockExchange<…>;` in BlockLoad).
func (g *generator) qualifyRedeclaredAlias(d *ast.AliasDecl, ctx declContext) {
	if d.Type == nil || d.Type.Spec == nil {
		return
	}
	sp := d.Type.Spec
	if sp.Kind != ast.TypeNamed || sp.Name == nil || sp.Name.Global || len(sp.Name.Parts) != 1 || sp.Name.Ident() != d.Name {
		return
	}
	if i := g.index(sp.Name.At); i >= 0 {
		g.edits.insert(i, text(g.nsTypes.qualifier(ctx.scope, d.Name)))
	}
}
