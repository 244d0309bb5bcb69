package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// binaryPrec returns the precedence of a binary operator (higher binds
// tighter), or 0.
func binaryPrec(k token.Kind) int {
	switch k {
	case token.PipePipe:
		return 1
	case token.AmpAmp:
		return 2
	case token.Pipe:
		return 3
	case token.Caret:
		return 4
	case token.Amp:
		return 5
	case token.Eq, token.NotEq:
		return 6
	case token.Less, token.Greater, token.LessEq, token.GreaterEq:
		return 7
	case token.Spaceship:
		return 8
	case token.Shl, token.Shr:
		return 9
	case token.Plus, token.Minus:
		return 10
	case token.Star, token.Slash, token.Percent:
		return 11
	case token.DotStar, token.ArrowStar:
		return 12
	}
	return 0
}

func isAssignOp(k token.Kind) bool {
	switch k {
	case token.Assign, token.PlusAssign, token.MinusAssign, token.StarAssign, token.SlashAssign,
		token.PercentAssign, token.CaretAssign, token.AmpAssign, token.PipeAssign, token.ShlAssign, token.ShrAssign:
		return true
	}
	return false
}

// parseExpr parses an expression (with the comma operator).
func (p *parser) parseExpr() ast.Expr {
	x := p.parseAssignExpr()
	for p.tok.Kind == token.Comma && !p.failed && p.peekKind(1) != token.Ellipsis {
		at := p.tok.Pos
		p.next()
		y := p.parseAssignExpr()
		x = put(&p.slab.binaries, ast.BinaryExpr{At: at, Op: token.Comma, X: x, Y: y})
	}
	return x
}

// parseAssignExpr parses an assignment-expression (also throw and
// co_yield).
func (p *parser) parseAssignExpr() ast.Expr {
	switch p.kw {
	case kwThrow:
		t := &ast.ThrowExpr{At: p.tok.Pos}
		p.next()
		switch p.tok.Kind {
		case token.Semi, token.RParen, token.Comma, token.Colon, token.RBrack, token.RBrace:
		default:
			t.X = p.parseAssignExpr()
		}
		return t
	case kwCoYield:
		y := &ast.CoYieldExpr{At: p.tok.Pos}
		p.next()
		y.X = p.parseInitClause()
		return y
	}
	x := p.parseCondExpr()
	if isAssignOp(p.tok.Kind) && !(p.noGreater && p.tok.Kind == token.ShrAssign) && p.peekKind(1) != token.Ellipsis {
		// (Not `x += ...`: a fold expression, which the caller handles.)
		at, op := p.tok.Pos, p.tok.Kind
		p.next()
		y := p.parseInitClause()
		return put(&p.slab.binaries, ast.BinaryExpr{At: at, Op: op, X: x, Y: y})
	}
	return x
}

// parseCondExpr parses a conditional-expression (a constant-expression).
func (p *parser) parseCondExpr() ast.Expr {
	return p.condExprFrom(p.parseCast())
}

// condExprFrom parses the rest of a conditional-expression whose first
// operand x has been parsed.
func (p *parser) condExprFrom(x ast.Expr) ast.Expr {
	x = p.binaryFrom(x, 1)
	if p.tok.Kind != token.Question {
		return x
	}
	c := &ast.CondExpr{At: p.tok.Pos, Cond: x}
	p.next()
	if p.tok.Kind != token.Colon {
		sg := p.noGreater
		p.noGreater = false
		c.Then = p.parseExpr()
		p.noGreater = sg
	}
	p.expect(token.Colon)
	c.Else = p.parseAssignExpr()
	return c
}

// parseBinary parses binary operators of precedence minPrec and above.
func (p *parser) parseBinary(minPrec int) ast.Expr {
	return p.binaryFrom(p.parseCast(), minPrec)
}

