package parse

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// parsePrimary parses a primary-expression (and the postfix forms that start
// with a type: functional casts).
func (p *parser) parsePrimary() ast.Expr {
	at := p.tok.Pos
	switch p.tok.Kind {
	case token.Number, token.Char:
		l := put(&p.slab.literals, ast.Literal{At: at, Kind: p.tok.Kind, Text: p.tok.Text})
		p.next()
		return l
	case token.String:
		return p.parseStringLit()
	case token.LParen:
		return p.parseParen()
	case token.LBrack:
		return p.parseLambda()
	case token.LBrace:
		return p.parseBracedInit()
	case token.ColonColon, token.Tilde:
		return p.parseIDExpr()
	case token.Ident:
	default:
		p.expectedExpr()
		return &ast.BadExpr{At: at}
	}
	switch p.kw {
	case kwNone:
		if isTraitName(p.tok.Text) && p.peekKind(1) == token.LParen {
			if shape := traitShapes[p.tok.Text]; shape != 0 && p.lookup(p.tok.Text) == nil {
				return p.parseTraitCall(shape)
			}
		}
		return p.parseIDExpr()
	case kwTrue, kwFalse, kwNullptr, kwNull:
		l := put(&p.slab.literals, ast.Literal{At: at, Kind: token.Ident, Text: p.tok.Text})
		p.next()
		return l
	case kwThis:
		p.next()
		return &ast.ThisExpr{At: at}
	case kwOperator:
		return p.parseIDExpr()
	case kwStaticCast, kwDynamicCast, kwReinterpretCast, kwConstCast:
		kind := map[kw]ast.CastKind{kwStaticCast: ast.CastStatic, kwDynamicCast: ast.CastDynamic,
			kwReinterpretCast: ast.CastReinterpret, kwConstCast: ast.CastConst}[p.kw]
		p.next()
		c := &ast.CastExpr{At: at, Kind: kind}
		if p.tok.Kind != token.Less {
			p.errorExpected(token.Less)
			return c
		}
		p.next()
		sg := p.noGreater
		p.noGreater = true
		c.Type = p.parseTypeIDReq()
		p.noGreater = sg
		if !p.splitGreater() {
			p.errorAt(p.tok.Pos, diag.ErrExpectedGreater, `expected a ">"`)
		}
		if p.expect(token.LParen) {
			p.noGreater = false
			c.X = p.parseExpr()
			p.noGreater = sg
			p.expect(token.RParen)
		}
		return c
	case kwTypeid:
		p.next()
		e := &ast.TypeidExpr{At: at}
		if t := p.parenTypeID(); t != nil {
			e.Type = t
			return e
		}
		if p.expect(token.LParen) {
			sg := p.noGreater
			p.noGreater = false
			e.X = p.parseExpr()
			p.noGreater = sg
			p.expect(token.RParen)
		}
		return e
	case kwRequires:
		return p.parseRequiresExpr()
	case kwBuiltinOffsetof:
		return p.parseOffsetof()
	case kwBuiltinVaArg, kwBuiltinBitCast, kwBuiltinConvertvector, kwBuiltinShuffle, kwBuiltinHasAttribute:
		return p.parseBuiltinCall()
	case kwDecltype:
		if p.decltypeIsQualifier() {
			return p.parseIDExpr()
		}
		return p.parseFunctionalCast()
	case kwTypename, kwAuto, kwTypeof, kwUnderlyingType:
		return p.parseFunctionalCast()
	}
	if isTypeSpecKw(p.kw) {
		return p.parseFunctionalCast()
	}
	p.expectedExpr()
	p.next()
	return &ast.BadExpr{At: at}
}

// parseStringLit parses adjacent string literals.
func (p *parser) parseStringLit() ast.Expr {
	at := p.tok.Pos
	if p.tok.Kind != token.String {
		p.errorAt(at, diag.ErrExpectedString, "expected a string literal")
		return &ast.BadExpr{At: at}
	}
	first := put(&p.slab.literals, ast.Literal{At: at, Kind: token.String, Text: p.tok.Text})
	p.next()
	if p.tok.Kind != token.String {
		return first
	}
	sc := &ast.StringConcat{At: at, Parts: []*ast.Literal{first}}
	for p.tok.Kind == token.String {
		sc.Parts = append(sc.Parts, put(&p.slab.literals, ast.Literal{At: p.tok.Pos, Kind: token.String, Text: p.tok.Text}))
		p.next()
	}
	return sc
}

