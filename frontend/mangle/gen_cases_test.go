package mangle

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"

	"github.com/cufe-dev/cufe/frontend/types"
)

func bigInt(v int64) *big.Int { return big.NewInt(v) }

func isArray(t types.Type) bool {
	_, ok := t.Canonical().(*types.Array)
	return ok
}

// genCase is one generated declaration: the C++ that defines it and the Go
// declaration whose mangled name g++ must have emitted.
type genCase struct {
	cpp  string
	decl types.Decl
	opts Options
}

// generator writes a C++ file and the matching Go declarations.
type generator struct {
	u      *universe
	r      *rand.Rand
	src    strings.Builder
	cases  []genCase
	n      int
	scopes []genScope
	// printed pairs a generated type's spelling with its EDG spelling.
	printed [][2]string
}

// genScope is a namespace a case may be put in.
type genScope struct {
	open, close, qual string
	ns                *types.Namespace
}

func newGenerator(seed uint64) *generator {
	w := newWorld()
	u := newUniverse(w)
	ctx := w.ctx
	g := &generator{u: u, r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	g.src.WriteString(prelude)
	nsA := ctx.Namespace(ctx.Global, "A", false)
	nsB := ctx.Namespace(nsA, "B", false)
	nsL := ctx.Namespace(ctx.Global, "L", false)
	nsV := ctx.Namespace(nsL, "v1", true)
	g.scopes = []genScope{
		{"", "", "", ctx.Global},
		{"", "", "", ctx.Global},
		{"namespace A {", "}", "A::", nsA},
		{"namespace A { namespace B {", "}}", "A::B::", nsB},
		{"namespace {", "}", "", ctx.AnonymousNamespace(ctx.Global)},
		{"namespace L { inline namespace v1 {", "}}", "L::", nsV},
	}
	return g
}

func (g *generator) name(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

func (g *generator) types(env *tenv) *typeGen { return &typeGen{u: g.u, r: g.r, env: env} }

func (g *generator) scope() genScope { return g.scopes[g.r.IntN(len(g.scopes))] }

func (g *generator) add(d types.Decl, cpp string) {
	g.cases = append(g.cases, genCase{cpp: cpp, decl: d})
}

func (g *generator) addVariant(d types.Decl, cpp string, v Variant) {
	g.cases = append(g.cases, genCase{cpp: cpp, decl: d, opts: Options{Variant: v}})
}

// emit writes code inside scope s.
func (g *generator) emit(s genScope, code string) {
	fmt.Fprintf(&g.src, "%s\n%s\n%s\n", s.open, code, s.close)
}

// remember queues a printer cross-check for t.
func (g *generator) remember(t gtype) {
	if !t.noPrint && !types.IsDependent(t.t) && len(g.printed) < 400 {
		g.printed = append(g.printed, [2]string{t.cpp, t.t.String()})
	}
}

// params draws n parameter types.
func (g *generator) params(tg *typeGen, n int) ([]gtype, []types.Type, string) {
	var gs []gtype
	var ts []types.Type
	var parts []string
	for range n {
		p := tg.any(2, true, false)
		g.remember(p)
		gs = append(gs, p)
		ts = append(ts, p.t)
		parts = append(parts, "id<"+p.cpp+">")
	}
	return gs, ts, strings.Join(parts, ", ")
}

func (g *generator) ret(tg *typeGen) gtype {
	r := tg.any(2, true, true)
	if _, isArr := r.t.Canonical().(*types.Array); isArr {
		return tg.builtin()
	}
	g.remember(r)
	return r
}

// plainFunction: a namespace-scope function, sometimes static or variadic.
func (g *generator) plainFunction() {
	s := g.scope()
	tg := g.types(&tenv{})
	name := g.name("f")
	r := g.ret(tg)
	_, ps, list := g.params(tg, g.r.IntN(5))
	proto := types.Function{Result: r.t, Params: ps}
	if g.r.IntN(8) == 0 {
		proto.Variadic = true
		if list != "" {
			list += ", "
		}
		list += "..."
	}
	static := s.ns.Parent != nil && !s.ns.Anonymous && g.r.IntN(5) == 0 || s.ns.Parent == nil && g.r.IntN(6) == 0
	kw := ""
	if static {
		kw = "static "
	}
	f := g.u.w.ctx.NewFunction(s.ns, name, g.u.w.ctx.FunctionType(proto))
	f.Static = static
	code := fmt.Sprintf("%sauto %s(%s) -> %s { throw 0; }", kw, name, list, r.cpp)
	g.emit(s, code)
	fmt.Fprintf(&g.src, "auto* use_%s = &%s%s;\n", name, s.qual, name)
	g.add(f, code)
}

// functionTemplate: a function template with type, non-type and pack
// parameters, instantiated by taking its address.
func (g *generator) functionTemplate() {
	ctx := g.u.w.ctx
	s := g.scope()
	name := g.name("tf")
	env := &tenv{}
	var params []*types.TemplateParam
	var heads, actualCpp []string
	var args []types.TemplateArg
	actualTypes := []gtype{{"int", g.u.w.b(types.Int), false}, {"char", g.u.w.b(types.Char), false},
		{"double", g.u.w.b(types.Double), false}, {"G", g.u.classes[0].t, false}, {"std::string", g.u.w.str(), false}}
	nt := 1 + g.r.IntN(2)
	for i := range nt {
		p := ctx.NewTemplateParam(types.TypeParam, 0, len(params), fmt.Sprintf("T%d", i), false)
		params = append(params, p)
		env.typeParams = append(env.typeParams, p)
		heads = append(heads, "class "+p.Name)
		a := actualTypes[g.r.IntN(len(actualTypes))]
		actualCpp = append(actualCpp, a.cpp)
		args = append(args, types.TypeArgument(a.t))
	}
	if g.r.IntN(2) == 0 {
		p := ctx.NewTemplateParam(types.NonTypeParam, 0, len(params), "N", false)
		p.Type = g.u.w.b(types.Int)
		params = append(params, p)
		env.intParam = p
		heads = append(heads, "int N")
		v := int64(1 + g.r.IntN(4))
		actualCpp = append(actualCpp, fmt.Sprint(v))
		args = append(args, types.IntArgument(p.Type, v))
	}
	if g.r.IntN(3) == 0 {
		p := ctx.NewTemplateParam(types.TypeParam, 0, len(params), "Ts", true)
		params = append(params, p)
		env.packParam = p
		heads = append(heads, "class... Ts")
		var pack []types.TemplateArg
		for range g.r.IntN(3) {
			a := actualTypes[g.r.IntN(3)]
			actualCpp = append(actualCpp, a.cpp)
			pack = append(pack, types.TypeArgument(a.t))
		}
		args = append(args, types.PackArgument(pack...))
	}
	tg := g.types(env)
	r := tg.any(2, true, true)
	if _, isArr := r.t.Canonical().(*types.Array); isArr {
		r = tg.builtin()
	}
	_, ps, list := g.params(tg, g.r.IntN(4))
	if env.packParam != nil && g.r.IntN(2) == 0 {
		pt := ctx.ParamType(env.packParam)
		var pat types.Type = pt
		spelling := "Ts..."
		if g.r.IntN(2) == 0 {
			pat = ctx.PointerTo(pt)
			spelling = "id<Ts>*..."
		}
		ps = append(ps, ctx.PackExpansionOf(pat))
		if list != "" {
			list += ", "
		}
		list += spelling
	}
	sig := ctx.FunctionType(types.Function{Result: r.t, Params: ps})
	td := ctx.NewTemplate(s.ns, name, types.FunctionTemplate, params)
	td.Pattern = ctx.NewFunction(s.ns, name, sig)
	f := ctx.SpecializeFunction(td, args, sig)
	code := fmt.Sprintf("template<%s> auto %s(%s) -> %s { throw 0; }", strings.Join(heads, ", "), name, list, r.cpp)
	g.emit(s, code)
	fmt.Fprintf(&g.src, "auto* use_%s = &%s%s<%s>;\n", name, s.qual, name, strings.Join(actualCpp, ", "))
	g.add(f, code)
}

// dependentName: typename T::type in a signature.
func (g *generator) dependentName() {
	ctx := g.u.w.ctx
	name := g.name("dn")
	p := ctx.NewTemplateParam(types.TypeParam, 0, 0, "T", false)
	pt := ctx.ParamType(p)
	dn := ctx.DependentNameType(pt, "type", nil)
	sig := ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void), Params: []types.Type{dn, ctx.PointerTo(dn), pt}})
	td := ctx.NewTemplate(ctx.Global, name, types.FunctionTemplate, []*types.TemplateParam{p})
	td.Pattern = ctx.NewFunction(ctx.Global, name, sig)
	f := ctx.SpecializeFunction(td, []types.TemplateArg{types.TypeArgument(g.u.hasType.t)}, sig)
	code := fmt.Sprintf("template<class T> void %s(typename T::type, typename T::type*, T) {}\nauto* use_%s = &%s<HasType>;", name, name, name)
	g.src.WriteString(code + "\n")
	g.add(f, code)
}

