package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Every class has a destructor ([class.dtor]): declared, or implicit. In
// x.~T() the name T need not be spelled as the class's own name: it is any
// type name that denotes the class (a template parameter bound to it, a
// typedef). libcu++'s is_destructible fallback tests
// decltype(declval<_Tp1&>().~_Tp1()) in a SFINAE context, and its
// destructor is looked up under the key "~_Tp1", where nothing is
// declared: without this the test failed as a substitution failure and
// is_destructible<S> came out false for every class S, which made
// is_trivially_destructible false too, so libcu++'s expected picked the
// wrong storage specializations (and a static_assert on them failed).

// namedDestructor types x.~T(), the destructor name not declared under
// its key in class cd (the class of x's object): when T denotes cd, the
// member is cd's destructor. A declared destructor is referred to as the
// call's callee; an implicit one that is certainly not deleted runs no
// code of its own: its call is of type void (pseudoDestructor), and in
// the proof walk the destruction of cd's members and bases is followed.
// ok is false when T does not denote cd for sure, or when the implicit
// destructor may be deleted, or where an evaluated call outside the
// proof walk would go untraced (the caller then keeps its lookup's
// outcome).
func (c *checker) namedDestructor(x *ast.MemberExpr, obj exprInfo, cd *types.ClassDecl) (exprInfo, bool) {
	last := x.Name.Last()
	if last.Kind != ast.NameDestructor || len(x.Name.Parts) > 1 || x.Name.Global || !c.destructorNames(last, cd) {
		return exprInfo{}, false
	}
	if dtor := declaredDestructor(cd, c.tableOf(cd)); dtor != nil {
		info := c.declRef([]types.Decl{dtor}, last)
		if len(info.fns) > 0 {
			o := obj
			info.object = &o
		}
		return info, true
	}
	if usable, known := c.destructorUsable(cd, 0); !usable || !known {
		return exprInfo{}, false
	}
	switch {
	case c.unevaluated > 0:
	case c.systemMode():
		c.destroy(x.At, cd, 0)
	default:
		return exprInfo{}, false
	}
	return exprInfo{pseudoDestructor: true}, true
}

// destructorNames reports whether the destructor name part p (~T, or
// ~decltype(e)) certainly denotes class cd: T is cd's own name, or a type
// name (a template-id among them: ~Box<T>) that resolves to cd.
func (c *checker) destructorNames(p *ast.NamePart, cd *types.ClassDecl) bool {
	var t types.Type
	if e := p.DecltypeExpr(); e != nil {
		t = c.decltypeOf(e, true)
	} else {
		if p.Ident == cd.Name && cd.Template == nil && !p.HasArgs() {
			return true
		}
		q := *p
		q.Kind = ast.NameIdent
		t = c.namedType(&ast.Name{At: p.At, Parts: []ast.NamePart{q}})
	}
	return t != nil && !types.IsDependent(t) && classDeclOf(t) == cd
}
