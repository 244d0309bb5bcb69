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
	class, scope, targs, ok, err := c.functionPlace(fn, depth)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("template argument &%s: a function not declared at namespace scope or in a class there is not supported", types.QualifiedName(fn))
	}
	if fn.IsMember() {
		return nil, fmt.Errorf("template argument &%s: a non-static member function is not supported", types.QualifiedName(fn))
	}
	f.Class, f.Scope, f.TemplateArgs = class, scope, targs
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

// functionPlace describes where function f is declared, as NVIDIA's
// spellings of it need: its class for a member (converted), else its
// namespaces ("" for an anonymous one); and its template arguments for a
// function template's specialization. ok is false when f is declared
// neither at namespace scope nor in a class there.
func (c *typeConv) functionPlace(f *types.FunctionDecl, depth int) (class *summary.Type, scope []string, targs []summary.TemplateArg, ok bool, err error) {
	parent := f.Parent
	if cls, isClass := parent.(*types.ClassDecl); isClass {
		if class, err = c.conv(cls.Type, depth+1); err != nil {
			return nil, nil, nil, false, err
		}
		parent = cls.Parent
	}
	ns, ok := namespaces(parent)
	if !ok {
		return nil, nil, nil, false, nil
	}
	if class == nil {
		scope = ns
	}
	if f.Template != nil {
		if targs, err = c.templateArgs(f.Args, depth+1); err != nil {
			return nil, nil, nil, false, err
		}
	}
	return class, scope, targs, true, nil
}
