package stub

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
)

// Generate returns the stub file for tu.
func Generate(tu *summary.TU, opts Options) ([]byte, error) {
	g := &gen{tu: tu, opts: opts}
	g.header()
	order := kernelOrder(tu)
	g.typedefs(order)
	for _, i := range order {
		g.declare(&tu.Kernels[i])
	}
	g.line("static void __nv_cudaEntityRegisterCallback(void **);")
	g.line("static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));")
	for _, i := range order {
		g.kernel(&tu.Kernels[i])
	}
	g.callback()
	g.line("")
	g.line("#pragma GCC diagnostic pop")
	if g.err != nil {
		return nil, g.err
	}
	return []byte(g.b.String()), nil
}

type gen struct {
	tu   *summary.TU
	opts Options
	b    strings.Builder
	// spaced: a line directive has been written, after which NVIDIA's
	// generator spaces its output out.
	spaced bool
	// temps counts the __T<n> temporaries NVIDIA's generator has numbered
	// so far: one per unnamed kernel parameter and one per copy of a
	// __restrict__ pointer argument.
	temps int
	err   error
}

func (g *gen) line(s string) { g.b.WriteString(s); g.b.WriteByte('\n') }

func (g *gen) failf(k *summary.Kernel, format string, args ...any) {
	if g.err == nil {
		where := ""
		if k != nil {
			where = fmt.Sprintf("%s:%d: kernel %s: ", k.Pos.File, k.Pos.Line, k.Name)
		}
		g.err = fmt.Errorf("stub: "+where+format, args...)
	}
}

func (g *gen) check(k *summary.Kernel, p *printer) {
	if p.err != nil {
		g.failf(k, "%v", p.err)
	}
}

func (g *gen) header() {
	g.line("#pragma GCC diagnostic push")
	g.line(`#pragma GCC diagnostic ignored "-Wunused-function"`)
	g.line(`#pragma GCC diagnostic ignored "-Wcast-qual"`)
	storage := "static"
	if g.tu.RDC {
		g.line("#define __NV_MODULE_ID " + g.opts.ModuleID)
		storage = "extern"
	}
	g.line("#define __NV_CUBIN_HANDLE_STORAGE__ " + storage)
	g.line("#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)")
	g.line("#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__")
	g.line("#endif")
	g.line(`#include "crt/host_runtime.h"`)
	g.line(`#include "` + g.opts.FatbinName + `"`)
}

// typedefs names the records NVIDIA spells through ` _Z<mangled>`, each
// once, in scope-walk order (global scope first), each scope's by Seq.
func (g *gen) typedefs(order []int) {
	var recs []*summary.Type
	seen := map[string]bool{}
	var visit func(t *summary.Type)
	visit = func(t *summary.Type) {
		if t == nil {
			return
		}
		if needsTypedef(t) && !seen[t.Mangled] {
			seen[t.Mangled] = true
			recs = append(recs, t)
		}
		visit(t.Elem)
		for _, p := range t.Params {
			visit(p)
		}
	}
	for _, i := range order {
		for _, p := range g.tu.Kernels[i].Params {
			visit(p.Type)
		}
	}
	sort.SliceStable(recs, func(a, b int) bool { return recs[a].Seq < recs[b].Seq })
	idx := scopeWalk(g.tu.Namespaces, len(recs), func(i int) []string { return recs[i].Scope }, func(int) bool { return false })
	p := &printer{}
	for _, i := range idx {
		t := recs[i]
		name := p.cppName(t)
		if t.Kind == summary.Closure {
			name = p.wrapper(t, g.opts.Dialect == CUDA13)
		}
		g.line("typedef " + name + " _Z" + t.Mangled + ";")
	}
	g.check(nil, p)
}

func (g *gen) stubName(k *summary.Kernel) string {
	m := k.CxxMangled
	if m == "" {
		m = k.Mangled
	}
	return "__device_stub_" + m
}

// isStatic: the kernel was declared static (internal linkage outside an
// anonymous namespace).
func isStatic(k *summary.Kernel) bool {
	if k.Linkage != summary.Internal {
		return false
	}
	for _, s := range k.Scope {
		if s == "" {
			return false
		}
	}
	return true
}

