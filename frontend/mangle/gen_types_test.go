package mangle

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/cufe-dev/cufe/frontend/types"
)

// gtype is a generated type: its C++ spelling (built with the alias
// template id<> so no declarator syntax is needed) and its Go value.
type gtype struct {
	cpp string
	t   types.Type
	// noPrint marks types whose EDG spelling is not valid C++ (unnamed
	// namespaces), kept out of the printer cross-check.
	noPrint bool
}

// tenv is the template parameter environment of a generated template.
type tenv struct {
	typeParams []*types.TemplateParam // usable as types
	intParam   *types.TemplateParam   // a non-type int parameter, or nil
	packParam  *types.TemplateParam
}

// universe is the fixed set of user declarations every generated file
// starts with, in C++ and in Go.
type universe struct {
	w                                    *world
	classes                              []gtype // class and enum types usable anywhere
	memberClasses                        []gtype // class types usable before ::*
	box, two, intBox, boolBox, pack      *types.TemplateDecl
	ttBox, nbox, ptrBox, refBox, longBox *types.TemplateDecl
	ucharBox, enumBox                    *types.TemplateDecl
	enumE                                *types.EnumDecl
	gvar                                 *types.VarDecl
	hasType                              gtype
	deep                                 map[*types.ClassDecl]*types.TemplateDecl
}

const prelude = `#include <string>
#include <vector>
#include <map>
#include <utility>
#include <iosfwd>
#include <type_traits>
#include <cstddef>
template<class T> using id = T;
struct G {};
namespace A { struct S {}; namespace B { struct T {}; enum E { e0, e1 }; enum class F : short { f0 }; struct Outer { struct Inner {}; }; } }
namespace { struct Anon {}; }
template<class T> struct Box { static const bool value = true; };
template<class T, class U> struct Two {};
template<int N> struct IntBox {};
template<bool B> struct BoolBox {};
template<class... Ts> struct Pack {};
template<template<class> class TT> struct TTBox {};
namespace A { template<class T> struct NBox { template<class U> struct Deep {}; }; }
int gvar;
template<int* P> struct PtrBox {};
template<int& R> struct RefBox {};
template<long L> struct LongBox {};
template<unsigned char C> struct UCharBox {};
template<A::B::E V> struct EnumBox {};
struct HasType { typedef int type; };
template<class T> void sink(T) {}
`

func newUniverse(w *world) *universe {
	ctx := w.ctx
	u := &universe{w: w, deep: map[*types.ClassDecl]*types.TemplateDecl{}}
	cls := func(parent types.Decl, name, cpp string, noPrint bool) gtype {
		c := ctx.NewClass(parent, types.StructTag, name)
		c.Complete = true
		g := gtype{cpp, c.Type, noPrint}
		u.classes = append(u.classes, g)
		u.memberClasses = append(u.memberClasses, g)
		return g
	}
	nsA := ctx.Namespace(ctx.Global, "A", false)
	nsB := ctx.Namespace(nsA, "B", false)
	cls(ctx.Global, "G", "G", false)
	cls(nsA, "S", "A::S", false)
	cls(nsB, "T", "A::B::T", false)
	outer := ctx.NewClass(nsB, types.StructTag, "Outer")
	cls(outer, "Inner", "A::B::Outer::Inner", false)
	cls(ctx.AnonymousNamespace(ctx.Global), "Anon", "Anon", true)
	u.enumE = ctx.NewEnum(nsB, "E", false, w.b(types.UInt))
	u.classes = append(u.classes, gtype{"A::B::E", u.enumE.Type, false})
	f := ctx.NewEnum(nsB, "F", true, w.b(types.Short))
	f.Fixed = true
	u.classes = append(u.classes, gtype{"A::B::F", f.Type, false})
	hc := ctx.NewClass(ctx.Global, types.StructTag, "HasType")
	u.hasType = gtype{"HasType", hc.Type, false}

	u.box = w.classTemplate(ctx.Global, "Box", 1)
	u.two = w.classTemplate(ctx.Global, "Two", 2)
	u.pack = w.classTemplate(ctx.Global, "Pack", 0)
	u.pack.Params = []*types.TemplateParam{ctx.NewTemplateParam(types.TypeParam, 0, 0, "Ts", true)}
	u.intBox = u.nonTypeTemplate("IntBox", w.b(types.Int))
	u.boolBox = u.nonTypeTemplate("BoolBox", w.b(types.Bool))
	u.longBox = u.nonTypeTemplate("LongBox", w.b(types.Long))
	u.ucharBox = u.nonTypeTemplate("UCharBox", w.b(types.UChar))
	u.enumBox = u.nonTypeTemplate("EnumBox", u.enumE.Type)
	u.ptrBox = u.nonTypeTemplate("PtrBox", ctx.PointerTo(w.b(types.Int)))
	u.refBox = u.nonTypeTemplate("RefBox", ctx.ReferenceTo(w.b(types.Int), false))
	tt := ctx.NewTemplateParam(types.TemplateTemplateParam, 0, 0, "TT", false)
	tt.Params = []*types.TemplateParam{ctx.NewTemplateParam(types.TypeParam, 1, 0, "", false)}
	u.ttBox = ctx.NewTemplate(ctx.Global, "TTBox", types.ClassTemplate, []*types.TemplateParam{tt})
	u.ttBox.Pattern = ctx.NewClass(ctx.Global, types.StructTag, "TTBox")
	u.nbox = w.classTemplate(nsA, "NBox", 1)
	u.gvar = ctx.NewVar(ctx.Global, "gvar", w.b(types.Int))
	return u
}

