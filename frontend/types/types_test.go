package types

import "testing"

func TestSpellingsFollowEDG(t *testing.T) {
	c := NewContext()
	i, ch, f := c.Builtin(Int), c.Builtin(Char), c.Builtin(Float)
	s := c.NewClass(c.Global, StructTag, "S")
	std := c.Namespace(c.Global, "std", false)
	p := c.NewTemplateParam(TypeParam, 0, 0, "T", false)
	vec := c.NewTemplate(std, "vector", ClassTemplate, []*TemplateParam{p})
	alloc := c.NewTemplate(std, "allocator", ClassTemplate, []*TemplateParam{c.NewTemplateParam(TypeParam, 0, 0, "T", false)})
	ai := c.Specialize(alloc, []TemplateArg{TypeArgument(i)})
	vi := c.Specialize(vec, []TemplateArg{TypeArgument(i), TypeArgument(ai.Type)})
	memfn := c.FunctionType(Function{Result: i, Params: []Type{f}, CV: Const})
	for _, tc := range []struct {
		t    Type
		want string
	}{
		{c.PointerTo(c.Qualify(i, Const)), "const int *"},
		{c.PointerTo(c.FunctionType(Function{Result: i, Params: []Type{f}})), "int (*)(float)"},
		{c.MemberPointerTo(s.Type, memfn), "int (S::*)(float) const"},
		{c.PointerTo(c.Qualify(c.PointerTo(ch), Const)), "char *const *"},
		{c.Qualify(c.PointerTo(c.Qualify(ch, Const|Volatile)), 0), "const volatile char *"},
		{c.ArrayOf(c.ArrayOf(i, 4), 3), "int [3][4]"},
		{c.PointerTo(c.ArrayOf(i, 4)), "int (*)[4]"},
		{c.ReferenceTo(c.FunctionType(Function{Result: c.Builtin(Void), Params: []Type{i}, Variadic: true}), false), "void (&)(int, ...)"},
		{vi.Type, "std::vector<int, std::allocator<int>>"},
		{c.MemberPointerTo(s.Type, i), "int S::*"},
		{c.Builtin(ULongLong), "unsigned long long"},
	} {
		if got := tc.t.String(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
	td := c.NewTypedef(c.Global, "CIP", c.PointerTo(c.Qualify(i, Const)))
	if got, want := Describe(td.Type), `"CIP" (aka "const int *")`; got != want {
		t.Errorf("Describe: got %s, want %s", got, want)
	}
	if got, want := Describe(i), `"int"`; got != want {
		t.Errorf("Describe: got %s, want %s", got, want)
	}
}

func TestCanonicalIdentity(t *testing.T) {
	c := NewContext()
	i := c.Builtin(Int)
	td := c.NewTypedef(c.Global, "I", i)
	if c.PointerTo(td.Type) == c.PointerTo(i) {
		t.Error("sugared and plain pointer types must be distinct nodes")
	}
	if c.PointerTo(td.Type).Canonical() != c.PointerTo(i) {
		t.Error("a pointer to a typedef must have the plain pointer as canonical type")
	}
	// const applied to an array qualifies its elements.
	arr := c.NewTypedef(c.Global, "A3", c.ArrayOf(i, 3))
	if got, want := c.Qualify(arr.Type, Const).Canonical(), c.ArrayOf(c.Qualify(i, Const), 3); got != want {
		t.Errorf("const A3 is %s, want %s", got, want)
	}
	// cv on a reference through a typedef is ignored.
	ref := c.NewTypedef(c.Global, "R", c.ReferenceTo(i, false))
	if c.Qualify(ref.Type, Const) != Type(ref.Type) {
		t.Error("const on a reference typedef must be ignored")
	}
	// Parameter adjustment: arrays and functions decay, top-level cv goes.
	fn := c.FunctionType(Function{Result: i, Params: []Type{c.ArrayOf(i, 3), c.Qualify(i, Const)}})
	if fn != c.FunctionType(Function{Result: i, Params: []Type{c.PointerTo(i), i}}) {
		t.Errorf("adjusted function type %s differs", fn)
	}
}

func TestReferenceCollapsing(t *testing.T) {
	c := NewContext()
	i := c.Builtin(Int)
	l, r := c.ReferenceTo(i, false), c.ReferenceTo(i, true)
	for _, tc := range []struct {
		t      Type
		rvalue bool
		want   Type
	}{
		{l, false, l}, {l, true, l}, {r, false, l}, {r, true, r}, {i, true, r}, {i, false, l},
	} {
		if got := c.CollapseReference(tc.t, tc.rvalue); got.Canonical() != tc.want {
			t.Errorf("collapse(%s, rvalue=%v) = %s, want %s", tc.t, tc.rvalue, got, tc.want)
		}
	}
}

func TestLinkage(t *testing.T) {
	c := NewContext()
	i := c.Builtin(Int)
	anon := c.AnonymousNamespace(c.Global)
	ns := c.Namespace(c.Global, "ns", false)
	f := c.NewFunction(ns, "f", c.FunctionType(Function{Result: i}))
	sf := c.NewFunction(ns, "sf", c.FunctionType(Function{Result: i}))
	sf.Static = true
	af := c.NewFunction(anon, "af", c.FunctionType(Function{Result: i}))
	k := c.NewVar(ns, "k", c.Qualify(i, Const))
	local := c.NewVar(f, "x", i)
	untyped := c.NewVar(ns, "u", nil) // a type sema could not work out
	for _, tc := range []struct {
		d    Decl
		want Linkage
	}{
		{f, ExternalLinkage}, {sf, InternalLinkage}, {af, InternalLinkage}, {k, InternalLinkage}, {local, NoLinkage},
		{untyped, ExternalLinkage},
	} {
		if got := LinkageOf(tc.d); got != tc.want {
			t.Errorf("%s: %s linkage, want %s", QualifiedName(tc.d), got, tc.want)
		}
	}
	if got := QualifiedName(c.NewVar(anon, "v", i)); got != "<unnamed>::v" {
		t.Errorf("got %s", got)
	}
}

func TestNumbering(t *testing.T) {
	c := NewContext()
	var n Numbering
	if n.Local("x") != 0 || n.Local("x") != 1 || n.Local("y") != 0 {
		t.Error("local numbering is per name")
	}
	i := c.Builtin(Int)
	if n.Closure([]Type{i}, false) != 0 || n.Closure(nil, false) != 0 || n.Closure([]Type{i}, false) != 1 {
		t.Error("closure numbering is per signature")
	}
	if n.Unnamed() != 0 || n.Unnamed() != 1 {
		t.Error("unnamed numbering counts up")
	}
}
