package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// integerPack expands GCC's __integer_pack(N)... among template arguments
// (libstdc++'s make_integer_sequence<T, N> is integer_sequence<T,
// __integer_pack(N)...>, and thrust's make_index_sequence is it): the
// values 0 to N-1, of the parameter p's type. handled is false when w is
// not that expansion; ok is false when N is not known.
func (c *checker) integerPack(w ast.TemplateArg, p *types.TemplateParam) (elems []types.TemplateArg, ok, handled bool) {
	call, isCall := w.Expr.(*ast.CallExpr)
	if !isCall || len(call.Args) != 1 {
		return nil, false, false
	}
	ne, isName := call.Fun.(*ast.NameExpr)
	if !isName || len(ne.Name.Parts) != 1 || ne.Name.Ident() != "__integer_pack" {
		return nil, false, false
	}
	v, known := c.constValue(call.Args[0])
	if !known || v.i < 0 || v.i > 1<<16 || p == nil {
		return nil, false, true
	}
	t := p.Type
	if t == nil || types.IsDependent(t) {
		t = v.t // (seq<T, I...>'s T: N's type, which T is bound to)
	}
	if t == nil {
		return nil, false, true
	}
	elems = make([]types.TemplateArg, v.i)
	for i := range elems {
		elems[i] = types.IntArgument(t, int64(i))
	}
	return elems, true, true
}
