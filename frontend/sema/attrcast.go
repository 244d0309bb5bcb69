package sema

import (
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// cub writes its kernels' launch bounds as functional casts,
// __launch_bounds__(int(ChainedPolicyT::ActivePolicy::ReducePolicy::BLOCK_THREADS)):
// an attribute argument read from raw tokens may be T(expr) for an integer
// type T named by one keyword.

// castKinds are the one-keyword integer types a functional cast in an
// attribute argument may name.
var castKinds = map[string]types.BuiltinKind{
	"int": types.Int, "unsigned": types.UInt, "long": types.Long, "short": types.Short,
	"char": types.Char, "bool": types.Bool,
}

// functionalCast evaluates T(expr) with the reader at the opening
// parenthesis, T spelled name; ok is false for any other T.
func (r *tokReader) functionalCast(name string) (int64, bool) {
	k, ok := castKinds[name]
	if !ok {
		return 0, false
	}
	r.i++ // (
	v, ok := r.expr(0)
	if !ok || r.i >= len(r.toks) || r.toks[r.i].Kind != token.RParen {
		return 0, false
	}
	r.i++
	cv, ok := r.c.convert(cval{t: r.c.builtin(types.Long), i: v}, r.c.builtin(k))
	if !ok {
		return 0, false
	}
	return cv.i, true
}
