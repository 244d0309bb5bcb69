package sema

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A constant expression may not read a variable that is neither constexpr
// nor a const one with a constant initializer, nor call a function that is
// not constexpr ([expr.const]/5). NVIDIA reports such an expression where
// the language wants a constant (an array bound of a variable with static
// storage duration or of a member, a template argument, an enumerator's
// value, a bit-field's width, static_assert's condition, a case label, a
// constexpr variable's initializer) with 28 at the offending part. The
// functions here find such a part only where it is surely evaluated and
// surely not constant: the expression is built of arithmetic operands
// only (literals, arithmetic variables, calls of functions returning an
// arithmetic type), so no operator can be a user's function taking its
// operand by reference, and only the operands every evaluation reads are
// searched (the first of &&, || and ?:; no comma, no sizeof).

// reportNonConstant reports e (28 at its offending part) when
// nonConstantPart finds one, in code where conversion errors may be
// reported (written user code, evaluated, no broken body). It says
// whether it reported.
func (c *checker) reportNonConstant(e ast.Expr) bool {
	if e == nil || !c.mayReportConversion(e.Pos()) {
		return false
	}
	if c.inLocalClass() {
		// A local class naming its function's variables breaks
		// another rule first.
		return false
	}
	at, ok := c.nonConstantPart(e)
	if !ok {
		return false
	}
	c.errorAt(at, errNotConstant, diag.Args{})
	return true
}

// inLocalClass reports whether the current scope is in a class defined
// in a block.
func (c *checker) inLocalClass() bool {
	inClass := false
	for s := c.scope; s != nil; s = s.parent {
		switch s.kind {
		case classScope:
			inClass = true
		case blockScope:
			if inClass {
				return true
			}
		}
	}
	return false
}

// nonConstantPart returns the position of a part of e that every
// evaluation of e reads and that no constant expression may contain: a
// variable nonConstantVariable names, or a call nonConstexprCall names.
func (c *checker) nonConstantPart(e ast.Expr) (source.Pos, bool) {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return c.nonConstantPart(x.X)
	case *ast.NameExpr:
		if c.nonConstantVariable(x) {
			return x.Pos(), true
		}
	case *ast.CallExpr:
		if _, ok := c.nonConstexprCall(x); ok {
			return x.Pos(), true
		}
	case *ast.UnaryExpr:
		switch x.Op {
		case ast.UPlus, ast.UMinus, ast.UCompl, ast.UNot:
			if _, ok := c.arithKind(x.X); ok {
				return c.nonConstantPart(x.X)
			}
		}
	case *ast.BinaryExpr:
		if !isValueOperator(x.Op) {
			return source.NoPos, false
		}
		if _, ok := c.arithKind(x.X); !ok {
			return source.NoPos, false
		}
		if _, ok := c.arithKind(x.Y); !ok {
			return source.NoPos, false
		}
		if at, ok := c.nonConstantPart(x.X); ok {
			return at, true
		}
		if x.Op != token.AmpAmp && x.Op != token.PipePipe {
			return c.nonConstantPart(x.Y)
		}
	case *ast.CondExpr:
		if _, ok := c.arithKind(x.Cond); ok {
			return c.nonConstantPart(x.Cond)
		}
	}
	return source.NoPos, false
}

// isValueOperator reports whether op is a binary operator that reads both
// operands' values (arithmetic, bitwise, shift, comparison, logical).
func isValueOperator(op token.Kind) bool {
	switch op {
	case token.Plus, token.Minus, token.Star, token.Slash, token.Percent,
		token.Caret, token.Amp, token.Pipe, token.Shl, token.Shr,
		token.Eq, token.NotEq, token.Less, token.Greater, token.LessEq, token.GreaterEq,
		token.AmpAmp, token.PipePipe:
		return true
	}
	return false
}

