package sema

import "github.com/cufe-dev/cufe/frontend/types"

// unnamedInParams reports whether the template parameter p, one of params,
// is certainly named by none of a function template's parameter types
// ptypes: each names only the other parameters (allBound with every
// parameter but p bound, which answers false for any form it does not
// know). A parameter no function parameter names can be neither deduced
// nor left to a later step, so a call giving it no argument, and
// whose template gives it no default, does not make the template viable.
func unnamedInParams(p *types.TemplateParam, params []*types.TemplateParam, ptypes []types.Type) bool {
	others := make(map[paramKey]types.TemplateArg, len(params))
	for _, q := range params {
		if q != p {
			others[paramKey{q.Depth, q.Index}] = types.TemplateArg{}
		}
	}
	for _, pt := range ptypes {
		if !allBound(pt, others) {
			return false
		}
	}
	return true
}
