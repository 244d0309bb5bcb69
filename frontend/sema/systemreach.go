package sema

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// Most instances the proof walk meets (libstdc++, cub's utilities) cannot
// lead to a kernel template: neither their template's text nor their
// arguments name anything that does. The caller passes the names that may
// (fromsema's closure over the templates that hold kernel-template sites:
// the outermost entity each such template declares, then each template
// whose text names one of those, and so on); the walk enters only the
// instances, and probes only the classes, that reach one of them by their
// own name, an enclosing class's name, or a type in their template
// arguments. Skipping the rest is sound for the same reason the closure is:
// an instance reaches a kernel template only through code that names it.

// reachKey returns the name the caller's set is keyed by for d: the name
// of the outermost class enclosing d (d's own when none does), "operator"
// for an operator or conversion at namespace scope; ok is false when d
// lies in a function (a local class), which the names cannot settle.
func reachKey(d types.Decl) (key string, ok bool) {
	for {
		switch p := d.Base().Parent.(type) {
		case *types.ClassDecl:
			d = p
			continue
		case *types.FunctionDecl:
			return "", false
		}
		break
	}
	if fn, isFn := d.(*types.FunctionDecl); isFn && fn.Kind != types.OrdinaryFunc {
		return "operator", true
	}
	return d.Base().Name, true
}

// mayReachKernel reports whether the instance fn may lead to a kernel
// template (see above).
func (c *checker) mayReachKernel(fn *types.FunctionDecl) bool {
	w := c.sys
	if w.reach == nil {
		return true
	}
	if key, ok := reachKey(fn); !ok || c.keyReaches(key, fn) {
		return true
	}
	if c.argsReach(fn.Args, 0) {
		return true
	}
	for p := fn.Parent; p != nil; p = p.Base().Parent {
		if cd, ok := p.(*types.ClassDecl); ok && c.classReaches(cd, 0) {
			return true
		}
	}
	return false
}

// classReaches reports whether class cd may lead to a kernel template:
// by its key, its template arguments, or those of an enclosing class.
func (c *checker) classReaches(cd *types.ClassDecl, depth int) bool {
	w := c.sys
	if w.reach == nil {
		return true
	}
	if r, ok := w.classReach[cd]; ok {
		return r
	}
	if w.classReach == nil {
		w.classReach = map[*types.ClassDecl]bool{}
	}
	w.classReach[cd] = false // a class naming itself in its arguments
	r := depth > maxInstantiationDepth || cd.Lambda != nil
	if !r {
		key, ok := reachKey(cd)
		r = !ok || c.keyReaches(key, cd) || c.argsReach(cd.Args, depth)
	}
	if !r {
		for p := cd.Parent; p != nil; p = p.Base().Parent {
			if pc, ok := p.(*types.ClassDecl); ok && pc.Args != nil && c.argsReach(pc.Args, depth) {
				r = true
				break
			}
		}
	}
	if !r && cd.Args == nil {
		r = c.subobjectsReach(cd, depth)
	}
	w.classReach[cd] = r
	return r
}

// subobjectsReach reports whether a base or member of cd, a class that
// is no template's instance, may lead to a kernel template: cd's
// constructors and destructor run theirs, and the names that lead to one
// need not name cd (struct D : B {}, B's members leading there). An
// instance's template's text names its bases and members, so its name
// settles it.
func (c *checker) subobjectsReach(cd *types.ClassDecl, depth int) bool {
	for _, b := range cd.Bases {
		if bd := classDeclOf(b.Type); bd == nil || c.classReaches(bd, depth+1) {
			return true // (a base not known: it may)
		}
	}
	for _, f := range cd.Fields {
		if fd := classDeclOf(arrayElem(f.Type)); fd != nil && c.classReaches(fd, depth+1) {
			return true
		}
	}
	return false
}

// argsReach reports whether template arguments may lead to a kernel
// template: a type that does, an entity (a function's address), a
// template, or anything still dependent.
func (c *checker) argsReach(args []types.TemplateArg, depth int) bool {
	for _, a := range args {
		switch a.Kind {
		case types.TypeArg:
			if c.typeReaches(a.Type, depth) {
				return true
			}
		case types.IntegralArg, types.NullPtrArg:
		case types.PackArg:
			if c.argsReach(a.Pack, depth) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// typeReaches reports whether a type may lead to a kernel template: it
// is, or is built from, a class that does, or it is dependent.
func (c *checker) typeReaches(t types.Type, depth int) bool {
	if t == nil {
		return true
	}
	switch u := t.Canonical().(type) {
	case *types.Builtin, *types.Enum:
		return false
	case *types.Qualified:
		return c.typeReaches(u.Elem, depth)
	case *types.Pointer:
		return c.typeReaches(u.Elem, depth)
	case *types.Reference:
		return c.typeReaches(u.Elem, depth)
	case *types.Array:
		return c.typeReaches(u.Elem, depth)
	case *types.MemberPointer:
		return c.typeReaches(u.Class, depth) || c.typeReaches(u.Elem, depth)
	case *types.Function:
		for _, p := range u.Params {
			if c.typeReaches(p, depth) {
				return true
			}
		}
		return c.typeReaches(u.Result, depth)
	case *types.Class:
		return c.classReaches(u.Decl, depth+1)
	}
	return true
}
