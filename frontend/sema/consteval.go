package sema

import (
	"math"
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// cval is a constant value: an integer (of type t, possibly unsigned) or a
// floating-point number.
type cval struct {
	i        int64
	f        float64
	float    bool
	unsigned bool
	t        types.Type
}

func (v cval) neg() bool    { return !v.float && !v.unsigned && v.i < 0 }
func (v cval) isZero() bool { return (v.float && v.f == 0) || (!v.float && v.i == 0) }

func (v cval) asFloat() float64 {
	switch {
	case v.float:
		return v.f
	case v.unsigned:
		return float64(uint64(v.i))
	}
	return float64(v.i)
}

// maxEvalDepth bounds recursion of constexpr evaluation.
const maxEvalDepth = 64

// constValue evaluates an integral (or floating) constant expression. ok is
// false when the value is not a constant sema can compute.
func (c *checker) constValue(e ast.Expr) (cval, bool) {
	ev := evaluator{c: c}
	return ev.eval(e)
}

// evaluator evaluates one constant expression; locals binds the parameters
// of the constexpr function being evaluated.
type evaluator struct {
	c      *checker
	locals map[string]cval
	depth  int
}

func (c *checker) intVal(v int64, k types.BuiltinKind) cval {
	return cval{i: v, unsigned: !k.IsSigned() && k != types.Bool, t: c.ctx.Builtin(k)}
}

func (ev *evaluator) eval(e ast.Expr) (cval, bool) {
	c := ev.c
	if ev.depth > maxEvalDepth || e == nil {
		return cval{}, false
	}
	switch x := e.(type) {
	case *ast.Literal:
		return c.literalValue(x)
	case *ast.ParenExpr:
		return ev.eval(x.X)
	case *ast.NameExpr:
		if ev.locals != nil && len(x.Name.Parts) == 1 && !x.Name.Global {
			if v, ok := ev.locals[x.Name.Ident()]; ok {
				return v, true
			}
		}
		return c.nameValue(x.Name, ev.depth)
	case *ast.UnaryExpr:
		v, ok := ev.eval(x.X)
		if !ok {
			return v, false
		}
		switch x.Op {
		case ast.UPlus, ast.UExtension:
			return c.promote(v), true
		case ast.UMinus:
			v = c.promote(v)
			if v.float {
				v.f = -v.f
			} else {
				v.i = -v.i
			}
			return c.fit(v), true
		case ast.UNot:
			return c.boolVal(v.isZero()), true
		case ast.UCompl:
			if v.float {
				return v, false
			}
			v = c.promote(v)
			v.i = ^v.i
			return c.fit(v), true
		}
		return cval{}, false
	case *ast.BinaryExpr:
		return ev.binary(x)
	case *ast.FoldExpr:
		return ev.fold(x)
	case *ast.CondExpr:
		cond, ok := ev.eval(x.Cond)
		if !ok {
			return cond, false
		}
		if !cond.isZero() {
			if x.Then == nil {
				return cond, true
			}
			return ev.eval(x.Then)
		}
		return ev.eval(x.Else)
	case *ast.CastExpr:
		t := c.typeID(x.Type)
		if t == nil {
			return cval{}, false
		}
		var arg ast.Expr = x.X
		if x.X == nil {
			switch len(x.Args) {
			case 0:
				return c.convert(cval{t: t}, t)
			case 1:
				arg = x.Args[0]
			default:
				return cval{}, false
			}
		}
		if il, ok := arg.(*ast.InitList); ok {
			if len(il.Elems) == 0 {
				return c.convert(cval{t: t}, t)
			}
			if len(il.Elems) != 1 {
				return cval{}, false
			}
			arg = il.Elems[0]
		}
		v, ok := ev.eval(arg)
		if !ok {
			return v, false
		}
		if _, isRef := t.Canonical().(*types.Reference); isRef {
			return sameObjectCast(x.Kind, v, nonReference(t))
		}
		if k, ok := builtinKindOf(t); ok && k == types.Void {
			// (void)e discards e's value: the left of a comma
			// (libcu++'s __all<P...>, is_same of __all_dummy<P...> and
			// __all_dummy<((void) P, true)...>).
			return cval{t: t}, true
		}
		return c.convert(v, t)
	case *ast.SizeofExpr:
		return c.sizeofValue(x)
	case *ast.CallExpr:
		return ev.call(x)
	case *ast.BuiltinExpr:
		return c.builtinTrait(x)
	case *ast.NoexceptExpr:
		return c.noexceptValue(x)
	}
	return cval{}, false
}

func (c *checker) boolVal(b bool) cval {
	if b {
		return c.intVal(1, types.Bool)
	}
	return c.intVal(0, types.Bool)
}

// builtinKindOf returns the builtin kind of a value's type (Int when not a
// builtin, e.g. an enumeration's value has promoted to its underlying type).
func builtinKindOf(t types.Type) (types.BuiltinKind, bool) {
	if t == nil {
		return types.Int, false
	}
	u, _ := types.Split(t)
	switch x := u.(type) {
	case *types.Builtin:
		return x.Kind, true
	case *types.Enum:
		if x.Decl.Underlying != nil {
			return builtinKindOf(x.Decl.Underlying)
		}
	}
	return types.Int, false
}

// rank orders integer types for the usual arithmetic conversions.
func rank(k types.BuiltinKind) int {
	switch k {
	case types.Bool:
		return 0
	case types.Char, types.SChar, types.UChar, types.Char8:
		return 1
	case types.Short, types.UShort, types.Char16:
		return 2
	case types.Int, types.UInt, types.WChar, types.Char32:
		return 3
	case types.Long, types.ULong:
		return 4
	case types.LongLong, types.ULongLong:
		return 5
	case types.Int128, types.UInt128:
		return 6
	}
	return 3
}

// promote applies the integral promotions.
func (c *checker) promote(v cval) cval {
	if v.float {
		return v
	}
	if u, _ := types.Split(v.t); u != nil {
		if e, ok := u.(*types.Enum); ok && !e.Decl.Fixed && !e.Decl.Scoped {
			// An enumeration whose underlying type is not fixed promotes
			// to the first of int, unsigned int, long, unsigned long that
			// holds all its values ([conv.prom]/3): enum { g = 32 }
			// promotes to int, though its underlying type is unsigned.
			k := enumPromotion(e.Decl)
			v.t, v.unsigned = c.ctx.Builtin(k), !k.IsSigned()
			return v
		}
	}
	k, _ := builtinKindOf(v.t)
	if rank(k) < 3 || k == types.Bool {
		v.t = c.ctx.Builtin(types.Int)
		v.unsigned = false
		return v
	}
	if k == types.WChar || k == types.Char32 {
		if k == types.Char32 {
			v.t, v.unsigned = c.ctx.Builtin(types.UInt), true
		} else {
			v.t, v.unsigned = c.ctx.Builtin(types.Int), false
		}
	}
	return v
}

// fit wraps an integer value to its type's width.
func (c *checker) fit(v cval) cval {
	if v.float {
		return v
	}
	k, _ := builtinKindOf(v.t)
	bits := 64
	switch rank(k) {
	case 0:
		if v.i != 0 {
			v.i = 1
		}
		return v
	case 1:
		bits = 8
	case 2:
		bits = 16
	case 3:
		bits = 32
	}
	if bits < 64 {
		mask := int64(1)<<bits - 1
		v.i &= mask
		if k.IsSigned() && v.i&(int64(1)<<(bits-1)) != 0 {
			v.i -= int64(1) << bits
		}
	}
	return v
}

// convert converts v to type t.
func (c *checker) convert(v cval, t types.Type) (cval, bool) {
	k, ok := builtinKindOf(t)
	if !ok {
		u, _ := types.Split(t)
		if _, isPtr := u.(*types.Pointer); isPtr && !v.float && v.i == 0 {
			return cval{t: t}, true
		}
		return cval{}, false
	}
	if k == types.Void || k == types.NullPtr || k.IsPlaceholder() {
		return cval{}, false
	}
	out := cval{t: t}
	if k.IsFloating() {
		out.float = true
		out.f = v.asFloat()
		return out, true
	}
	if k == types.Bool {
		return c.boolVal(!v.isZero()), true
	}
	out.unsigned = !k.IsSigned()
	if v.float {
		if math.IsNaN(v.f) || math.IsInf(v.f, 0) {
			return cval{}, false
		}
		out.i = int64(v.f)
	} else {
		out.i = v.i
	}
	return c.fit(out), true
}

// arith brings two operands to their common type.
func (c *checker) arith(a, b cval) (cval, cval) {
	if a.float || b.float {
		var ft types.Type = c.ctx.Builtin(types.Double)
		if a.float {
			ft = a.t
		} else if b.float {
			ft = b.t
		}
		return cval{f: a.asFloat(), float: true, t: ft}, cval{f: b.asFloat(), float: true, t: ft}
	}
	a, b = c.promote(a), c.promote(b)
	ka, _ := builtinKindOf(a.t)
	kb, _ := builtinKindOf(b.t)
	k := ka
	switch {
	case rank(kb) > rank(ka):
		k = kb
	case rank(kb) == rank(ka) && !kb.IsSigned():
		k = kb
	}
	if rank(ka) == rank(kb) || k.IsSigned() {
		// the signed type of higher rank holds the unsigned one (LP64),
		// except at equal rank where unsigned wins (handled above).
	}
	if !k.IsSigned() || (a.unsigned && rank(ka) >= rank(k)) || (b.unsigned && rank(kb) >= rank(k)) {
		k = unsignedOf(k)
	}
	t := c.ctx.Builtin(k)
	a.t, b.t = t, t
	a.unsigned, b.unsigned = !k.IsSigned(), !k.IsSigned()
	return c.fit(a), c.fit(b)
}

func unsignedOf(k types.BuiltinKind) types.BuiltinKind {
	switch k {
	case types.Int:
		return types.UInt
	case types.Long:
		return types.ULong
	case types.LongLong:
		return types.ULongLong
	case types.Int128:
		return types.UInt128
	}
	return k
}

func (ev *evaluator) binary(x *ast.BinaryExpr) (cval, bool) {
	c := ev.c
	switch x.Op {
	case token.AmpAmp, token.PipePipe:
		a, ok := ev.eval(x.X)
		if !ok {
			return a, false
		}
		if x.Op == token.AmpAmp && a.isZero() {
			return c.boolVal(false), true
		}
		if x.Op == token.PipePipe && !a.isZero() {
			return c.boolVal(true), true
		}
		b, ok := ev.eval(x.Y)
		if !ok {
			return b, false
		}
		return c.boolVal(!b.isZero()), true
	case token.Comma:
		if _, ok := ev.eval(x.X); !ok {
			return cval{}, false
		}
		return ev.eval(x.Y)
	}
	a, ok := ev.eval(x.X)
	if !ok {
		return a, false
	}
	b, ok := ev.eval(x.Y)
	if !ok {
		return b, false
	}
	if x.Op == token.Shl || x.Op == token.Shr {
		if a.float || b.float {
			return cval{}, false
		}
		a = c.promote(a)
		n := b.i
		if n < 0 || n >= 64 {
			return cval{}, false
		}
		if x.Op == token.Shl {
			a.i <<= uint(n)
		} else if a.unsigned {
			a.i = int64(uint64(a.i) >> uint(n))
		} else {
			a.i >>= uint(n)
		}
		return c.fit(a), true
	}
	a, b = c.arith(a, b)
	if a.float {
		switch x.Op {
		case token.Plus:
			a.f += b.f
		case token.Minus:
			a.f -= b.f
		case token.Star:
			a.f *= b.f
		case token.Slash:
			if b.f == 0 {
				return cval{}, false
			}
			a.f /= b.f
		case token.Less:
			return c.boolVal(a.f < b.f), true
		case token.Greater:
			return c.boolVal(a.f > b.f), true
		case token.LessEq:
			return c.boolVal(a.f <= b.f), true
		case token.GreaterEq:
			return c.boolVal(a.f >= b.f), true
		case token.Eq:
			return c.boolVal(a.f == b.f), true
		case token.NotEq:
			return c.boolVal(a.f != b.f), true
		default:
			return cval{}, false
		}
		return a, true
	}
	ua, ub := uint64(a.i), uint64(b.i)
	switch x.Op {
	case token.Plus:
		a.i += b.i
	case token.Minus:
		a.i -= b.i
	case token.Star:
		a.i *= b.i
	case token.Slash, token.Percent:
		if b.i == 0 {
			return cval{}, false
		}
		switch {
		case a.unsigned && x.Op == token.Slash:
			a.i = int64(ua / ub)
		case a.unsigned:
			a.i = int64(ua % ub)
		case x.Op == token.Slash:
			a.i /= b.i
		default:
			a.i %= b.i
		}
	case token.Amp:
		a.i &= b.i
	case token.Pipe:
		a.i |= b.i
	case token.Caret:
		a.i ^= b.i
	case token.Less:
		if a.unsigned {
			return c.boolVal(ua < ub), true
		}
		return c.boolVal(a.i < b.i), true
	case token.Greater:
		if a.unsigned {
			return c.boolVal(ua > ub), true
		}
		return c.boolVal(a.i > b.i), true
	case token.LessEq:
		if a.unsigned {
			return c.boolVal(ua <= ub), true
		}
		return c.boolVal(a.i <= b.i), true
	case token.GreaterEq:
		if a.unsigned {
			return c.boolVal(ua >= ub), true
		}
		return c.boolVal(a.i >= b.i), true
	case token.Eq:
		return c.boolVal(a.i == b.i), true
	case token.NotEq:
		return c.boolVal(a.i != b.i), true
	default:
		return cval{}, false
	}
	return c.fit(a), true
}

// literalValue evaluates a number, character or keyword literal.
func (c *checker) literalValue(l *ast.Literal) (cval, bool) {
	switch l.Kind {
	case token.Ident:
		switch l.Text {
		case "true":
			return c.boolVal(true), true
		case "false":
			return c.boolVal(false), true
		case "nullptr":
			return cval{t: c.ctx.Builtin(types.NullPtr)}, true
		case "__null":
			return c.intVal(0, types.Long), true
		}
	case token.Number:
		return c.numberValue(l.Text)
	case token.Char:
		return c.charValue(l.Text)
	}
	return cval{}, false
}

// numberValue parses an integer or floating literal with its suffix.
func (c *checker) numberValue(text string) (cval, bool) {
	s := strings.ReplaceAll(text, "'", "")
	lower := strings.ToLower(s)
	isHex := strings.HasPrefix(lower, "0x")
	if !isHex && strings.ContainsAny(lower, ".e") || isHex && strings.ContainsAny(lower, ".p") {
		end := len(s)
		k := types.Double
		for end > 0 && strings.ContainsRune("fFlL", rune(s[end-1])) {
			switch s[end-1] {
			case 'f', 'F':
				k = types.Float
			case 'l', 'L':
				k = types.LongDouble
			}
			end--
		}
		f, err := strconv.ParseFloat(s[:end], 64)
		if err != nil {
			return cval{}, false
		}
		return cval{f: f, float: true, t: c.ctx.Builtin(k)}, true
	}
	end := len(s)
	unsigned, longs := false, 0
	for end > 0 {
		ch := s[end-1] | 0x20
		if ch == 'u' {
			unsigned = true
		} else if ch == 'l' {
			longs++
		} else {
			break
		}
		end--
	}
	digits := s[:end]
	base := 10
	switch {
	case isHex:
		base, digits = 16, digits[2:]
	case strings.HasPrefix(lower, "0b"):
		base, digits = 2, digits[2:]
	case len(digits) > 1 && digits[0] == '0':
		base, digits = 8, digits[1:]
	}
	u, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		return cval{}, false
	}
	// The type is the first of int, long, long long (plus unsigned forms
	// for non-decimal literals) that holds the value.
	var cands []types.BuiltinKind
	switch {
	case unsigned && longs == 0:
		cands = []types.BuiltinKind{types.UInt, types.ULong}
	case unsigned:
		cands = []types.BuiltinKind{types.ULong}
	case longs == 0 && base == 10:
		cands = []types.BuiltinKind{types.Int, types.Long, types.ULong}
	case longs == 0:
		cands = []types.BuiltinKind{types.Int, types.UInt, types.Long, types.ULong}
	case base == 10:
		cands = []types.BuiltinKind{types.Long, types.ULong}
	default:
		cands = []types.BuiltinKind{types.Long, types.ULong}
	}
	if longs == 2 {
		for i, k := range cands {
			if k == types.Long {
				cands[i] = types.LongLong
			} else if k == types.ULong {
				cands[i] = types.ULongLong
			}
		}
	}
	for _, k := range cands {
		var limit uint64
		switch k {
		case types.Int:
			limit = math.MaxInt32
		case types.UInt:
			limit = math.MaxUint32
		case types.Long, types.LongLong:
			limit = math.MaxInt64
		default:
			limit = math.MaxUint64
		}
		if u <= limit {
			return c.intVal(int64(u), k), true
		}
	}
	return cval{}, false
}