// binaryFrom parses binary operators after the left operand x.
func (p *parser) binaryFrom(x ast.Expr, minPrec int) ast.Expr {
	for !p.failed {
		op := p.tok.Kind
		prec := binaryPrec(op)
		if prec < minPrec || prec == 0 {
			return x
		}
		if p.noGreater && (op == token.Greater || op == token.Shr) {
			return x
		}
		if p.inLaunch && (op == token.Greater || op == token.Shr) && p.atLaunchEnd() {
			return x
		}
		if p.peekKind(1) == token.Ellipsis {
			return x // a fold expression: the caller handles `op ...`
		}
		at := p.tok.Pos
		p.next()
		y := p.parseBinary(prec + 1)
		x = put(&p.slab.binaries, ast.BinaryExpr{At: at, Op: op, X: x, Y: y})
	}
	return x
}

// parseCast parses a cast-expression or unary-expression.
func (p *parser) parseCast() ast.Expr {
	at := p.tok.Pos
	var op ast.UnaryOp
	switch p.tok.Kind {
	case token.Inc:
		op = ast.UPreInc
	case token.Dec:
		op = ast.UPreDec
	case token.Star:
		op = ast.UDeref
	case token.Amp:
		op = ast.UAddr
	case token.Plus:
		op = ast.UPlus
	case token.Minus:
		op = ast.UMinus
	case token.Not:
		op = ast.UNot
	case token.Tilde:
		op = ast.UCompl
	case token.AmpAmp:
		if t, _ := p.peek(1); t.Kind == token.Ident {
			p.next()
			name := &ast.Name{At: p.tok.Pos, Parts: []ast.NamePart{{At: p.tok.Pos, Ident: p.tok.Text}}}
			p.next()
			return put(&p.slab.unaries, ast.UnaryExpr{At: at, Op: ast.ULabelAddr, X: p.newNameExpr(name)})
		}
		p.expectedExpr()
		return &ast.BadExpr{At: at}
	case token.LParen:
		if x := p.tryCast(); x != nil {
			return x
		}
		return p.parsePostfix()
	case token.ColonColon:
		if _, k := p.peek(1); k == kwNew || k == kwDelete {
			p.next()
			if k == kwNew {
				return p.parseNew(at, true)
			}
			return p.parseDelete(at, true)
		}
		return p.parsePostfix()
	case token.Ident:
		switch p.kw {
		case kwSizeof:
			return p.parseSizeof()
		case kwAlignof:
			return p.parseAlignof()
		case kwNoexcept:
			p.next()
			e := &ast.NoexceptExpr{At: at}
			if p.expect(token.LParen) {
				sg := p.noGreater
				p.noGreater = false
				e.X = p.parseExpr()
				p.noGreater = sg
				p.expect(token.RParen)
			}
			return e
		case kwNew:
			return p.parseNew(at, false)
		case kwDelete:
			return p.parseDelete(at, false)
		case kwCoAwait:
			op = ast.UCoAwait
		case kwReal:
			op = ast.UReal
		case kwImag:
			op = ast.UImag
		case kwExtension:
			op = ast.UExtension
		default:
			return p.parsePostfix()
		}
	default:
		return p.parsePostfix()
	}
	p.next()
	x := p.parseCast()
	return put(&p.slab.unaries, ast.UnaryExpr{At: at, Op: op, X: x})
}

// tryCast parses (type-id) cast-expression at '(' when the parentheses hold
// a type-id; it returns nil, consuming nothing, otherwise.
func (p *parser) tryCast() ast.Expr {
	at := p.tok.Pos
	s := p.mark()
	p.next()
	if !p.mayStartTypeID() {
		p.reset(s)
		return nil
	}
	var t *ast.TypeID
	ok := p.speculate(func() bool {
		sg := p.noGreater
		p.noGreater = false
		t = p.parseTypeID()
		p.noGreater = sg
		if p.tok.Kind != token.RParen {
			return false
		}
		// A cast needs an operand: in `(E())` the parentheses hold an
		// expression although E() reads as a type-id.
		t1, _ := p.peek(1)
		return startsCastOperand(t1.Kind)
	})
	if !ok {
		p.reset(s)
		return nil
	}
	p.next() // )
	if p.tok.Kind == token.LBrace {
		// (T){…}: a compound literal (GNU), kept as a cast of the list.
		il := p.parseBracedInit()
		return p.parsePostfixOps(&ast.CastExpr{At: at, Kind: ast.CastC, Type: t, X: il})
	}
	x := p.parseCast()
	return &ast.CastExpr{At: at, Kind: ast.CastC, Type: t, X: x}
}

