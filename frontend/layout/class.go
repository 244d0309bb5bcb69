package layout

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// Record returns the layout of class d, computing it (and its bases' and
// members') on first use.
func (c *Computer) Record(d *types.ClassDecl) (*Record, error) {
	if r := c.records[d]; r != nil {
		return r, nil
	}
	if !d.Complete {
		return nil, typeError(d.Type, d.Pos, "incomplete type")
	}
	if c.active[d] {
		return nil, typeError(d.Type, d.Pos, "class contains itself")
	}
	c.active[d] = true
	defer delete(c.active, d)
	b := &builder{c: c, d: d, r: &Record{}, placed: map[*types.ClassDecl][]int64{}}
	b.pack = d.Layout.MaxFieldAlign
	b.packed = d.Layout.Packed
	b.r.packed = b.packed && b.allPackable()
	var err error
	if d.Tag == types.UnionTag {
		err = b.union()
	} else {
		err = b.class()
	}
	if err != nil {
		return nil, err
	}
	c.records[d] = b.r
	return b.r, nil
}

// builder holds the state of one class's allocation (Itanium 2.4).
type builder struct {
	c         *Computer
	d         *types.ClassDecl
	r         *Record
	dsizeBits int64 // data size so far, in bits
	size      int64 // size so far, in bytes
	align     int64
	pack      int64 // #pragma pack in effect, bytes; 0 if none
	packed    bool
	// placed records the offsets of the empty class subobjects allocated
	// so far: no two subobjects of one type may share an address.
	placed map[*types.ClassDecl][]int64
}

type baseInfo struct {
	decl    *types.ClassDecl
	rec     *Record
	virtual bool
}

func (b *builder) dsizeBytes() int64 { return (b.dsizeBits + 7) / 8 }

// capAlign applies #pragma pack to an alignment.
func (b *builder) capAlign(a int64) int64 {
	if b.pack > 0 && a > b.pack {
		return b.pack
	}
	return a
}

func (b *builder) bases() ([]baseInfo, error) {
	out := make([]baseInfo, 0, len(b.d.Bases))
	for _, bs := range b.d.Bases {
		cls, ok := bs.Type.Canonical().(*types.Class)
		if !ok {
			return nil, typeError(bs.Type, b.d.Pos, "base is not a class")
		}
		r, err := b.c.Record(cls.Decl)
		if err != nil {
			return nil, err
		}
		out = append(out, baseInfo{cls.Decl, r, bs.Virtual})
	}
	return out, nil
}

func (b *builder) class() error {
	bases, err := b.bases()
	if err != nil {
		return err
	}
	r := b.r
	r.Dynamic = b.d.Polymorphic
	for _, bi := range bases {
		r.Dynamic = r.Dynamic || bi.virtual || bi.rec.Dynamic
	}
	b.align = 1
	vbases := b.c.virtualBases(b.d)
	if r.Dynamic {
		b.choosePrimary(bases, vbases)
	}
	switch {
	case r.Primary != nil && !r.PrimaryVirtual:
		pr := b.c.records[r.Primary]
		b.placeBase(r.Primary, pr, 0)
		r.Bases = append(r.Bases, BaseLayout{Class: r.Primary, Offset: 0})
	case r.Primary != nil:
		pr := b.c.records[r.Primary]
		b.placeBase(r.Primary, pr, 0)
		r.VBases = append(r.VBases, BaseLayout{Class: r.Primary, Offset: 0, Virtual: true})
	case r.Dynamic:
		r.HasOwnVPtr = true
		b.dsizeBits, b.size, b.align = 64, 8, b.capAlign(8)
		if b.r.packed {
			b.align = 1
		}
	}
	for _, bi := range bases {
		if bi.virtual || (bi.decl == r.Primary && !r.PrimaryVirtual) {
			continue
		}
		off := b.findBaseOffset(bi.decl, bi.rec, false)
		b.placeBase(bi.decl, bi.rec, off)
		r.Bases = append(r.Bases, BaseLayout{Class: bi.decl, Offset: off})
	}
	if err := b.fields(); err != nil {
		return err
	}
	if b.d.Layout.Aligned > b.align {
		b.align = b.d.Layout.Aligned
	}
	r.NVAlign = b.align
	r.NVSize = max(b.size, b.dsizeBytes())
	for _, v := range vbases {
		if r.Primary == v && r.PrimaryVirtual {
			continue
		}
		if off, ok := b.sharedPrimaryOffset(v); ok {
			r.VBases = append(r.VBases, BaseLayout{Class: v, Offset: off, Virtual: true})
			continue
		}
		vr := b.c.records[v]
		off := b.findBaseOffset(v, vr, true)
		b.placeBase(v, vr, off)
		r.VBases = append(r.VBases, BaseLayout{Class: v, Offset: off, Virtual: true})
	}
	b.finish(bases)
	return nil
}

// findBaseOffset picks a base subobject's offset: an empty base goes at 0
// when it can, anything else at the data size aligned; both move forward by
// their alignment while an empty subobject would share an address with one
// of the same type.
func (b *builder) findBaseOffset(d *types.ClassDecl, rec *Record, virtual bool) int64 {
	a := b.capAlign(rec.NVAlign)
	if rec.Empty && !b.conflicts(d, 0, false) {
		return 0
	}
	off := alignUp(b.dsizeBytes(), a)
	for b.conflicts(d, off, false) {
		off = alignUp(off+rec.Align, a)
	}
	return off
}

