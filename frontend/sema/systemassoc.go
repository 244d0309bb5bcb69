package sema

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// A template's name alone "may lead to a kernel" when some arguments make
// it: libstdc++'s basic_string reaches std::__is_swappable, whose
// unqualified swap finds thrust's by argument-dependent lookup for a
// thrust type. But basic_string<char, char_traits<char>, allocator<char>>
// meets no thrust type: argument-dependent lookup in its code looks in the
// namespaces of the types its text names and of those its arguments are
// built from ([basic.lookup.argdep]: a class's own namespace, those of its
// template arguments, of its bases, of its enclosing classes). So the walk
// asks the caller's reach with the classes and enumerations an instance's
// arguments are built from (ArgOrigin), and the caller follows calls that
// only argument-dependent lookup makes into those namespaces alone (and
// those the text those classes' definitions spell names). When sema cannot
// tell what the arguments are built from (a dependent type, a template or
// an entity argument, a local class, a class template instance it cannot
// complete, whose bases are unknown), it asks with nil: any arguments.

// ArgOrigin is a class or enumeration that template arguments are built
// from, as the proof's reach needs it: Space is the name of the namespace
// at global scope it is declared in ("" for the global namespace), Key the
// name of the outermost class enclosing it (its own for a class at
// namespace scope; "" for an enumeration at namespace scope): the
// definitions keyed by it spell what its members may name. Template is
// set when that outermost class is a template's instance (its text is a
// template's, keyed by Key).
type ArgOrigin struct {
	Space, Key string
	Template   bool
}

// argOrigins returns the classes and enumerations the template arguments
// of d and of the classes enclosing it are built from (see above), each
// once, or ok false when sema cannot tell.
func (c *checker) argOrigins(d types.Decl) (out []ArgOrigin, ok bool) {
	o := originSet{c: c, seen: map[types.Decl]bool{}, out: []ArgOrigin{}}
	for p := d; p != nil; p = p.Base().Parent {
		switch x := p.(type) {
		case *types.ClassDecl:
			if !o.args(x.Args) {
				return nil, false
			}
		case *types.FunctionDecl:
			if !o.args(x.Args) {
				return nil, false
			}
		}
	}
	return o.out, true
}

// keyReaches asks the caller's reach whether key, the key of d (see
// reachKey), may lead to a kernel template with the origins of d's
// arguments (every namespace when sema cannot tell them).
func (c *checker) keyReaches(key string, d types.Decl) bool {
	from, ok := c.argOrigins(d)
	if !ok {
		from = nil
	}
	return c.sys.reach(key, from)
}

// originSet collects ArgOrigins (see argOrigins).
type originSet struct {
	c    *checker
	seen map[types.Decl]bool
	out  []ArgOrigin
}

// args adds the origins of template arguments; false when unknown.
func (o *originSet) args(args []types.TemplateArg) bool {
	for _, a := range args {
		switch a.Kind {
		case types.TypeArg:
			if !o.typ(a.Type, 0) {
				return false
			}
		case types.IntegralArg, types.NullPtrArg:
		case types.PackArg:
			if !o.args(a.Pack) {
				return false
			}
		default:
			return false // an entity, a template, an expression
		}
	}
	return true
}

// typ adds the origins of type t; false when unknown.
func (o *originSet) typ(t types.Type, depth int) bool {
	if t == nil || depth > maxInstantiationDepth {
		return false
	}
	switch u := t.Canonical().(type) {
	case *types.Builtin:
		return true
	case *types.Enum:
		return o.decl(u.Decl)
	case *types.Qualified:
		return o.typ(u.Elem, depth+1)
	case *types.Pointer:
		return o.typ(u.Elem, depth+1)
	case *types.Reference:
		return o.typ(u.Elem, depth+1)
	case *types.Array:
		return o.typ(u.Elem, depth+1)
	case *types.MemberPointer:
		return o.typ(u.Class, depth+1) && o.typ(u.Elem, depth+1)
	case *types.Function:
		for _, p := range u.Params {
			if !o.typ(p, depth+1) {
				return false
			}
		}
		return o.typ(u.Result, depth+1)
	case *types.Class:
		return o.class(u.Decl, depth)
	}
	return false
}

// class adds cd, its template arguments, its bases and the classes
// enclosing it; false when unknown.
func (o *originSet) class(cd *types.ClassDecl, depth int) bool {
	if o.seen[cd] {
		return true
	}
	if cd.Lambda != nil || types.IsDependent(cd.Type) {
		return false
	}
	if cd.Args != nil && !cd.Complete {
		// Argument-dependent lookup completes it (its bases count).
		o.c.complete(cd)
		if !cd.Complete {
			return false
		}
	}
	if !o.decl(cd) {
		return false
	}
	for _, b := range cd.Bases {
		if !o.typ(b.Type, depth+1) {
			return false
		}
	}
	for p := types.Decl(cd); p != nil; p = p.Base().Parent {
		if pc, isClass := p.(*types.ClassDecl); isClass && !o.args(pc.Args) {
			return false
		}
	}
	return true
}

// decl adds the origin of d, a class or an enumeration; false when it is
// local to a function.
func (o *originSet) decl(d types.Decl) bool {
	if o.seen[d] {
		return true
	}
	o.seen[d] = true
	key, space, template := "", "", false
	for p := d; p != nil; p = p.Base().Parent {
		switch x := p.(type) {
		case *types.FunctionDecl:
			return false
		case *types.ClassDecl:
			key, template = x.Name, x.Args != nil
		case *types.Namespace:
			if x.Name != "" || x.Anonymous {
				if x.Parent != nil && x.Parent.Base().Parent == nil {
					space = x.Name // (declared at global scope)
				}
			}
		}
	}
	if _, isClass := d.(*types.ClassDecl); isClass && key == "" {
		return false // an unnamed class
	}
	o.out = append(o.out, ArgOrigin{Space: space, Key: key, Template: template})
	return true
}