// stubLinkage is the storage class and attributes of k's stub.
func (g *gen) stubLinkage(k *summary.Kernel, decl bool) string {
	if k.IsTemplate() || isStatic(k) {
		return "static "
	}
	s := ""
	if decl {
		s = "extern "
	}
	if g.opts.HiddenVisibility {
		s += `__attribute__((visibility("hidden"))) `
	}
	return s
}

// stubParam is the type a stub takes a parameter as: classes and unions by
// reference, arrays as pointers, references to arrays as pointers to them.
func stubParam(t *summary.Type) (*summary.Type, error) {
	switch t.Kind {
	case summary.Record, summary.Closure:
		return &summary.Type{Kind: summary.LValueRef, Elem: t}, nil
	case summary.Array:
		return &summary.Type{Kind: summary.Pointer, Elem: t.Elem}, nil
	case summary.LValueRef:
		if t.Elem.Kind == summary.Array {
			return &summary.Type{Kind: summary.Pointer, Elem: t.Elem}, nil
		}
		return nil, fmt.Errorf("reference parameters are not supported")
	}
	return t, nil
}

// adjusted is a parameter's type in the kernel's function type: arrays
// decay to pointers.
func adjusted(t *summary.Type) *summary.Type {
	if t.Kind == summary.Array {
		return &summary.Type{Kind: summary.Pointer, Elem: t.Elem}
	}
	return t
}

func (g *gen) stubParams(k *summary.Kernel, named bool) []string {
	p := &printer{}
	var out []string
	for i, prm := range k.Params {
		t, err := stubParam(prm.Type)
		if err != nil {
			g.failf(k, "parameter %d: %v", i, err)
			return nil
		}
		name := ""
		if named {
			name = "__par" + strconv.Itoa(i)
		}
		out = append(out, p.decl(t, name))
	}
	g.check(k, p)
	return out
}

func (g *gen) declare(k *summary.Kernel) {
	ps := g.stubParams(k, false)
	if len(ps) == 0 {
		ps = []string{"void"}
	}
	g.line(g.stubLinkage(k, true) + "void " + g.stubName(k) + "(" + strings.Join(ps, ", ") + ");")
}

// castName names kernel k in an expression: ns::k, kt<int> .
func (g *gen) castName(k *summary.Kernel) string {
	s := qualifier(k.Scope) + k.Name
	if k.IsTemplate() {
		p := &printer{style: style{arrayUL: g.opts.Dialect == CUDA118, cuda13: g.opts.Dialect == CUDA13}}
		s += "<" + p.castArgList(k.TemplateArgs) + "> "
		g.check(k, p)
	}
	return s
}

// fnPointerCast is `((void ( *)(int *, struct S))k1)`.
func (g *gen) fnPointerCast(k *summary.Kernel) string {
	p := &printer{style: style{arrayUL: g.opts.Dialect == CUDA118, cuda13: g.opts.Dialect == CUDA13}}
	var ts []string
	for _, prm := range k.Params {
		ts = append(ts, p.decl(adjusted(prm.Type), ""))
	}
	if len(ts) == 0 {
		ts = []string{"void"}
	}
	g.check(k, p)
	return "((void ( *)(" + strings.Join(ts, ", ") + "))" + g.castName(k) + ")"
}

func (g *gen) launch(k *summary.Kernel) string {
	s := "__cudaLaunch(((char *)" + g.fnPointerCast(k) + ")"
	if g.opts.Dialect == CUDA13 {
		s += ", 0U"
	}
	return s + ");"
}