// arithKind returns the builtin arithmetic type of e when e is surely of
// one and built only of what nonConstantPart may look through: number and
// character literals, variables of arithmetic type named by one
// identifier, calls nonConstexprCall names, sizeof and alignof, and the
// unary and binary operators isValueOperator allows on such operands.
// The type follows the usual arithmetic conversions.
func (c *checker) arithKind(e ast.Expr) (types.BuiltinKind, bool) {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return c.arithKind(x.X)
	case *ast.Literal:
		if x.Kind != token.Number && x.Kind != token.Char {
			return 0, false
		}
		v, ok := c.literalValue(x)
		if !ok || v.t == nil {
			return 0, false
		}
		return arithBuiltin(v.t)
	case *ast.SizeofExpr:
		if x.Pack {
			return 0, false
		}
		return types.ULong, true
	case *ast.NameExpr:
		v := c.namedVariable(x)
		if v == nil {
			return 0, false
		}
		return arithBuiltin(v.Type)
	case *ast.CallExpr:
		if f, ok := c.nonConstexprCall(x); ok {
			return arithBuiltin(f.Type.Result)
		}
	case *ast.UnaryExpr:
		k, ok := c.arithKind(x.X)
		if !ok {
			return 0, false
		}
		switch x.Op {
		case ast.UNot:
			return types.Bool, true
		case ast.UPlus, ast.UMinus:
			return promoteKind(k), true
		case ast.UCompl:
			if k.IsInteger() {
				return promoteKind(k), true
			}
		}
	case *ast.BinaryExpr:
		if !isValueOperator(x.Op) {
			return 0, false
		}
		kx, ok := c.arithKind(x.X)
		if !ok {
			return 0, false
		}
		ky, ok := c.arithKind(x.Y)
		if !ok {
			return 0, false
		}
		switch x.Op {
		case token.Eq, token.NotEq, token.Less, token.Greater, token.LessEq, token.GreaterEq, token.AmpAmp, token.PipePipe:
			return types.Bool, true
		case token.Shl, token.Shr:
			if kx.IsInteger() && ky.IsInteger() {
				return promoteKind(kx), true
			}
			return 0, false
		}
		return commonKind(kx, ky)
	}
	return 0, false
}

// arithBuiltin returns t's kind when t (cv-qualifiers aside) is a builtin
// arithmetic type.
func arithBuiltin(t types.Type) (types.BuiltinKind, bool) {
	if t == nil || types.IsDependent(t) {
		return 0, false
	}
	b, ok := types.Unqualified(t.Canonical()).(*types.Builtin)
	if !ok || !(b.Kind.IsInteger() || b.Kind.IsFloating()) {
		return 0, false
	}
	return b.Kind, true
}

// intBits is the width of an integer kind (LP64).
func intBits(k types.BuiltinKind) int {
	switch rank(k) {
	case 0:
		return 1
	case 1:
		return 8
	case 2:
		return 16
	case 3:
		return 32
	case 6:
		return 128
	}
	return 64
}

// promoteKind applies the integral promotions to a kind.
func promoteKind(k types.BuiltinKind) types.BuiltinKind {
	if !k.IsInteger() {
		return k
	}
	if rank(k) < 3 {
		return types.Int
	}
	switch k {
	case types.WChar:
		return types.Int
	case types.Char32:
		return types.UInt
	}
	return k
}

// commonKind is the usual arithmetic conversions' type of two operands;
// false for floating operands of kinds it does not order.
func commonKind(a, b types.BuiltinKind) (types.BuiltinKind, bool) {
	if a.IsFloating() || b.IsFloating() {
		fa, fb := floatOrder(a), floatOrder(b)
		if fa < 0 || fb < 0 {
			return 0, false
		}
		if fa >= fb {
			return a, true
		}
		return b, true
	}
	a, b = promoteKind(a), promoteKind(b)
	if a == b {
		return a, true
	}
	if a.IsSigned() == b.IsSigned() {
		if rank(a) >= rank(b) {
			return a, true
		}
		return b, true
	}
	s, u := a, b
	if !s.IsSigned() {
		s, u = b, a
	}
	if rank(u) >= rank(s) {
		return u, true
	}
	if intBits(s) > intBits(u) {
		return s, true
	}
	return 0, false
}

