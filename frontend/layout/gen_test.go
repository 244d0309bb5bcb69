package layout

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/types"
)

// scalar is a member type the generator draws: its C++ spelling and Go type.
type scalar struct {
	cpp string
	t   types.Type
	// integral types may be bit-fields.
	integral bool
	// n is the bound of an array member (whose cpp is the element's).
	n int64
}

type layoutGen struct {
	ctx     *types.Context
	comp    *Computer
	r       *rand.Rand
	src     strings.Builder
	scalars []scalar
	structs []scalar // earlier generated structs, usable as members and bases
	empties []scalar
	dynamic map[*types.ClassDecl]bool
	checks  int
}

func newLayoutGen(seed uint64) *layoutGen {
	ctx := types.NewContext()
	g := &layoutGen{ctx: ctx, comp: New(), r: rand.New(rand.NewPCG(seed, ^seed)), dynamic: map[*types.ClassDecl]bool{}}
	b := ctx.Builtin
	for _, s := range []struct {
		cpp      string
		k        types.BuiltinKind
		integral bool
	}{
		{"char", types.Char, true}, {"short", types.Short, true}, {"int", types.Int, true},
		{"long", types.Long, true}, {"long long", types.LongLong, true}, {"bool", types.Bool, true},
		{"unsigned char", types.UChar, true}, {"unsigned", types.UInt, true}, {"__int128", types.Int128, true},
		{"char16_t", types.Char16, true}, {"wchar_t", types.WChar, true},
		{"float", types.Float, false}, {"double", types.Double, false}, {"long double", types.LongDouble, false},
		{"_Float16", types.Float16, false},
	} {
		g.scalars = append(g.scalars, scalar{s.cpp, b(s.k), s.integral, 0})
	}
	g.scalars = append(g.scalars,
		scalar{"int*", ctx.PointerTo(b(types.Int)), false, 0},
		scalar{"decltype(nullptr)", b(types.NullPtr), false, 0})
	g.src.WriteString("#include <cstddef>\ntemplate<class T> using id = T;\n")
	// Enumerations with fixed underlying types, and empty classes.
	for i, u := range []struct {
		cpp string
		k   types.BuiltinKind
	}{{"char", types.Char}, {"short", types.Short}, {"unsigned", types.UInt}, {"long long", types.LongLong}} {
		name := fmt.Sprintf("En%d", i)
		e := ctx.NewEnum(ctx.Global, name, true, b(u.k))
		e.Fixed = true
		fmt.Fprintf(&g.src, "enum class %s : %s { a, b };\n", name, u.cpp)
		g.scalars = append(g.scalars, scalar{name, e.Type, true, 0})
	}
	e0 := g.emptyClass("E0", nil)
	e1 := g.emptyClass("E1", nil)
	g.emptyClass("E2", e0)
	g.emptyClass("E3", e1)
	dummy := ctx.NewClass(ctx.Global, types.StructTag, "Dm")
	dummy.Complete = true
	g.src.WriteString("struct Dm {};\n")
	g.scalars = append(g.scalars,
		scalar{"int Dm::*", ctx.MemberPointerTo(dummy.Type, b(types.Int)), false, 0},
		scalar{"void (Dm::*)()", ctx.MemberPointerTo(dummy.Type, ctx.FunctionType(types.Function{Result: b(types.Void)})), false, 0})
	return g
}

func (g *layoutGen) emptyClass(name string, base *types.ClassDecl) *types.ClassDecl {
	c := g.ctx.NewClass(g.ctx.Global, types.StructTag, name)
	c.Complete = true
	if base != nil {
		c.Bases = []types.BaseSpec{{Type: base.Type}}
		fmt.Fprintf(&g.src, "struct %s : %s {};\n", name, base.Name)
	} else {
		fmt.Fprintf(&g.src, "struct %s {};\n", name)
	}
	g.empties = append(g.empties, scalar{cpp: name, t: c.Type})
	return c
}

