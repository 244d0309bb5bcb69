package layout

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/types"
)

// Known answers read off g++ 12 for the classic cases (tail padding of POD
// and non-POD bases, empty bases of the same type, bit-field straddling).
func TestKnownLayouts(t *testing.T) {
	ctx := types.NewContext()
	c := New()
	i, ch, sh := ctx.Builtin(types.Int), ctx.Builtin(types.Char), ctx.Builtin(types.Short)
	class := func(name string, bases ...*types.ClassDecl) *types.ClassDecl {
		d := ctx.NewClass(ctx.Global, types.StructTag, name)
		for _, b := range bases {
			d.Bases = append(d.Bases, types.BaseSpec{Type: b.Type})
		}
		d.Complete = true
		return d
	}
	field := func(d *types.ClassDecl, name string, t types.Type) *types.FieldDecl { return ctx.NewField(d, name, t) }
	bits := func(d *types.ClassDecl, name string, t types.Type, w int) {
		f := ctx.NewField(d, name, t)
		f.IsBitField, f.Width = true, w
	}
	check := func(d *types.ClassDecl, size, align int64, field string, off int64) {
		t.Helper()
		r, err := c.Record(d)
		if err != nil {
			t.Fatal(err)
		}
		if r.Size != size || r.Align != align {
			t.Errorf("%s: size %d align %d, want %d %d", d.Name, r.Size, r.Align, size, align)
		}
		for _, fl := range r.Fields {
			if fl.Field.Name == field && fl.Offset() != off {
				t.Errorf("%s.%s at %d, want %d", d.Name, field, fl.Offset(), off)
			}
		}
	}
	// struct A { int i; char c; }; struct B : A { char d; };  (A is POD)
	a := class("A")
	field(a, "i", i)
	field(a, "c", ch)
	b := class("B", a)
	field(b, "d", ch)
	check(b, 12, 4, "d", 8)
	// A3 has a user-declared constructor: its tail padding is reused.
	a3 := class("A3")
	a3.UserDeclared.Constructor = true
	field(a3, "i", i)
	field(a3, "c", ch)
	b3 := class("B3", a3)
	field(b3, "d", ch)
	check(b3, 8, 4, "d", 5)
	// struct E {}; struct F : E {}; struct G : E, F {};  F moves past E.
	e := class("E")
	f := class("F", e)
	g := class("G", e, f)
	check(g, 2, 1, "", 0)
	// struct H : E { E e; };  the member cannot share E's address.
	h := class("H", e)
	field(h, "e", e.Type)
	check(h, 2, 1, "e", 1)
	// struct S1 { char c; int x : 16; };  x fits in the first int.
	s1 := class("S1")
	field(s1, "c", ch)
	bits(s1, "x", i, 16)
	check(s1, 4, 4, "", 0)
	// struct S2 { char c; short s : 8; char d; };
	s2 := class("S2")
	field(s2, "c", ch)
	bits(s2, "s", sh, 8)
	field(s2, "d", ch)
	check(s2, 4, 2, "d", 2)
	// A dynamic class: vptr first.
	v := class("V")
	v.Polymorphic = true
	field(v, "c", ch)
	check(v, 16, 8, "c", 8)
	vd := class("VD", v)
	field(vd, "d", ch)
	check(vd, 16, 8, "d", 9)
}

func TestLayoutErrors(t *testing.T) {
	ctx := types.NewContext()
	c := New()
	inc := ctx.NewClass(ctx.Global, types.StructTag, "Inc")
	if _, err := c.Record(inc); err == nil {
		t.Error("an incomplete class must not lay out")
	}
	d := ctx.NewClass(ctx.Global, types.StructTag, "D")
	d.Complete = true
	f := ctx.NewField(d, "x", ctx.Builtin(types.Float))
	f.IsBitField, f.Width = true, 3
	if _, err := c.Record(d); err == nil {
		t.Error("a float bit-field must be rejected")
	}
	w := ctx.NewClass(ctx.Global, types.StructTag, "W")
	w.Complete = true
	f = ctx.NewField(w, "x", ctx.Builtin(types.Char))
	f.IsBitField, f.Width = true, 9
	if _, err := c.Record(w); err == nil {
		t.Error("a bit-field wider than its type must be rejected")
	}
	if _, _, err := c.SizeAlign(ctx.Builtin(types.Void)); err == nil {
		t.Error("void has no size")
	}
	self := ctx.NewClass(ctx.Global, types.StructTag, "Self")
	self.Complete = true
	ctx.NewField(self, "s", self.Type)
	if _, err := c.Record(self); err == nil {
		t.Error("a class containing itself must be rejected")
	}
}