func (u *universe) nonTypeTemplate(name string, t types.Type) *types.TemplateDecl {
	ctx := u.w.ctx
	p := ctx.NewTemplateParam(types.NonTypeParam, 0, 0, "V", false)
	p.Type = t
	td := ctx.NewTemplate(ctx.Global, name, types.ClassTemplate, []*types.TemplateParam{p})
	td.Pattern = ctx.NewClass(ctx.Global, types.StructTag, name)
	return td
}

// deepOf returns the member template Deep of a specialization of A::NBox.
func (u *universe) deepOf(spec *types.ClassDecl) *types.TemplateDecl {
	if d := u.deep[spec]; d != nil {
		return d
	}
	d := u.w.classTemplateAt(spec, "Deep", 1, 1)
	u.deep[spec] = d
	return d
}

// specOf makes tmpl<args...>: a ClassDecl specialization, or a dependent
// TemplateSpec when an argument involves template parameters.
func (u *universe) specOf(tmpl *types.TemplateDecl, args ...types.TemplateArg) types.Type {
	for _, a := range args {
		if a.IsDependent() {
			return u.w.ctx.TemplateSpecType(tmpl, args)
		}
	}
	return u.w.ctx.Specialize(tmpl, args).Type
}

// typeGen draws random types.
type typeGen struct {
	u   *universe
	r   *rand.Rand
	env *tenv
}

type builtinSpelling struct {
	cpp  string
	kind types.BuiltinKind
}

var genBuiltins = []builtinSpelling{
	{"int", types.Int}, {"char", types.Char}, {"double", types.Double}, {"float", types.Float},
	{"bool", types.Bool}, {"long", types.Long}, {"unsigned", types.UInt},
	{"signed char", types.SChar}, {"unsigned char", types.UChar}, {"short", types.Short},
	{"unsigned short", types.UShort}, {"unsigned long", types.ULong}, {"long long", types.LongLong},
	{"unsigned long long", types.ULongLong}, {"wchar_t", types.WChar}, {"char8_t", types.Char8},
	{"char16_t", types.Char16}, {"char32_t", types.Char32}, {"__int128", types.Int128},
	{"unsigned __int128", types.UInt128}, {"long double", types.LongDouble},
	{"__float128", types.Float128}, {"_Float16", types.Float16}, {"decltype(nullptr)", types.NullPtr},
}

func (g *typeGen) builtin() gtype {
	// Favour a few types so that substitutions happen often.
	var b builtinSpelling
	if g.r.IntN(3) > 0 {
		b = genBuiltins[g.r.IntN(4)]
	} else {
		b = genBuiltins[g.r.IntN(len(genBuiltins))]
	}
	return gtype{cpp: b.cpp, t: g.u.w.b(b.kind)}
}