// charValue evaluates a character literal.
func (c *checker) charValue(text string) (cval, bool) {
	k := types.Char
	switch {
	case strings.HasPrefix(text, "u8'"):
		k, text = types.Char8, text[2:]
	case strings.HasPrefix(text, "u'"):
		k, text = types.Char16, text[1:]
	case strings.HasPrefix(text, "U'"):
		k, text = types.Char32, text[1:]
	case strings.HasPrefix(text, "L'"):
		k, text = types.WChar, text[1:]
	}
	if len(text) < 3 || text[0] != '\'' || text[len(text)-1] != '\'' {
		return cval{}, false
	}
	body := text[1 : len(text)-1]
	r, _, tail, err := strconv.UnquoteChar(body, '\'')
	if err != nil || tail != "" {
		return cval{}, false
	}
	v := int64(r)
	if k == types.Char && v > 127 && !strings.HasPrefix(body, "\\") {
		return cval{}, false // multi-byte UTF-8 in a char literal
	}
	return c.fit(c.intVal(v, k)), true
}

// sizeofValue evaluates sizeof and alignof.
func (c *checker) sizeofValue(x *ast.SizeofExpr) (cval, bool) {
	if x.Pack {
		if n, ok := c.packLength(sizeofPackName(x)); ok {
			return c.intVal(int64(n), types.ULong), true
		}
		return cval{}, false
	}
	var t types.Type
	if x.Type != nil {
		t = c.typeID(x.Type)
	} else {
		c.unevaluated++ // (see expr's SizeofExpr)
		t = c.typeExpr(x.X).t
		c.unevaluated--
	}
	if t == nil || types.IsDependent(t) {
		return cval{}, false
	}
	if r, ok := t.Canonical().(*types.Reference); ok {
		t = r.Elem
	}
	if cd := classDeclOf(t); cd != nil {
		c.complete(cd)
		c.completeFieldsOf(cd)
	}
	size, align, err := c.res.Layout.SizeAlign(t)
	if err != nil {
		return cval{}, false
	}
	if len(c.unknownFields) > 0 && c.layoutProblem(t) != "" {
		// A member sema could not type (an array bound it could not
		// evaluate) is missing from the layout: its size is not known.
		return cval{}, false
	}
	if x.Alignof {
		return c.intVal(align, types.ULong), true
	}
	return c.intVal(size, types.ULong), true
}

