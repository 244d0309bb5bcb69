package layout

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// fields allocates the data members in declaration order.
func (b *builder) fields() error {
	for _, f := range b.d.Fields {
		var off int64
		var err error
		if f.IsBitField {
			off, err = b.bitField(f)
		} else {
			off, err = b.field(f)
		}
		if err != nil {
			return err
		}
		b.r.Fields = append(b.r.Fields, FieldLayout{Field: f, OffsetBit: off})
	}
	return nil
}

// fieldAlign is a non-bit-field member's alignment: its type's, or 1 when
// packed, raised by aligned/alignas on the member, capped by #pragma pack.
// g++ ignores a class's packed attribute for a member of a class type that
// is not POD for the purpose of layout (a packed attribute on the member
// itself still applies).
func (b *builder) fieldAlign(f *types.FieldDecl, typeAlign int64) int64 {
	a := typeAlign
	if f.Packed || (b.packed && b.packable(f.Type)) {
		a = 1
	}
	a = max(a, f.Aligned)
	return b.capAlign(a)
}

// packable reports whether packed applies to a member of type t.
func (b *builder) packable(t types.Type) bool {
	cls := classOf(t)
	if cls == nil {
		return true
	}
	r := b.c.records[cls]
	return r == nil || r.PODForLayout || r.packed
}

// allPackable reports whether a packed class's attribute survives: g++
// drops it when some member of non-POD class type cannot be packed.
func (b *builder) allPackable() bool {
	for _, f := range b.d.Fields {
		if f.IsBitField {
			continue
		}
		if cls := classOf(f.Type); cls != nil {
			if _, err := b.c.Record(cls); err == nil && !b.packable(f.Type) {
				return false
			}
		}
	}
	return true
}

// field allocates a non-bit-field member and returns its offset in bits.
func (b *builder) field(f *types.FieldDecl) (int64, error) {
	size, talign, err := b.c.sizeAlign(f.Type, f.Pos)
	if err != nil {
		return 0, err
	}
	a := b.fieldAlign(f, talign)
	off := alignUp(b.dsizeBytes(), a)
	cls := classOf(f.Type)
	if cls != nil && b.d.Tag != types.UnionTag {
		// g++ steps past a conflict by the type's alignment, then
		// re-aligns to the member's own.
		for b.conflicts(cls, off, true) {
			off = alignUp(off+talign, a)
		}
		b.recordElements(f.Type, off)
	}
	b.dsizeBits = (off + size) * 8
	b.size = max(b.size, off+size)
	b.align = max(b.align, a)
	return off * 8, nil
}

// bitField allocates a bit-field by g++'s rules for x86-64: a bit-field may
// not straddle more units of its type's alignment than its type has (unless
// packed or under #pragma pack), a zero-width one aligns the next member to
// its type, and only named ones align the class.
func (b *builder) bitField(f *types.FieldDecl) (int64, error) {
	t := f.Type.Canonical()
	if q, ok := t.(*types.Qualified); ok {
		t = q.Elem.Canonical()
	}
	switch u := t.(type) {
	case *types.Builtin:
		if !u.Kind.IsInteger() {
			return 0, typeError(f.Type, f.Pos, "bit-field of non-integral type")
		}
	case *types.Enum:
	default:
		return 0, typeError(f.Type, f.Pos, "bit-field of non-integral type")
	}
	size, talign, err := b.c.sizeAlign(t, f.Pos)
	if err != nil {
		return 0, err
	}
	if f.Width < 0 || int64(f.Width) > size*8 {
		return 0, typeError(f.Type, f.Pos, "bit-field width %d is wider than its type", f.Width)
	}
	unit := talign * 8
	w := int64(f.Width)
	pos := b.dsizeBits
	if b.d.Tag == types.UnionTag {
		pos = 0
	}
	if w == 0 {
		// Neither packed nor #pragma pack affects a zero-width bit-field.
		pos = alignUp(pos, talign*8)
		b.dsizeBits = max(b.dsizeBits, pos)
		return pos, nil
	}
	packed := b.packed || f.Packed
	if !packed && b.pack == 0 {
		if (pos%unit+w+unit-1)/unit > size*8/unit {
			pos = alignUp(pos, unit)
		}
	}
	if f.Name != "" {
		a := talign
		switch {
		case b.pack > 0:
			a = b.capAlign(a)
		case packed:
			a = 1
		}
		b.align = max(b.align, a)
	}
	b.dsizeBits = max(b.dsizeBits, pos+w)
	b.size = max(b.size, b.dsizeBytes())
	return pos, nil
}