// obj draws a type that std containers accept as an element: no
// references, functions, arrays or cv at the top.
func (g *typeGen) obj(depth int) gtype {
	w := g.u.w
	ctx := w.ctx
	if depth <= 0 {
		switch g.r.IntN(6) {
		case 0, 1:
			return g.pick(g.u.classes)
		case 2:
			if len(g.env.typeParams) > 0 {
				return g.param()
			}
		}
		return g.builtin()
	}
	switch g.r.IntN(8) {
	case 0:
		e := g.obj(depth - 1)
		return gtype{"std::vector<" + e.cpp + ">", g.u.specOfStd(w.vector, e.t, g.u.allocOf(e.t)), e.noPrint}
	case 1:
		a, b := g.obj(depth-1), g.obj(depth-1)
		return gtype{"std::pair<" + a.cpp + ", " + b.cpp + ">", g.u.specOfStd(w.pair, a.t, b.t), a.noPrint || b.noPrint}
	case 2:
		return gtype{"std::string", w.str(), false}
	case 3:
		k, v := g.obj(depth-1), g.obj(depth-1)
		kt := k.t
		mt := g.u.specOfStd(w.mapT, kt, v.t, g.u.specOfStd(w.less, kt),
			g.u.allocOf(g.u.specOfStd(w.pair, ctx.Qualify(kt, types.Const), v.t)))
		return gtype{"std::map<" + k.cpp + ", " + v.cpp + ">", mt, k.noPrint || v.noPrint}
	case 4:
		p := g.any(depth-1, false, true)
		return gtype{"id<" + p.cpp + ">*", ctx.PointerTo(p.t), p.noPrint}
	case 5:
		return g.userTemplate(depth - 1)
	}
	return g.obj(0)
}

func (u *universe) allocOf(t types.Type) types.Type {
	return u.specOfStd(u.w.allocator, t)
}

func (u *universe) specOfStd(tmpl *types.TemplateDecl, args ...types.Type) types.Type {
	targs := make([]types.TemplateArg, len(args))
	for i, a := range args {
		targs[i] = types.TypeArgument(a)
	}
	return u.specOf(tmpl, targs...)
}

func (g *typeGen) pick(list []gtype) gtype { return list[g.r.IntN(len(list))] }

func (g *typeGen) param() gtype {
	p := g.env.typeParams[g.r.IntN(len(g.env.typeParams))]
	return gtype{cpp: p.Name, t: g.u.w.ctx.ParamType(p)}
}

// any draws any type; refOK allows a reference at the top, voidOK void.
func (g *typeGen) any(depth int, refOK, voidOK bool) gtype {
	ctx := g.u.w.ctx
	if depth <= 0 {
		if voidOK && g.r.IntN(8) == 0 {
			return gtype{cpp: "void", t: g.u.w.b(types.Void)}
		}
		return g.obj(0)
	}
	switch g.r.IntN(12) {
	case 0:
		e := g.any(depth-1, false, voidOK)
		if isRefOrFunc(e.t) {
			return e
		}
		cv := []types.CV{types.Const, types.Volatile, types.Const | types.Volatile}[g.r.IntN(3)]
		return gtype{"id<" + e.cpp + "> " + cv.String(), ctx.Qualify(e.t, cv), e.noPrint}
	case 1, 2:
		e := g.any(depth-1, false, true)
		return gtype{"id<" + e.cpp + ">*", ctx.PointerTo(e.t), e.noPrint}
	case 3:
		if refOK {
			e := g.any(depth-1, false, false)
			rv := g.r.IntN(2) == 0
			op := "&"
			if rv {
				op = "&&"
			}
			return gtype{"id<" + e.cpp + ">" + op, ctx.ReferenceTo(e.t, rv), e.noPrint}
		}
	case 4:
		e := g.obj(depth - 1)
		if g.env.intParam != nil && g.r.IntN(3) == 0 {
			n := g.env.intParam
			return gtype{"id<" + e.cpp + ">[" + n.Name + "]", ctx.DependentArrayOf(e.t, &types.ParamRef{Param: n}), e.noPrint}
		}
		n := int64(1 + g.r.IntN(9))
		return gtype{fmt.Sprintf("id<%s>[%d]", e.cpp, n), ctx.ArrayOf(e.t, n), e.noPrint}
	case 5:
		f := g.function(depth-1, false)
		return gtype{cpp: "id<" + f.cpp + ">*", t: ctx.PointerTo(f.t), noPrint: f.noPrint}
	case 6:
		c := g.pick(g.u.memberClasses)
		if g.r.IntN(2) == 0 {
			// Spelled with a declarator: g++ 12 drops the ref-qualifier of a
			// function type named through an alias when forming T C::*.
			f := g.function(depth-1, true)
			cpp := "id<" + f.ret + "> (" + c.cpp + "::*)(" + f.params + ")" + f.quals
			return gtype{cpp: cpp, t: ctx.MemberPointerTo(c.t, f.t), noPrint: f.noPrint || c.noPrint}
		}
		e := g.obj(depth - 1)
		return gtype{"id<" + e.cpp + "> " + c.cpp + "::*", ctx.MemberPointerTo(c.t, e.t), e.noPrint || c.noPrint}
	case 7, 8:
		return g.userTemplate(depth - 1)
	}
	return g.obj(depth - 1)
}

