package host

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// managedVar is a __managed__ variable whose host uses are wrapped.
type managedVar struct {
	name  string
	scope []string
	decl  *ast.Declarator
}

// managedSection is NVIDIA's prefix of a managed variable's host pointer.
const managedSection = `__attribute__((section("__nv_managed_data__")))`

// deviceVariables turns __device__, __constant__ and __managed__
// variables into NVIDIA's host shadows:
//
//	__device__ int v = 3;      →  static int v;
//	__device__ const int c = 8; →  static const int c = 8;   (a constant keeps its value)
//	__managed__ float m[8];    →  __attribute__((section("__nv_managed_data__"))) static float (*m)[8] = 0;
//
// The registration in the stub file ties the shadow's address to the
// device symbol. A variable declared again after its definition (or
// defined after an extern declaration) is redeclared extern, which C++
// allows after a static definition.
func (g *generator) deviceVariables(d *ast.SimpleDecl, ctx declContext) {
	if ctx.inClass {
		// A memory space on a data member is an error sema reports; a
		// __device__ member function the parser could not tell from a
		// data member is left alone.
		return
	}
	var vars []*ast.Declarator
	for _, dc := range d.Decls {
		if dc.Function() == nil && dc.Name != nil {
			vars = append(vars, dc)
		}
	}
	if len(vars) == 0 {
		return
	}
	if ctx.tmpl != nil {
		g.failf(d.At, "a __device__ variable template is not supported")
		return
	}
	lo := g.index(d.At)
	if lo < 0 {
		return
	}
	managed := d.Spec.CUDA&ast.CUDAManaged != 0
	specs := d.Spec.Specs
	extern := specs&ast.SpecExtern != 0
	key := qualified(ctx.scope, declaratorName(vars[0]))
	first := g.deviceVars[key] == 0
	for _, dc := range vars {
		g.deviceVars[qualified(ctx.scope, declaratorName(dc))]++
	}
	if extern && g.in.RDC && !hasInit(vars) {
		// A declaration of a variable another TU defines: it stays one.
		if managed {
			g.failf(d.At, "an extern __managed__ variable under --device-c is not supported yet")
		}
		return
	}
	storage := ""
	switch {
	case specs&ast.SpecStatic != 0:
	case g.in.RDC:
		// Under --device-c the shadows keep external linkage, as NVIDIA
		// writes them (`int dv;`): other TUs name them through extern
		// declarations (cudaMemcpyToSymbol, registration). An extern
		// with an initializer is this definition, initializer dropped.
		if extern {
			g.replaceKeyword(lo, vars[0], "extern", "")
		}
	case extern && first:
		g.replaceKeyword(lo, vars[0], "extern", "static")
	case extern:
	case first:
		storage = "static"
	default:
		storage = "extern"
	}
	if managed {
		g.edits.insert(lo, text(managedSection))
	}
	if storage != "" {
		g.edits.insert(lo, text(storage))
	}
	for _, dc := range vars {
		next := declaratorAfter(d.Decls, dc)
		if managed {
			g.managedDeclarator(dc, next, ctx, first || extern || g.in.RDC)
			continue
		}
		if !first || !isConst(d.Spec, dc) {
			g.dropInit(dc, next)
		}
	}
}

// replaceKeyword replaces the decl-specifier keyword from by to.
func (g *generator) replaceKeyword(lo int, dc *ast.Declarator, from, to string) {
	end := g.index(dc.Name.At)
	for i := lo; i < end; i++ {
		if g.toks[i].Kind == token.Ident && g.toks[i].Text == from {
			g.edits.replace(i, i+1, text(to))
			return
		}
	}
}

