package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A function parameter pack (Args const&... args) in an instance of a
// function template is one parameter per element of Args. Its name then
// stands for the list of them: in a pack expansion (f(args...),
// forward<Args>(args)...) for the element being instantiated, as a
// template parameter pack's name does (see pack.go). Without this the
// expansion stayed dependent, and the proof walk could not resolve a call
// that passes the pack on (thrust's triple_chevron::doit calling
// doit_host(k, args...)).

// paramPack binds a function parameter pack's name in an instance to its
// elements.
type paramPack struct {
	types.DeclBase
	vars []*types.VarDecl
}

// paramPackElem returns the element of pack b that the expansion being
// instantiated stands for (see packIndex).
func (c *checker) paramPackElem(b *paramPack) (*types.VarDecl, bool) {
	i, ok := c.packIndex(len(b.vars))
	if !ok {
		return nil, false
	}
	return b.vars[i], true
}

// expandedParamPack returns the types of the elements of function
// parameter pack p, the function's only pack, in fn, an instance whose
// type has them from index i on; false when p is not expanded (fn is a
// template's pattern) or its elements cannot be told apart in fn's type.
func (c *checker) expandedParamPack(fn *types.FunctionDecl, fc *ast.FuncChunk, i int) ([]types.Type, bool) {
	if fn.Type == nil {
		return nil, false
	}
	for j, q := range fc.Params {
		if j != i && q.Decl != nil && q.Decl.Pack {
			return nil, false // two packs: which parameters are whose?
		}
	}
	ts, expanded, ok := c.expandedParamTypes(fc.Params[i])
	n := len(fn.Type.Params) - (len(fc.Params) - 1)
	if !expanded || !ok || len(ts) != n || n < 0 {
		return nil, false
	}
	return fn.Type.Params[i : i+n], true
}

// declareParamPack declares the name of function parameter pack p of fn
// (a function, or the entity a lambda is in) as its elements, of types ts.
func (c *checker) declareParamPack(fn types.Decl, p *ast.ParamDecl, ts []types.Type) {
	b := &paramPack{vars: make([]*types.VarDecl, len(ts))}
	b.Name = p.Decl.Name.Ident()
	for j, t := range ts {
		v := c.ctx.NewVar(fn, b.Name, c.paramVarType(t, p))
		v.Pos = p.Decl.At
		c.setVarInfo(v, &varInfo{scope: c.scope})
		b.vars[j] = v
	}
	c.declare(b.Name, b)
}

// expandedLambdaPack returns the types of the elements of p, a parameter
// of a lambda in an instance, when it is a function parameter pack whose
// pack is bound ([&](ExpTypes... coercedArgs) in cudaLaunchKernelEx).
func (c *checker) expandedLambdaPack(p *ast.ParamDecl) ([]types.Type, bool) {
	if p.Decl == nil || !p.Decl.Pack {
		return nil, false
	}
	ts, expanded, ok := c.expandedParamTypes(p)
	return ts, expanded && ok
}
