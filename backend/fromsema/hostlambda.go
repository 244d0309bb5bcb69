package fromsema

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/backend/host"
	"github.com/cufe-dev/cufe/frontend/types"
)

// HostLambdas describes the TU's extended lambdas for the host
// translation: where each is, its captures, and its wrapper's tag spelled
// for host code at the lambda's place (in a function template, in terms
// of the template's parameters, as the template's text is written once).
// cuda13 selects CUDA 13's tags.
func HostLambdas(in Input, cuda13 bool) ([]host.Lambda, error) {
	var out []host.Lambda
	for _, l := range in.Result.ExtendedLambdas {
		e := l.Info()
		if e == nil || l.Expr == nil || l.Expr.Body == nil {
			continue
		}
		fn := e.Parent
		ftype, err := parentTypeText(fn, e.InClassMember)
		if err != nil {
			return nil, errorf(l.Expr.At, "extended lambda: %v", err)
		}
		name, err := parentNameText(fn, e.InClassMember)
		if err != nil {
			return nil, errorf(l.Expr.At, "extended lambda: %v", err)
		}
		args, err := templateArgsText(e.ParentTemplateParams)
		if err != nil {
			return nil, errorf(l.Expr.At, "extended lambda: %s: %v", types.QualifiedName(fn), err)
		}
		name += args
		tag := "__nv_dl_tag<" + ftype + ",(&" + name + ")," + strconv.Itoa(e.ID) + ">"
		if cuda13 && e.TrailingReturn && !e.HostDevice {
			if e.Result == nil {
				return nil, errorf(l.Expr.At, "extended lambda: its trailing return type could not be worked out")
			}
			result, err := hostType(e.Result)
			if err != nil {
				return nil, errorf(l.Expr.At, "extended lambda: %v", err)
			}
			tag = "__nv_dl_trailing_return_tag<" + ftype + ",(&" + name + ")," + result + ", " + strconv.Itoa(e.ID) + ">"
		}
		hl := host.Lambda{At: l.Expr.At, Body: l.Expr.Body.At, HostDevice: e.HostDevice, Tag: tag,
			Mutable: e.Mutable, FuncPtrConv: e.FuncPtrConv()}
		for _, c := range l.Captures {
			hc := host.LambdaCapture{Name: c.Name, This: c.This && c.Name == "this", StarThis: c.This && c.Name == "*this"}
			if c.Init != nil {
				hc.Init = c.Pos
			}
			if c.This && !hc.This && !hc.StarThis {
				return nil, errorf(c.Pos, "extended lambda: capturing %s is not supported", c.Name)
			}
			hl.Captures = append(hl.Captures, hc)
		}
		out = append(out, hl)
	}
	return out, nil
}

// hostSpelling spells a type for host code: sema's spelling, with names
// in unnamed namespaces reached from the enclosing scope.
func hostSpelling(t types.Type) string {
	return strings.ReplaceAll(t.String(), "<unnamed>::", "")
}

// parentTypeText spells the type of &fn: `int (*)(void)`, `void (S::*)(int) const`.
// inClass says the tag is written in fn's class (fn defined there).
func parentTypeText(fn *types.FunctionDecl, inClass bool) (string, error) {
	ft := fn.Type
	if ft == nil || ft.Result == nil {
		return "", fmt.Errorf("the type of %s is not known", types.QualifiedName(fn))
	}
	switch ft.Result.Canonical().(type) {
	case *types.Function, *types.Array:
		return "", fmt.Errorf("the enclosing function %s returns a function or array type (not supported)", types.QualifiedName(fn))
	}
	if p, ok := ft.Result.Canonical().(*types.Pointer); ok {
		if _, isFn := p.Elem.Canonical().(*types.Function); isFn {
			return "", fmt.Errorf("the enclosing function %s returns a pointer to function (not supported)", types.QualifiedName(fn))
		}
	}
	var ps []string
	for _, p := range ft.Params {
		s, err := hostType(p)
		if err != nil {
			return "", err
		}
		ps = append(ps, s)
	}
	if ft.Variadic {
		ps = append(ps, "...")
	}
	if len(ps) == 0 {
		ps = []string{"void"}
	}
	result, err := hostType(ft.Result)
	if err != nil {
		return "", err
	}
	ptr := "(*)"
	if fn.IsMember() {
		ptr = "(" + classText(fn.Parent.(*types.ClassDecl), inClass) + "::*)"
	}
	if cls, ok := fn.Parent.(*types.ClassDecl); ok && inClass {
		// In its class, the class's members are named by their own
		// names: workcreate_t::count_t, of a class template, would want
		// the template's arguments (moderngpu's workcreate_t::upsweep).
		prefix := types.QualifiedName(cls) + "::"
		result = strings.ReplaceAll(result, prefix, "")
		for i := range ps {
			ps[i] = strings.ReplaceAll(ps[i], prefix, "")
		}
	}
	s := result + " " + ptr + "(" + strings.Join(ps, ", ") + ")"
	if ft.CV != 0 {
		s += " " + ft.CV.String()
	}
	if ft.Ref != types.NoRef {
		return "", fmt.Errorf("the enclosing function %s has a ref-qualifier (not supported)", types.QualifiedName(fn))
	}
	return s, nil
}

// parentNameText names fn after &: ::ns::f, S::f, ::tf<T> .
func parentNameText(fn *types.FunctionDecl, inClass bool) (string, error) {
	var s string
	switch p := fn.Parent.(type) {
	case *types.ClassDecl:
		s = classText(p, inClass) + "::" + fn.Name
	case *types.Namespace:
		s = "::" + fn.Name
		for ns := p; ns != nil && ns.Parent != nil; ns, _ = ns.Parent.(*types.Namespace) {
			if !ns.Anonymous {
				s = "::" + ns.Name + s
			}
		}
	default:
		return "", fmt.Errorf("the enclosing function %s is not declared in a namespace or class (not supported)", types.QualifiedName(fn))
	}
	// (A function template's arguments follow: templateArgsText.)
	return s, nil
}

// templateArgsText spells the template arguments naming a function
// template's specialization by its own parameters, `<N, X, Rest...>`, as
// NVIDIA's tag does: the function type alone does not pick the
// specialization when a parameter appears in no function parameter
// (template <int N, class X> void f(X): &f with void (*)(X) is
// ambiguous). Empty for params nil.
func templateArgsText(params []*types.TemplateParam) (string, error) {
	if len(params) == 0 {
		return "", nil
	}
	names := make([]string, len(params))
	for i, p := range params {
		if p.Name == "" {
			return "", fmt.Errorf("its template parameter %d is unnamed (not supported)", i+1)
		}
		names[i] = p.Name
		if p.Pack {
			names[i] += "..."
		}
	}
	return "<" + strings.Join(names, ", ") + ">", nil
}

// classText names a member function's class in its tag: inside the class
// (inClass) by its own name, the injected-class-name, which in a class
// template is the current instantiation (ns::Box alone would name the
// template, and g++ would want its arguments: moderngpu's
// mgpu::detail::segsort_t); outside it by its qualified name.
func classText(cls *types.ClassDecl, inClass bool) string {
	if inClass && cls.Name != "" {
		return cls.Name
	}
	return hostSpelling(cls.Type)
}
