package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// libcu++ (CUDA 13.0) constrains tuple's constructors by
// __is_constructible (tuple<normal_iterator, normal_iterator> built by
// make_tuple picks its constructor from const T&... or from U&&... by
// it): while the trait is unknown, so is the constructor, and the proof
// walk stops there. constructibleTrait evaluates it where sema can be
// sure, as [meta.unary.prop] defines it (the variable definition
// T t(declval<Args>()...) is well-formed, access checked from outside
// the class): a scalar from nothing or from its own type; a class when
// overload resolution picks a constructor for sure and that constructor
// is usable: a declared one public (as declared in the class body) and
// not deleted, an implicit or defaulted one not defined as deleted
// ([class.default.ctor]/2, [class.copy.ctor]/10: its bases' and members'
// own constructions usable, their destructors too, no rvalue reference
// member to copy, no move constructor or move assignment declared beside
// an implicit copy constructor). A deleted constructor makes it false;
// anything sema does not follow (access other than public, friends, a
// const or reference member, a default member initializer, unions,
// polymorphic classes, a defaulted move constructor that may be deleted
// and so ignored) leaves it unknown.

// constructibleTrait evaluates __is_constructible(T, Args...).
func (c *checker) constructibleTrait(x *ast.BuiltinExpr) (cval, bool) {
	return c.constructionTrait(x, func(t types.Type, args []types.Type) (bool, bool) {
		return c.constructible(t, args, false)
	})
}

// constructionTrait evaluates a trait of the form T, Args... (its
// arguments typed by traitTypes) by ask, when ask knows.
func (c *checker) constructionTrait(x *ast.BuiltinExpr, ask func(t types.Type, args []types.Type) (yes, known bool)) (cval, bool) {
	ts, ok := c.traitTypes(x.Args)
	if !ok || len(ts) == 0 {
		return cval{}, false
	}
	yes, known := ask(ts[0], ts[1:])
	if !known {
		return cval{}, false
	}
	return c.boolVal(yes), true
}

// convertibleTrait evaluates __is_convertible_to(From, To) (and GCC's
// __is_convertible) where From is To or a reference to it, cv-qualified
// or not: that is copy-initialization of a To from declval<From>(), which
// constructible resolves with explicit constructors left out. Other pairs
// are unknown.
func (c *checker) convertibleTrait(x *ast.BuiltinExpr) (cval, bool) {
	ts, ok := c.traitTypes(x.Args)
	if !ok || len(ts) != 2 || ts[0] == nil || ts[1] == nil || types.IsDependent(ts[0]) || types.IsDependent(ts[1]) {
		return cval{}, false
	}
	from := ts[0].Canonical()
	if r, isRef := from.(*types.Reference); isRef {
		from = r.Elem.Canonical()
	}
	to := ts[1].Canonical()
	if _, isRef := to.(*types.Reference); isRef {
		return cval{}, false
	}
	if _, cv := types.Split(to); cv != 0 || types.Unqualified(from) != to {
		return cval{}, false
	}
	yes, known := c.constructible(ts[1], ts[:1], true)
	if !known {
		return cval{}, false
	}
	return c.boolVal(yes), true
}

// traitTypes types a trait's arguments, each pack expansion among them
// expanded into its elements; ok is false when one does not type.
func (c *checker) traitTypes(args []ast.TemplateArg) ([]types.Type, bool) {
	var out []types.Type
	for _, a := range args {
		if p, isPack := isPackExpansionArg(a); isPack {
			ts, expanded, ok := expandPack(c, func() (types.Type, bool) {
				if p.Type == nil {
					return nil, false
				}
				t := c.typeID(p.Type)
				return t, t != nil
			})
			if !expanded || !ok {
				return nil, false
			}
			out = append(out, ts...)
			continue
		}
		if a.Type == nil {
			return nil, false
		}
		t := c.typeID(a.Type)
		if t == nil {
			return nil, false
		}
		out = append(out, t)
	}
	return out, true
}

// constructible reports whether an object of type t is constructible
// from values of types args (declval's: an lvalue for an lvalue
// reference, an xvalue otherwise), by copy-initialization when copyInit,
// and whether sema knows.
func (c *checker) constructible(t types.Type, args []types.Type, copyInit bool) (yes, known bool) {
	if t == nil || types.IsDependent(t) {
		return false, false
	}
	vals := make([]exprInfo, len(args))
	for i, a := range args {
		v, ok := declvalOf(a)
		if !ok {
			return false, false
		}
		vals[i] = v
	}
	u, cv := types.Split(t.Canonical())
	if cv&types.Volatile != 0 {
		return false, false
	}
	if isScalarType(u) {
		switch {
		case len(vals) == 0:
			return true, true
		case len(vals) == 1 && types.Unqualified(vals[0].t.Canonical()) == u:
			return true, true
		}
		return false, false
	}
	cd := classDeclOf(u)
	if cd == nil {
		return false, false
	}
	return c.classConstructible(cd, vals, copyInit, 0)
}