// memberOps are the operators generated as members: kind, spelling, and
// parameter count.
var memberOps = []struct {
	op     types.OperatorKind
	spell  string
	params int
}{
	{types.OpPlus, "+", 1}, {types.OpMinus, "-", 1}, {types.OpMul, "*", 1}, {types.OpEq, "==", 1},
	{types.OpLt, "<", 1}, {types.OpShl, "<<", 1}, {types.OpAssign, "=", 1}, {types.OpSubscript, "[]", 1},
	{types.OpCall, "()", 2}, {types.OpPlusAssign, "+=", 1}, {types.OpUnaryMinus, "-", 0},
	{types.OpNot, "!", 0}, {types.OpTilde, "~", 0}, {types.OpDeref, "*", 0}, {types.OpIncrement, "++", 0},
	{types.OpArrow, "->", 0}, {types.OpComma, ",", 1}, {types.OpShrAssign, ">>=", 1}, {types.OpArrowStar, "->*", 1},
	{types.OpAddrOf, "&", 0}, {types.OpLogicalOr, "||", 1}, {types.OpXor, "^", 1}, {types.OpNe, "!=", 1},
}

// class: a class with methods (cv- and ref-qualified), a static method, a
// constructor, a destructor, a conversion function, operators, a static data
// member and a nested class, all defined out of line.
func (g *generator) class() {
	ctx := g.u.w.ctx
	s := g.scope()
	tg := g.types(&tenv{})
	cname := g.name("C")
	c := ctx.NewClass(s.ns, types.StructTag, cname)
	var decls, defs []string
	var cases []func(code string)
	add := func(d types.Decl, v Variant) {
		cases = append(cases, func(code string) { g.addVariant(d, code, v) })
	}
	for range 1 + g.r.IntN(3) {
		m := g.name("m")
		r := g.ret(tg)
		_, ps, list := g.params(tg, g.r.IntN(4))
		proto := types.Function{Result: r.t, Params: ps}
		q := ""
		if g.r.IntN(2) == 0 {
			proto.CV |= types.Const
			q += " const"
		}
		if g.r.IntN(4) == 0 {
			proto.CV |= types.Volatile
			q += " volatile"
		}
		switch g.r.IntN(4) {
		case 0:
			proto.Ref = types.LValueRef
			q += " &"
		case 1:
			proto.Ref = types.RValueRef
			q += " &&"
		}
		f := ctx.NewFunction(c, m, ctx.FunctionType(proto))
		decls = append(decls, fmt.Sprintf("auto %s(%s)%s -> %s;", m, list, q, r.cpp))
		defs = append(defs, fmt.Sprintf("auto %s::%s(%s)%s -> %s { throw 0; }", cname, m, list, q, r.cpp))
		add(f, Complete)
	}
	{
		m := g.name("sm")
		r := g.ret(tg)
		_, ps, list := g.params(tg, g.r.IntN(3))
		f := ctx.NewFunction(c, m, ctx.FunctionType(types.Function{Result: r.t, Params: ps}))
		f.Static = true
		decls = append(decls, fmt.Sprintf("static auto %s(%s) -> %s;", m, list, r.cpp))
		defs = append(defs, fmt.Sprintf("auto %s::%s(%s) -> %s { throw 0; }", cname, m, list, r.cpp))
		add(f, Complete)
	}
	{
		_, ps, list := g.params(tg, g.r.IntN(3))
		f := ctx.NewFunction(c, cname, ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void), Params: ps}))
		f.Kind = types.Constructor
		decls = append(decls, fmt.Sprintf("%s(%s);", cname, list))
		defs = append(defs, fmt.Sprintf("%s::%s(%s) {}", cname, cname, list))
		add(f, Complete)
		add(f, BaseObject)
	}
	{
		virt := g.r.IntN(2) == 0
		f := ctx.NewFunction(c, cname, ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void)}))
		f.Kind, f.Virtual = types.Destructor, virt
		kw := ""
		if virt {
			kw = "virtual "
			c.Polymorphic = true
			add(f, Deleting)
		}
		decls = append(decls, fmt.Sprintf("%s~%s();", kw, cname))
		defs = append(defs, fmt.Sprintf("%s::~%s() {}", cname, cname))
		add(f, Complete)
		add(f, BaseObject)
	}
	if t := tg.any(2, true, false); !isArray(t.t) {
		g.remember(t)
		f := ctx.NewFunction(c, "", ctx.FunctionType(types.Function{Result: t.t, CV: types.Const}))
		f.Kind = types.ConversionFunc
		decls = append(decls, fmt.Sprintf("operator id<%s>() const;", t.cpp))
		defs = append(defs, fmt.Sprintf("%s::operator id<%s>() const { throw 0; }", cname, t.cpp))
		add(f, Complete)
	}
	for range g.r.IntN(3) {
		op := memberOps[g.r.IntN(len(memberOps))]
		r := g.ret(tg)
		_, ps, list := g.params(tg, op.params)
		f := ctx.NewFunction(c, "", ctx.FunctionType(types.Function{Result: r.t, Params: ps}))
		f.Kind, f.Op = types.OperatorFunc, op.op
		decls = append(decls, fmt.Sprintf("auto operator%s(%s) -> %s;", op.spell, list, r.cpp))
		defs = append(defs, fmt.Sprintf("auto %s::operator%s(%s) -> %s { throw 0; }", cname, op.spell, list, r.cpp))
		add(f, Complete)
	}
	{
		t := tg.obj(2)
		g.remember(t)
		v := ctx.NewVar(c, g.name("sd"), t.t)
		v.Static = true
		decls = append(decls, fmt.Sprintf("static id<%s> %s;", t.cpp, v.Name))
		defs = append(defs, fmt.Sprintf("id<%s> %s::%s;", t.cpp, cname, v.Name))
		add(v, Complete)
	}
	if g.r.IntN(2) == 0 {
		in := ctx.NewClass(c, types.StructTag, "In")
		_, ps, list := g.params(tg, 1+g.r.IntN(2))
		f := ctx.NewFunction(in, "q", ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void), Params: ps}))
		decls = append(decls, fmt.Sprintf("struct In { void q(%s); };", list))
		defs = append(defs, fmt.Sprintf("void %s::In::q(%s) {}", cname, list))
		add(f, Complete)
	}
	code := fmt.Sprintf("struct %s {\n%s\n};\n%s", cname, strings.Join(decls, "\n"), strings.Join(defs, "\n"))
	g.emit(s, code)
	for _, c := range cases {
		c(code)
	}
	// A non-member operator taking the class.
	if g.r.IntN(2) == 0 {
		_, ps, list := g.params(tg, 1)
		ct := gtype{cname, c.Type, false}
		f := ctx.NewFunction(s.ns, "", ctx.FunctionType(types.Function{Result: c.Type, Params: append([]types.Type{ctx.ReferenceTo(ctx.Qualify(ct.t, types.Const), false)}, ps...)}))
		f.Kind, f.Op = types.OperatorFunc, types.OpPlus
		code := fmt.Sprintf("auto operator+(const %s&, %s) -> %s { throw 0; }", cname, list, cname)
		g.emit(s, code)
		g.add(f, code)
	}
}