// parseSizeof parses sizeof expr, sizeof(type) and sizeof...(pack).
func (p *parser) parseSizeof() ast.Expr {
	e := &ast.SizeofExpr{At: p.tok.Pos}
	p.next()
	if p.got(token.Ellipsis) {
		e.Pack = true
		if p.expect(token.LParen) {
			name, _ := p.parseName(0)
			e.X = p.newNameExpr(name)
			p.expect(token.RParen)
		}
		return e
	}
	if t := p.parenTypeID(); t != nil {
		e.Type = t
		return e
	}
	e.X = p.parseCast()
	return e
}

// parseAlignof parses alignof(type) and __alignof__ expr.
func (p *parser) parseAlignof() ast.Expr {
	e := &ast.SizeofExpr{At: p.tok.Pos, Alignof: true}
	p.next()
	if t := p.parenTypeID(); t != nil {
		e.Type = t
		return e
	}
	e.X = p.parseCast()
	return e
}

// parenTypeID parses ( type-id ) when the parentheses hold exactly a
// type-id, and returns nil, consuming nothing, otherwise.
func (p *parser) parenTypeID() *ast.TypeID {
	if p.tok.Kind != token.LParen {
		return nil
	}
	s := p.mark()
	p.next()
	if !p.mayStartTypeID() {
		p.reset(s)
		return nil
	}
	var t *ast.TypeID
	ok := p.speculate(func() bool {
		sg := p.noGreater
		p.noGreater = false
		t = p.parseTypeID()
		p.noGreater = sg
		return p.tok.Kind == token.RParen
	})
	if !ok {
		p.reset(s)
		return nil
	}
	p.next()
	if p.tok.Kind == token.LBrace {
		// sizeof (T){…} is sizeof of a compound literal.
		p.reset(s)
		return nil
	}
	return t
}

// parseNew parses a new-expression at 'new'.
func (p *parser) parseNew(at source.Pos, global bool) ast.Expr {
	n := &ast.NewExpr{At: at, Global: global}
	p.next()
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	if p.tok.Kind == token.LParen {
		if t := p.parenTypeIDForNew(); t != nil {
			n.Type = t
		} else {
			p.next()
			n.Placement = p.parseExprListUntil(token.RParen)
			p.expect(token.RParen)
		}
	}
	if n.Type == nil {
		if p.tok.Kind == token.LParen {
			if t := p.parenTypeIDForNew(); t != nil {
				n.Type = t
			}
		}
		if n.Type == nil {
			t := put(&p.slab.typeIDs, ast.TypeID{At: p.tok.Pos})
			spec, _ := p.parseDeclSpec(dsTypeOnly | dsNoDefs | dsTypeRequired)
			if spec.Kind == ast.TypeNone {
				p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
			}
			t.Spec = spec
			t.Decl = p.parseDeclarator(dcNew)
			n.Type = t
		}
	}
	switch p.tok.Kind {
	case token.LParen:
		p.next()
		n.InitKind = ast.InitParen
		n.Args = p.parseExprListUntil(token.RParen)
		p.expect(token.RParen)
	case token.LBrace:
		n.InitKind = ast.InitBrace
		n.Init = p.parseBracedInit()
	}
	return n
}

// parenTypeIDForNew is parenTypeID without the compound-literal check.
func (p *parser) parenTypeIDForNew() *ast.TypeID {
	s := p.mark()
	p.next()
	if !p.mayStartTypeID() {
		p.reset(s)
		return nil
	}
	var t *ast.TypeID
	if !p.speculate(func() bool { t = p.parseTypeID(); return p.tok.Kind == token.RParen }) {
		p.reset(s)
		return nil
	}
	p.next()
	return t
}

// parseDelete parses a delete-expression at 'delete'.
func (p *parser) parseDelete(at source.Pos, global bool) ast.Expr {
	d := &ast.DeleteExpr{At: at, Global: global}
	p.next()
	if p.tok.Kind == token.LBrack && p.peekKind(1) == token.RBrack {
		p.next()
		p.next()
		d.Array = true
	}
	d.X = p.parseCast()
	return d
}