// declvalOf is the value declval<T>() yields, false for a type that is
// not known or names no object (void, a function).
func declvalOf(t types.Type) (exprInfo, bool) {
	if t == nil || types.IsDependent(t) {
		return exprInfo{}, false
	}
	if r, isRef := t.Canonical().(*types.Reference); isRef {
		if r.RValue {
			return exprInfo{t: r.Elem, xvalue: true}, true
		}
		return exprInfo{t: r.Elem, lvalue: true}, true
	}
	switch u := t.Canonical().(type) {
	case *types.Function:
		return exprInfo{}, false
	case *types.Builtin:
		if u.Kind == types.Void || u.Kind.IsPlaceholder() {
			return exprInfo{}, false
		}
	}
	return exprInfo{t: t, xvalue: true}, true
}

// classConstructible reports whether an object of class cd is
// constructible from args (see constructibleTrait), and whether sema
// knows.
func (c *checker) classConstructible(cd *types.ClassDecl, args []exprInfo, copyInit bool, depth int) (yes, known bool) {
	if depth > 16 || !c.knownClass(cd, 0) || c.unknownFields[cd] || cd.Tag == types.UnionTag || cd.Polymorphic {
		return false, false
	}
	ch := c.resolveConstructor(cd.Pos, cd, construction{args: args, copyInit: copyInit})
	if ch.none {
		return false, true // T t(args...) is ill-formed
	}
	if !ch.sure {
		return false, false
	}
	switch {
	case ch.fn != nil:
		fi := c.funcInfoOf(ch.fn)
		if yes, known, decided := declaredVerdict(fi); decided {
			return yes, known
		}
		switch {
		case fi.def != nil && fi.def.Body == nil && ch.fn.Type != nil:
			// = default: the implicit constructor of its kind.
			kind, ok := c.defaultedKind(ch.fn, cd)
			if !ok {
				return false, false
			}
			return c.implicitCtorUsable(cd, kind, depth)
		}
		return true, true
	case ch.kind == ctorCopy && c.declaresMove(cd, c.tableOf(cd)):
		// The implicitly declared copy constructor only: one declared
		// = default is not deleted for it (libcu++'s tuple declares
		// both tuple(const tuple&) and tuple(tuple&&) = default).
		return false, true // [class.copy.ctor]/6
	case ch.kind == ctorDefault, ch.kind == ctorCopy, ch.kind == ctorMove:
		return c.implicitCtorUsable(cd, ch.kind, depth)
	}
	return false, false
}

// implicitCtorUsable reports whether cd's implicit (or defaulted)
// constructor of kind is not defined as deleted for its subobjects, and
// whether sema knows (an implicit copy constructor deleted because cd
// declares a move is classConstructible's to see).
func (c *checker) implicitCtorUsable(cd *types.ClassDecl, kind ctorKind, depth int) (yes, known bool) {
	sub := func(sc *types.ClassDecl, cv types.CV) (bool, bool) {
		yes, known := c.classConstructible(sc, c.subobjectSource(kind, sc, cv), false, depth+1)
		if known && yes {
			yes, known = c.destructorUsable(sc, depth+1)
		}
		if kind == ctorMove && known && !yes {
			// A defaulted move constructor defined as deleted is
			// ignored by overload resolution ([over.match.funcs]/8):
			// the copy constructor would be taken instead.
			return false, false
		}
		return yes, known
	}
	if yes, known := basesAll(cd, func(bc *types.ClassDecl) (bool, bool) { return sub(bc, 0) }); !known || !yes {
		return yes, known
	}
	for _, f := range cd.Fields {
		if f.Type == nil || types.IsDependent(f.Type) || f.Name == "" {
			return false, false
		}
		if kind == ctorDefault && c.fieldInits[f] {
			return false, false // initialized by its default member initializer
		}
		ft := arrayElem(f.Type).Canonical()
		if r, isRef := ft.(*types.Reference); isRef {
			switch {
			case kind == ctorCopy && r.RValue:
				return false, true
			case kind == ctorDefault:
				return false, false // deleted unless initialized
			}
			continue
		}
		u, cv := types.Split(ft)
		if cv&types.Volatile != 0 {
			return false, false
		}
		fc := classDeclOf(u)
		if fc == nil {
			if kind == ctorDefault && cv&types.Const != 0 || !isScalarType(u) {
				return false, false
			}
			continue
		}
		if yes, known := sub(fc, cv); !known || !yes {
			return yes, known
		}
	}
	return true, true
}