// classTemplate: members of an explicitly instantiated class template, and
// a member function template of it.
func (g *generator) classTemplate() {
	ctx := g.u.w.ctx
	s := g.scope()
	name := g.name("CT")
	td := g.u.w.classTemplate(s.ns, name, 1)
	actuals := []gtype{{"int", g.u.w.b(types.Int), false}, {"A::S", g.u.classes[1].t, false},
		{"std::string", g.u.w.str(), false}, {"double*", ctx.PointerTo(g.u.w.b(types.Double)), false}}
	a := actuals[g.r.IntN(len(actuals))]
	spec := ctx.Specialize(td, []types.TemplateArg{types.TypeArgument(a.t)})
	tg := g.types(&tenv{})
	other := tg.obj(1)
	g.remember(other)
	m := ctx.NewFunction(spec, "m", ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void), Params: []types.Type{a.t, other.t}}))
	sv := ctx.NewVar(spec, "sv", a.t)
	sv.Static = true
	up := ctx.NewTemplateParam(types.TypeParam, 1, 0, "U", false)
	gt := ctx.NewTemplate(spec, "g", types.FunctionTemplate, []*types.TemplateParam{up})
	ut := ctx.ParamType(up)
	sig := ctx.FunctionType(types.Function{Result: ctx.PointerTo(ut), Params: []types.Type{a.t, ut, ctx.ReferenceTo(ut, false)}, CV: types.Const})
	gt.Pattern = ctx.NewFunction(spec, "g", sig)
	u := actuals[g.r.IntN(len(actuals))]
	gs := ctx.SpecializeFunction(gt, []types.TemplateArg{types.TypeArgument(u.t)}, sig)
	code := fmt.Sprintf(`template<class T> struct %s {
  void m(T, %s);
  template<class U> auto g(T, U, U&) const -> U*;
  static T sv;
};
template<class T> void %s<T>::m(T, %s) {}
template<class T> template<class U> auto %s<T>::g(T, U, U&) const -> U* { throw 0; }
template<class T> T %s<T>::sv;
template struct %s<%s>;`, name, other.cpp, name, other.cpp, name, name, name, a.cpp)
	g.emit(s, code)
	fmt.Fprintf(&g.src, "auto use_%s = &%s%s<%s>::template g<%s>;\n", name, s.qual, name, a.cpp, u.cpp)
	g.add(m, code)
	g.add(sv, code)
	g.add(gs, code)
}

