package sema

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Aggregate initialization, T{a, b}, runs no constructor of T: each
// element (the bases in order, then the members) is copy-initialized from
// its argument, and those left over from their default member
// initializer or from an empty initializer list ([dcl.init.aggr]). The
// proof walk follows that (cub's dispatch builds its op_wrapper_t{first,
// op} so, copying a thrust device_ptr) where it can be sure which element
// each argument initializes: every argument of class type initializes an
// element of its own class (or a base of it), or of a reference bound to
// it, so no brace elision or conversion is involved; otherwise the class
// is probed whole, as before.

// aggregateChoice resolves the list-initialization of class cd, which
// declares no constructor, from args (at least one): the aggregate
// initialization followed (ctorAggregate), or why not.
func (c *checker) aggregateChoice(cd *types.ClassDecl, args []exprInfo) ctorChoice {
	name := types.QualifiedName(cd)
	if why := c.notAggregate(cd); why != "" {
		return ctorChoice{why: "list-initialization of " + name + ", " + why}
	}
	if len(args) > len(cd.Bases)+len(cd.Fields) {
		return ctorChoice{why: "aggregate initialization of " + name + " with more arguments than elements (brace elision)"}
	}
	for i, a := range args {
		et := c.aggregateElem(cd, i)
		if et == nil {
			return ctorChoice{why: "aggregate initialization of " + name + ": an element of unknown type"}
		}
		if !c.initializesElem(a, et) {
			return ctorChoice{why: "aggregate initialization of " + name + ": sema cannot tell which element an argument initializes, or how"}
		}
	}
	return ctorChoice{kind: ctorAggregate, sure: true}
}

// notAggregate says why class cd (which declares no constructor) is not
// an aggregate sema follows: a union (one member initialized), a virtual,
// private or protected base, a private or protected member, a virtual
// function; "" when it is one.
func (c *checker) notAggregate(cd *types.ClassDecl) string {
	if cd.Tag == types.UnionTag {
		return "a union"
	}
	for _, b := range cd.Bases {
		if b.Virtual || b.Access != types.Public {
			return "whose base is virtual or not public"
		}
	}
	for _, f := range cd.Fields {
		if f.Access != types.Public {
			return "whose member " + f.Name + " is not public"
		}
	}
	if len(ownFunctions(cd, c.tableOf(cd), func(f *types.FunctionDecl) bool { return c.isVirtual(cd, f) })) > 0 {
		return "which has virtual functions"
	}
	return ""
}

// aggregateElem returns the type of element i of aggregate cd: its bases
// first, then its members (nil when unknown).
func (c *checker) aggregateElem(cd *types.ClassDecl, i int) types.Type {
	if i < len(cd.Bases) {
		return cd.Bases[i].Type
	}
	return cd.Fields[i-len(cd.Bases)].Type
}

// initializesElem reports whether argument a surely initializes an
// element of type et itself (no brace elision into et, no conversion
// function of a's class): a of et's class or a class derived from it, for
// an element of class type or a reference to one; a of no class type for
// an element of scalar type.
func (c *checker) initializesElem(a exprInfo, et types.Type) bool {
	if a.t == nil {
		return false
	}
	if r, ok := et.Canonical().(*types.Reference); ok {
		et = r.Elem
	}
	ec, ac := classDeclOf(et), classDeclOf(a.t)
	switch {
	case ec != nil:
		return c.isOrDerives(ac, ec)
	case isScalarType(et):
		return ac == nil
	}
	return false // an array: brace elision may apply
}

// aggregateConstruction follows the aggregate initialization of cd from
// args (see aggregateChoice): each element given an argument is
// copy-initialized from it; a member left over with a default member
// initializer is probed (as implicitConstruction does), another of class
// type, and a base left over, is initialized from an empty list.
func (c *checker) aggregateConstruction(pos source.Pos, cd *types.ClassDecl, args []exprInfo) {
	n := len(cd.Bases) + len(cd.Fields)
	for i := 0; i < n && c.sys.first == nil; i++ {
		et := c.aggregateElem(cd, i)
		if et == nil {
			c.incomplete(pos, "a member of class %s is of unknown type", types.QualifiedName(cd))
			return
		}
		switch {
		case i < len(args):
			c.constructed(pos, et, construction{args: []exprInfo{args[i]}, copyInit: true})
		case i >= len(cd.Bases) && c.fieldInits[cd.Fields[i-len(cd.Bases)]] || isArrayOfClass(et):
			c.probeClassOf(pos, et)
		case classDeclOf(et) != nil:
			c.constructed(pos, et, construction{list: true})
		}
	}
}

// bindsSelf reports whether a is an object of class cd or of a class
// derived from it: T{a} then initializes the object from a (by a copy or
// move constructor, or elided), not by aggregate initialization
// ([dcl.init.list]/3.2).
func (c *checker) bindsSelf(a exprInfo, cd *types.ClassDecl) bool {
	return c.isOrDerives(classDeclOf(a.t), cd)
}
