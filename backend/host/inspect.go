package host

import (
	"sort"

	"github.com/cufe-dev/cufe/backend/internal/prune"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
)

// exprUses are the expression nodes the translation rewrites, gathered in
// one pass over the syntax tree.
type exprUses struct {
	launches []*ast.LaunchExpr
	names    []*ast.NameExpr
	lambdas  []*ast.LambdaExpr
}

// collectUses gathers them in one walk over the declarations that can
// hold one (all of them when h is nil). A launch has its `<<` token, a
// use of a managed variable the variable's name, and a __device__ or
// __global__ lambda the attribute's name: a declaration without any of
// these tokens has no node the translation rewrites.
func collectUses(tu *ast.TranslationUnit, h *prune.Hits) *exprUses {
	u := &exprUses{}
	f := func(n any) bool {
		switch x := n.(type) {
		case *ast.LaunchExpr:
			u.launches = append(u.launches, x)
		case *ast.NameExpr:
			u.names = append(u.names, x)
		case *ast.LambdaExpr:
			u.lambdas = append(u.lambdas, x)
		}
		return true
	}
	if h == nil {
		ast.Inspect(tu, f)
	} else {
		prune.Inspect(tu, h, f)
	}
	return u
}

// useTokens finds the tokens that give the rewritten nodes away: `<<`
// (a launch's position), the names of the managed variables, and the
// spellings of __device__ and __global__ (ast.CUDAAttrOf's).
func (g *generator) useTokens() *prune.Hits {
	idx := append(append([]int(nil), g.scan.shl...), g.scan.exec...)
	if len(g.managed) > 0 {
		managed := make(map[string]bool, len(g.managed))
		for _, m := range g.managed {
			managed[m.name] = true
		}
		isManaged := prune.Idents(managed)
		for i := range g.toks {
			if isManaged.Match(&g.toks[i]) {
				idx = append(idx, i)
			}
		}
	}
	sort.Ints(idx)
	pos := make([]source.Pos, len(idx))
	for k, i := range idx {
		pos[k] = g.toks[i].Pos
	}
	return prune.Ordered(pos)
}

// mayNameExecSpace reports whether an identifier is a spelling of the
// device or global execution space (device, __device__, __global …).
func mayNameExecSpace(s string) bool {
	switch len(s) {
	case 6, 8, 10:
		return ast.CUDAAttrOf(s)&(ast.CUDADevice|ast.CUDAGlobal) != 0
	}
	return false
}