// completeFieldsOf completes the classes a class's layout depends on.
func (c *checker) completeFieldsOf(cd *types.ClassDecl) {
	c.completeFieldsIn(cd, map[*types.ClassDecl]bool{}, 0)
}

// completeFieldsIn is completeFieldsOf, each class once (classes nest as
// deeply as code makes them: thrust's tuples are chains of cons cells).
func (c *checker) completeFieldsIn(cd *types.ClassDecl, seen map[*types.ClassDecl]bool, depth int) {
	if seen[cd] || depth > 1000 {
		return
	}
	seen[cd] = true
	for _, b := range cd.Bases {
		if bc := classDeclOf(b.Type); bc != nil {
			c.complete(bc)
			c.completeFieldsIn(bc, seen, depth+1)
		}
	}
	for _, f := range cd.Fields {
		if fc := classDeclOf(arrayElem(f.Type)); fc != nil {
			c.complete(fc)
			c.completeFieldsIn(fc, seen, depth+1)
		}
	}
}

// nameValue evaluates a name: an enumerator, a bound template parameter or
// a constant variable.
func (c *checker) nameValue(n *ast.Name, depth int) (cval, bool) {
	r := c.lookupName(n)
	for _, d := range r.decls {
		switch x := d.(type) {
		case *enumConst:
			return x.val, !x.unknown
		case *valueBinding:
			return x.val, true
		case *packBinding:
			if a, ok := c.packElem(x); ok && a.Kind == types.IntegralArg {
				return cval{i: a.Value.Int64(), t: a.Type, unsigned: !isSignedType(a.Type)}, true
			}
			return cval{}, false
		case *types.VarDecl:
			return c.varValue(x, depth)
		case *types.TemplateDecl:
			if x.Kind == types.VariableTemplate && n.Last().HasArgs() {
				return c.varTemplateValue(x, n.Last(), depth)
			}
		}
		break
	}
	return cval{}, false
}