// kernel writes k's stub and its definition or wrapper specialization.
func (g *gen) kernel(k *summary.Kernel) {
	ps := g.stubParams(k, true)
	var temps, stmts []string
	n := len(k.Params)
	if n == 0 {
		n = 1
	}
	stmts = append(stmts, "__cudaLaunchPrologue("+strconv.Itoa(n)+");")
	for _, prm := range k.Params {
		if prm.Unnamed {
			g.temps++
		}
	}
	p := &printer{}
	for i, prm := range k.Params {
		arg := "__par" + strconv.Itoa(i)
		t := prm.Type
		if t.Kind == summary.Pointer && t.Restrict {
			tmp := "__T" + strconv.Itoa(g.temps)
			g.temps++
			plain := *t
			plain.Restrict = false
			temps = append(temps, p.decl(&plain, tmp)+";")
			stmts = append(stmts, tmp+" = "+arg+";")
			arg = tmp
		}
		setup := "__cudaSetupArgSimple"
		if t.Kind == summary.Record && !t.Union || t.Kind == summary.Closure {
			setup = "__cudaSetupArg"
		}
		stmts = append(stmts, setup+"("+arg+", "+strconv.FormatInt(prm.Offset, 10)+"UL);")
	}
	g.check(k, p)
	stmts = append(stmts, g.launch(k))
	head := g.stubLinkage(k, false) + "void " + g.stubName(k)
	g.b.WriteString(head + g.paramList(ps) + g.body(temps, stmts))
	if k.IsTemplate() {
		g.wrapper(k)
		return
	}
	g.b.WriteByte('\n')
	g.definition(k)
}

func (g *gen) paramList(ps []string) string {
	if len(ps) == 0 {
		return "(void)"
	}
	if !g.spaced {
		return "(" + strings.Join(ps, ", ") + ")"
	}
	return "( " + strings.Join(ps, ",  ") + ")"
}