func (g *layoutGen) chance(n int) bool { return g.r.IntN(n) == 0 }

// memberType draws a member type: a scalar, an array, an empty class or an
// earlier struct.
func (g *layoutGen) memberType() scalar {
	switch k := g.r.IntN(10); {
	case k < 5:
		return g.scalars[g.r.IntN(len(g.scalars))]
	case k < 6:
		e := g.scalars[g.r.IntN(len(g.scalars))]
		n := int64(1 + g.r.IntN(4))
		return scalar{cpp: e.cpp, t: g.ctx.ArrayOf(e.t, n), n: n}
	case k < 7:
		return g.empties[g.r.IntN(len(g.empties))]
	}
	if len(g.structs) == 0 {
		return g.scalars[g.r.IntN(len(g.scalars))]
	}
	return g.structs[g.r.IntN(len(g.structs))]
}

// spell writes a member declaration of type t named name.
func spell(s scalar, name string) string {
	if s.n > 0 {
		return fmt.Sprintf("id<%s> %s[%d]", s.cpp, name, s.n)
	}
	return "id<" + s.cpp + "> " + name
}

// structDecl generates one struct, its Go twin, and static_asserts of its
// computed layout.
func (g *layoutGen) structDecl(idx int) error {
	ctx := g.ctx
	name := fmt.Sprintf("S%d", idx)
	c := ctx.NewClass(ctx.Global, types.StructTag, name)
	union := g.chance(12)
	if union {
		c.Tag = types.UnionTag
	}
	var attrs []string
	if g.chance(6) {
		c.Layout.Packed = true
		attrs = append(attrs, "packed")
	}
	if g.chance(8) {
		c.Layout.Aligned = int64(1) << g.r.IntN(6)
		attrs = append(attrs, fmt.Sprintf("aligned(%d)", c.Layout.Aligned))
	}
	pack := int64(0)
	if g.chance(8) {
		pack = int64(1) << g.r.IntN(4)
		c.Layout.MaxFieldAlign = pack
		fmt.Fprintf(&g.src, "#pragma pack(push, %d)\n", pack)
	}
	var head []string
	if !union {
		for range g.r.IntN(3) {
			var base scalar
			if g.chance(2) || len(g.structs) == 0 {
				base = g.empties[g.r.IntN(len(g.empties))]
			} else {
				base = g.structs[g.r.IntN(len(g.structs))]
			}
			bd := base.t.(*types.Class).Decl
			if bd.Tag == types.UnionTag || dupBase(c, bd) {
				continue
			}
			virt := g.chance(5)
			c.Bases = append(c.Bases, types.BaseSpec{Type: base.t, Virtual: virt})
			if virt {
				head = append(head, "virtual public "+base.cpp)
			} else {
				head = append(head, "public "+base.cpp)
			}
		}
	}
	var body []string
	if !union && g.chance(5) {
		c.Polymorphic = true
		body = append(body, fmt.Sprintf("virtual void vf%d();", idx))
	}
	if g.chance(5) {
		c.UserDeclared.Constructor = true
		body = append(body, name+"();")
	}
	nf := g.r.IntN(7)
	for i := range nf {
		fname := fmt.Sprintf("f%d", i)
		access := ""
		if !union && g.chance(10) {
			access = "private: "
		}
		var decl string
		var f *types.FieldDecl
		if g.chance(3) {
			s := g.scalars[g.r.IntN(len(g.scalars))]
			for !s.integral {
				s = g.scalars[g.r.IntN(len(g.scalars))]
			}
			size, _, _ := g.comp.SizeAlign(s.t)
			w := g.r.IntN(int(size*8) + 1)
			if _, isBool := s.t.(*types.Builtin); isBool && s.t.(*types.Builtin).Kind == types.Bool {
				w = g.r.IntN(2)
			}
			if w == 0 || g.chance(8) {
				fname = ""
			}
			f = ctx.NewField(c, fname, s.t)
			f.IsBitField, f.Width = true, w
			decl = fmt.Sprintf("%s %s : %d;", s.cpp, fname, w)
		} else {
			s := g.memberType()
			f = ctx.NewField(c, fname, s.t)
			decl = spell(s, fname)
			switch g.r.IntN(8) {
			case 0:
				f.Packed = true
				decl += " __attribute__((packed))"
			case 1:
				f.Aligned = int64(1) << g.r.IntN(6)
				decl += fmt.Sprintf(" __attribute__((aligned(%d)))", f.Aligned)
			case 2:
				_, ta, _ := g.comp.SizeAlign(s.t)
				f.Aligned = max(ta, int64(1)<<g.r.IntN(6))
				decl = fmt.Sprintf("alignas(%d) %s", f.Aligned, decl)
			}
			decl += ";"
		}
		if access != "" {
			f.Access = types.Private
		}
		body = append(body, access+decl+" public:")
	}
	body = append(body, "void chk();")
	c.Complete = true
	kw := "struct"
	if union {
		kw = "union"
	}
	attr := ""
	if len(attrs) > 0 {
		attr = " __attribute__((" + strings.Join(attrs, ", ") + "))"
	}
	inherit := ""
	if len(head) > 0 {
		inherit = " : " + strings.Join(head, ", ")
	}
	fmt.Fprintf(&g.src, "%s%s %s%s {\n  %s\n};\n", kw, attr, name, inherit, strings.Join(body, "\n  "))
	if pack > 0 {
		g.src.WriteString("#pragma pack(pop)\n")
	}
	rec, err := g.comp.Record(c)
	if err != nil {
		return err
	}
	fmt.Fprintf(&g.src, "void %s::chk() {\n  static_assert(sizeof(%s) == %d);\n  static_assert(alignof(%s) == %d);\n", name, name, rec.Size, name, rec.Align)
	g.checks += 2
	for _, fl := range rec.Fields {
		if fl.Field.IsBitField || fl.Field.Name == "" {
			continue
		}
		fmt.Fprintf(&g.src, "  static_assert(__builtin_offsetof(%s, %s) == %d);\n", name, fl.Field.Name, fl.Offset())
		g.checks++
	}
	g.src.WriteString("}\n")
	if !union {
		g.structs = append(g.structs, scalar{cpp: name, t: c.Type})
	}
	return nil
}

