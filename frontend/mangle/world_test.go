package mangle

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// world builds, in Go, the declarations of the libstdc++ templates the
// tests use, exactly as g++ 12 sees them (std::__cxx11 is an inline
// namespace tagged cxx11; default template arguments are spelled out).
type world struct {
	ctx                                  *types.Context
	std, cxx11                           *types.Namespace
	allocator, charTraits, basicString   *types.TemplateDecl
	vector, pair, less, mapT             *types.TemplateDecl
	basicOstream, basicIstream, iostream *types.TemplateDecl
}

func newWorld() *world {
	ctx := types.NewContext()
	w := &world{ctx: ctx}
	w.std = ctx.Namespace(ctx.Global, "std", false)
	w.cxx11 = ctx.Namespace(w.std, "__cxx11", true)
	w.cxx11.ABITags = []string{"cxx11"}
	w.allocator = w.classTemplate(w.std, "allocator", 1)
	w.charTraits = w.classTemplate(w.std, "char_traits", 1)
	w.basicString = w.classTemplate(w.cxx11, "basic_string", 3)
	w.vector = w.classTemplate(w.std, "vector", 2)
	w.pair = w.classTemplate(w.std, "pair", 2)
	w.less = w.classTemplate(w.std, "less", 1)
	w.mapT = w.classTemplate(w.std, "map", 4)
	w.basicOstream = w.classTemplate(w.std, "basic_ostream", 2)
	w.basicIstream = w.classTemplate(w.std, "basic_istream", 2)
	w.iostream = w.classTemplate(w.std, "basic_iostream", 2)
	return w
}

// classTemplate declares template<class T0, ..., class Tn-1> struct name.
func (w *world) classTemplate(parent types.Decl, name string, n int) *types.TemplateDecl {
	return w.classTemplateAt(parent, name, n, 0)
}

func (w *world) classTemplateAt(parent types.Decl, name string, n, depth int) *types.TemplateDecl {
	params := make([]*types.TemplateParam, n)
	for i := range params {
		params[i] = w.ctx.NewTemplateParam(types.TypeParam, depth, i, "T"+string(rune('0'+i)), false)
	}
	t := w.ctx.NewTemplate(parent, name, types.ClassTemplate, params)
	t.Pattern = w.ctx.NewClass(parent, types.StructTag, name)
	return t
}

func (w *world) spec(t *types.TemplateDecl, args ...types.Type) types.Type {
	targs := make([]types.TemplateArg, len(args))
	for i, a := range args {
		targs[i] = types.TypeArgument(a)
	}
	return w.ctx.Specialize(t, targs).Type
}

func (w *world) b(k types.BuiltinKind) types.Type { return w.ctx.Builtin(k) }

func (w *world) alloc(t types.Type) types.Type { return w.spec(w.allocator, t) }

func (w *world) vectorOf(t types.Type) types.Type { return w.spec(w.vector, t, w.alloc(t)) }

func (w *world) pairOf(a, b types.Type) types.Type { return w.spec(w.pair, a, b) }

func (w *world) str() types.Type {
	c := w.b(types.Char)
	return w.spec(w.basicString, c, w.spec(w.charTraits, c), w.alloc(c))
}

func (w *world) mapOf(k, v types.Type) types.Type {
	return w.spec(w.mapT, k, v, w.spec(w.less, k), w.alloc(w.pairOf(w.ctx.Qualify(k, types.Const), v)))
}

func (w *world) ostream() types.Type {
	c := w.b(types.Char)
	return w.spec(w.basicOstream, c, w.spec(w.charTraits, c))
}

func (w *world) istream() types.Type {
	c := w.b(types.Char)
	return w.spec(w.basicIstream, c, w.spec(w.charTraits, c))
}

// fn makes a function type.
func (w *world) fn(result types.Type, params ...types.Type) *types.Function {
	return w.ctx.FunctionType(types.Function{Result: result, Params: params})
}
