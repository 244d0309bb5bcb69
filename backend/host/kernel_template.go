package host

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
)

// kernelParam is one parameter of a kernel template as the host
// translation repeats it.
type kernelParam struct {
	lo, hi int    // its tokens, without a default argument
	name   string // declared or invented (__T<i>) name
	named  bool   // the name is in the tokens
	pack   bool
	dots   int // index of the "..." of an unnamed pack, or -1
	at     int // where '&' goes in the wrapper: before the name or "..."
}

// kernelTemplate turns a kernel template definition into NVIDIA's pair:
//
//	template<…> static void __wrapper__device_stub_k(T *&p, T &v) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
//	template<…> void k(T *p, T v) {__wrapper__device_stub_k<T>(p,v);return;}
//
// The stub file explicitly specializes the wrapper for each instance the
// TU uses, so that calling k<int> launches the right device function.
func (g *generator) kernelTemplate(d *ast.FuncDef, ctx declContext) {
	tl := ctx.tmpl
	b, ok := g.bodySpan(d)
	if !ok {
		return
	}
	tlo, start := g.index(tl.At), g.index(d.At)
	if tlo < 0 || start < 0 || d.Decl.Name == nil || len(d.Decl.Name.Parts) != 1 {
		g.failf(d.At, "kernel template: only an unqualified kernel name is supported")
		return
	}
	name := d.Decl.Name.Ident()
	nameIdx := g.index(d.Decl.Name.Last().At)
	if nameIdx < 0 || !g.is(nameIdx+1, "(") {
		g.failf(d.At, "kernel template %s: parameter list not found after the name", name)
		return
	}
	open := nameIdx + 1
	close := g.closer(open)
	if close < 0 || close > b.lo {
		g.failf(d.At, "kernel template %s: unbalanced parameter list", name)
		return
	}
	params, ok := g.kernelParams(d, open, close, name)
	if !ok {
		return
	}
	targs, invented, ok := g.templateArgs(tl, name, len(params))
	if !ok {
		return
	}
	static := "static"
	if d.Spec != nil && d.Spec.Specs&ast.SpecStatic != 0 {
		static = ""
	}
	var parts []part
	parts = append(parts,
		directive("#pragma GCC diagnostic push"),
		directive(`#pragma GCC diagnostic ignored "-Wunused-parameter"`),
		tokens(tlo, start), text(static), tokens(start, nameIdx),
		text("__wrapper__device_stub_"+name+"("))
	for i, p := range params {
		if i > 0 {
			parts = append(parts, text(","))
		}
		parts = append(parts, g.paramParts(p, true)...)
	}
	parts = append(parts, text(") { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}"),
		directive("#pragma GCC diagnostic pop"))
	// The forwarding definition: the original header and declarator, with
	// names for unnamed parameters (template parameters too: the call to
	// the wrapper passes them on).
	from := tlo
	for _, n := range invented {
		parts = append(parts, tokens(from, n.at), text(n.name))
		from = n.at
	}
	parts = append(parts, tokens(from, open+1))
	for i, p := range params {
		if i > 0 {
			parts = append(parts, text(","))
		}
		parts = append(parts, g.paramParts(p, false)...)
	}
	var call []string
	for _, p := range params {
		if p.pack {
			call = append(call, p.name+"...")
		} else {
			call = append(call, p.name)
		}
	}
	parts = append(parts, tokens(close, b.lo),
		text("{__wrapper__device_stub_"+name+"<"+strings.Join(targs, ",")+">("+strings.Join(call, ",")+");return;}"),
		directive("#if 0"), tokens(b.lo, b.hi), directive("#endif"))
	g.edits.replace(tlo, b.hi, parts...)
	g.hidden = append(g.hidden, b)
}

// inventedName is a name given to an unnamed template parameter: it goes
// before token at.
type inventedName struct {
	at   int
	name string
}

