package stub

import "github.com/cufe-dev/cufe/backend/summary"

// castFunction spells a function's address among a kernel instance's
// template arguments where NVIDIA names the instance in an expression:
// apply<& ::twice>, apply<&ns::twice>, apply<&::zero> (internal
// linkage, anonymous namespaces as _NV_ANON_NAMESPACE), apply<&K::mem>,
// apply<& ::tset<int> >.
func (p *printer) castFunction(f *summary.FunctionArg) string {
	name := f.Name + p.functionTemplateArgs(f)
	switch {
	case f.Class != nil:
		return "&" + p.bareName(f.Class) + "::" + name
	case f.Internal:
		return "&::" + qualifier(f.Scope) + name
	case len(f.Scope) == 0:
		return "& ::" + name
	}
	return "&" + qualifier(f.Scope) + name
}

// wrapperFunction spells a function's address in the explicit
// specializations of a kernel's wrapper: its qualified name alone
// (__wrapper__device_stub_apply<ns::twice>, <tset<int> >).
func (p *printer) wrapperFunction(f *summary.FunctionArg) string {
	name := f.Name + p.functionTemplateArgs(f)
	if f.Class != nil {
		return p.bareName(f.Class) + "::" + name
	}
	return qualifier(f.Scope) + name
}

// functionTemplateArgs spells a function template specialization's
// arguments after its name, values with their casts in either form:
// <int> , <(int)3> ; nothing for a plain function.
func (p *printer) functionTemplateArgs(f *summary.FunctionArg) string {
	if f.TemplateArgs == nil {
		return ""
	}
	return "<" + p.castArgList(f.TemplateArgs) + "> "
}