// parsePostfix parses a postfix-expression.
func (p *parser) parsePostfix() ast.Expr {
	return p.parsePostfixOps(p.parsePrimary())
}

// parsePostfixOps parses the postfix operators after x.
func (p *parser) parsePostfixOps(x ast.Expr) ast.Expr {
	for !p.failed {
		at := p.tok.Pos
		switch p.tok.Kind {
		case token.LBrack:
			if p.atCXX11Attr() {
				return x
			}
			p.next()
			sg := p.noGreater
			p.noGreater = false
			var idx ast.Expr
			if p.tok.Kind == token.LBrace {
				idx = p.parseBracedInit()
			} else {
				idx = p.parseExpr()
			}
			p.noGreater = sg
			p.expect(token.RBrack)
			x = &ast.IndexExpr{At: at, X: x, Index: idx}
		case token.LParen:
			p.next()
			sg := p.noGreater
			p.noGreater = false
			args := p.parseExprListUntil(token.RParen)
			p.noGreater = sg
			p.expect(token.RParen)
			x = put(&p.slab.calls, ast.CallExpr{At: at, Fun: x, Args: args})
		case token.Dot, token.Arrow:
			arrow := p.tok.Kind == token.Arrow
			p.next()
			name := p.parseMemberName(x, arrow)
			if len(name.Parts) == 0 {
				// No member named (reported): a member access to nothing
				// would leave later stages a name without components.
				x = &ast.BadExpr{At: at, End: p.tok.Pos}
				continue
			}
			x = put(&p.slab.members, ast.MemberExpr{At: at, X: x, Arrow: arrow, Name: name})
		case token.Inc:
			p.next()
			x = put(&p.slab.unaries, ast.UnaryExpr{At: at, Op: ast.UPostInc, X: x})
		case token.Dec:
			p.next()
			x = put(&p.slab.unaries, ast.UnaryExpr{At: at, Op: ast.UPostDec, X: x})
		case token.Shl:
			if p.peekKind(1) != token.Less {
				return x
			}
			x = p.parseLaunch(x)
		default:
			return x
		}
	}
	return x
}

// parseLaunch parses a CUDA launch <<<config>>>(args) after the kernel.
func (p *parser) parseLaunch(fun ast.Expr) ast.Expr {
	l := &ast.LaunchExpr{At: p.tok.Pos, Fun: fun}
	p.next()
	p.next()
	sg, sl := p.noGreater, p.inLaunch
	p.noGreater, p.inLaunch = false, true
	for !p.atGreater() && p.tok.Kind != token.EOF && !p.failed {
		l.Config = append(l.Config, p.parseAssignExpr())
		if !p.got(token.Comma) {
			break
		}
	}
	p.noGreater, p.inLaunch = sg, sl
	for i := 0; i < 3; i++ {
		if !p.splitGreater() {
			p.errorAt(p.tok.Pos, diag.ErrParse, `expected a ">>>"`)
			return l
		}
	}
	// The configuration is a call of the launch-configuration function:
	// NVIDIA words a wrong count as for any call.
	switch {
	case len(l.Config) < 2:
		p.errorAt(l.At, diag.ErrTooFewArgs, "too few arguments in function call")
	case len(l.Config) > 4:
		p.errorAt(l.At, diag.ErrTooManyArgs, "too many arguments in function call")
	}
	if p.expect(token.LParen) {
		l.Args = p.parseExprListUntil(token.RParen)
		p.expect(token.RParen)
	}
	return l
}