func isRefOrFunc(t types.Type) bool {
	switch t.Canonical().(type) {
	case *types.Reference, *types.Function:
		return true
	}
	return false
}

// genFunc is a generated function type with the parts of its spelling.
type genFunc struct {
	gtype
	ret, params, quals string
}

// function draws a function type; member adds cv- and ref-qualifiers.
func (g *typeGen) function(depth int, member bool) genFunc {
	ret := g.any(depth, true, true)
	if _, isArr := ret.t.Canonical().(*types.Array); isArr {
		ret = g.builtin()
	}
	n := g.r.IntN(4)
	proto := types.Function{Result: ret.t}
	parts := make([]string, 0, n+1)
	noPrint := ret.noPrint
	for range n {
		p := g.any(depth, true, false)
		proto.Params = append(proto.Params, p.t)
		parts = append(parts, "id<"+p.cpp+">")
		noPrint = noPrint || p.noPrint
	}
	if g.r.IntN(6) == 0 {
		proto.Variadic = true
		parts = append(parts, "...")
	}
	q := ""
	if member {
		if g.r.IntN(2) == 0 {
			proto.CV = types.Const
			q += " const"
		}
		switch g.r.IntN(4) {
		case 0:
			proto.Ref = types.LValueRef
			q += " &"
		case 1:
			proto.Ref = types.RValueRef
			q += " &&"
		}
	}
	if g.r.IntN(6) == 0 {
		proto.Noexcept = true
		q += " noexcept"
	}
	pl := strings.Join(parts, ", ")
	s := "id<" + ret.cpp + ">(" + pl + ")" + q
	return genFunc{gtype{s, g.u.w.ctx.FunctionType(proto), noPrint}, ret.cpp, pl, q}
}