// varValue evaluates a constexpr (or const integral) variable's initializer.
func (c *checker) varValue(v *types.VarDecl, depth int) (cval, bool) {
	vi := c.varInfoOf(v)
	if vi == nil || vi.init == nil || vi.evaluating {
		return cval{}, false
	}
	if vi.value != nil {
		return *vi.value, true
	}
	if v.Type == nil {
		return cval{}, false
	}
	_, cv := types.Split(v.Type)
	if !vi.constexpr && cv&types.Const == 0 {
		return cval{}, false
	}
	vi.evaluating = true
	saved := c.scope
	c.scope = vi.scope
	ev := evaluator{c: c, depth: depth + 1}
	init := vi.init
	if il, ok := init.(*ast.InitList); ok && len(il.Elems) == 1 {
		init = il.Elems[0]
	}
	val, ok := ev.eval(init)
	c.scope = saved
	vi.evaluating = false
	if !ok {
		return val, false
	}
	if v.Type != nil {
		if _, isBuiltin := builtinKindOf(v.Type); isBuiltin || isEnum(v.Type) {
			if conv, ok2 := c.convert(val, v.Type); ok2 && !isEnum(v.Type) {
				val = conv
			}
		}
	}
	vi.value = &val
	return val, true
}

func isEnum(t types.Type) bool {
	if t == nil {
		return false
	}
	u, _ := types.Split(t)
	_, ok := u.(*types.Enum)
	return ok
}

