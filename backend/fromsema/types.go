package fromsema

import (
	"fmt"

	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/mangle"
	"github.com/cufe-dev/cufe/frontend/types"
)

// typeConv converts sema's types into the summary's, as the host compiler
// sees them: typedefs looked through (NVIDIA's generator prints canonical
// types), records and enums with the encodings the stub's typedefs need.
type typeConv struct {
	moduleID string
	cuda13   bool
}

func (c *typeConv) convert(t types.Type) (*summary.Type, error) {
	return c.conv(t, 0)
}

func (c *typeConv) conv(t types.Type, depth int) (*summary.Type, error) {
	if t == nil {
		return nil, fmt.Errorf("a type sema could not work out")
	}
	if depth > 64 {
		return nil, fmt.Errorf("type %s nests too deeply", t)
	}
	switch u := t.Canonical().(type) {
	case *types.Builtin:
		switch u.Kind {
		case types.Auto, types.DecltypeAuto, types.NullPtr:
			return nil, fmt.Errorf("type %s is not supported in a kernel signature", u)
		}
		return &summary.Type{Kind: summary.Builtin, Name: builtinSpelling(u.Kind)}, nil
	case *types.Qualified:
		e, err := c.conv(u.Elem, depth+1)
		if err != nil {
			return nil, err
		}
		q := *e
		q.Const = q.Const || u.CV&types.Const != 0
		q.Volatile = q.Volatile || u.CV&types.Volatile != 0
		q.Restrict = q.Restrict || u.CV&types.Restrict != 0
		return &q, nil
	case *types.Pointer:
		e, err := c.conv(u.Elem, depth+1)
		if err != nil {
			return nil, err
		}
		return &summary.Type{Kind: summary.Pointer, Elem: e}, nil
	case *types.Reference:
		if u.RValue {
			return nil, fmt.Errorf("rvalue reference type %s is not supported", u)
		}
		e, err := c.conv(u.Elem, depth+1)
		if err != nil {
			return nil, err
		}
		return &summary.Type{Kind: summary.LValueRef, Elem: e}, nil
	case *types.Array:
		if u.Dep != nil {
			return nil, fmt.Errorf("array type %s has a dependent bound", u)
		}
		e, err := c.conv(u.Elem, depth+1)
		if err != nil {
			return nil, err
		}
		bound := u.Len
		if bound < 0 {
			bound = 0
		}
		return &summary.Type{Kind: summary.Array, Elem: e, Bound: bound}, nil
	case *types.Function:
		if u.CV != 0 || u.Ref != types.NoRef {
			return nil, fmt.Errorf("qualified function type %s is not supported", u)
		}
		r, err := c.conv(u.Result, depth+1)
		if err != nil {
			return nil, err
		}
		f := &summary.Type{Kind: summary.Function, Elem: r, Variadic: u.Variadic}
		for _, p := range u.Params {
			pt, err := c.conv(p, depth+1)
			if err != nil {
				return nil, err
			}
			f.Params = append(f.Params, pt)
		}
		return f, nil
	case *types.MemberPointer:
		cl, err := c.conv(u.Class, depth+1)
		if err != nil {
			return nil, err
		}
		e, err := c.conv(u.Elem, depth+1)
		if err != nil {
			return nil, err
		}
		return &summary.Type{Kind: summary.MemberPointer, Class: cl, Elem: e}, nil
	case *types.Class:
		if u.Decl.Lambda != nil {
			return c.closure(u, depth)
		}
		return c.record(u, u.Decl, depth)
	case *types.Enum:
		return c.record(u, u.Decl, depth)
	}
	return nil, fmt.Errorf("type %s is not supported in a kernel signature", t)
}

// record converts a class or enum type.
func (c *typeConv) record(t types.Type, d types.Decl, depth int) (*summary.Type, error) {
	scope, ok := recordScope(d.Base().Parent)
	var outer *summary.Type
	name := d.Base().Name
	if !ok {
		spec, inner := enclosingSpecialization(d.Base().Parent)
		if spec == nil {
			return nil, fmt.Errorf("type %s is declared in a function or class template (not supported)", t)
		}
		o, err := c.conv(spec.Type, depth+1)
		if err != nil {
			return nil, err
		}
		outer, scope, name = o, o.Scope, inner+name
	}
	mangled, err := mangle.Type(t, mangle.Options{ModuleID: c.moduleID})
	if err != nil {
		return nil, err
	}
	r := &summary.Type{Name: name, Scope: scope, Outer: outer, Mangled: mangled, Seq: int(d.Base().Seq())}
	switch x := d.(type) {
	case *types.ClassDecl:
		if x.Lambda != nil {
			return nil, fmt.Errorf("closure type %s is not supported", t)
		}
		r.Kind = summary.Record
		r.Union = x.Tag == types.UnionTag
		if x.Name == "" && x.TypedefName != nil {
			r.TypedefName = x.TypedefName.Name
		}
		if x.Template != nil {
			r.Name = x.Template.Name
			args, err := c.templateArgs(x.Args, depth+1)
			if err != nil {
				return nil, err
			}
			r.TemplateArgs = args
		}
	case *types.EnumDecl:
		r.Kind = summary.Enum
		if x.Name == "" && x.TypedefName != nil {
			r.TypedefName = x.TypedefName.Name
		}
	}
	if r.Name == "" && r.TypedefName == "" {
		return nil, fmt.Errorf("unnamed type %s is not supported in a kernel signature", t)
	}
	return r, nil
}

