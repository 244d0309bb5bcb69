package host

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Extended lambdas (--extended-lambda). NVIDIA replaces each __device__
// lambda of host code by a wrapper object tagged with its enclosing
// function and number, which carries the captured values and nothing of
// the body (the device side compiles that), the lambda kept under #if 0:
//
//	__nv_dl_wrapper_t< TAG , typename __nvdl_remove_ref<decltype(x)>::type>( TAG {} , x)
//
// and passes each __host__ __device__ lambda, without its execution
// space, to a factory that wraps it with the same tag:
//
//	__nv_hdl_create_wrapper_t< false, false, TAG , typename __nvdl_remove_ref<decltype(x)>::type>::__nv_hdl_create_wrapper( [x](int i) {...} , x)
//
// where TAG is __nv_dl_tag<parent's type,(&parent),number> (CUDA 13 tags a
// __device__ lambda with a trailing return type with
// __nv_dl_trailing_return_tag<parent's type,(&parent),result, number>).
// A captured `this` is passed as `this`, typed `decltype(this) const`; an
// init-capture's initializer as it is, typed without reference and cv.
// The templates these instantiate are the preamble (lambda_preamble.go),
// written where the toolkit declares __nv_lambda_preheader_injection.

// Lambda is one extended lambda the host translation rewrites, as
// sema found it (backend/fromsema builds these).
type Lambda struct {
	// At is the lambda's `[`, Body its body's `{`.
	At, Body source.Pos
	// HostDevice is set for a __host__ __device__ lambda.
	HostDevice bool
	// Tag spells the wrapper's tag type in host code:
	// __nv_dl_tag<int (*)(void),(& ::main),1>.
	Tag string
	// Mutable and FuncPtrConv are a __host__ __device__ lambda's wrapper
	// flags.
	Mutable, FuncPtrConv bool
	Captures             []LambdaCapture
}

// LambdaCapture is one captured entity, in the wrapper's order.
type LambdaCapture struct {
	// Name is the variable captured; This marks `this`, StarThis
	// `*this` (a copy of the object).
	Name           string
	This, StarThis bool
	// Init is the position of an init-capture (its name), whose
	// initializer follows.
	Init source.Pos
}

// lambdas rewrites the extended lambdas, and rejects any other
// __device__ lambda of host code, which NVIDIA would have rewritten too.
func (g *generator) lambdas(ls []*ast.LambdaExpr) {
	known := map[source.Pos]*Lambda{}
	for i := range g.in.Lambdas {
		known[g.in.Lambdas[i].At] = &g.in.Lambdas[i]
	}
	for _, l := range ls {
		if l.Spec == nil || l.Spec.CUDA&(ast.CUDADevice|ast.CUDAGlobal) == 0 {
			continue
		}
		i := g.index(l.At)
		if i < 0 || g.inHidden(i) {
			continue
		}
		x := known[l.At]
		switch {
		case x != nil:
			g.lambda(x, l, i)
		case !g.in.ExtendedLambda:
			g.failf(l.At, "a __device__ lambda in host code needs --extended-lambda")
		default:
			g.failf(l.At, "a __device__ lambda in host code that is not an extended lambda cufe can rewrite (in a lambda, or outside a host function)")
		}
		if g.err != nil {
			return
		}
	}
}