// managedDeclarator makes the declarator a pointer to the declared type,
// initialized to null on its definition: `m` → `*m`, `m[8]` → `(*m)[8]`.
func (g *generator) managedDeclarator(dc, next *ast.Declarator, ctx declContext, define bool) {
	for _, c := range dc.Chunks {
		if c.Kind != ast.ChunkArray && c.Kind != ast.ChunkPointer {
			g.failf(dc.At, "a __managed__ variable of this type is not supported")
			return
		}
	}
	nameLo, nameHi := g.index(dc.Name.At), g.index(dc.Name.Last().At)
	if nameLo < 0 || nameHi < 0 {
		return
	}
	if len(dc.Chunks) > 0 && dc.Chunks[0].Kind == ast.ChunkArray {
		g.edits.insert(nameLo, text("(*"))
		g.edits.insert(nameHi+1, text(")"))
	} else {
		g.edits.insert(nameLo, text("*"))
	}
	if r, ok := g.initSpan(dc, next); ok {
		if define {
			g.edits.replace(r.lo, r.hi, text("= 0"))
		} else {
			g.edits.replace(r.lo, r.hi)
		}
	} else if define {
		end := g.declaratorEnd(nameHi + 1)
		if end >= 0 {
			g.edits.insert(end, text("= 0"))
		}
	}
	g.managed = append(g.managed, managedVar{name: declaratorName(dc), scope: ctx.scope, decl: dc})
}

// dropInit removes a declarator's initializer: the host shadow of a
// device variable is never initialized on the host (its value lives on
// the device).
func (g *generator) dropInit(dc, next *ast.Declarator) {
	if r, ok := g.initSpan(dc, next); ok {
		g.edits.replace(r.lo, r.hi)
	}
}

// hasInit reports whether any declarator has an initializer.
func hasInit(ds []*ast.Declarator) bool {
	for _, dc := range ds {
		if dc.InitKind != ast.InitNone {
			return true
		}
	}
	return false
}

// initSpan returns the tokens of a declarator's initializer, from '=' or
// the opening bracket to the end of the initializer; next is the
// declarator after dc in its declaration, nil for the last.
func (g *generator) initSpan(dc, next *ast.Declarator) (span, bool) {
	var lo int
	switch dc.InitKind {
	case ast.InitAssign:
		if dc.Init() == nil {
			return span{}, false
		}
		lo = g.index(dc.Init().Pos()) - 1
		if !g.is(lo, "=") {
			g.failf(dc.At, "initializer not found")
			return span{}, false
		}
	case ast.InitBrace:
		if dc.Init() == nil {
			return span{}, false
		}
		lo = g.index(dc.Init().Pos())
	case ast.InitParen:
		if len(dc.Args()) == 0 {
			return span{}, false
		}
		lo = g.index(dc.Args()[0].Pos()) - 1
		if !g.is(lo, "(") {
			g.failf(dc.At, "initializer not found")
			return span{}, false
		}
	default:
		return span{}, false
	}
	if lo < 0 {
		return span{}, false
	}
	hi := g.skipBalanced(lo)
	if dc.InitKind == ast.InitAssign {
		hi = g.assignedInitEnd(lo+1, next)
	}
	if hi < 0 {
		g.failf(dc.At, "end of initializer not found")
		return span{}, false
	}
	return span{lo, hi}, true
}

// declaratorAfter returns the declarator after dc in ds, nil for the last.
func declaratorAfter(ds []*ast.Declarator, dc *ast.Declarator) *ast.Declarator {
	for i, d := range ds[:max(len(ds)-1, 0)] {
		if d == dc {
			return ds[i+1]
		}
	}
	return nil
}

// assignedInitEnd returns the index of the ',' or ';' ending an
// initializer after '=' that starts at i: the last comma outside brackets
// before next, the following declarator, or the declaration's ';' when
// there is none. The first comma would do only without templates: in
// `int a = add<1, 2>, b;` it is inside a template argument list, which
// tokens alone cannot tell from a less-than.
func (g *generator) assignedInitEnd(i int, next *ast.Declarator) int {
	if next == nil {
		return g.scanTo(i, token.Semi)
	}
	return g.lastCommaBefore(i, g.index(next.At))
}

// declaratorEnd returns the index of the ',' or ';' ending a declarator
// whose name ends before i.
func (g *generator) declaratorEnd(i int) int {
	return g.scanTo(i, token.Comma, token.Semi)
}

// isConst reports whether the declared variable itself is const (not a
// pointer to const): NVIDIA keeps the initializer of those.
func isConst(spec *ast.DeclSpec, dc *ast.Declarator) bool {
	if spec.Specs&(ast.SpecConstexpr) != 0 {
		return true
	}
	for _, c := range dc.Chunks {
		switch c.Kind {
		case ast.ChunkArray, ast.ChunkParen:
			continue
		case ast.ChunkPointer, ast.ChunkMemberPointer:
			return c.CV&ast.Const != 0
		default:
			return false
		}
	}
	return spec.CV&ast.Const != 0
}