// placeBase allocates base subobject d at off.
func (b *builder) placeBase(d *types.ClassDecl, rec *Record, off int64) {
	if rec.Empty {
		b.size = max(b.size, off+rec.Size)
	} else {
		b.dsizeBits = (off + rec.NVSize) * 8
		b.size = max(b.size, off+rec.NVSize)
	}
	if rec.Empty {
		// g++ lays out empty bases apart from the fields, where #pragma
		// pack does not reach.
		b.align = max(b.align, rec.NVAlign)
	} else {
		b.align = max(b.align, b.capAlign(rec.NVAlign))
	}
	b.record(d, off, false)
}

// choosePrimary picks the primary base (Itanium 2.4 II.1): the first
// non-virtual dynamic base, else the first nearly empty virtual base that
// is not another base's primary, else the first nearly empty virtual base.
func (b *builder) choosePrimary(bases []baseInfo, vbases []*types.ClassDecl) {
	for _, bi := range bases {
		if !bi.virtual && bi.rec.Dynamic {
			b.r.Primary = bi.decl
			return
		}
	}
	indirect := b.c.indirectPrimaries(b.d)
	var first *types.ClassDecl
	for _, v := range vbases {
		if !b.c.records[v].NearlyEmpty {
			continue
		}
		if first == nil {
			first = v
		}
		if !indirect[v] {
			b.r.Primary, b.r.PrimaryVirtual = v, true
			return
		}
	}
	if first != nil {
		b.r.Primary, b.r.PrimaryVirtual = first, true
	}
}

// sharedPrimaryOffset reports whether virtual base v is already laid out as
// the primary base of a non-virtual base subobject, and where.
func (b *builder) sharedPrimaryOffset(v *types.ClassDecl) (int64, bool) {
	var walk func(d *types.ClassDecl, off int64) (int64, bool)
	walk = func(d *types.ClassDecl, off int64) (int64, bool) {
		r := b.c.records[d]
		if r.Primary == v && r.PrimaryVirtual {
			return off, true
		}
		for _, bl := range r.Bases {
			if o, ok := walk(bl.Class, off+bl.Offset); ok {
				return o, true
			}
		}
		return 0, false
	}
	for _, bl := range b.r.Bases {
		if o, ok := walk(bl.Class, bl.Offset); ok {
			return o, true
		}
	}
	return 0, false
}

func (b *builder) finish(bases []baseInfo) {
	r := b.r
	size := max(b.size, b.dsizeBytes())
	r.DataSize = b.dsizeBytes()
	r.Empty = !r.Dynamic && b.noData()
	for _, bi := range bases {
		r.Empty = r.Empty && bi.rec.Empty
	}
	if size == 0 {
		size = 1
	}
	r.Align = b.align
	r.Size = alignUp(size, r.Align)
	r.NearlyEmpty = r.Dynamic && r.NVSize == 8
	r.PODForLayout = b.podForLayout(bases)
	if r.PODForLayout {
		r.DataSize, r.NVSize = r.Size, r.Size
	}
}

// noData reports whether the class has no data members other than unnamed
// zero-width bit-fields.
func (b *builder) noData() bool {
	for _, f := range b.d.Fields {
		if !(f.IsBitField && f.Width == 0) {
			return false
		}
	}
	return true
}

// podForLayout applies C++03's POD rules, which the ABI keeps for deciding
// whether a derived class may reuse this one's tail padding.
func (b *builder) podForLayout(bases []baseInfo) bool {
	d := b.d
	if b.r.Dynamic || len(bases) > 0 || d.UserDeclared.Constructor || d.UserDeclared.CopyAssign || d.UserDeclared.Destructor {
		return false
	}
	for _, f := range d.Fields {
		if f.Access != types.Public {
			return false
		}
		t := f.Type.Canonical()
		for {
			if a, ok := t.(*types.Array); ok {
				t = a.Elem.Canonical()
				continue
			}
			if q, ok := t.(*types.Qualified); ok {
				t = q.Elem.Canonical()
				continue
			}
			break
		}
		switch u := t.(type) {
		case *types.Reference:
			return false
		case *types.Class:
			if r := b.c.records[u.Decl]; r != nil && !r.PODForLayout {
				return false
			}
		}
	}
	return true
}

// virtualBases returns d's virtual bases, direct and indirect, in
// inheritance graph order (depth first, left to right), each once.
func (c *Computer) virtualBases(d *types.ClassDecl) []*types.ClassDecl {
	var out []*types.ClassDecl
	seen := map[*types.ClassDecl]bool{}
	var walk func(*types.ClassDecl)
	walk = func(d *types.ClassDecl) {
		for _, bs := range d.Bases {
			cls, ok := bs.Type.Canonical().(*types.Class)
			if !ok {
				continue
			}
			if bs.Virtual && !seen[cls.Decl] {
				seen[cls.Decl] = true
				out = append(out, cls.Decl)
			}
			walk(cls.Decl)
		}
	}
	walk(d)
	return out
}

// indirectPrimaries returns the virtual bases that are the primary base of
// some base class of d.
func (c *Computer) indirectPrimaries(d *types.ClassDecl) map[*types.ClassDecl]bool {
	out := map[*types.ClassDecl]bool{}
	var walk func(*types.ClassDecl)
	walk = func(d *types.ClassDecl) {
		for _, bs := range d.Bases {
			cls, ok := bs.Type.Canonical().(*types.Class)
			if !ok {
				continue
			}
			if r := c.records[cls.Decl]; r != nil && r.PrimaryVirtual {
				out[r.Primary] = true
			}
			walk(cls.Decl)
		}
	}
	walk(d)
	return out
}