// userTemplate draws a specialization of one of the universe's templates.
func (g *typeGen) userTemplate(depth int) gtype {
	u := g.u
	ctx := u.w.ctx
	ta := func(x gtype) types.TemplateArg { return types.TypeArgument(x.t) }
	switch g.r.IntN(11) {
	case 0:
		a := g.any(depth, true, true)
		return gtype{"Box<" + a.cpp + ">", u.specOf(u.box, ta(a)), a.noPrint}
	case 1:
		a, b := g.any(depth, true, true), g.any(depth, true, true)
		return gtype{"Two<" + a.cpp + ", " + b.cpp + ">", u.specOf(u.two, ta(a), ta(b)), a.noPrint || b.noPrint}
	case 2:
		if n := g.env.intParam; n != nil {
			if g.r.IntN(2) == 0 {
				return gtype{"IntBox<" + n.Name + ">", u.specOf(u.intBox, types.ExprArgument(&types.ParamRef{Param: n})), false}
			}
			k := int64(1 + g.r.IntN(3))
			e := &types.OpExpr{Op: types.OpPlus, Args: []types.Expr{&types.ParamRef{Param: n}, &types.IntLit{Type: u.w.b(types.Int), Value: bigInt(k)}}}
			return gtype{fmt.Sprintf("IntBox<%s + %d>", n.Name, k), u.specOf(u.intBox, types.ExprArgument(e)), false}
		}
		v := int64(g.r.IntN(200) - 100)
		return gtype{fmt.Sprintf("IntBox<%d>", v), u.specOf(u.intBox, types.IntArgument(u.w.b(types.Int), v)), false}
	case 3:
		if len(g.env.typeParams) > 0 && g.r.IntN(2) == 0 {
			// A static member of a dependent type: sr <type> <name>.
			p := g.param()
			q := u.specOf(u.box, ta(p))
			return gtype{"BoolBox<Box<" + p.cpp + ">::value>", u.specOf(u.boolBox, types.ExprArgument(&types.MemberRef{Qualifier: q, Name: "value"})), false}
		}
		v := g.r.IntN(2)
		return gtype{fmt.Sprintf("BoolBox<%v>", v == 1), u.specOf(u.boolBox, types.IntArgument(u.w.b(types.Bool), int64(v))), false}
	case 4:
		n := g.r.IntN(4)
		var args []types.TemplateArg
		var parts []string
		noPrint := false
		for range n {
			a := g.any(depth, true, true)
			args = append(args, ta(a))
			parts = append(parts, a.cpp)
			noPrint = noPrint || a.noPrint
		}
		if p := g.env.packParam; p != nil && g.r.IntN(2) == 0 {
			args = append(args, types.TypeArgument(ctx.PackExpansionOf(ctx.ParamType(p))))
			parts = append(parts, p.Name+"...")
		}
		return gtype{"Pack<" + strings.Join(parts, ", ") + ">", u.specOf(u.pack, types.PackArgument(args...)), noPrint}
	case 5:
		if g.r.IntN(2) == 0 {
			return gtype{"TTBox<Box>", u.specOf(u.ttBox, types.TemplateArgument(u.box)), false}
		}
		return gtype{"TTBox<A::NBox>", u.specOf(u.ttBox, types.TemplateArgument(u.nbox)), false}
	case 6:
		a := g.any(depth, true, true)
		nb := u.specOf(u.nbox, ta(a))
		if c, ok := nb.(*types.Class); ok && g.r.IntN(2) == 0 {
			b := g.any(depth, true, true)
			d := u.deepOf(c.Decl)
			return gtype{"A::NBox<" + a.cpp + ">::Deep<" + b.cpp + ">", u.specOf(d, ta(b)), a.noPrint || b.noPrint}
		}
		return gtype{"A::NBox<" + a.cpp + ">", nb, a.noPrint}
	case 7:
		if g.r.IntN(2) == 0 {
			return gtype{"PtrBox<&gvar>", u.specOf(u.ptrBox, types.DeclArgument(ctx.PointerTo(u.w.b(types.Int)), u.gvar)), false}
		}
		return gtype{"PtrBox<nullptr>", u.specOf(u.ptrBox, types.NullPtrArgument(ctx.PointerTo(u.w.b(types.Int)))), false}
	case 8:
		if g.r.IntN(2) == 0 {
			return gtype{"RefBox<gvar>", u.specOf(u.refBox, types.DeclArgument(ctx.ReferenceTo(u.w.b(types.Int), false), u.gvar)), false}
		}
		v := int64(g.r.IntN(1<<20)) - 1<<19
		return gtype{fmt.Sprintf("LongBox<%dL>", v), u.specOf(u.longBox, types.IntArgument(u.w.b(types.Long), v)), false}
	case 9:
		v := int64(g.r.IntN(256))
		return gtype{fmt.Sprintf("UCharBox<%d>", v), u.specOf(u.ucharBox, types.IntArgument(u.w.b(types.UChar), v)), false}
	}
	v := int64(g.r.IntN(2))
	return gtype{fmt.Sprintf("EnumBox<A::B::E(%d)>", v), u.specOf(u.enumBox, types.IntArgument(u.enumE.Type, v)), false}
}
