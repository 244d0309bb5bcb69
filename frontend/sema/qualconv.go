package sema

import "github.com/cufe-dev/cufe/frontend/types"

// pointerQualRanks breaks a tie between two exact-match conversions of
// the i-th argument to the i-th parameters of f and g: when both are
// pointers to one type but for the pointee's qualifiers, one set a
// proper subset of the other, the argument (a pointer or array that
// converts to both) reaches the less qualified one by a shorter
// sequence, the identity or a qualification conversion adding fewer
// qualifiers, and that conversion is better ([over.ics.rank]/3.2.5:
// f(T *) over f(const T *) for an int *). It returns the ranks to
// compare: rankExact for the better, rankPromotion for the worse (a
// stand-in, between exact and conversion), rankExact for both when
// the rule does not apply.
func pointerQualRanks(f, g *types.FunctionDecl, i int) (convRank, convRank) {
	if f.Type == nil || g.Type == nil || i >= len(f.Type.Params) || i >= len(g.Type.Params) {
		return rankExact, rankExact
	}
	p, ok := f.Type.Params[i].Canonical().(*types.Pointer)
	q, ok2 := g.Type.Params[i].Canonical().(*types.Pointer)
	if !ok || !ok2 {
		return rankExact, rankExact
	}
	pe, pcv := types.Split(p.Elem)
	qe, qcv := types.Split(q.Elem)
	switch {
	case pe != qe || pcv == qcv:
	case pcv&^qcv == 0:
		return rankExact, rankPromotion
	case qcv&^pcv == 0:
		return rankPromotion, rankExact
	}
	return rankExact, rankExact
}