// body lays out a function body the way NVIDIA's generator does in its
// current mode: temporaries one per line, then the statements.
func (g *gen) body(temps, stmts []string) string {
	var b strings.Builder
	if g.spaced {
		b.WriteString(" { ")
	} else {
		b.WriteString("{")
	}
	for _, t := range temps {
		b.WriteString(" " + t + "\n")
	}
	for i, s := range stmts {
		if g.spaced && !(i == 0 && len(temps) > 0) {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	if g.spaced {
		b.WriteString(" }")
	} else {
		b.WriteString("}")
	}
	return b.String()
}

func (g *gen) directive(line int, file string) {
	g.line("# " + strconv.Itoa(line) + ` "` + file + `"`)
	g.spaced = true
}

// definition writes the kernel's own definition, forwarding to its stub,
// with line directives pointing at the original.
func (g *gen) definition(k *summary.Kernel) {
	p := &printer{style: style{arrayUL: g.opts.Dialect == CUDA118, cppRecords: g.opts.Dialect == CUDA13}}
	var ps, args []string
	for i, prm := range k.Params {
		name := "__cuda_" + strconv.Itoa(i)
		ps = append(ps, p.decl(prm.Type, name))
		if prm.Type.Kind == summary.LValueRef {
			name = "__cudaAddressOf(" + name + ")"
		}
		args = append(args, name)
	}
	g.check(k, p)
	static := ""
	if isStatic(k) {
		static = "static "
	}
	params := "(void)"
	if len(ps) > 0 {
		params = "( " + strings.Join(ps, ",") + ")"
	}
	call := "()"
	if len(args) > 0 {
		call = "( " + strings.Join(args, ",") + ")"
	}
	g.directive(k.Pos.Line, k.Pos.File)
	g.line(static + "void " + qualifier(k.Scope) + k.Name + params)
	g.directive(k.Pos.BodyLine, k.Pos.File)
	g.b.WriteString("{" + g.stubName(k) + call + ";")
	switch d := k.Pos.BodyEndLine - k.Pos.BodyLine; {
	case d <= 0:
		g.line(" }")
	case d <= 5:
		g.b.WriteString(strings.Repeat("\n", d))
		g.line("}")
	default:
		g.b.WriteByte('\n')
		g.directive(k.Pos.BodyEndLine, k.Pos.File)
		g.line("}")
	}
	g.line(`# 1 "` + g.opts.StubFileName + `"`)
}

// wrapper writes the explicit specialization of a kernel template's
// __wrapper__device_stub_ for instance k, inside k's namespaces.
func (g *gen) wrapper(k *summary.Kernel) {
	p := &printer{style: style{arrayUL: g.opts.Dialect == CUDA118, cppRecords: true, refSpaced: true}}
	var ps, args []string
	for i, prm := range k.Params {
		ref := &summary.Type{Kind: summary.LValueRef, Elem: prm.Type}
		name := "__cuda_" + strconv.Itoa(i)
		ps = append(ps, p.decl(ref, name))
		// The cast drops a pointer parameter's own __restrict__:
		// (float *&)__cuda_0 for float *__restrict__ &__cuda_0.
		if prm.Type.Kind == summary.Pointer && prm.Type.Restrict {
			plain := *prm.Type
			plain.Restrict = false
			ref = &summary.Type{Kind: summary.LValueRef, Elem: &plain}
		}
		args = append(args, "("+p.decl(ref, "")+")"+name)
	}
	targs := p.wrapperArgs(k.TemplateArgs)
	g.check(k, p)
	params, call := "(void)", "()"
	if len(ps) > 0 {
		params = "( " + strings.Join(ps, ",") + ")"
		call = "( " + strings.Join(args, ",") + ")"
	}
	if len(k.Scope) == 0 {
		g.b.WriteByte('\n')
	}
	for _, s := range k.Scope {
		if s == "" {
			s = "_NV_ANON_NAMESPACE"
		}
		g.line("namespace " + s + "{")
	}
	if len(k.Scope) > 0 {
		g.b.WriteByte('\n')
	}
	g.b.WriteString("template<> __specialization_static void __wrapper__device_stub_" + k.Name + "<" + targs + ">" +
		params + "{" + g.stubName(k) + call + ";}")
	g.line(strings.Repeat("}", len(k.Scope)))
}

// registeredName is the device symbol as registration names it: internal
// symbols get the module's static prefix under --device-c.
func (g *gen) registeredName(mangled string, l summary.Linkage) string {
	if g.tu.RDC && l == summary.Internal {
		return moduleid.StaticPrefix(g.opts.ModuleID) + mangled
	}
	return mangled
}

func (g *gen) callback() {
	// (NVIDIA's generator numbers more temporaries than these, by a rule
	// not fully worked out: the parameter's name may then differ from
	// cudafe++'s. Seen with cudafe++ 11.8: a __host__ __device__
	// constructor that host code calls with an argument that is not a
	// constant takes one per parameter, once per constructor (dim3's
	// three, as in `k<<<n, 128>>>`; none for `k<<<1, 128>>>`), and a call
	// of the runtime's cudaMalloc<T> takes two; a user's host-only copy of
	// either takes none. They seem numbered where the host translation
	// meets the call, between the kernel stubs.)
	h := "__T" + strconv.Itoa(g.temps)
	stmts := []string{"__nv_dummy_param_ref(" + h + ");", "__nv_save_fatbinhandle_for_managed_rt(" + h + ");"}
	for _, i := range registrationOrder(g.tu) {
		k := &g.tu.Kernels[i]
		limit := "(-1)"
		if k.MaxThreads > 0 {
			limit = strconv.Itoa(k.MaxThreads)
		}
		stmts = append(stmts, "__cudaRegisterEntry("+h+", "+g.fnPointerCast(k)+", "+g.registeredName(k.Mangled, k.Linkage)+", "+limit+");")
	}
	for _, i := range variableOrder(g.tu) {
		v := &g.tu.Variables[i]
		ext := "0"
		if v.Extern {
			if g.tu.RDC {
				continue
			}
			ext = "1"
		}
		fn, constant := "__cudaRegisterVariable", "0"
		switch v.Space {
		case summary.Managed:
			fn = "__cudaRegisterManagedVariable"
		case summary.Constant:
			constant = "1"
		}
		stmts = append(stmts, fn+"("+h+", __shadow_var("+g.registeredName(v.Mangled, v.Linkage)+",::"+qualifier(v.Scope)+v.Name+"), "+
			ext+", "+strconv.FormatInt(v.Size, 10)+"UL, "+constant+", 0);")
	}
	param := "void **" + h
	if g.spaced {
		param = " " + param
	}
	g.line("static void __nv_cudaEntityRegisterCallback(" + param + ")" + g.body(nil, stmts))
	reg := "__cudaRegisterBinary"
	if g.tu.RDC {
		reg = "____cudaRegisterLinkedBinary"
	}
	if g.spaced {
		g.line("static void __sti____cudaRegisterAll(void) {  " + reg + "(__nv_cudaEntityRegisterCallback);  }")
	} else {
		g.line("static void __sti____cudaRegisterAll(void){" + reg + "(__nv_cudaEntityRegisterCallback);}")
	}
}