// variable: namespace-scope variables, static ones, and variable templates.
func (g *generator) variable() {
	ctx := g.u.w.ctx
	s := g.scope()
	tg := g.types(&tenv{})
	t := tg.obj(2)
	g.remember(t)
	name := g.name("v")
	switch g.r.IntN(3) {
	case 0:
		v := ctx.NewVar(s.ns, name, t.t)
		code := fmt.Sprintf("id<%s> %s;", t.cpp, name)
		g.emit(s, code)
		g.add(v, code)
	case 1:
		v := ctx.NewVar(s.ns, name, t.t)
		v.Static = true
		code := fmt.Sprintf("static id<%s> %s;", t.cpp, name)
		g.emit(s, code)
		fmt.Fprintf(&g.src, "auto* use_%s = &%s%s;\n", name, s.qual, name)
		g.add(v, code)
	default:
		p := ctx.NewTemplateParam(types.TypeParam, 0, 0, "T", false)
		td := ctx.NewTemplate(s.ns, name, types.VariableTemplate, []*types.TemplateParam{p})
		pat := ctx.PointerTo(ctx.ParamType(p))
		td.Pattern = ctx.NewVar(s.ns, name, pat)
		v := ctx.SpecializeVar(td, []types.TemplateArg{types.TypeArgument(t.t)}, ctx.PointerTo(t.t))
		code := fmt.Sprintf("template<class T> T* %s = nullptr;", name)
		g.emit(s, code)
		fmt.Fprintf(&g.src, "auto* use_%s = &%s%s<%s>;\n", name, s.qual, name, t.cpp)
		g.add(v, code)
	}
}