// templateArgs converts an argument list, a pack's arguments in its place
// (NVIDIA spells an instance of a variadic template with the pack
// expanded: variadicKernel<int, float>).
func (c *typeConv) templateArgs(args []types.TemplateArg, depth int) ([]summary.TemplateArg, error) {
	out := []summary.TemplateArg{}
	for _, a := range args {
		if a.Kind == types.PackArg {
			inner, err := c.templateArgs(a.Pack, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, inner...)
			continue
		}
		sa, err := c.templateArg(a, depth)
		if err != nil {
			return nil, err
		}
		out = append(out, sa)
	}
	return out, nil
}

// templateArg converts a type, integral or function-address template
// argument.
func (c *typeConv) templateArg(a types.TemplateArg, depth int) (summary.TemplateArg, error) {
	switch a.Kind {
	case types.TypeArg:
		t, err := c.conv(a.Type, depth+1)
		return summary.TemplateArg{Type: t}, err
	case types.IntegralArg:
		if a.Value == nil || !a.Value.IsInt64() {
			return summary.TemplateArg{}, fmt.Errorf("template argument %s does not fit 64 bits", a)
		}
		if e, isEnum := a.Type.Canonical().(*types.Enum); isEnum {
			return c.enumArg(e, a.Value.Int64(), depth)
		}
		b, ok := a.Type.Canonical().(*types.Builtin)
		if !ok {
			return summary.TemplateArg{}, fmt.Errorf("template argument %s of type %s is not supported", a, a.Type)
		}
		// A value's type is spelled in full in the casts NVIDIA writes.
		vt := &summary.Type{Kind: summary.Builtin, Name: b.Kind.String()}
		return summary.TemplateArg{Value: a.Value.Int64(), ValueType: vt}, nil
	case types.DeclArg:
		fn, ok := a.Decl.(*types.FunctionDecl)
		if !ok {
			break
		}
		if _, isPtr := a.Type.Canonical().(*types.Pointer); !isPtr {
			break
		}
		f, err := c.functionArg(fn, depth)
		return summary.TemplateArg{Function: f}, err
	}
	return summary.TemplateArg{}, fmt.Errorf("template argument %s is not supported (only types and integral values)", a)
}

// namespaces returns the enclosing namespaces of an entity whose parent is
// d, outermost first ("" for an anonymous one); ok is false when some
// enclosing scope is not a namespace.
func namespaces(d types.Decl) (scope []string, ok bool) {
	for ; d != nil; d = d.Base().Parent {
		ns, isNS := d.(*types.Namespace)
		if !isNS {
			return nil, false
		}
		if ns.Parent == nil {
			break
		}
		scope = append([]string{ns.Name}, scope...)
	}
	return scope, true
}

// builtinSpelling is how NVIDIA's C generator spells a fundamental type in
// declarations: EDG's names, except plain "unsigned" for unsigned int.
func builtinSpelling(k types.BuiltinKind) string {
	if k == types.UInt {
		return "unsigned"
	}
	return k.String()
}

// enclosingSpecialization finds the class template specialization a type
// declared in parent is a member of, through named classes only (not
// functions), and the names of the classes between, as a qualifier
// ("Mid::"); nil when there is none.
func enclosingSpecialization(parent types.Decl) (*types.ClassDecl, string) {
	inner := ""
	for d := parent; d != nil; d = d.Base().Parent {
		x, ok := d.(*types.ClassDecl)
		if !ok || x.Name == "" || x.Lambda != nil {
			return nil, ""
		}
		if x.Template != nil {
			return x, inner
		}
		inner = x.Name + "::" + inner
	}
	return nil, ""
}

// recordScope is the qualifier of a class or enum declared in parent:
// its namespaces and, for a member type, the enclosing classes, which
// NVIDIA names through the same ` _Z<mangled>` typedefs. ok is false
// inside functions and class template specializations.
func recordScope(parent types.Decl) (scope []string, ok bool) {
	for d := parent; d != nil; d = d.Base().Parent {
		switch x := d.(type) {
		case *types.Namespace:
			if x.Parent == nil {
				return scope, true
			}
			scope = append([]string{x.Name}, scope...)
		case *types.ClassDecl:
			if x.Template != nil || x.Name == "" {
				return nil, false
			}
			scope = append([]string{x.Name}, scope...)
		default:
			return nil, false
		}
	}
	return scope, true
}