// lambda rewrites one extended lambda, l, whose `[` is token lo.
func (g *generator) lambda(x *Lambda, l *ast.LambdaExpr, lo int) {
	b := g.index(x.Body)
	if b < 0 || b < lo {
		return
	}
	hi := g.closer(b)
	if hi < 0 {
		g.failf(x.At, "extended lambda: unbalanced body")
		return
	}
	hi++
	var types, values []string
	for _, c := range x.Captures {
		switch {
		case c.This:
			types = append(types, "decltype(this) const")
			values = append(values, "this")
		case c.StarThis:
			// A const copy of the object, spelled as nvcc 11.8 spells it.
			types = append(types, "typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: type const")
			values = append(values, "*this")
		case c.Init.IsValid():
			init := g.initText(c.Init, l, lo)
			if init == "" {
				g.failf(c.Init, "extended lambda: init-capture not found")
				return
			}
			types = append(types, "typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype("+init+")>::type>::type")
			values = append(values, init)
		default:
			types = append(types, "typename __nvdl_remove_ref<decltype("+c.Name+")>::type")
			values = append(values, c.Name)
		}
	}
	targs, vals := "", ""
	if len(types) > 0 {
		targs = " , " + strings.Join(types, ", ")
		vals = " , " + strings.Join(values, ", ")
	}
	if x.HostDevice {
		g.edits.replace(lo, hi,
			text("__nv_hdl_create_wrapper_t< "+boolText(x.Mutable)+", "+boolText(x.FuncPtrConv)+", "+x.Tag+targs+">::__nv_hdl_create_wrapper( "),
			tokens(lo, hi), text(vals+") "))
		return
	}
	g.edits.replace(lo, hi,
		text("__nv_dl_wrapper_t< "+x.Tag+targs+">( "+x.Tag+" {}"+vals+") "),
		directive("#if 0"), tokens(lo, hi), directive("#endif"))
	g.hidden = append(g.hidden, span{lo, hi})
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// initText returns the tokens of the initializer of the init-capture at
// at (`v = x * 2`: `x * 2`; `v(x)`: `(x)`) of l, whose `[` is token open:
// up to the last `,` outside brackets before the next capture, or to the
// `]` after the last (the first `,` may be inside a template argument
// list: `v = add<1, 2>`); "" for a form it does not know (`v{x}`).
func (g *generator) initText(at source.Pos, l *ast.LambdaExpr, open int) string {
	lo := g.index(at)
	if lo < 0 || lo+1 >= len(g.toks) || g.toks[lo].Kind != token.Ident {
		return ""
	}
	switch g.toks[lo+1].Kind {
	case token.Assign:
		lo += 2
	case token.LParen:
		lo++
	default:
		return ""
	}
	stop, last := g.closer(open), true
	for _, c := range l.Captures {
		if k := g.index(c.At); k > lo && k < stop {
			stop, last = k, false
			break
		}
	}
	if stop < 0 {
		return ""
	}
	hi := stop
	if !last {
		hi = g.lastCommaBefore(lo, stop)
	}
	if hi <= lo {
		return ""
	}
	return g.spanText(lo, hi)
}

// lambdaPreamble writes the preamble before the toolkit's declaration of
// __nv_lambda_preheader_injection (which is hidden, as a builtin type).
func (g *generator) lambdaPreamble() {
	if !g.in.ExtendedLambda {
		return
	}
	at := -1
	for _, i := range g.scan.preheader {
		if i > 0 && g.toks[i-1].Kind == token.RParen || i > 0 && g.toks[i-1].Text == "struct" {
			at = i
			break
		}
	}
	if at < 0 {
		if len(g.in.Lambdas) > 0 {
			g.failf(g.in.Lambdas[0].At, "extended lambdas: the toolkit's __nv_lambda_preheader_injection declaration was not found (is cuda_runtime.h included?)")
		}
		return
	}
	k := 0
	for k < len(g.hidden) && !(g.hidden[k].lo <= at && at < g.hidden[k].hi) {
		k++
	}
	if k == len(g.hidden) {
		g.failf(g.toks[at].Pos, "extended lambdas: the toolkit's __nv_lambda_preheader_injection is not the declaration expected")
		return
	}
	var dl, hdl []int
	for _, l := range g.in.Lambdas {
		if l.HostDevice {
			hdl = append(hdl, len(l.Captures))
		} else {
			dl = append(dl, len(l.Captures))
		}
	}
	g.edits.insert(g.hidden[k].lo,
		directive(`# 1 "nvcc_internal_extended_lambda_implementation"`),
		directive(strings.TrimSuffix(lambdaPreamble(g.in.Dialect, dl, hdl), "\n")))
}