// call evaluates a call of a constexpr function whose body is a single
// return statement (possibly after other statements sema can skip).
func (ev *evaluator) call(x *ast.CallExpr) (cval, bool) {
	c := ev.c
	ne, ok := x.Fun.(*ast.NameExpr)
	if !ok {
		return ev.resolvedCall(x)
	}
	r := c.lookupName(ne.Name)
	var fn *types.FunctionDecl
	for _, d := range r.decls {
		if f, ok := d.(*types.FunctionDecl); ok {
			if fi := c.funcInfoOf(f); fi != nil && fi.constexpr && fi.def != nil && len(f.Type.Params) == len(x.Args) {
				if fn != nil {
					return cval{}, false // overloaded: leave it
				}
				fn = f
			}
		}
	}
	if fn == nil {
		if v, ok := ev.templateCall(x, ne, r.decls); ok {
			return v, true
		}
		return ev.resolvedCall(x)
	}
	fi := c.funcInfoOf(fn)
	body := fi.def.Body
	if body == nil || len(body.Stmts) != 1 {
		return ev.resolvedCall(x)
	}
	ret, ok := body.Stmts[0].(*ast.ReturnStmt)
	if !ok || ret.X == nil {
		return cval{}, false
	}
	locals := map[string]cval{}
	fc := fi.decl.Function()
	if fc == nil || len(fc.Params) != len(x.Args) {
		return cval{}, false
	}
	for i, a := range x.Args {
		v, ok := ev.eval(a)
		if !ok {
			return v, false
		}
		if conv, ok := c.convert(v, fn.Type.Params[i]); ok {
			v = conv
		}
		p := fc.Params[i]
		if p.Decl != nil && p.Decl.Name != nil {
			locals[p.Decl.Name.Ident()] = v
		}
	}
	saved := c.scope
	c.scope = fi.scope
	inner := evaluator{c: c, locals: locals, depth: ev.depth + 1}
	v, ok := inner.eval(ret.X)
	c.scope = saved
	if !ok {
		return v, false
	}
	return c.convert(v, fn.Type.Result)
}

