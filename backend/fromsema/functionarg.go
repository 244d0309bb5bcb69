package fromsema

import (
	"fmt"

	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/types"
)

// functionArg describes fn, whose address is a template argument (a kernel
// template with a parameter of pointer-to-function type: apply<twice>),
// as the stub file names it: its scope, class, linkage and template
// arguments.
func (c *typeConv) functionArg(fn *types.FunctionDecl, depth int) (*summary.FunctionArg, error) {
	f := &summary.FunctionArg{Name: fn.Name, Internal: types.LinkageOf(fn) == types.InternalLinkage}
	if fn.ExternC {
		return nil, fmt.Errorf("template argument &%s: an extern \"C\" function as a template argument is not supported", types.QualifiedName(fn))
	}
	parent := fn.Parent
	if cls, ok := parent.(*types.ClassDecl); ok {
		if fn.IsMember() {
			return nil, fmt.Errorf("template argument &%s: a non-static member function is not supported", types.QualifiedName(fn))
		}
		ct, err := c.conv(cls.Type, depth+1)
		if err != nil {
			return nil, err
		}
		f.Class = ct
		parent = cls.Parent
	}
	scope, ok := namespaces(parent)
	if !ok {
		return nil, fmt.Errorf("template argument &%s: a function not declared at namespace scope or in a class there is not supported", types.QualifiedName(fn))
	}
	if f.Class == nil {
		f.Scope = scope
	}
	if fn.Template != nil {
		args, err := c.templateArgs(fn.Args, depth+1)
		if err != nil {
			return nil, err
		}
		f.TemplateArgs = args
	}
	return f, nil
}

// enumArg describes the value v of enumeration e as a template argument:
// its type and the enumerator that names it (NVIDIA's wrapper
// specializations spell the argument by the enumerator: kq<(T41)>; a
// value no enumerator has is not supported).
func (c *typeConv) enumArg(e *types.Enum, v int64, depth int) (summary.TemplateArg, error) {
	t, err := c.conv(e, depth+1)
	if err != nil {
		return summary.TemplateArg{}, err
	}
	if e.Decl == nil {
		return summary.TemplateArg{}, fmt.Errorf("template argument of enumeration type %s: the enumeration is not known", e)
	}
	for _, en := range e.Decl.Enumerators {
		if en.Value == v {
			name := en.Name
			if e.Decl.Scoped {
				name = e.Decl.Name + "::" + name
			}
			return summary.TemplateArg{Value: v, ValueType: t, Enumerator: name}, nil
		}
	}
	return summary.TemplateArg{}, fmt.Errorf("template argument (%s)%d: a value of an enumeration that none of its enumerators has is not supported", types.QualifiedName(e.Decl), v)
}