// declaresMove reports whether cd declares a move constructor or a move
// assignment operator (either makes the implicit copy constructor
// deleted).
func (c *checker) declaresMove(cd *types.ClassDecl, tab *memberTable) bool {
	moves := ownFunctions(cd, tab, func(f *types.FunctionDecl) bool {
		if f.Type == nil || len(f.Type.Params) == 0 {
			return false
		}
		switch {
		case f.Kind == types.Constructor:
			return c.copyShape(f, cd) == ctorMove
		case f.Kind == types.OperatorFunc && f.Op == types.OpAssign && len(f.Type.Params) == 1:
			r, ok := f.Type.Params[0].Canonical().(*types.Reference)
			return ok && r.RValue && classDeclOf(r.Elem) == cd
		}
		return false
	})
	return len(moves) > 0
}

// destructorUsable reports whether cd's destructor is neither deleted
// nor inaccessible from outside the class, and whether sema knows: a
// declared one public and not deleted, an implicit one usable when every
// base's and member's is.
func (c *checker) destructorUsable(cd *types.ClassDecl, depth int) (yes, known bool) {
	if depth > 16 || !c.knownClass(cd, 0) || c.unknownFields[cd] || cd.Tag == types.UnionTag {
		return false, false
	}
	if d := declaredDestructor(cd, c.tableOf(cd)); d != nil {
		fi := c.funcInfoOf(d)
		if yes, known, decided := declaredVerdict(fi); decided {
			return yes, known
		}
		if fi.def == nil || fi.def.Body != nil {
			return true, true
		}
		// = default: as the implicit one.
	}
	return subobjectsAll(cd, func(sc *types.ClassDecl) (bool, bool) { return c.destructorUsable(sc, depth+1) })
}

// subobjectSource is the argument an implicit constructor of kind passes
// to the constructor of a subobject of class sc, cv-qualified cv: its
// counterpart in the source object, a const lvalue to copy, an xvalue to
// move; none to default-construct.
func (c *checker) subobjectSource(kind ctorKind, sc *types.ClassDecl, cv types.CV) []exprInfo {
	switch kind {
	case ctorCopy:
		return []exprInfo{{t: c.ctx.Qualify(sc.Type, cv|types.Const), lvalue: true}}
	case ctorMove:
		return []exprInfo{{t: c.ctx.Qualify(sc.Type, cv), xvalue: true}}
	}
	return nil
}

// subobjectsAll asks check of the classes of cd's bases and of its
// members of class type (array elements included), in order, until one
// answer is not a known yes, and returns that answer (known yes when all
// are). A base of unknown class, or a member sema has no type or name
// for, is not known. (For the implicit destructor's traits: a member's
// destructor runs whatever its cv-qualification or reference-ness.)
func subobjectsAll(cd *types.ClassDecl, check func(sc *types.ClassDecl) (yes, known bool)) (yes, known bool) {
	if yes, known := basesAll(cd, check); !known || !yes {
		return yes, known
	}
	for _, f := range cd.Fields {
		if f.Type == nil || f.Name == "" {
			return false, false
		}
		if fc := classDeclOf(arrayElem(f.Type)); fc != nil {
			if yes, known := check(fc); !known || !yes {
				return yes, known
			}
		}
	}
	return true, true
}

// declaredVerdict is what a trait makes of a declared special member fi
// before its kind matters: decided when fi is unknown to sema or not
// public (not known) or deleted (known false); otherwise the caller goes
// on.
func declaredVerdict(fi *funcInfo) (yes, known, decided bool) {
	switch {
	case fi == nil:
		return false, false, true
	case fi.deleted:
		return false, true, true
	case !fi.accessKnown || fi.access != types.Public:
		return false, false, true
	}
	return false, false, false
}

// basesAll asks check of the classes of cd's bases, in order, until one
// answer is not a known yes, and returns that answer (known yes when all
// are); a base of unknown class is not known.
func basesAll(cd *types.ClassDecl, check func(bc *types.ClassDecl) (yes, known bool)) (yes, known bool) {
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			return false, false
		}
		if yes, known := check(bc); !known || !yes {
			return yes, known
		}
	}
	return true, true
}

// defaultedKind returns the implicit constructor of cd that fn, a
// constructor defined as defaulted, stands for (default, copy or move);
// ok is false for any other shape.
func (c *checker) defaultedKind(fn *types.FunctionDecl, cd *types.ClassDecl) (kind ctorKind, ok bool) {
	kind = c.copyShape(fn, cd)
	if kind == ctorDeclared {
		if len(fn.Type.Params) > 0 {
			return kind, false
		}
		kind = ctorDefault
	}
	return kind, true
}
