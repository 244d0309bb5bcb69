package fromsema

import (
	"fmt"

	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/mangle"
	"github.com/cufe-dev/cufe/frontend/types"
)

// closure converts an extended lambda's closure type: NVIDIA's host side
// spells it as its wrapper, named through a typedef after the closure's
// device-side encoding. A closure of any other lambda cannot be a kernel
// template's argument (NVIDIA reports 3582).
func (c *typeConv) closure(t *types.Class, depth int) (*summary.Type, error) {
	d := t.Decl
	e := d.Lambda.Extended
	if e == nil {
		return nil, fmt.Errorf("the closure type of a lambda that is not an extended lambda (%s) is not supported in a kernel signature", t)
	}
	mangled, err := mangle.Type(t, mangle.Options{ModuleID: c.moduleID, Device: true})
	if err != nil {
		return nil, err
	}
	w := &summary.LambdaWrapper{HostDevice: e.HostDevice, ID: e.ID, Mutable: e.Mutable,
		FuncPtrConv: e.FuncPtrConv(), NoExcept: e.NoExcept, TrailingReturn: e.TrailingReturn, Variadic: d.Lambda.Variadic}
	if w.Parent, err = c.lambdaParent(e.Parent, depth); err != nil {
		return nil, err
	}
	for _, ct := range e.Captures {
		st, err := c.conv(ct, depth+1)
		if err != nil {
			return nil, fmt.Errorf("a capture of %s: %v", t, err)
		}
		w.Captures = append(w.Captures, st)
	}
	if e.HostDevice || e.TrailingReturn {
		if e.Result == nil {
			return nil, fmt.Errorf("the result type of %s's call operator could not be worked out", t)
		}
		if w.Result, err = c.conv(e.Result, depth+1); err != nil {
			return nil, err
		}
		for _, p := range d.Lambda.Params {
			st, err := c.conv(p, depth+1)
			if err != nil {
				return nil, err
			}
			w.Params = append(w.Params, st)
		}
	}
	return &summary.Type{Kind: summary.Closure, Mangled: mangled, Seq: closureSeq(d, e), Wrapper: w}, nil
}

// closureSeq orders closures as NVIDIA lists their typedefs: by the
// number of lambdas they are written in, then those in member functions
// defined in their class after the others, then by creation. (cicc 11.8:
// a lambda two lambdas deep comes after a lambda one deep written later,
// which comes after one in a member function written earlier.)
func closureSeq(d *types.ClassDecl, e *types.ExtendedLambda) int {
	s := int(d.Seq())
	if e.InClassMember {
		s += 1 << 30
	}
	return s + e.Depth<<32
}

// lambdaParent describes the function an extended lambda's tag names.
func (c *typeConv) lambdaParent(f *types.FunctionDecl, depth int) (summary.LambdaParent, error) {
	p := summary.LambdaParent{Name: f.Name, Member: f.IsMember(), Internal: types.LinkageOf(f) == types.InternalLinkage}
	if f.Type == nil {
		return p, fmt.Errorf("the type of %s is not known", types.QualifiedName(f))
	}
	// The function type without the member function's qualifiers, which
	// the tag writes after the parameters.
	ft := &summary.Type{Kind: summary.Function, Variadic: f.Type.Variadic, Const: f.Type.CV&types.Const != 0}
	var err error
	if ft.Elem, err = c.conv(f.Type.Result, depth+1); err != nil {
		return p, fmt.Errorf("the type of %s: %v", types.QualifiedName(f), err)
	}
	for _, pt := range f.Type.Params {
		st, err := c.conv(pt, depth+1)
		if err != nil {
			return p, fmt.Errorf("the type of %s: %v", types.QualifiedName(f), err)
		}
		ft.Params = append(ft.Params, st)
	}
	p.Type = ft
	ok := false
	if p.Class, p.Scope, p.TemplateArgs, ok, err = c.functionPlace(f, depth); err != nil {
		return p, err
	}
	if !ok {
		return p, fmt.Errorf("the function %s enclosing an extended lambda is not declared at namespace scope or in a class there (not supported)", types.QualifiedName(f))
	}
	return p, nil
}

// hasClosure reports whether template arguments name a closure type.
func hasClosure(args []summary.TemplateArg) bool {
	var has func(t *summary.Type) bool
	has = func(t *summary.Type) bool {
		if t == nil {
			return false
		}
		if t.Kind == summary.Closure {
			return true
		}
		if has(t.Elem) || has(t.Class) {
			return true
		}
		for _, p := range t.Params {
			if has(p) {
				return true
			}
		}
		return hasClosure(t.TemplateArgs)
	}
	for _, a := range args {
		if has(a.Type) {
			return true
		}
	}
	return false
}