// parseMemberName parses the name after '.' or '->'. Lookup happens in the
// object's class when the parser knows it.
func (p *parser) parseMemberName(obj ast.Expr, arrow bool) *ast.Name {
	name := &ast.Name{At: p.tok.Pos}
	templ := false
	if p.kw == kwTemplate {
		templ = true
		p.next()
	}
	switch {
	case p.tok.Kind == token.Tilde:
		at := p.tok.Pos
		p.next()
		part := ast.NamePart{At: at, Kind: ast.NameDestructor}
		if p.kw == kwDecltype {
			part.Special = &ast.NameSpecial{Decl: p.parseDecltypeOperand()}
		} else if p.tok.Kind == token.Ident {
			part.Ident = p.tok.Text
			e := p.lookup(p.tok.Text)
			p.next()
			if p.tok.Kind == token.Less && e != nil && e.kind.isTemplate() {
				p.setArgs(&part, p.parseTemplateArgs())
			}
		} else {
			p.errorExpected(token.Ident)
		}
		name.Parts = append(name.Parts, part)
		return name
	case p.kw == kwOperator:
		n, _ := p.parseName(nfOperator)
		return n
	case p.tok.Kind == token.ColonColon || p.tok.Kind == token.Ident && p.kw == kwNone && p.peekKind(1) == token.ColonColon:
		// x.Base::member
		n, _ := p.parseName(nfOperator | nfDtor)
		return n
	case p.tok.Kind == token.Ident && p.kw == kwNone:
		part := ast.NamePart{At: p.tok.Pos, Kind: ast.NameIdent, Ident: p.tok.Text, Template: templ}
		id := p.tok.Text
		p.next()
		if p.tok.Kind == token.Less && (templ || p.memberIsTemplate(obj, arrow, id)) {
			p.setArgs(&part, p.parseTemplateArgs())
		}
		name.Parts = append(name.Parts, part)
		return name
	}
	p.errorExpected(token.Ident)
	return name
}

// memberIsTemplate decides whether `obj.id <` opens template arguments.
func (p *parser) memberIsTemplate(obj ast.Expr, arrow bool, id string) bool {
	cls := p.objectClass(obj)
	if cls != nil && cls.members != nil {
		p.visit++
		e := p.lookupClass(cls.members, id, 0)
		if e == nil {
			for _, s := range cls.specs() {
				if s.members != nil {
					p.visit++
					if e = p.lookupClass(s.members, id, 0); e != nil {
						break
					}
				}
			}
		}
		if e != nil {
			return e.kind.isTemplate()
		}
		if !cls.members.depBase {
			// [basic.lookup.classref]: then looked up in the context of the
			// expression, where it must name a class template.
			if e := p.lookup(id); e != nil {
				return e.kind == entClassTemplate
			}
			return false
		}
	} else if cls != nil {
		// Only declared, with partial specializations: the object is
		// one's own, as in a member or friend of the specialization
		// (CCCL 3's __mdspan_ebco<_Elem1>: swap(__x.__get<0>(), ...)).
		for _, s := range cls.specs() {
			if s.members != nil {
				p.visit++
				if e := p.lookupClass(s.members, id, 0); e != nil {
					return e.kind.isTemplate()
				}
			}
		}
	}
	// The object's class is unknown to the parser (or dependent): a name
	// that is a member template and never a non-template member anywhere
	// in this translation unit.
	return p.memberTemplates[id] && !p.memberNonTemplates[id]
}

// objectClass returns the class of an object expression when the parser
// can tell it cheaply: this, and variables of (pointer to) class type.
func (p *parser) objectClass(x ast.Expr) *entity {
	switch x := x.(type) {
	case *ast.ThisExpr:
		if c := p.enclosingClass(); c != nil {
			return c.ent
		}
	case *ast.NameExpr:
		if len(x.Name.Parts) == 1 && !x.Name.Global && x.Name.Parts[0].Kind == ast.NameIdent && !x.Name.Parts[0].HasArgs() {
			if e := p.lookup(x.Name.Parts[0].Ident); e != nil && e.kind == entVar && !e.dependent {
				return e.target
			}
		}
	case *ast.ParenExpr:
		return p.objectClass(x.X)
	}
	return nil
}

// parseExprListUntil parses initializer-clauses separated by commas up to
// (not including) the closing token end; pack expansions are kept.
func (p *parser) parseExprListUntil(end token.Kind) []ast.Expr {
	if p.tok.Kind == end {
		return nil
	}
	base := p.slab.exprList.mark()
	for !p.failed && p.tok.Kind != token.EOF {
		x := p.parseInitClause()
		if p.tok.Kind == token.Ellipsis {
			x = &ast.PackExpansion{At: p.tok.Pos, X: x}
			p.next()
		}
		p.slab.exprList.push(x)
		if !p.got(token.Comma) {
			break
		}
	}
	return p.slab.exprList.keep(base)
}

