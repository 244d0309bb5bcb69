package layout

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Record is the layout of a class, struct or union. Sizes and offsets are
// in bytes, except bit offsets of fields.
type Record struct {
	Size, Align int64
	// DataSize is dsize: the size without tail padding (equal to Size for a
	// class that is POD for the purpose of layout).
	DataSize int64
	// NVSize and NVAlign are the size and alignment without virtual bases,
	// what a base subobject of this class occupies.
	NVSize, NVAlign int64
	// Fields holds one entry per FieldDecl, in declaration order.
	Fields []FieldLayout
	// Bases are the direct non-virtual bases, VBases all virtual bases
	// (direct and indirect), with their offsets in this class.
	Bases, VBases []BaseLayout
	// HasOwnVPtr is set when the class has its own vptr at offset 0 (it is
	// dynamic and has no primary base).
	HasOwnVPtr bool
	Dynamic    bool
	// Primary is the primary base, nil when none.
	Primary        *types.ClassDecl
	PrimaryVirtual bool
	Empty          bool
	NearlyEmpty    bool
	// PODForLayout is the C++03 POD-ness the ABI uses to decide whether a
	// derived class may reuse this class's tail padding.
	PODForLayout bool
	// packed is g++'s TYPE_PACKED after layout: the packed attribute, unless
	// a member of non-POD class type could not be packed.
	packed bool
}

// FieldLayout is where one data member lives.
type FieldLayout struct {
	Field     *types.FieldDecl
	OffsetBit int64 // offset in bits from the start of the class
}

// Offset returns the field's byte offset (the containing byte for a
// bit-field).
func (f FieldLayout) Offset() int64 { return f.OffsetBit / 8 }

// BaseLayout is where one base subobject lives.
type BaseLayout struct {
	Class   *types.ClassDecl
	Offset  int64
	Virtual bool
}

// Error is a type the layout cannot be computed for.
type Error struct {
	Pos    source.Pos
	Type   string
	Reason string
}

func (e *Error) Error() string { return fmt.Sprintf("cannot lay out %s: %s", e.Type, e.Reason) }

func typeError(t types.Type, pos source.Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Type: t.String(), Reason: fmt.Sprintf(format, args...)}
}
