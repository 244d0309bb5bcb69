package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// baseTypes returns the classes base-specifier b names: one, or, for a
// pack expansion in an instance (libcu++'s __tuple_impl<__tuple_indices<
// _Indx...>, _Tp...> : __tuple_leaf<_Indx, _Tp>...), one per element of
// the packs its pattern names ([temp.variadic]/5), none for empty packs.
// known is false when a type cannot be worked out (in a template's
// definition, an expansion stays unknown: its length is). A dependent
// type is returned as it is.
func (c *checker) baseTypes(b *ast.BaseSpec) (ts []types.Type, known bool) {
	one := func() (types.Type, bool) {
		bt := c.namedType(b.Name)
		if b.Decl != nil {
			bt = c.decltypeOf(b.Decl, true)
		}
		return bt, bt != nil
	}
	if !b.Pack {
		bt, ok := one()
		return []types.Type{bt}, ok
	}
	if c.inDependent() {
		return nil, false
	}
	elems, expanded, ok := expandPack(c, func() (types.Type, bool) {
		bt, ok := one()
		return bt, ok && !types.IsDependent(bt)
	})
	if !expanded || !ok {
		return nil, false
	}
	return elems, true
}

// memInit is one mem-initializer resolved: what it initializes (a
// member, a direct base, or the class itself, delegating) and its
// arguments, typed.
type memInit struct {
	field *types.FieldDecl
	base  *types.ClassDecl
	self  bool
	args  []exprInfo
}

// expandMemInit expands mem-initializer mi of a constructor of cd, a pack
// expansion (libcu++'s __tuple_leaf<_Indx, _Tp>(forward<_Up>(__u))...):
// per element, the base it names and its arguments, walked. ok is false
// when the pattern names no bound pack, or an element's target or an
// argument is not known.
func (c *checker) expandMemInit(cd *types.ClassDecl, mi *ast.MemInit) (inits []memInit, ok bool) {
	inits, expanded, ok := expandPack(c, func() (memInit, bool) {
		var in memInit
		in.field, in.base, in.self = c.memInitTarget(cd, mi)
		known := in.base != nil || in.field != nil || in.self
		for _, a := range mi.Args {
			x := c.walkExpr(a)
			known = known && x.t != nil && !x.dependent
			in.args = append(in.args, x)
		}
		return in, known
	})
	return inits, expanded && ok
}