// parseInitClause parses an initializer-clause: an assignment-expression
// or a braced-init-list.
func (p *parser) parseInitClause() ast.Expr {
	if p.tok.Kind == token.LBrace {
		return p.parseBracedInit()
	}
	return p.parseAssignExpr()
}

// parseInitClauseExpr is parseInitClause for return and range-for, where a
// braced list or an expression may follow.
func (p *parser) parseInitClauseExpr() ast.Expr {
	if p.tok.Kind == token.LBrace {
		return p.parseBracedInit()
	}
	return p.parseExpr()
}

// parseBracedInit parses a braced-init-list with designators.
func (p *parser) parseBracedInit() *ast.InitList {
	il := &ast.InitList{At: p.tok.Pos}
	if !p.expect(token.LBrace) {
		return il
	}
	sg := p.noGreater
	p.noGreater = false
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF && !p.failed {
		var x ast.Expr
		if p.tok.Kind == token.Dot || p.tok.Kind == token.LBrack && !p.atCXX11Attr() && p.isArrayDesignator() ||
			p.tok.Kind == token.Ident && p.kw == kwNone && p.peekKind(1) == token.Colon {
			x = p.parseDesignated()
		} else {
			x = p.parseInitClause()
		}
		if p.tok.Kind == token.Ellipsis {
			x = &ast.PackExpansion{At: p.tok.Pos, X: x}
			p.next()
		}
		il.Elems = append(il.Elems, x)
		if !p.got(token.Comma) {
			break
		}
	}
	p.noGreater = sg
	il.End = p.tok.Pos
	p.expect(token.RBrace)
	return il
}

// isArrayDesignator reports whether '[' in an initializer list starts a
// GNU array designator ([i] = x) rather than a lambda.
func (p *parser) isArrayDesignator() bool {
	depth := 0
	for n := 0; ; n++ {
		var k token.Kind
		if n == 0 {
			k = p.tok.Kind
		} else {
			k = p.peekKind(n)
		}
		switch k {
		case token.LBrack, token.LParen:
			depth++
		case token.RBrack, token.RParen:
			depth--
			if depth == 0 {
				next := p.peekKind(n + 1)
				return next == token.Assign || next == token.Dot || next == token.LBrack || next == token.LBrace
			}
		case token.EOF, token.Semi:
			return false
		}
	}
}

// parseDesignated parses .a.b[2] = x, [1 ... 3] = x or the old a: x form.
func (p *parser) parseDesignated() ast.Expr {
	d := &ast.DesignatedInit{At: p.tok.Pos}
	if p.tok.Kind == token.Ident {
		d.Designators = append(d.Designators, ast.Designator{At: p.tok.Pos, Field: p.tok.Text})
		p.next()
		p.next()
		d.Init = p.parseInitClause()
		return d
	}
	for !p.failed {
		switch p.tok.Kind {
		case token.Dot:
			p.next()
			if p.tok.Kind == token.Ident {
				d.Designators = append(d.Designators, ast.Designator{At: p.tok.Pos, Field: p.tok.Text})
				p.next()
			} else {
				p.errorExpected(token.Ident)
				return d
			}
			continue
		case token.LBrack:
			at := p.tok.Pos
			p.next()
			ds := ast.Designator{At: at, Index: p.parseCondExpr()}
			if p.got(token.Ellipsis) {
				ds.Hi = p.parseCondExpr()
			}
			p.expect(token.RBrack)
			d.Designators = append(d.Designators, ds)
			continue
		}
		break
	}
	if p.tok.Kind == token.LBrace {
		d.Init = p.parseBracedInit()
		return d
	}
	p.expect(token.Assign)
	d.Init = p.parseInitClause()
	return d
}

// startsCastOperand reports whether a token of kind k can begin the operand
// of a C-style cast.
func startsCastOperand(k token.Kind) bool {
	switch k {
	case token.Ident, token.Number, token.Char, token.String, token.LParen, token.LBrack, token.LBrace,
		token.Plus, token.Minus, token.Star, token.Amp, token.Not, token.Tilde, token.Inc, token.Dec,
		token.ColonColon, token.AmpAmp:
		return true
	}
	return false
}