// union lays out a union: every member at offset 0.
func (b *builder) union() error {
	if len(b.d.Bases) > 0 {
		return typeError(b.d.Type, b.d.Pos, "a union cannot have base classes")
	}
	b.align = 1
	var size int64
	for _, f := range b.d.Fields {
		b.dsizeBits = 0
		var err error
		if f.IsBitField {
			_, err = b.bitField(f)
		} else {
			_, err = b.field(f)
		}
		if err != nil {
			return err
		}
		size = max(size, b.dsizeBytes())
		b.r.Fields = append(b.r.Fields, FieldLayout{Field: f})
	}
	if b.d.Layout.Aligned > b.align {
		b.align = b.d.Layout.Aligned
	}
	b.r.NVAlign = b.align
	b.size, b.dsizeBits = size, size*8
	b.r.NVSize = size
	b.finish(nil)
	return nil
}

// classOf returns the class of a class type or of an array of class type.
func classOf(t types.Type) *types.ClassDecl {
	for {
		switch u := t.Canonical().(type) {
		case *types.Array:
			t = u.Elem
		case *types.Qualified:
			t = u.Elem
		case *types.Class:
			return u.Decl
		default:
			return nil
		}
	}
}

// conflicts reports whether putting an object of class d at off would put
// one of its empty subobjects at an address already used by an empty
// subobject of the same type.
func (b *builder) conflicts(d *types.ClassDecl, off int64, complete bool) bool {
	return b.c.walkEmpty(d, off, complete, func(e *types.ClassDecl, o int64) bool {
		for _, p := range b.placed[e] {
			if p == o {
				return true
			}
		}
		return false
	})
}

// record notes the empty subobjects of an object of class d at off.
func (b *builder) record(d *types.ClassDecl, off int64, complete bool) {
	b.c.walkEmpty(d, off, complete, func(e *types.ClassDecl, o int64) bool {
		b.placed[e] = append(b.placed[e], o)
		return false
	})
}

// recordElements records the empty subobjects of a member of type t (a
// class or an array of one) at off.
func (b *builder) recordElements(t types.Type, off int64) {
	b.c.forEachElement(t, off, func(d *types.ClassDecl, o int64) bool {
		b.record(d, o, true)
		return false
	})
}

// maxTrackedElements bounds how many elements of an array member are
// tracked for empty subobjects; only the first can ever collide with an
// earlier subobject.
const maxTrackedElements = 64

// forEachElement calls fn for each class object in a member of type t at
// off (the object, or each element of an array of them).
func (c *Computer) forEachElement(t types.Type, off int64, fn func(*types.ClassDecl, int64) bool) bool {
	switch u := t.Canonical().(type) {
	case *types.Qualified:
		return c.forEachElement(u.Elem, off, fn)
	case *types.Class:
		return fn(u.Decl, off)
	case *types.Array:
		if u.Len <= 0 || classOf(u.Elem) == nil {
			return false
		}
		es, _, err := c.sizeAlign(u.Elem, 0)
		if err != nil {
			return false
		}
		for i := int64(0); i < u.Len && i < maxTrackedElements; i++ {
			if c.forEachElement(u.Elem, off+i*es, fn) {
				return true
			}
		}
	}
	return false
}

// walkEmpty calls fn for every empty class subobject of an object of class
// d at off (its virtual bases too when complete), stopping when fn returns
// true.
func (c *Computer) walkEmpty(d *types.ClassDecl, off int64, complete bool, fn func(*types.ClassDecl, int64) bool) bool {
	r := c.records[d]
	if r == nil {
		return false
	}
	if r.Empty && fn(d, off) {
		return true
	}
	for _, bl := range r.Bases {
		if c.walkEmpty(bl.Class, off+bl.Offset, false, fn) {
			return true
		}
	}
	for _, fl := range r.Fields {
		if fl.Field.IsBitField || classOf(fl.Field.Type) == nil {
			continue
		}
		stop := c.forEachElement(fl.Field.Type, off+fl.Offset(), func(e *types.ClassDecl, o int64) bool {
			return c.walkEmpty(e, o, true, fn)
		})
		if stop {
			return true
		}
	}
	if complete {
		for _, vb := range r.VBases {
			if c.walkEmpty(vb.Class, off+vb.Offset, false, fn) {
				return true
			}
		}
	}
	return false
}
