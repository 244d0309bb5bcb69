package layout

import (
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// builtinSizes are size and alignment of the x86-64 LP64 fundamental types.
var builtinSizes = map[types.BuiltinKind][2]int64{
	types.Bool: {1, 1}, types.Char: {1, 1}, types.SChar: {1, 1}, types.UChar: {1, 1},
	types.WChar: {4, 4}, types.Char8: {1, 1}, types.Char16: {2, 2}, types.Char32: {4, 4},
	types.Short: {2, 2}, types.UShort: {2, 2}, types.Int: {4, 4}, types.UInt: {4, 4},
	types.Long: {8, 8}, types.ULong: {8, 8}, types.LongLong: {8, 8}, types.ULongLong: {8, 8},
	types.Int128: {16, 16}, types.UInt128: {16, 16},
	types.Float: {4, 4}, types.Double: {8, 8}, types.LongDouble: {16, 16}, types.Float128: {16, 16},
	types.Float16: {2, 2}, types.Float32: {4, 4}, types.Float64: {8, 8}, types.Float128x: {16, 16},
	types.NullPtr: {8, 8},
}

// Computer lays out the types of one translation unit, caching class
// layouts.
type Computer struct {
	records map[*types.ClassDecl]*Record
	active  map[*types.ClassDecl]bool
}

// New returns an empty Computer.
func New() *Computer {
	return &Computer{records: map[*types.ClassDecl]*Record{}, active: map[*types.ClassDecl]bool{}}
}

// SizeAlign returns sizeof and alignof of an object type.
func (c *Computer) SizeAlign(t types.Type) (size, align int64, err error) {
	return c.sizeAlign(t, source.NoPos)
}

func (c *Computer) sizeAlign(t types.Type, pos source.Pos) (int64, int64, error) {
	switch u := t.Canonical().(type) {
	case *types.Builtin:
		if sa, ok := builtinSizes[u.Kind]; ok {
			return sa[0], sa[1], nil
		}
		return 0, 0, typeError(t, pos, "type has no size")
	case *types.Qualified:
		return c.sizeAlign(u.Elem, pos)
	case *types.Pointer, *types.Reference:
		return 8, 8, nil
	case *types.MemberPointer:
		if _, isFunc := u.Elem.Canonical().(*types.Function); isFunc {
			return 16, 8, nil
		}
		return 8, 8, nil
	case *types.Array:
		if u.Dep != nil {
			return 0, 0, typeError(t, pos, "array bound is value-dependent")
		}
		es, ea, err := c.sizeAlign(u.Elem, pos)
		if err != nil {
			return 0, 0, err
		}
		if u.Len < 0 {
			return 0, ea, nil // a flexible array member occupies nothing
		}
		return es * u.Len, ea, nil
	case *types.Enum:
		d := u.Decl
		if d.Underlying == nil {
			return 0, 0, typeError(t, d.Pos, "enumeration has no underlying type")
		}
		s, a, err := c.sizeAlign(d.Underlying, d.Pos)
		if err != nil {
			return 0, 0, err
		}
		return s, max(a, d.Aligned), nil
	case *types.Class:
		r, err := c.Record(u.Decl)
		if err != nil {
			return 0, 0, err
		}
		return r.Size, r.Align, nil
	case *types.Function:
		return 0, 0, typeError(t, pos, "function types have no size")
	}
	return 0, 0, typeError(t, pos, "type is dependent or unsupported")
}

func alignUp(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}