// templateCall evaluates a call of a constexpr function template named
// with its template arguments (cub's classify_op<Op>(), whose value picks
// a tuning): the one template the name finds, specialized and its body,
// a single return statement, evaluated with the parameters bound.
func (ev *evaluator) templateCall(x *ast.CallExpr, ne *ast.NameExpr, decls []types.Decl) (cval, bool) {
	c := ev.c
	last := ne.Name.Last()
	if len(decls) != 1 || !last.HasArgs() || len(x.Args) != 0 || ev.depth > maxInstantiationDepth {
		return cval{}, false
	}
	td, ok := decls[0].(*types.TemplateDecl)
	if !ok || td.Kind != types.FunctionTemplate {
		return cval{}, false
	}
	if pi := c.funcInfoOf(td.Pattern.(*types.FunctionDecl)); pi == nil || !pi.constexpr {
		return cval{}, false
	}
	spec, sure := c.deduceFunction(td, last.Args(), true, []exprInfo{}, nil, x.At)
	if spec == nil || !sure || spec.Type == nil {
		return cval{}, false
	}
	env, def := c.instanceBody(spec)
	if env == nil || def == nil || def.Body == nil || len(def.Body.Stmts) != 1 {
		return cval{}, false
	}
	ret, ok := def.Body.Stmts[0].(*ast.ReturnStmt)
	if !ok || ret.X == nil {
		return cval{}, false
	}
	saved := c.scope
	c.scope = env
	inner := evaluator{c: c, depth: ev.depth + 1}
	v, ok := inner.eval(ret.X)
	c.scope = saved
	if !ok {
		return v, false
	}
	return c.convert(v, spec.Type.Result)
}