// locals: static locals with discriminators, a local class's member, and
// closures (numbered in sequence per function, as g++ 12 does).
func (g *generator) locals() {
	ctx := g.u.w.ctx
	s := g.scope()
	tg := g.types(&tenv{})
	name := g.name("lf")
	_, ps, list := g.params(tg, g.r.IntN(3))
	f := ctx.NewFunction(s.ns, name, ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void), Params: ps}))
	var body []string
	var decls []types.Decl
	t := tg.obj(1)
	z0 := ctx.NewVar(f, "z", t.t)
	z0.Static = true
	z1 := ctx.NewVar(f, "z", t.t)
	z1.Static, z1.LocalIndex = true, 1
	body = append(body, fmt.Sprintf("static id<%s> z{}; (void)&z; { static id<%s> z{}; (void)&z; }", t.cpp, t.cpp))
	decls = append(decls, z0, z1)
	if g.r.IntN(2) == 0 {
		loc := ctx.NewClass(f, types.StructTag, "Loc")
		_, lps, llist := g.params(tg, 1+g.r.IntN(2))
		m := ctx.NewFunction(loc, "m", ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void), Params: lps}))
		body = append(body, fmt.Sprintf("struct Loc { void m(%s) {} }; sink(&Loc::m);", llist))
		decls = append(decls, m)
	}
	for i := range g.r.IntN(4) {
		_, lps, llist := g.params(tg, g.r.IntN(3))
		cl := ctx.NewClass(f, types.ClassTag, "")
		adj := make([]types.Type, len(lps))
		for k, p := range lps {
			adj[k] = ctx.AdjustParam(p)
		}
		cl.Lambda = &types.LambdaInfo{Params: adj, Index: i}
		op := ctx.NewFunction(cl, "", ctx.FunctionType(types.Function{Result: g.u.w.b(types.Void), Params: lps, CV: types.Const}))
		op.Kind, op.Op = types.OperatorFunc, types.OpCall
		body = append(body, fmt.Sprintf("auto l%d = [](%s) {}; sink(&decltype(l%d)::operator());", i, llist, i))
		decls = append(decls, op)
	}
	code := fmt.Sprintf("void %s(%s) {\n%s\n}", name, list, strings.Join(body, "\n"))
	g.emit(s, code)
	fmt.Fprintf(&g.src, "auto* use_%s = &%s%s;\n", name, s.qual, name)
	for _, d := range decls {
		g.add(d, code)
	}
}

