package stub

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/summary"
)

// wrapper spells an extended lambda's closure type as NVIDIA's host side
// knows it (see summary.LambdaWrapper), as the typedef that names it and
// the kernel casts spell it:
//
//	__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>
//	__nv_hdl_wrapper_t<false,false,__nv_dl_tag<void ( :: S::*)(int) const,(& :: S::f), 2> ,int (int),S*const >
//
// Spellings found with the oracle (nvcc 11.8 and 13.0 stub files): a
// record among the parameter and capture types is written as in kernel
// casts ("    ::G", " ::ns::Q"), except the parent's own class, written
// bare ("Scaler", "S*const " for this); the parent is named "&     ::f"
// at global scope, "& :: ns::f" in a namespace or class, and "&    ::f"
// (one space less, qualified) when it has internal linkage.
func (p *printer) wrapper(t *summary.Type, cuda13 bool) string {
	w := t.Wrapper
	if w == nil {
		return p.fail("closure type without its wrapper")
	}
	var b strings.Builder
	if w.HostDevice {
		b.WriteString("__nv_hdl_wrapper_t<" + boolText(w.Mutable) + "," + boolText(w.FuncPtrConv) + ",")
		if cuda13 {
			b.WriteString(boolText(w.NoExcept) + ",")
		}
	} else {
		b.WriteString("__nv_dl_wrapper_t<")
	}
	b.WriteString(p.lambdaTag(w, cuda13))
	if w.HostDevice {
		b.WriteString("," + p.wrapperType(w, w.Result) + " " + p.paramList(w, w.Params, w.Variadic))
	}
	for _, c := range w.Captures {
		b.WriteString("," + p.wrapperType(w, c))
	}
	b.WriteString(">")
	return b.String()
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// lambdaTag spells the wrapper's tag: __nv_dl_tag<P,(&parent), ID> (with a
// trailing space, as every template-id NVIDIA prints), or CUDA 13's
// __nv_dl_trailing_return_tag<P,(&parent), R, ID>.
func (p *printer) lambdaTag(w *summary.LambdaWrapper, cuda13 bool) string {
	par := &w.Parent
	head := "__nv_dl_tag<"
	mid := ""
	if cuda13 && w.TrailingReturn && !w.HostDevice {
		head = "__nv_dl_trailing_return_tag<"
		mid = p.wrapperType(w, w.Result) + ", "
	}
	return head + p.parentType(w) + ",(&" + p.parentName(par) + "), " + mid + strconv.Itoa(w.ID) + "> "
}

// parentType spells the type of &parent: `int (*)()`, `void ( :: S::*)(int) const`.
func (p *printer) parentType(w *summary.LambdaWrapper) string {
	par := &w.Parent
	ft := par.Type
	if ft == nil || ft.Kind != summary.Function {
		return p.fail("the parent function's type is missing")
	}
	inner := "(*)"
	if par.Member {
		if par.Class == nil {
			return p.fail("member function without its class")
		}
		inner = "( :: " + p.bareName(par.Class) + "::*)"
	}
	s := p.wrapperType(w, ft.Elem) + " " + inner + p.paramList(w, ft.Params, ft.Variadic)
	if ft.Const {
		s += " const"
	}
	return s
}

// parentName spells the parent function after &.
func (p *printer) parentName(par *summary.LambdaParent) string {
	var s string
	switch {
	case par.Class != nil:
		s = " :: " + p.bareName(par.Class) + "::" + par.Name
	case par.Internal:
		s = "    ::" + qualifier(par.Scope) + par.Name
	case len(par.Scope) == 0:
		s = "     ::" + par.Name
	default:
		s = " :: " + qualifier(par.Scope) + par.Name
	}
	if par.TemplateArgs != nil {
		s += "<" + p.tagArgs(par.TemplateArgs) + "> "
	}
	return s
}

// tagArgs spells the parent's template arguments as wrapperArgs does,
// but a closure type as its wrapper, which the tag names before (or
// without) the closure's typedef: fill_function<int,
// ::__nv_dl_wrapper_t<...>> for a parent instantiated with another
// extended lambda (moderngpu's fill_function called from
// merge_sort_partitions).
func (p *printer) tagArgs(args []summary.TemplateArg) string {
	var out []string
	for _, a := range args {
		if a.Type != nil && (a.Type.Kind == summary.Closure || a.Type.Kind == summary.Record) && cv(a.Type) == "" {
			// (A record's own arguments may hold closures too:
			// lambda_iterator_t< ::__nv_dl_wrapper_t<...>, ...>.)
			q := &printer{style: style{castArgs: true, cuda13: p.cuda13}}
			if a.Type.Kind == summary.Closure {
				out = append(out, q.decl(a.Type, ""))
			} else {
				out = append(out, " ::"+q.cppName(a.Type))
			}
			if q.err != nil && p.err == nil {
				p.err = q.err
			}
			continue
		}
		out = append(out, p.wrapperArgs([]summary.TemplateArg{a}))
	}
	return strings.Join(out, ",")
}

// bareName is a record's qualified name without a leading :: (ns::S,
// Box<int> ).
func (p *printer) bareName(t *summary.Type) string { return p.cppName(t) }

// paramList spells a parameter list: (int, float *), () for none.
func (p *printer) paramList(w *summary.LambdaWrapper, ps []*summary.Type, variadic bool) string {
	var out []string
	for _, t := range ps {
		out = append(out, p.wrapperType(w, t))
	}
	if variadic {
		out = append(out, "...")
	}
	return "(" + strings.Join(out, ", ") + ")"
}

// wrapperType spells one type inside a wrapper.
func (p *printer) wrapperType(w *summary.LambdaWrapper, t *summary.Type) string {
	if t == nil {
		return p.fail("a type of the wrapper is missing")
	}
	if cls := w.Parent.Class; cls != nil {
		// The parent's own class, bare: Scaler, S*const , const ns::C*const .
		if t.Kind == summary.Record && t.Mangled == cls.Mangled {
			return cv(t) + sep(cv(t)) + p.bareName(cls)
		}
		if t.Kind == summary.Pointer && t.Elem.Kind == summary.Record && t.Elem.Mangled == cls.Mangled && !t.Volatile {
			s := cv(t.Elem) + sep(cv(t.Elem)) + p.bareName(cls) + "*"
			if t.Const {
				s += "const "
			}
			return s
		}
	}
	q := &printer{style: style{castArgs: true, cuda13: p.cuda13}}
	s := q.decl(t, "")
	if q.err != nil && p.err == nil {
		p.err = q.err
	}
	if t.Kind == summary.Pointer && cv(t) != "" {
		// A qualified pointer ends in a space, as `this` does above:
		// `int *const `.
		s += " "
	}
	return s
}

func sep(s string) string {
	if s == "" {
		return ""
	}
	return " "
}
