package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Pack expansions are instantiated the way the rest of sema instantiates
// templates: by evaluating the pattern's syntax again, once per element,
// in a scope where the packs' names are bound (packBinding). While one
// element is evaluated, c.expand says which; a pack name met then stands
// for its element, and records the pack's length so that the expansion
// knows how many elements there are.

// expansion is the state of the pack expansion being instantiated.
type expansion struct {
	index    int
	length   int // -1 until the pattern names a bound pack
	mismatch bool
}

// packElem returns the element of pack b that the expansion being
// instantiated stands for; false outside an expansion, past the end, or
// when the pattern names packs of different lengths.
func (c *checker) packElem(b *packBinding) (types.TemplateArg, bool) {
	i, ok := c.packIndex(len(b.args))
	if !ok {
		return types.TemplateArg{}, false
	}
	return b.args[i], true
}

// packIndex returns the index of the element that the expansion being
// instantiated stands for, in a pack of n elements that its pattern
// names; false outside an expansion, past the end, or when the pattern
// names packs of different lengths.
func (c *checker) packIndex(n int) (int, bool) {
	e := c.expand
	if e == nil {
		return 0, false
	}
	switch {
	case e.length < 0:
		e.length = n
	case e.length != n:
		e.mismatch = true
		return 0, false
	}
	if e.index >= n {
		return 0, false
	}
	return e.index, true
}

// inEmptyExpansion reports whether what is being typed is the pattern of
// a pack expansion whose packs are known to have no element: expandPack
// types the pattern once to learn the length, and an empty expansion
// makes no expression, so nothing met in that pattern runs or is
// instantiated (libcu++'s noexcept(_Tp(declval<_Args>()...)) with no
// _Args: the walk took the call of declval<> there for one it cannot see).
func (c *checker) inEmptyExpansion() bool {
	return c.expand != nil && c.expand.length == 0
}

// leavePattern sets aside the expansion being instantiated, for a walk of
// what is no part of its pattern (an instance's body, a class's implicit
// members): their pack names are their own, and what the walk records
// there (a body walked, a class probed) holds for every later use, so it
// must not be cut short as an empty expansion's pattern is. It returns
// the expansion, for restoreExpansion.
func (c *checker) leavePattern() *expansion {
	e := c.expand
	c.expand = nil
	return e
}

// restoreExpansion ends leavePattern.
func (c *checker) restoreExpansion(e *expansion) { c.expand = e }

// expandPack instantiates a pack expansion: each evaluates the pattern for
// the current element. expanded is false when the pattern names no bound
// pack (it is still dependent, or sema could not reach the pack); ok is
// false when an element could not be evaluated or the packs' lengths
// differ. Expansions nest: an inner one has its own state.
func expandPack[T any](c *checker, each func() (T, bool)) (out []T, expanded, ok bool) {
	saved := c.expand
	defer func() { c.expand = saved }()
	e := &expansion{length: -1}
	c.expand = e
	v, good := each()
	switch {
	case e.length < 0:
		return nil, false, false
	case e.mismatch:
		return nil, true, false
	case e.length == 0:
		return nil, true, true
	case !good:
		return nil, true, false
	}
	out = append(make([]T, 0, e.length), v)
	for e.index = 1; e.index < e.length; e.index++ {
		v, good = each()
		if !good || e.mismatch {
			return nil, true, false
		}
		out = append(out, v)
	}
	return out, true, true
}

// expandArgs returns a call's arguments (typed as args, but for its pack
// expansions) with each pack expansion among them (declval<Args>()..., in
// CCCL's decltype return types) replaced by its elements, when its pattern
// names a bound pack and every element types; otherwise args with each
// expansion typed as written (it stays dependent).
//
// The pattern is typed once per element and not also as written first:
// in an instance, its pack names a list, so the pattern as written has no
// type, and the proof walk would take its calls for calls it cannot
// resolve (the walk stopped at CCCL's __invoke(declval<_XFp>(),
// declval<_XArgs>()...)).
func (c *checker) expandArgs(written []ast.Expr, args []exprInfo) []exprInfo {
	out := make([]exprInfo, 0, len(args))
	for i, a := range written {
		pe, isPack := a.(*ast.PackExpansion)
		if !isPack {
			out = append(out, args[i])
			continue
		}
		elems, expanded, ok := expandPack(c, func() (exprInfo, bool) {
			e := c.expr(pe.X)
			return e, e.t != nil && !e.dependent
		})
		if !expanded || !ok {
			return c.unexpandedArgs(written, args)
		}
		out = append(out, elems...)
	}
	return out
}