// floatOrder orders the floating kinds commonKind knows (-1 for an
// integer kind, which any floating one outranks, and for others).
func floatOrder(k types.BuiltinKind) int {
	switch k {
	case types.Float:
		return 1
	case types.Double:
		return 2
	case types.LongDouble:
		return 3
	}
	if k.IsInteger() {
		return 0
	}
	return -1
}

// narrowsByType reports whether converting a value of integer kind from
// to integer kind to may narrow whatever the value (to cannot represent
// every value of from): NVIDIA reports such a template argument as a
// narrowing conversion, not as a non-constant one.
func narrowsByType(from, to types.BuiltinKind) bool {
	if from == types.Bool {
		return false
	}
	if to == types.Bool {
		return true
	}
	if from.IsSigned() == to.IsSigned() {
		return intBits(to) < intBits(from)
	}
	if from.IsSigned() {
		return true // a negative value
	}
	return intBits(to) <= intBits(from)
}

// namedVariable returns the variable an unqualified identifier surely
// names, nil otherwise.
func (c *checker) namedVariable(ne *ast.NameExpr) *types.VarDecl {
	if len(ne.Name.Parts) != 1 || ne.Name.Global || ne.Name.Last().Kind != ast.NameIdent || ne.Name.Last().HasArgs() {
		return nil
	}
	r := c.lookupName(ne.Name)
	if !r.sure || len(r.decls) != 1 {
		return nil
	}
	v, _ := r.decls[0].(*types.VarDecl)
	if v == nil || v.Type == nil || types.IsDependent(v.Type) {
		return nil
	}
	return v
}

// nonConstexprCall returns the function call names when it surely is one
// no constant expression may make: an unqualified identifier naming one
// function (not overloaded, no template, not a member) declared in user
// code without constexpr or consteval, not a compiler builtin, returning
// an arithmetic type, its arguments (as many as its parameters, none
// defaulted) arithmetic operands for parameters of arithmetic type.
func (c *checker) nonConstexprCall(call *ast.CallExpr) (*types.FunctionDecl, bool) {
	ne, ok := unparen(call.Fun).(*ast.NameExpr)
	if !ok || len(ne.Name.Parts) != 1 || ne.Name.Global || ne.Name.Last().Kind != ast.NameIdent || ne.Name.Last().HasArgs() {
		return nil, false
	}
	if strings.HasPrefix(ne.Name.Last().Ident, "__") {
		return nil, false
	}
	r := c.lookupName(ne.Name)
	if !r.sure || len(r.decls) != 1 {
		return nil, false
	}
	f, ok := r.decls[0].(*types.FunctionDecl)
	if !ok || f.Type == nil || f.IsMember() || f.Template != nil || f.Type.Variadic || !c.user(f.Pos) {
		return nil, false
	}
	fi := c.funcInfoOf(f)
	if fi == nil || fi.constexpr || fi.builtin || fi.deleted {
		return nil, false
	}
	if _, ok := arithBuiltin(f.Type.Result); !ok || len(call.Args) != len(f.Type.Params) {
		return nil, false
	}
	for i, a := range call.Args {
		if _, ok := arithBuiltin(f.Type.Params[i]); !ok {
			return nil, false
		}
		if _, ok := c.arithKind(a); !ok {
			return nil, false
		}
	}
	return f, true
}

