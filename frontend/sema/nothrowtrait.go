package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// libcu++ (CUDA 13.0) gives __tuple_impl's constructor from a tag and
// U&&... a defaulted template parameter bool B =
// __all<is_nothrow_constructible<T, U>...>::value: until the trait is
// known the constructor is no candidate sema is sure of, and the proof
// walk stops at every tuple thrust builds. nothrowConstructibleTrait
// evaluates __is_nothrow_constructible(T, Args...) as [meta.unary.prop]
// defines it: __is_constructible holds and the construction is known not
// to throw. That is the exception specification ([except.spec]) of the
// constructor overload resolution chooses: declared noexcept, or
// noexcept(expr) with expr evaluated in the instance; declared without
// one, potentially throwing; implicit or defaulted, noexcept when every
// base's and member's construction is ([except.spec]/8). The arguments
// must reach the parameters without a conversion that may throw (a
// class parameter taken by value is copy-initialized, itself checked).
// Whether destruction counts is an open question (LWG 2116), so a
// destructor that may throw leaves the trait unknown, as does anything
// sema is unsure of: constructible unknown, a default argument, a
// conversion it does not follow, a dynamic exception specification.

// nothrowConstructibleTrait evaluates __is_nothrow_constructible(T,
// Args...).
func (c *checker) nothrowConstructibleTrait(x *ast.BuiltinExpr) (cval, bool) {
	return c.constructionTrait(x, c.nothrowConstructible)
}

// nothrowConstructible reports whether t is constructible from values of
// types args without throwing, and whether sema knows.
func (c *checker) nothrowConstructible(t types.Type, args []types.Type) (yes, known bool) {
	if yes, known := c.constructible(t, args, false); !known || !yes {
		return yes, known
	}
	u := types.Unqualified(t.Canonical())
	if isScalarType(u) {
		return true, true
	}
	cd := classDeclOf(u)
	if cd == nil {
		return false, false
	}
	vals := make([]exprInfo, len(args))
	for i, a := range args {
		vals[i], _ = declvalOf(a) // constructible checked them
	}
	return c.classNothrow(cd, vals, false, 0)
}

// classNothrow reports whether constructing an object of class cd from
// args (by copy-initialization when copyInit) throws no exception, and
// whether sema knows; an object whose construction is not known usable,
// or whose destructor may throw, is not known.
func (c *checker) classNothrow(cd *types.ClassDecl, args []exprInfo, copyInit bool, depth int) (yes, known bool) {
	if ok, known := c.classConstructible(cd, args, copyInit, depth); !known || !ok {
		return false, false
	}
	if ok, known := c.destructorNothrow(cd, depth); !known || !ok {
		return false, false
	}
	ch := c.resolveConstructor(cd.Pos, cd, construction{args: args, copyInit: copyInit})
	if !ch.sure {
		return false, false
	}
	if ch.fn == nil {
		switch ch.kind {
		case ctorDefault, ctorCopy, ctorMove:
			return c.implicitCtorNothrow(cd, ch.kind, depth)
		}
		return false, false
	}
	fi := c.funcInfoOf(ch.fn)
	spec, known := c.exceptionSpec(ch.fn)
	if !known {
		return false, false
	}
	if spec == specNone && fi.def != nil && fi.def.Body == nil && ch.fn.Type != nil {
		// = default with no exception specification: the implicit one's.
		kind, ok := c.defaultedKind(ch.fn, cd)
		if !ok {
			return false, false
		}
		return c.implicitCtorNothrow(cd, kind, depth)
	}
	if spec != specNoexcept {
		return false, true
	}
	return c.argsNothrow(ch.fn, args, depth)
}

// argsNothrow reports whether args reach fn's parameters without a
// conversion that may throw: a reference parameter bound directly (to
// the argument's class or a base of it, or to a scalar of the same type),
// a scalar parameter from a scalar, a class parameter copy-initialized
// without throwing; and whether sema knows. A default argument, an
// ellipsis or any other conversion is not known.
func (c *checker) argsNothrow(fn *types.FunctionDecl, args []exprInfo, depth int) (yes, known bool) {
	if fn.Type == nil || fn.Type.Variadic || len(fn.Type.Params) != len(args) {
		return false, false
	}
	for i, p := range fn.Type.Params {
		a := args[i]
		if a.t == nil {
			return false, false
		}
		at := types.Unqualified(a.t.Canonical())
		if r, isRef := p.Canonical().(*types.Reference); isRef {
			rt := types.Unqualified(r.Elem.Canonical())
			if rt == at {
				continue
			}
			rc, ac := classDeclOf(rt), classDeclOf(at)
			if rc != nil && ac != nil && c.isBaseOf(rc, ac, 0) {
				continue
			}
			return false, false
		}
		pt := types.Unqualified(p.Canonical())
		if isScalarType(pt) && isScalarType(at) {
			continue
		}
		pc := classDeclOf(pt)
		if pc == nil {
			return false, false
		}
		if ok, known := c.classNothrow(pc, []exprInfo{a}, true, depth+1); !known || !ok {
			return ok, known
		}
	}
	return true, true
}

