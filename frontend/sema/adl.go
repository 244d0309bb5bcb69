package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Argument-dependent lookup ([basic.lookup.argdep]): an unqualified call
// also finds the functions of the namespaces associated with its
// arguments' types. NVIDIA's own headers depend on it: cuda_occupancy.h
// calls, from inside an unnamed namespace whose overload hides it, a
// global function that only the arguments' (global) class types reach.

// adl is what argument-dependent lookup found for one call.
type adl struct {
	fns []types.Decl
	// unsure is set when an associated class declares friend functions:
	// they are visible to ADL only, and sema does not declare them.
	unsure bool
}

// argumentDependent performs ADL for a call of the unqualified name ne
// whose ordinary lookup gave fun. applies is false when ADL does not take
// part: a qualified name, a member access, or an ordinary lookup that found
// a class member or something other than functions.
func (c *checker) argumentDependent(ne *ast.NameExpr, fun exprInfo, args []exprInfo) (res adl, applies bool) {
	n := ne.Name
	if n == nil || n.Global || len(n.Parts) != 1 || fun.object != nil || fun.typeName != nil {
		return adl{}, false
	}
	last := n.Last()
	if last.Kind != ast.NameIdent && last.Kind != ast.NameOperator {
		return adl{}, false
	}
	if len(fun.fns) == 0 && fun.t != nil {
		return adl{}, false // an object or a function pointer variable
	}
	for _, d := range fun.fns {
		if _, member := d.Base().Parent.(*types.ClassDecl); member {
			return adl{}, false
		}
	}
	a := associated{c: c, key: partKey(last), namespaces: map[*types.Namespace]bool{}, classes: map[*types.ClassDecl]bool{}}
	for _, arg := range args {
		if arg.t != nil {
			a.ofType(arg.t, 0)
		}
	}
	if len(a.order) == 0 {
		return adl{unsure: a.friends}, true
	}
	key := partKey(last)
	for _, ns := range a.order {
		for _, d := range c.adlMembers(ns, key, 0) {
			switch x := d.(type) {
			case *types.FunctionDecl:
				res.fns = appendUnique(res.fns, []types.Decl{x})
			case *types.TemplateDecl:
				if x.Kind == types.FunctionTemplate {
					res.fns = appendUnique(res.fns, []types.Decl{x})
				}
			}
		}
	}
	res.unsure = a.friends
	return res, true
}

// adlMembers finds name in namespace ns and its inline namespaces (ADL
// ignores using-directives, unnamed namespaces' included).
func (c *checker) adlMembers(ns *types.Namespace, name string, depth int) []types.Decl {
	t := c.tableOf(ns)
	if t == nil || depth > 16 {
		return nil
	}
	out := t.names[name]
	for _, u := range t.usings {
		if u.Inline && u.Parent == types.Decl(ns) {
			out = appendUnique(out, c.adlMembers(u, name, depth+1))
		}
	}
	return out
}

// associated collects the associated namespaces of argument types.
type associated struct {
	c          *checker
	key        string // the name looked up ("": any), for friends
	namespaces map[*types.Namespace]bool
	order      []*types.Namespace
	classes    map[*types.ClassDecl]bool
	friends    bool
}

func (a *associated) addNamespaceOf(d types.Decl) {
	for p := d.Base().Parent; p != nil; p = p.Base().Parent {
		if ns, ok := p.(*types.Namespace); ok {
			// An inline namespace's enclosing namespace is associated too.
			for ns != nil {
				if !a.namespaces[ns] {
					a.namespaces[ns] = true
					a.order = append(a.order, ns)
				}
				if !ns.Inline {
					break
				}
				ns, _ = ns.Parent.(*types.Namespace)
			}
			return
		}
	}
}

// ofType adds the associated namespaces of t.
func (a *associated) ofType(t types.Type, depth int) {
	if t == nil || depth > 16 {
		return
	}
	switch u := t.Canonical().(type) {
	case *types.Qualified:
		a.ofType(u.Elem, depth+1)
	case *types.Pointer:
		a.ofType(u.Elem, depth+1)
	case *types.Reference:
		a.ofType(u.Elem, depth+1)
	case *types.Array:
		a.ofType(u.Elem, depth+1)
	case *types.Function:
		a.ofType(u.Result, depth+1)
		for _, p := range u.Params {
			a.ofType(p, depth+1)
		}
	case *types.MemberPointer:
		a.ofType(u.Class, depth+1)
		a.ofType(u.Elem, depth+1)
	case *types.Enum:
		if cd, ok := u.Decl.Parent.(*types.ClassDecl); ok {
			a.ofClass(cd, depth+1)
		}
		a.addNamespaceOf(u.Decl)
	case *types.Class:
		a.ofClass(u.Decl, depth+1)
	}
}

// ofClass adds a class, the class it is a member of, its bases and, for a
// template specialization, its template arguments.
func (a *associated) ofClass(cd *types.ClassDecl, depth int) {
	if cd == nil || a.classes[cd] || depth > 16 {
		return
	}
	a.classes[cd] = true
	if a.c.declaresFriend(cd, a.key) {
		a.friends = true
	}
	a.addNamespaceOf(cd)
	if outer, ok := cd.Parent.(*types.ClassDecl); ok {
		a.ofClass(outer, depth+1)
	}
	a.c.complete(cd)
	for _, b := range cd.Bases {
		if bc := classDeclOf(b.Type); bc != nil {
			a.ofClass(bc, depth+1)
		}
	}
	if cd.Template != nil {
		a.ofArgs(cd.Args, depth+1)
	}
}

func (a *associated) ofArgs(args []types.TemplateArg, depth int) {
	for _, ta := range args {
		switch ta.Kind {
		case types.TypeArg:
			a.ofType(ta.Type, depth)
		case types.TemplateNameArg:
			if td, ok := ta.Template.(*types.TemplateDecl); ok {
				a.addNamespaceOf(td)
			}
		case types.PackArg:
			a.ofArgs(ta.Pack, depth)
		}
	}
}