// builtinTrait evaluates the type traits libstdc++ and user code use in
// constant expressions; others are unknown.
func (c *checker) builtinTrait(x *ast.BuiltinExpr) (cval, bool) {
	argType := func(i int) types.Type {
		if i >= len(x.Args) || x.Args[i].Type == nil {
			return nil
		}
		return c.typeID(x.Args[i].Type)
	}
	switch x.Name {
	case "__is_same", "__is_same_as":
		a, b := argType(0), argType(1)
		if a == nil || b == nil || types.IsDependent(a) || types.IsDependent(b) {
			return cval{}, false
		}
		return c.boolVal(a.Canonical() == b.Canonical()), true
	case "__is_enum":
		a := argType(0)
		if a == nil || types.IsDependent(a) {
			return cval{}, false
		}
		return c.boolVal(isEnum(a)), true
	case "__is_class", "__is_union":
		a := argType(0)
		if a == nil || types.IsDependent(a) {
			return cval{}, false
		}
		cd := classDeclOf(a)
		if _, cv := types.Split(a); cv != 0 && cd == nil {
			return cval{}, false
		}
		isUnion := cd != nil && cd.Tag == types.UnionTag
		if x.Name == "__is_union" {
			return c.boolVal(isUnion), true
		}
		return c.boolVal(cd != nil && !isUnion), true
	case "__is_base_of":
		return c.isBaseOfTrait(argType(0), argType(1))
	case "__is_trivially_constructible":
		if len(x.Args) == 1 {
			return c.trivialConstructTrait(argType(0), nil)
		}
		if len(x.Args) == 2 {
			return c.trivialConstructTrait(argType(0), argType(1))
		}
		return cval{}, false
	case "__is_trivially_copyable":
		if len(x.Args) != 1 {
			return cval{}, false
		}
		return c.trivialCopyTrait(argType(0))
	case "__is_empty":
		return c.emptyTrait(argType(0))
	case "__is_final":
		return c.finalTrait(argType(0))
	case "__is_assignable":
		return c.assignableTrait(argType(0), argType(1))
	case "__is_trivially_assignable":
		return c.trivialAssignTrait(argType(0), argType(1))
	case "__is_constructible":
		return c.constructibleTrait(x)
	case "__is_nothrow_constructible":
		return c.nothrowConstructibleTrait(x)
	case "__is_convertible_to", "__is_convertible":
		return c.convertibleTrait(x)
	case "__has_trivial_destructor", "__is_trivially_destructible":
		if len(x.Args) != 1 {
			return cval{}, false
		}
		return c.trivialDestructTrait(argType(0))
	}
	return cval{}, false
}

