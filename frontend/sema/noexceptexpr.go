package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// nvcc preprocesses libcu++ (CUDA 13.0) with the host g++, whose
// __has_builtin does not report __is_nothrow_constructible, so
// is_nothrow_constructible<T, Args...> takes its fallback:
// integral_constant<bool, noexcept(T(declval<Args>()...))> once
// is_constructible holds. __tuple_impl's constructor is a candidate only
// once that value is known (see nothrowtrait.go), so the proof walk needs
// noexcept(e) for that shape. noexceptValue evaluates noexcept(e)
// ([expr.unary.noexcept]: false when e is potentially-throwing) where e
// is an explicit type conversion T(args...) (a construction, functional
// notation) whose arguments are each potentially-throwing-free calls:
// the construction as nothrowConstructible works it out from the
// arguments' types and value categories. Any other operand is unknown.

// noexceptValue evaluates noexcept(x.X). Its operand is unevaluated
// ([expr.unary.noexcept]): typing it calls nothing, so the proof walk
// follows none of its calls (declval through a function pointer), as in
// sizeof's and decltype's operands.
func (c *checker) noexceptValue(x *ast.NoexceptExpr) (cval, bool) {
	c.unevaluated++
	defer func() { c.unevaluated-- }()
	cast, ok := unparen(x.X).(*ast.CastExpr)
	if !ok || cast.Kind != ast.CastFunctional || cast.Type == nil {
		return cval{}, false
	}
	for _, a := range cast.Args {
		if !c.callNeverThrows(a) {
			return cval{}, false
		}
	}
	t := c.typeID(cast.Type)
	if t == nil || types.IsDependent(t) {
		return cval{}, false
	}
	args := c.callArgs(cast.Args)
	if anyDependent(args) || argsUnknown(args) {
		return cval{}, false
	}
	u := types.Unqualified(t.Canonical())
	if isScalarType(u) {
		if len(args) == 1 && isScalarType(types.Unqualified(args[0].t.Canonical())) {
			return c.boolVal(true), true
		}
		return cval{}, false
	}
	cd := classDeclOf(u)
	if cd == nil {
		return cval{}, false
	}
	yes, known := c.classNothrow(cd, args, false, 0)
	if !known {
		return cval{}, false
	}
	return c.boolVal(yes), true
}

// callNeverThrows reports whether e is a call without arguments of a
// function every candidate of which is declared noexcept, as declval is,
// or through a pointer to a function of noexcept type (libcu++'s declval,
// a variable template of type _Tp&& (*)() noexcept): whichever is chosen,
// the call throws nothing. For a pack expansion, each element's call must
// be. Anything else is not known.
func (c *checker) callNeverThrows(e ast.Expr) bool {
	if p, isPack := e.(*ast.PackExpansion); isPack {
		_, expanded, ok := expandPack(c, func() (bool, bool) {
			return true, c.callNeverThrows(p.X)
		})
		if !expanded {
			// The check named no pack (a callee's candidates are the
			// same for every element): the pattern's answer serves.
			return c.callNeverThrows(p.X)
		}
		return ok
	}
	call, ok := unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	callee := c.typeExpr(call.Fun)
	if callee.object != nil {
		return false
	}
	if len(callee.fns) == 0 {
		if callee.t == nil || callee.dependent {
			return false
		}
		t := callee.t.Canonical()
		if p, isPtr := t.(*types.Pointer); isPtr {
			t = p.Elem.Canonical()
		}
		f, isFn := t.(*types.Function)
		return isFn && f.Noexcept
	}
	for _, d := range callee.fns {
		f := declaredFunction(d)
		if f == nil || f.Virtual {
			return false
		}
		fi := c.funcInfoOf(f)
		if fi == nil || fi.decl == nil {
			return false
		}
		if fc := fi.decl.Function(); fc == nil || fc.Noexcept != ast.NoexceptPlain {
			return false
		}
	}
	return true
}