// tagged: explicit and implicit ABI tags, and extern "C".
func (g *generator) tagged() {
	ctx := g.u.w.ctx
	name := g.name("Tg")
	c := ctx.NewClass(ctx.Global, types.StructTag, name)
	c.ABITags = []string{"tg"}
	v := g.u.w.b(types.Void)
	rf := ctx.NewFunction(ctx.Global, "r"+name, ctx.FunctionType(types.Function{Result: c.Type}))
	pf := ctx.NewFunction(ctx.Global, "p"+name, ctx.FunctionType(types.Function{Result: c.Type, Params: []types.Type{c.Type}}))
	ef := ctx.NewFunction(ctx.Global, "e"+name, ctx.FunctionType(types.Function{Result: v}))
	ef.ABITags = []string{"zz", "aa"}
	cf := ctx.NewFunction(ctx.Global, "c"+name, ctx.FunctionType(types.Function{Result: v, Params: []types.Type{g.u.w.b(types.Int)}}))
	cf.ExternC = true
	code := fmt.Sprintf(`struct __attribute__((abi_tag("tg"))) %s {};
%s r%s() { throw 0; }
%s p%s(%s) { throw 0; }
__attribute__((abi_tag("zz", "aa"))) void e%s() {}
extern "C" void c%s(int) {}`, name, name, name, name, name, name, name, name)
	g.src.WriteString(code + "\n")
	g.add(rf, code)
	g.add(pf, code)
	g.add(ef, code)
	g.add(cf, code)
}

// generate writes about n cases.
func (g *generator) generate(n int) {
	for len(g.cases) < n {
		switch k := g.r.IntN(20); {
		case k < 7:
			g.plainFunction()
		case k < 11:
			g.functionTemplate()
		case k < 14:
			g.class()
		case k < 15:
			g.classTemplate()
		case k < 17:
			g.variable()
		case k < 19:
			g.locals()
		case k < 20:
			if g.r.IntN(2) == 0 {
				g.tagged()
			} else {
				g.dependentName()
			}
		}
	}
	g.src.WriteString("\n// EDG spellings of the generated types must name the same types.\n")
	for _, p := range g.printed {
		fmt.Fprintf(&g.src, "static_assert(std::is_same_v<id<%s>, id<%s>>);\n", p[0], p[1])
	}
}