// trivialConstructTrait evaluates __is_trivially_constructible(t) and
// __is_trivially_constructible(t, arg) (CCCL's
// is_trivially_default_constructible, which thrust's
// value_initialize_range tests, and is_trivially_copy_constructible, which
// its uninitialized_fill tests): constructing a scalar is always trivial,
// so with no argument it is true for a scalar type other than void,
// cv-qualified or not, and false for void and references (neither is
// default constructible); with arg (a reference or not) of t's own
// scalar type, true; for a class, from a const lvalue or an rvalue of
// the class itself, what classTrivially knows of its copy or move
// constructor. It is unknown otherwise (a class's default construction,
// arrays, other arguments, a type still dependent).
func (c *checker) trivialConstructTrait(t, arg types.Type) (cval, bool) {
	if t == nil || types.IsDependent(t) {
		return cval{}, false
	}
	u := types.Unqualified(t.Canonical())
	if arg != nil {
		if types.IsDependent(arg) {
			return cval{}, false
		}
		if cd := classDeclOf(u); cd != nil {
			return c.trivialClassTrait(cd, arg, specialCopyConstruct, specialMoveConstruct)
		}
		if !isScalarType(u) {
			return cval{}, false
		}
		a := arg.Canonical()
		if r, ok := a.(*types.Reference); ok {
			a = r.Elem.Canonical()
		}
		if types.Unqualified(a) != u {
			return cval{}, false
		}
	}
	return c.scalarTrait(u)
}

// isBaseOfTrait evaluates __is_base_of(b, d): d is b or derives from it,
// both non-union classes (CCCL's is_base_of_v); unknown when a type is,
// or d's bases are not known.
func (c *checker) isBaseOfTrait(b, d types.Type) (cval, bool) {
	if b == nil || d == nil || types.IsDependent(b) || types.IsDependent(d) {
		return cval{}, false
	}
	bc, dc := classDeclOf(b), classDeclOf(d)
	if bc == nil || dc == nil || bc.Tag == types.UnionTag || dc.Tag == types.UnionTag {
		return c.boolVal(false), true
	}
	if bc == dc {
		return c.boolVal(true), true
	}
	if !c.knownClass(dc, 0) {
		return cval{}, false
	}
	return c.boolVal(c.isBaseOf(bc, dc, 0)), true
}

// enumConst is an enumerator as a declaration name lookup finds.
type enumConst struct {
	types.DeclBase
	enum    *types.EnumDecl
	val     cval
	unknown bool // the value could not be computed
}

// sameObjectCast is a cast of value v to a reference to elem: the value of
// the object it names (std::forward's static_cast<T&&>(t)) when elem is
// v's type but for qualifiers; another type would read the object as
// something else, which the interpreter does not model.
func sameObjectCast(kind ast.CastKind, v cval, elem types.Type) (cval, bool) {
	if kind == ast.CastReinterpret || kind == ast.CastBit || v.t == nil || elem == nil {
		return cval{}, false
	}
	if types.Unqualified(v.t).Canonical() != types.Unqualified(elem).Canonical() {
		return cval{}, false
	}
	v.t = elem
	return v, true
}

// enumPromotion is the type an enumeration without a fixed underlying
// type promotes to: the first of int, unsigned int, long and unsigned
// long that holds the values of its enumerators.
func enumPromotion(ed *types.EnumDecl) types.BuiltinKind {
	lo, hi := int64(0), int64(0)
	for _, e := range ed.Enumerators {
		lo, hi = min(lo, e.Value), max(hi, e.Value)
	}
	if k, ok := builtinKindOf(ed.Underlying); ok && k == types.ULong && lo < 0 {
		return types.ULong // values past the long range, kept wrapped
	}
	switch {
	case lo >= -1<<31 && hi <= 1<<31-1:
		return types.Int
	case lo >= 0 && hi <= 1<<32-1:
		return types.UInt
	}
	return types.Long
}
