package sema

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Virtual functions run through vtables, and a class's vtable needs the
// definitions of all its virtual functions: constructing an object of a
// class template's instance instantiates every virtual member of it
// (NVIDIA's front end registers a kernel that an overrider launches when
// its class is constructed, whether or not anything calls it), while
// naming the class (sizeof, a pointer) does not. So the proof walk,
// wherever it follows a construction, walks the virtual members of the
// class constructed (see walkVtable), and a virtual call instantiates only
// the function it names (walkVirtual): the overriders it may reach are
// those of classes whose objects exist, walked where they were made.
// (Objects made in code the walk does not enter are made in code outside
// templates in system headers, which the caller's check of the names
// there covers, or not at all.)

// walkVirtual follows a virtual call of fn: its body, when it has one.
func (c *checker) walkVirtual(fn *types.FunctionDecl) {
	if c.hasBody(fn) && fn.Exec&types.HostSpace != 0 {
		c.instantiateBody(fn)
	}
}

// walkVtable walks the virtual member functions of cd and of its bases,
// a construction of cd being followed at pos.
func (c *checker) walkVtable(pos source.Pos, cd *types.ClassDecl) {
	w := c.sys
	if !c.systemMode() || w.vtables[cd] {
		return
	}
	if w.vtables == nil {
		w.vtables = map[*types.ClassDecl]bool{}
	}
	w.vtables[cd] = true
	defer c.restoreExpansion(c.leavePattern())
	for _, b := range cd.Bases {
		if bd := classDeclOf(b.Type); bd != nil {
			c.walkVtable(pos, bd)
		}
	}
	for _, f := range ownFunctions(cd, c.tableOf(cd), func(f *types.FunctionDecl) bool { return c.isVirtual(cd, f) }) {
		if c.stopped() {
			return
		}
		switch {
		case !c.hasBody(f):
		case f.Exec&types.HostSpace != 0:
			c.instantiateBody(f)
		default:
			c.checkResolved(pos, f, nil) // a device function: not walked
		}
	}
}

// hasBody reports whether fn has a body the walk can enter (not a pure
// virtual function, nor one declared and never defined).
func (c *checker) hasBody(fn *types.FunctionDecl) bool {
	if isInstance(fn) {
		_, def := c.instanceBody(fn)
		return def != nil && def.Body != nil
	}
	fi := c.funcInfoOf(fn)
	return fi != nil && fi.def != nil && fi.def.Body != nil
}

// isVirtual reports whether member f of cd is virtual: declared so, or
// overriding a virtual function of a base.
func (c *checker) isVirtual(cd *types.ClassDecl, f *types.FunctionDecl) bool {
	return f.Virtual || f.Type != nil && !f.Static && c.overrides(cd, f, 0)
}

// overrides reports whether f, a member of a class derived from cd (or of
// cd), overrides a virtual function of one of cd's bases: one of the same
// name and parameters, or a destructor when f is one.
func (c *checker) overrides(cd *types.ClassDecl, f *types.FunctionDecl, depth int) bool {
	if depth > maxInstantiationDepth {
		return false
	}
	for _, b := range cd.Bases {
		bd := classDeclOf(b.Type)
		if bd == nil {
			continue
		}
		if g := c.sameMember(bd, f); g != nil && (g.Virtual || c.overrides(bd, g, depth+1)) {
			return true
		}
		if c.overrides(bd, f, depth+1) {
			return true
		}
	}
	return false
}

// sameMember returns the member function cd declares that f would
// override (its destructor for a destructor), or nil.
func (c *checker) sameMember(cd *types.ClassDecl, f *types.FunctionDecl) *types.FunctionDecl {
	t := c.tableOf(cd)
	if f.Kind == types.Destructor {
		if g := declaredDestructor(cd, t); g != nil && g.Type != nil {
			return g
		}
		return nil
	}
	if t == nil {
		return nil
	}
	for _, d := range t.names[f.Name] {
		if g, ok := d.(*types.FunctionDecl); ok && g.Type != nil && g.Parent == types.Decl(cd) && sameSignature(g.Type, f.Type) {
			return g
		}
	}
	return nil
}