func dupBase(c *types.ClassDecl, d *types.ClassDecl) bool {
	for _, b := range c.Bases {
		if b.Type.Canonical() == d.Type {
			return true
		}
	}
	return false
}

// TestLayoutAgainstGCC generates structs with bit-fields, bases, empty
// members, vptrs, packed, aligned and #pragma pack, computes their layout
// and has g++ check every size, alignment and offset with static_assert.
func TestLayoutAgainstGCC(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	n := 400
	if testing.Short() {
		n = 120
	}
	seed := uint64(7)
	if s := os.Getenv("CUFE_GEN_SEED"); s != "" {
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatal(err)
		}
	}
	g := newLayoutGen(seed)
	for i := range n {
		if err := g.structDecl(i); err != nil {
			t.Fatalf("S%d: %v", i, err)
		}
	}
	src := filepath.Join(t.TempDir(), "layout.cpp")
	if err := os.WriteFile(src, []byte(g.src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(gxx, "-std=c++20", "-fsyntax-only", "-w", src).CombinedOutput()
	if err != nil {
		if keep := os.Getenv("CUFE_KEEP_GEN"); keep != "" {
			_ = os.WriteFile(keep, []byte(g.src.String()), 0o644)
		}
		t.Fatalf("g++ disagrees with the computed layouts:\n%s", firstLines(string(out), 60))
	}
	t.Logf("%d structs, %d layout facts checked by g++", n, g.checks)
}

func firstLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append(lines[:n], "...")
	}
	return strings.Join(lines, "\n")
}