// parseIDExpr parses an id-expression, or a functional cast when the name
// denotes a type and '(' or '{' follows.
func (p *parser) parseIDExpr() ast.Expr {
	at := p.tok.Pos
	name, ni := p.parseName(nfOperator | nfDtor | nfExpr)
	if !ni.ok {
		p.expectedExpr()
		return &ast.BadExpr{At: at}
	}
	return p.idExprFrom(at, name, ni)
}

// idExprFrom finishes an id-expression whose name has been parsed.
func (p *parser) idExprFrom(at source.Pos, name *ast.Name, ni nameInfo) ast.Expr {
	if ni.ent == nil && !ni.qualified && !ni.dependent {
		p.checkUndeclared(name)
	}
	if ni.isType() && (p.tok.Kind == token.LParen || p.tok.Kind == token.LBrace) {
		t := put(&p.slab.typeIDs, ast.TypeID{At: at, Spec: &ast.DeclSpec{At: at, Kind: ast.TypeNamed, Name: name}, Decl: &ast.Declarator{At: p.tok.Pos}})
		return p.functionalCastArgs(at, t)
	}
	if p.namesPlainType(ni) {
		p.errorAt(at, diag.ErrTypeNameNotAllowed, "type name is not allowed")
		return &ast.BadExpr{At: at, End: p.tok.Pos}
	}
	return p.newNameExpr(name)
}

// namesPlainType reports whether a name read where an expression is due
// denotes a class, enum or typedef — not a template, whose bare name may be
// a template template argument or a deduction guide's — outside every
// template, where a type name cannot be an expression: NVIDIA's "type name
// is not allowed" (return S;, f(int_t)). A type followed by "(" or "{" is a
// functional cast and never reaches here.
func (p *parser) namesPlainType(ni nameInfo) bool {
	if p.templDepth > 0 || ni.ent == nil || ni.dependent {
		return false
	}
	switch ni.ent.kind {
	case entClass, entEnum, entTypedef:
		return true
	}
	return false
}

// parseFunctionalCast parses T(args) or T{args} where T is a
// simple-type-specifier written with keywords, decltype or typename.
func (p *parser) parseFunctionalCast() ast.Expr {
	at := p.tok.Pos
	spec, _ := p.parseDeclSpec(dsTypeOnly | dsNoDefs)
	t := put(&p.slab.typeIDs, ast.TypeID{At: at, Spec: spec, Decl: &ast.Declarator{At: p.tok.Pos}})
	if p.tok.Kind != token.LParen && p.tok.Kind != token.LBrace {
		p.errorAt(p.tok.Pos, diag.ErrExpectedLParen, `expected a "("`)
		return &ast.BadExpr{At: at}
	}
	return p.functionalCastArgs(at, t)
}

func (p *parser) functionalCastArgs(at source.Pos, t *ast.TypeID) ast.Expr {
	if p.tok.Kind == token.LBrace {
		il := p.parseBracedInit()
		return &ast.CastExpr{At: at, Kind: ast.CastBrace, Type: t, Args: il.Elems}
	}
	p.next()
	sg := p.noGreater
	p.noGreater = false
	args := p.parseExprListUntil(token.RParen)
	p.noGreater = sg
	p.expect(token.RParen)
	return &ast.CastExpr{At: at, Kind: ast.CastFunctional, Type: t, Args: args}
}

// parseParen parses ( expr ), a fold expression or a statement expression.
func (p *parser) parseParen() ast.Expr {
	at := p.tok.Pos
	p.next()
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	if p.tok.Kind == token.LBrace {
		se := &ast.StmtExpr{At: at, Body: p.parseCompound()}
		p.expect(token.RParen)
		return se
	}
	if p.tok.Kind == token.Ellipsis {
		// ( ... op pack )
		p.next()
		f := &ast.FoldExpr{At: at, Op: p.tok.Kind}
		if binaryPrec(p.tok.Kind) == 0 && !isAssignOp(p.tok.Kind) && p.tok.Kind != token.Comma {
			p.errorAt(p.tok.Pos, diag.ErrParse, "expected a fold operator")
		}
		p.next()
		f.Right = p.parseCast()
		p.expect(token.RParen)
		return f
	}
	x := p.parseExpr()
	op := p.tok.Kind
	if (binaryPrec(op) > 0 || isAssignOp(op) || op == token.Comma) && p.peekKind(1) == token.Ellipsis {
		f := &ast.FoldExpr{At: at, Op: op, Left: x, PackLeft: true}
		p.next()
		p.next()
		if p.tok.Kind != token.RParen {
			if p.tok.Kind != op {
				p.errorAt(p.tok.Pos, diag.ErrParse, "the operators of a fold expression must match")
			}
			p.next()
			f.Right = p.parseCast()
		}
		p.expect(token.RParen)
		return f
	}
	p.expect(token.RParen)
	return put(&p.slab.parens, ast.ParenExpr{At: at, X: x})
}