// checkNonTypeArgConstant reports the argument of a non-type template
// parameter of integer type that surely is no constant (A<n> for a
// variable n). Where converting the argument's type to the parameter's
// may narrow (an int for an unsigned parameter), NVIDIA reports the
// narrowing instead, which this leaves alone.
func (c *checker) checkNonTypeArgConstant(p *types.TemplateParam, pt types.Type, w ast.TemplateArg) {
	if p == nil || p.Kind != types.NonTypeParam || w.Expr == nil || w.Pack || pt == nil || !c.mayReportConversion(w.Expr.Pos()) {
		return
	}
	to, ok := arithBuiltin(pt)
	if !ok || !to.IsInteger() {
		return
	}
	from, ok := c.arithKind(w.Expr)
	if !ok || !from.IsInteger() || narrowsByType(from, to) {
		return
	}
	c.reportNonConstant(w.Expr)
}

// errStaticVLA is EDG's "a variable length array cannot have static
// storage duration" (number seen in cudafe++ 13.0's SARIF output).
const errStaticVLA diag.ID = 893

// checkArrayBounds reports the bounds of an array that surely are no
// constants: declared at namespace or class scope (a variable, static
// data member, member or typedef), 28 at the bound; in a block, see
// checkLocalArrayBounds. Only a declarator made of array chunks alone is
// looked at (`int a[n][2]`, not a pointer to an array, whose variably
// modified type NVIDIA words otherwise).
func (c *checker) checkArrayBounds(spec *ast.DeclSpec, d *ast.Declarator) {
	if c.scope == nil || len(d.Chunks) == 0 {
		return
	}
	for i := range d.Chunks {
		switch d.Chunks[i].Kind {
		case ast.ChunkArray, ast.ChunkParen:
		default:
			return
		}
	}
	switch c.scope.kind {
	case namespaceScope, classScope:
		for _, size := range c.nonConstantBounds(d) {
			c.reportNonConstant(size)
		}
	case blockScope:
		c.checkLocalArrayBounds(spec, d)
	}
}

// nonConstantBounds returns d's array bounds sema cannot evaluate, in
// code where conversion errors may be reported.
func (c *checker) nonConstantBounds(d *ast.Declarator) []ast.Expr {
	var out []ast.Expr
	for i := range d.Chunks {
		ch := &d.Chunks[i]
		size := ch.Size()
		if ch.Kind != ast.ChunkArray || size == nil || !c.mayReportConversion(size.Pos()) {
			continue
		}
		if _, ok := c.constValue(size); !ok {
			out = append(out, size)
		}
	}
	return out
}

// checkLocalArrayBounds reports a variable length array declared in a
// function (g++ mode allows them) where NVIDIA does not: with static
// storage duration (static, thread_local, __shared__), 893 at the
// declarator, with both toolkits; and, with CUDA 11.8 (12.x too), whose
// cicc allows none in device code, any in a __device__, __global__ or
// __host__ __device__ function, 28 at the bound. The bound must surely be
// no constant (nonConstantPart); a toolkit not known keeps the second
// rule back.
func (c *checker) checkLocalArrayBounds(spec *ast.DeclSpec, d *ast.Declarator) {
	if spec == nil || spec.Specs&(ast.SpecTypedef|ast.SpecExtern) != 0 || c.curFn == nil || c.inLocalClass() {
		return
	}
	bits, _ := cudaAttrs(spec, d)
	static := spec.Specs&(ast.SpecStatic|ast.SpecThreadLocal) != 0 || bits&ast.CUDAShared != 0
	deviceRule := c.opts.CUDAMajor > 0 && c.opts.CUDAMajor < 13 && c.curFn.Exec&(types.DeviceSpace|types.GlobalSpace) != 0
	if !static && !deviceRule {
		return
	}
	reported := false
	for _, size := range c.nonConstantBounds(d) {
		at, ok := c.nonConstantPart(size)
		if !ok {
			continue
		}
		if static && !reported {
			c.errorAt(d.At, errStaticVLA, diag.Args{})
			reported = true
		}
		if deviceRule {
			c.errorAt(at, errNotConstant, diag.Args{})
		}
	}
}
