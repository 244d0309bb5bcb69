package sema

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The destructor of an object is odr-used, so instantiated, wherever it
// is potentially invoked ([basic.def.odr], [class.dtor]): for a variable
// a walked body defines (automatic, static or thread storage), and, in a
// constructor, for each base and non-variant member it constructs
// ([class.base.init]: so that an exception can unwind them), implicit
// and defaulted constructors included, trivial ones too (cudafe++ 13.0
// puts the kernel a member's destructor launches in the stub file for
// new Holder<S>, Holder's default constructor trivial, and not for new
// Vec<S> alone). There the
// proof walk follows the destruction as a call it is sure of (destroy),
// instead of probing the destructor as one that may or may not run: a
// kernel it reaches is instantiated for sure (thrust's vector_base
// destructor launches cub's for_each kernel to destroy its elements, and
// device_vector's constructors construct that base). Objects made by
// new-expressions, temporaries, parameters and results keep their
// destructors probed.

// destroy walks what destroying an object of class cd runs: its declared
// destructor, called (an implicit one runs nothing of its own), then the
// destruction of its members and bases (not of a union's variant
// members).
func (c *checker) destroy(pos source.Pos, cd *types.ClassDecl, depth int) {
	w := c.sys
	if w.first != nil || w.destroyed[cd] || !c.classReaches(cd, 0) {
		return
	}
	if w.destroyed == nil {
		w.destroyed = map[*types.ClassDecl]bool{}
	}
	w.destroyed[cd] = true
	defer c.restoreExpansion(c.leavePattern())
	if !c.walkableClass(pos, cd, depth, "follow its destruction") {
		return
	}
	if dtor := declaredDestructor(cd, c.tableOf(cd)); dtor != nil {
		// Called on the complete object: no virtual dispatch.
		c.checkResolvedAs(pos, dtor, nil, false)
		if dtor.Exec&types.HostSpace != 0 {
			c.instantiateBody(dtor)
		}
	}
	c.destroySubobjects(pos, cd, depth)
}

// destroySubobjects walks the destruction of cd's members and bases (not
// of a union's variant members).
func (c *checker) destroySubobjects(pos source.Pos, cd *types.ClassDecl, depth int) {
	if cd.Tag == types.UnionTag {
		return
	}
	for _, f := range cd.Fields {
		if fd := classDeclOf(arrayElem(f.Type)); fd != nil {
			c.destroy(pos, fd, depth+1)
		}
	}
	c.eachBaseClass(pos, cd, func(_ types.BaseSpec, bd *types.ClassDecl) { c.destroy(pos, bd, depth+1) })
}

// memberDestruction follows, in the proof walk, what destructor fn's
// definition destroys, whether or not it is called ([class.dtor]): its
// class's members and bases. The walk walks a destructor where an object
// is destroyed (destroy), and, in a system header, where the index found
// that its class's members may lead to a kernel (fromsema's keyfields.go).
func (c *checker) memberDestruction(pos source.Pos, fn *types.FunctionDecl) {
	if cd, ok := fn.Parent.(*types.ClassDecl); ok && c.sys.first == nil {
		c.destroySubobjects(pos, cd, 0)
	}
}

// declaredDestructor returns the destructor cd declares (nil: none, it
// has the implicit one).
func declaredDestructor(cd *types.ClassDecl, tab *memberTable) *types.FunctionDecl {
	if ds := ownFunctions(cd, tab, func(f *types.FunctionDecl) bool { return f.Kind == types.Destructor }); len(ds) > 0 {
		return ds[0]
	}
	return nil
}