// parseLambda parses a lambda-expression at '['.
func (p *parser) parseLambda() ast.Expr {
	l := &ast.LambdaExpr{At: p.tok.Pos}
	p.next()
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	// The body sees init-captures and parameters.
	p.pushScope(scBlock, nil)
	defer p.popScope()
	for p.tok.Kind != token.RBrack && p.tok.Kind != token.EOF && !p.failed {
		c := ast.Capture{At: p.tok.Pos}
		switch {
		case p.tok.Kind == token.Assign && (p.peekKind(1) == token.Comma || p.peekKind(1) == token.RBrack):
			c.Kind = ast.CaptureDefaultCopy
			p.next()
		case p.tok.Kind == token.Amp && (p.peekKind(1) == token.Comma || p.peekKind(1) == token.RBrack):
			c.Kind = ast.CaptureDefaultRef
			p.next()
		case p.kw == kwThis:
			c.Kind = ast.CaptureThis
			p.next()
		case p.tok.Kind == token.Star:
			p.next()
			if p.kw != kwThis {
				p.errorAt(p.tok.Pos, diag.ErrParse, `expected "this"`)
			}
			p.next()
			c.Kind = ast.CaptureStarThis
		default:
			c.Kind = ast.CaptureCopy
			if p.got(token.Amp) {
				c.Kind = ast.CaptureRef
			}
			if p.got(token.Ellipsis) {
				c.Pack = true
			}
			if p.tok.Kind != token.Ident {
				p.errorExpected(token.Ident)
				p.skipLambdaIntro()
				goto intro
			}
			c.Name = p.tok.Text
			p.next()
			if p.got(token.Ellipsis) {
				c.Pack = true
			}
			switch p.tok.Kind {
			case token.Assign:
				p.next()
				c.InitKind, c.Init = ast.InitAssign, p.parseInitClause()
			case token.LBrace:
				c.InitKind, c.Init = ast.InitBrace, p.parseBracedInit()
			case token.LParen:
				p.next()
				args := p.parseExprListUntil(token.RParen)
				p.expect(token.RParen)
				c.InitKind = ast.InitParen
				if len(args) == 1 {
					c.Init = args[0]
				} else {
					c.Init = &ast.InitList{At: c.At, Elems: args}
				}
			}
			if c.InitKind != ast.InitNone {
				p.declare(p.scope, c.Name, entVar)
			}
		}
		l.Captures = append(l.Captures, c)
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RBrack)
intro:
	if p.tok.Kind == token.Less {
		p.pushScope(scTemplate, nil)
		defer p.popScope()
		l.TParams = p.parseTemplateParams()
		if p.kw == kwRequires {
			p.next()
			l.TRequires = p.parseConstraintExpr()
		}
	}
	spec := &ast.DeclSpec{At: p.tok.Pos}
	l.Spec = spec
	attrs, cuda := p.parseAttrs()
	l.Attrs, spec.CUDA = attrs, cuda
	if p.tok.Kind == token.LParen {
		d := &ast.Declarator{At: p.tok.Pos}
		fc := put(&p.slab.funcChunks, ast.FuncChunk{})
		var r declResult
		ps := p.parseParams(fc, 0, &r)
		p.scope = ps // parameters stay visible in the body
		defer func() { p.scope = ps.parent }()
		for {
			switch {
			case p.kw == kwMutable:
				l.Mutable = true
				spec.Specs |= ast.SpecMutable
			case p.kw == kwConstexpr:
				spec.Specs |= ast.SpecConstexpr
			case p.kw == kwConsteval:
				spec.Specs |= ast.SpecConsteval
			case p.kw == kwStatic:
				spec.Specs |= ast.SpecStatic
			case p.atAttr():
				a, c := p.parseAttrs()
				l.Attrs = append(l.Attrs, a...)
				spec.CUDA |= c
				continue
			default:
				goto rest
			}
			p.next()
		}
	rest:
		// exception specification, attributes, trailing return type
		if p.kw == kwNoexcept || p.kw == kwThrow || p.tok.Kind == token.Arrow || p.atAttr() {
			fc2, _ := p.parseFunctionSuffixTail(fc)
			fc = fc2
		}
		d.Chunks = append(d.Chunks, ast.Chunk{At: d.At, Kind: ast.ChunkFunction, Func: fc})
		if p.kw == kwRequires {
			p.next()
			p.extra(d).Requires = p.parseConstraintExpr()
		}
		l.Decl = d
	} else if p.tok.Kind == token.Arrow || p.kw == kwMutable || p.kw == kwNoexcept {
		// C++23 lambda without parameter list but with specifiers.
		for p.kw == kwMutable || p.kw == kwConstexpr {
			p.next()
		}
		fc := put(&p.slab.funcChunks, ast.FuncChunk{})
		p.parseFunctionSuffixTail(fc)
		l.Decl = &ast.Declarator{At: p.tok.Pos, Chunks: []ast.Chunk{{Kind: ast.ChunkFunction, Func: fc}}}
	}
	if p.tok.Kind != token.LBrace {
		p.errorExpected(token.LBrace)
		return l
	}
	l.Body = p.parseCompound()
	return l
}