// implicitCtorNothrow reports whether cd's implicit (or defaulted)
// constructor of kind throws nothing: each base's and member's
// construction (from nothing, or from the source's subobject) does not
// ([except.spec]/8); and whether sema knows. A default member initializer
// is not followed.
func (c *checker) implicitCtorNothrow(cd *types.ClassDecl, kind ctorKind, depth int) (yes, known bool) {
	if depth > 16 {
		return false, false
	}
	sub := func(sc *types.ClassDecl, cv types.CV) (bool, bool) {
		return c.classNothrow(sc, c.subobjectSource(kind, sc, cv), false, depth+1)
	}
	if yes, known := basesAll(cd, func(bc *types.ClassDecl) (bool, bool) { return sub(bc, 0) }); !known || !yes {
		return yes, known
	}
	for _, f := range cd.Fields {
		if f.Type == nil || types.IsDependent(f.Type) || f.Name == "" {
			return false, false
		}
		if kind == ctorDefault && c.fieldInits[f] {
			return false, false
		}
		ft := arrayElem(f.Type).Canonical()
		if _, isRef := ft.(*types.Reference); isRef {
			continue // binding a reference throws nothing
		}
		u, cv := types.Split(ft)
		fc := classDeclOf(u)
		if fc == nil {
			if !isScalarType(u) {
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

// destructorNothrow reports whether cd's destructor throws nothing, and
// whether sema knows: a declared one by its exception specification, or
// with none (or defaulted) as the implicit one, which is noexcept when
// every base's and member's destructor is ([except.spec]/8).
func (c *checker) destructorNothrow(cd *types.ClassDecl, depth int) (yes, known bool) {
	if depth > 16 || !c.knownClass(cd, 0) || c.unknownFields[cd] || cd.Tag == types.UnionTag {
		return false, false
	}
	if d := declaredDestructor(cd, c.tableOf(cd)); d != nil {
		switch spec, known := c.exceptionSpec(d); {
		case !known:
			return false, false
		case spec == specNoexcept:
			return true, true
		case spec == specThrows:
			return false, true
		}
	}
	return subobjectsAll(cd, func(sc *types.ClassDecl) (bool, bool) { return c.destructorNothrow(sc, depth+1) })
}

// excSpec is a declared function's exception specification as sema
// knows it.
type excSpec uint8

const (
	specNone     excSpec = iota // none written
	specNoexcept                // noexcept, or noexcept(expr) with expr true
	specThrows                  // noexcept(expr) with expr false
)

// exceptionSpec returns fn's exception specification, evaluating
// noexcept(expr) where fn was declared (for a function template's
// specialization, with its template arguments bound), and whether sema
// knows it; a dynamic exception specification is not known.
func (c *checker) exceptionSpec(fn *types.FunctionDecl) (excSpec, bool) {
	if fn.Type != nil && fn.Type.Noexcept {
		return specNoexcept, true
	}
	fi := c.funcInfoOf(fn)
	if fi == nil || fi.decl == nil {
		return 0, false
	}
	fc := fi.decl.Function()
	if fc == nil {
		return 0, false
	}
	switch fc.Noexcept {
	case ast.NoexceptNone:
		return specNone, true
	case ast.NoexceptPlain:
		return specNoexcept, true
	case ast.NoexceptCond:
	default:
		return 0, false
	}
	e := fc.NoexExpr()
	if e == nil {
		return 0, false
	}
	saved := c.scope
	defer func() { c.scope = saved }()
	switch {
	case fn.Template != nil:
		ti := c.tmpls[fn.Template]
		if ti == nil || ti.fnDecl != fi.decl || argsDependent(fn.Args) {
			return 0, false
		}
		c.scope = c.bindArgs(ti.scope, ti.params, fn.Template.Params, fn.Args, false)
	case fi.scope != nil:
		c.scope = fi.scope
	default:
		return 0, false
	}
	v, ok := c.constValue(e)
	if !ok {
		return 0, false
	}
	if v.isZero() {
		return specThrows, true
	}
	return specNoexcept, true
}