// unexpandedArgs returns a call's arguments with its pack expansions typed
// as written (each dependent).
func (c *checker) unexpandedArgs(written []ast.Expr, args []exprInfo) []exprInfo {
	for i, a := range written {
		if _, isPack := a.(*ast.PackExpansion); isPack {
			args[i] = c.expr(a)
		}
	}
	return args
}

// fold types a fold expression: in an instance, where its pack is bound,
// the pattern once per element (cub's (..., (v == Arches ? (e =
// invoke_static<Arches>(op)) : cudaSuccess)) instantiates one call per
// element). Only folds whose elements are not of class type are typed
// (the operator between them is then built-in and runs nothing); others,
// and folds still dependent, stay unknown.
func (c *checker) fold(x *ast.FoldExpr) exprInfo {
	pattern, init := x.Right, x.Left
	if x.PackLeft {
		pattern, init = x.Left, x.Right
	}
	var first exprInfo
	if init != nil {
		first = c.expr(init)
	}
	elems, expanded, ok := expandPack(c, func() (exprInfo, bool) {
		e := c.expr(pattern)
		return e, !e.dependent
	})
	if !expanded || !ok || init != nil && (first.t == nil || first.dependent) {
		return exprInfo{dependent: true}
	}
	if init != nil {
		elems = append(elems, first)
	}
	for _, e := range elems {
		if e.t == nil || classDeclOf(e.t) != nil {
			return exprInfo{dependent: true}
		}
	}
	switch {
	case x.Op == token.AmpAmp || x.Op == token.PipePipe:
		return c.rvalue(c.builtin(types.Bool))
	case x.Op == token.Comma && len(elems) > 0 && init == nil:
		return elems[len(elems)-1]
	case x.Op == token.Comma && len(elems) == 0:
		return c.rvalue(c.builtin(types.Void))
	}
	return exprInfo{}
}

// packLength returns the number of elements of the pack a name denotes
// (sizeof...(name)), when it is bound.
func (c *checker) packLength(n *ast.Name) (int, bool) {
	if n == nil {
		return 0, false
	}
	for _, d := range c.lookupName(n).decls {
		switch b := d.(type) {
		case *packBinding:
			return len(b.args), true
		case *paramPack:
			return len(b.vars), true
		}
		return 0, false
	}
	return 0, false
}

// sizeofPackName returns the name sizeof...(X) names.
func sizeofPackName(x *ast.SizeofExpr) *ast.Name {
	if ne, ok := x.X.(*ast.NameExpr); ok {
		return ne.Name
	}
	if x.Type != nil && x.Type.Spec != nil && x.Type.Spec.Kind == ast.TypeNamed && (x.Type.Decl == nil || len(x.Type.Decl.Chunks) == 0) {
		return x.Type.Spec.Name
	}
	return nil
}

// expandedParamTypes instantiates a function parameter pack's declared
// type (T... or const T&... ) into one type per element. expanded is false
// when no bound pack is involved.
func (c *checker) expandedParamTypes(p *ast.ParamDecl) (ts []types.Type, expanded, ok bool) {
	return expandPack(c, func() (types.Type, bool) {
		t := c.specType(p.Spec)
		if t == nil {
			return nil, false
		}
		t = c.declType(t, p.Decl)
		return t, t != nil
	})
}

// isPackExpansionArg reports a written template argument that is a pack
// expansion (T... or expr...), with the argument its pattern is. The
// parser marks one either on the argument or, for a type-id, on its
// abstract declarator.
func isPackExpansionArg(w ast.TemplateArg) (ast.TemplateArg, bool) {
	if w.Pack {
		w.Pack = false
		return w, true
	}
	if w.Type != nil && w.Type.Decl != nil && w.Type.Decl.Pack {
		d := *w.Type.Decl
		d.Pack = false
		ty := *w.Type
		ty.Decl = &d
		return ast.TemplateArg{Type: &ty}, true
	}
	if pe, ok := w.Expr.(*ast.PackExpansion); ok {
		return ast.TemplateArg{Expr: pe.X}, true
	}
	return w, false
}