// skipLambdaIntro skips to the ']' closing a damaged capture list.
func (p *parser) skipLambdaIntro() {
	for p.tok.Kind != token.RBrack && p.tok.Kind != token.EOF && p.tok.Kind != token.Semi {
		p.next()
	}
	p.got(token.RBrack)
}

// parseFunctionSuffixTail parses noexcept/attributes/-> after a lambda's
// specifiers into fc.
func (p *parser) parseFunctionSuffixTail(fc *ast.FuncChunk) (*ast.FuncChunk, bool) {
	for !p.failed {
		switch {
		case p.kw == kwNoexcept:
			p.next()
			fc.Noexcept = ast.NoexceptPlain
			if p.tok.Kind == token.LParen {
				p.next()
				fc.Noexcept, funcExtra(fc).NoexExpr = ast.NoexceptCond, p.parseExpr()
				p.expect(token.RParen)
			}
		case p.kw == kwThrow:
			p.next()
			fc.Noexcept = ast.ThrowList
			if p.tok.Kind == token.LParen {
				p.skipBalanced()
			}
		case p.atAttr():
			a, _ := p.parseAttrs()
			x := funcExtra(fc)
			x.Attrs = append(x.Attrs, a...)
		case p.tok.Kind == token.Arrow:
			p.next()
			funcExtra(fc).Trailing = p.parseTypeIDReq()
		default:
			return fc, true
		}
	}
	return fc, false
}

// parseRequiresExpr parses requires [(params)] { requirements }.
func (p *parser) parseRequiresExpr() ast.Expr {
	r := &ast.RequiresExpr{At: p.tok.Pos}
	p.next()
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	saved := p.scope
	defer func() { p.scope = saved }()
	if p.tok.Kind == token.LParen {
		fc := put(&p.slab.funcChunks, ast.FuncChunk{})
		var dr declResult
		ps := p.parseParams(fc, 0, &dr)
		r.Params = fc.Params
		p.scope = ps
	}
	if !p.expect(token.LBrace) {
		return r
	}
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF && !p.failed {
		q := &ast.Requirement{At: p.tok.Pos}
		switch {
		case p.kw == kwTypename:
			q.Kind = ast.ReqType
			q.Type = p.parseTypeID()
		case p.kw == kwRequires:
			q.Kind = ast.ReqNested
			p.next()
			q.X = p.parseBinary(1)
		case p.tok.Kind == token.LBrace:
			q.Kind = ast.ReqCompound
			p.next()
			q.X = p.parseExpr()
			p.expect(token.RBrace)
			if p.gotKw(kwNoexcept) {
				q.Noexcept = true
			}
			if p.got(token.Arrow) {
				q.Constraint = p.parseReturnTypeRequirement()
			}
		default:
			q.Kind = ast.ReqSimple
			q.X = p.parseExpr()
		}
		if !p.got(token.Semi) {
			p.errorExpected(token.Semi)
			p.skipTo(false)
		}
		r.Reqs = append(r.Reqs, q)
	}
	p.expect(token.RBrace)
	return r
}