// templateArgs returns the template's parameters as arguments (<T,N,P...>).
// An unnamed parameter (`template <class, class T>`, thrust's
// _kernel_agent) gets a name, __T<n> numbered on from the function
// parameters' invented names (first is the next number), and the place it
// goes in the header.
func (g *generator) templateArgs(tl *ast.TemplateDecl, kernel string, first int) ([]string, []inventedName, bool) {
	var out []string
	var invented []inventedName
	for _, tp := range tl.Params {
		n := tp.Name
		if n == "" && tp.Param != nil {
			n = declaratorName(tp.Param.Decl)
		}
		if n == "" {
			at := g.templateParamEnd(tp)
			if at < 0 {
				g.failf(tp.At, "kernel template %s: the end of an unnamed template parameter was not found", kernel)
				return nil, nil, false
			}
			n = "__T" + strconv.Itoa(first+len(invented))
			invented = append(invented, inventedName{at: at, name: n})
		}
		if tp.Pack || (tp.Param != nil && tp.Param.Decl != nil && tp.Param.Decl.Pack) {
			n += "..."
		}
		out = append(out, n)
	}
	return out, invented, true
}

// templateParamEnd returns the index of the token that ends template
// parameter tp's declaration proper: its default's '=', or the ',' or '>'
// after it; -1 when it cannot be told (a '>>' closing both a type and the
// list).
func (g *generator) templateParamEnd(tp *ast.TemplateParam) int {
	i := g.index(tp.At)
	if i < 0 {
		return -1
	}
	angle := 0
	for ; i < len(g.toks); i++ {
		switch g.toks[i].Text {
		case "(", "[", "{":
			i = g.skipBalanced(i) - 1
		case "<":
			angle++
		case ">":
			if angle == 0 {
				return i
			}
			angle--
		case ">>":
			if angle < 2 {
				return -1
			}
			angle -= 2
		case ",", "=":
			if angle == 0 {
				return i
			}
		case ";", "}":
			return -1
		}
	}
	return -1
}

// kernelParams splits the parameter list (open, close) of a kernel
// template.
func (g *generator) kernelParams(d *ast.FuncDef, open, close int, kernel string) ([]kernelParam, bool) {
	f := d.Decl.Function()
	if f == nil {
		g.failf(d.At, "kernel template %s: not a function declarator", kernel)
		return nil, false
	}
	if f.Variadic {
		g.failf(d.At, "kernel template %s: a C variadic kernel is not supported", kernel)
		return nil, false
	}
	var out []kernelParam
	j := open + 1
	for i, pd := range f.Params {
		// The parser knows where each parameter starts: the comma before
		// the next one ends this one (scanning for a comma would stop
		// inside a template argument list, Arr<T, 4>).
		end := close
		if i+1 < len(f.Params) {
			end = g.index(f.Params[i+1].At) - 1
			if end <= j || end > close || !g.is(end, ",") {
				g.failf(pd.At, "kernel template %s: end of parameter %d not found", kernel, i+1)
				return nil, false
			}
		}
		p := kernelParam{lo: j, hi: end, dots: -1}
		if pd.Default() != nil {
			if k := g.index(pd.Default().Pos()); k > j && g.is(k-1, "=") {
				p.hi = k - 1
			}
		}
		dc := pd.Decl
		if dc != nil && len(dc.Chunks) > 0 && (dc.Chunks[0].Kind == ast.ChunkArray || dc.Chunks[0].Kind == ast.ChunkFunction) {
			g.failf(pd.At, "kernel template %s: an array or function parameter is not supported", kernel)
			return nil, false
		}
		p.pack = dc != nil && dc.Pack
		if n := declaratorName(dc); n != "" {
			p.name, p.named = n, true
			p.at = g.index(dc.Name.At)
			if p.pack && g.is(p.at-1, "...") {
				p.at--
			}
		} else {
			p.name = "__T" + strconv.Itoa(i)
			p.at = p.hi
			if g.is(p.hi-1, "...") {
				p.pack, p.dots, p.at = true, p.hi-1, p.hi-1
			}
		}
		if p.at < p.lo || p.at > p.hi {
			g.failf(pd.At, "kernel template %s: parameter %d not understood", kernel, i+1)
			return nil, false
		}
		out = append(out, p)
		j = end + 1
	}
	return out, true
}

// paramParts prints one parameter: with '&' before the name (or the pack's
// "...") in the wrapper, and with an invented name where it had none.
func (g *generator) paramParts(p kernelParam, ref bool) []part {
	var out []part
	switch {
	case ref:
		out = append(out, tokens(p.lo, p.at), text("&"))
		if p.named {
			out = append(out, tokens(p.at, p.hi))
		} else {
			if p.dots >= 0 {
				out = append(out, text("..."))
			}
			out = append(out, text(p.name))
		}
	case p.named:
		out = append(out, tokens(p.lo, p.hi))
	default:
		out = append(out, tokens(p.lo, p.hi), text(p.name))
	}
	return out
}
