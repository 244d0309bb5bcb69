package sema

import (
	"math/big"
	"testing"

	"github.com/cufe-dev/cufe/frontend/types"
)

// TestArgsKeyIdentity: appendArgsKey gives equal keys exactly to argument
// lists of the same kinds, entities and values.
func TestArgsKeyIdentity(t *testing.T) {
	ctx := types.NewContext()
	i, c := ctx.Builtin(types.Int), ctx.Builtin(types.Char)
	pi := ctx.PointerTo(i)
	integral := func(t types.Type, v int64) types.TemplateArg {
		return types.TemplateArg{Kind: types.IntegralArg, Type: t, Value: big.NewInt(v)}
	}
	lists := [][]types.TemplateArg{
		nil,
		{types.TypeArgument(i)},
		{types.TypeArgument(c)},
		{types.TypeArgument(pi)},
		{types.TypeArgument(i), types.TypeArgument(c)},
		{types.TypeArgument(c), types.TypeArgument(i)},
		{integral(i, 1)},
		{integral(i, 11)},
		{integral(c, 1)},
		{integral(i, 1), integral(i, 1)},
		{types.PackArgument(types.TypeArgument(i))},
		{types.PackArgument(types.TypeArgument(i)), types.TypeArgument(c)},
		{types.PackArgument(types.TypeArgument(i), types.TypeArgument(c))},
		{types.PackArgument()},
		{types.TemplateArg{Kind: types.NullPtrArg, Type: pi}},
		{types.TemplateArg{Kind: types.ExprArg}},
	}
	seen := map[string]int{}
	for n, args := range lists {
		k := string(appendArgsKey(nil, args))
		if m, dup := seen[k]; dup {
			t.Errorf("lists %d and %d have the same key %q", m, n, k)
		}
		seen[k] = n
		// The same arguments, built again, key the same.
		again := append([]types.TemplateArg(nil), args...)
		for j := range again {
			if again[j].Kind == types.IntegralArg {
				again[j].Value = new(big.Int).Set(again[j].Value)
			}
		}
		if k2 := string(appendArgsKey(nil, again)); k2 != k {
			t.Errorf("list %d: key %q, rebuilt %q", n, k, k2)
		}
	}
}