// parseReturnTypeRequirement parses the type-constraint after '->' in a
// compound requirement.
func (p *parser) parseReturnTypeRequirement() *ast.TypeID {
	at := p.tok.Pos
	s := p.mark()
	name, ni := p.parseName(0)
	if ni.ok && ni.ent != nil && ni.ent.kind == entConcept {
		return put(&p.slab.typeIDs, ast.TypeID{At: at, Spec: &ast.DeclSpec{At: at, Kind: ast.TypeAuto, Extra: &ast.DeclSpecExtra{Constraint: name}}, Decl: &ast.Declarator{At: p.tok.Pos}})
	}
	p.reset(s)
	return p.parseTypeID()
}

// openBuiltin reads a builtin's name and its '(' into a BuiltinExpr; inside
// the parentheses '>' is an operator again, so noGreater is cleared and its
// value returned for the caller to restore. ok is false (and reported)
// when no '(' follows.
func (p *parser) openBuiltin() (b *ast.BuiltinExpr, noGreater, ok bool) {
	b = &ast.BuiltinExpr{At: p.tok.Pos, Name: p.tok.Text}
	p.next()
	if !p.expect(token.LParen) {
		return b, p.noGreater, false
	}
	noGreater, p.noGreater = p.noGreater, false
	return b, noGreater, true
}

// parseOffsetof parses __builtin_offsetof(T, member-designator).
func (p *parser) parseOffsetof() ast.Expr {
	b, sg, ok := p.openBuiltin()
	if !ok {
		return b
	}
	defer func() { p.noGreater = sg }()
	b.Args = []ast.TemplateArg{{Type: p.parseTypeID()}}
	p.expect(token.Comma)
	if p.tok.Kind == token.Ident {
		b.Member = append(b.Member, ast.Designator{At: p.tok.Pos, Field: p.tok.Text})
		p.next()
	} else {
		p.errorExpected(token.Ident)
	}
	for !p.failed {
		switch p.tok.Kind {
		case token.Dot:
			p.next()
			if p.tok.Kind == token.Ident {
				b.Member = append(b.Member, ast.Designator{At: p.tok.Pos, Field: p.tok.Text})
				p.next()
			} else {
				p.errorExpected(token.Ident)
			}
			continue
		case token.LBrack:
			at := p.tok.Pos
			p.next()
			b.Member = append(b.Member, ast.Designator{At: at, Index: p.parseExpr()})
			p.expect(token.RBrack)
			continue
		}
		break
	}
	p.expect(token.RParen)
	return b
}

// parseBuiltinCall parses a builtin whose arguments may be types:
// __builtin_va_arg(ap, T), __builtin_bit_cast(T, x), type traits …
func (p *parser) parseBuiltinCall() ast.Expr {
	isHasAttr := p.kw == kwBuiltinHasAttribute
	b, sg, ok := p.openBuiltin()
	if !ok {
		return b
	}
	defer func() { p.noGreater = sg }()
	for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF && !p.failed {
		if isHasAttr && len(b.Args) == 1 {
			// the attribute itself: keep it unparsed
			for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF {
				if p.tok.Kind == token.LParen {
					p.skipBalanced()
					continue
				}
				p.next()
			}
			break
		}
		a := p.parseTypeOrExpr(func() bool {
			return p.tok.Kind == token.Comma || p.tok.Kind == token.RParen || p.tok.Kind == token.Ellipsis
		})
		if p.got(token.Ellipsis) {
			a.Pack = true
		}
		b.Args = append(b.Args, a)
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RParen)
	return b
}

// checkUndeclared reports an unqualified identifier that names nothing, in
// code outside templates (inside one, it may be found at instantiation).
// A call with arguments is left alone: argument-dependent lookup may find
// the function. Reserved names (__builtin_*, __func__ …) are the compiler's.
func (p *parser) checkUndeclared(name *ast.Name) {
	if len(name.Parts) != 1 || name.Global {
		return
	}
	part := &name.Parts[0]
	if part.Kind != ast.NameIdent || part.HasArgs() || strings.HasPrefix(part.Ident, "__") {
		return
	}
	if p.tok.Kind == token.LParen && p.peekKind(1) != token.RParen {
		return
	}
	if p.templDepth > 0 && p.tok.Kind == token.LParen {
		return // f() in a template may still be found at instantiation
	}
	p.errorAt(part.At, diag.ErrUndefinedIdent, "identifier %q is undefined", part.Ident)
}
