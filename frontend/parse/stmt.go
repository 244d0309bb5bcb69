package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// parseCompound parses { statements } in a new block scope.
func (p *parser) parseCompound() *ast.CompoundStmt {
	cs := put(&p.slab.compounds, ast.CompoundStmt{At: p.tok.Pos})
	if !p.expect(token.LBrace) {
		return cs
	}
	p.pushScope(scBlock, nil)
	sg := p.noGreater
	p.noGreater = false
	base := p.slab.stmtList.mark()
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF && !p.failed {
		start := p.i
		s := p.parseStatement()
		if s != nil {
			p.slab.stmtList.push(s)
		}
		if p.i == start && p.tok.Kind != token.RBrace {
			p.next()
		}
	}
	cs.Stmts = p.slab.stmtList.keep(base)
	p.noGreater = sg
	p.popScope()
	cs.End = p.tok.Pos
	p.expect(token.RBrace)
	return cs
}

// parseStatement parses one statement.
func (p *parser) parseStatement() ast.Stmt {
	at := p.tok.Pos
	if p.atCXX11Attr() {
		attrs, _ := p.parseAttrs()
		s := p.parseStatement()
		return &ast.AttributedStmt{At: at, Attrs: attrs, Stmt: s}
	}
	switch p.kw {
	case kwIf:
		return p.parseIf()
	case kwSwitch:
		p.next()
		s := &ast.SwitchStmt{At: at}
		p.pushScope(scBlock, nil)
		if p.expect(token.LParen) {
			s.Init = p.parseInitStatement()
			s.Cond = p.parseCondition()
			p.expect(token.RParen)
		}
		s.Body = p.parseSubStatement()
		p.popScope()
		return s
	case kwWhile:
		p.next()
		s := &ast.WhileStmt{At: at}
		p.pushScope(scBlock, nil)
		if p.expect(token.LParen) {
			s.Cond = p.parseCondition()
			p.expect(token.RParen)
		}
		s.Body = p.parseSubStatement()
		p.popScope()
		return s
	case kwDo:
		p.next()
		s := &ast.DoStmt{At: at}
		s.Body = p.parseSubStatement()
		if p.kw != kwWhile {
			p.errorAt(p.tok.Pos, diag.ErrParse, `expected "while"`)
			p.skipTo(false)
			return s
		}
		p.next()
		if p.expect(token.LParen) {
			s.Cond = p.parseExpr()
			p.expect(token.RParen)
		}
		p.expectSemi()
		return s
	case kwFor:
		return p.parseFor()
	case kwReturn, kwCoReturn:
		s := put(&p.slab.returns, ast.ReturnStmt{At: at, Co: p.kw == kwCoReturn})
		p.next()
		if p.tok.Kind != token.Semi {
			s.X = p.parseInitClauseExpr()
		}
		p.expectSemi()
		return s
	case kwBreak, kwContinue:
		s := &ast.BranchStmt{At: at, Kind: ast.Break}
		if p.kw == kwContinue {
			s.Kind = ast.Continue
		}
		p.next()
		p.expectSemi()
		return s
	case kwGoto:
		p.next()
		s := &ast.BranchStmt{At: at, Kind: ast.Goto}
		if p.tok.Kind == token.Star {
			p.next()
			s.Computed = p.parseExpr()
		} else if p.tok.Kind == token.Ident {
			s.Label = p.tok.Text
			p.next()
		} else {
			p.errorExpected(token.Ident)
		}
		p.expectSemi()
		return s
	case kwTry:
		p.next()
		s := &ast.TryStmt{At: at}
		s.Body = p.parseCompound()
		s.Handlers = p.parseHandlers()
		return s
	case kwCase:
		p.next()
		s := &ast.CaseStmt{At: at}
		s.Lo = p.parseCondExpr()
		if p.got(token.Ellipsis) {
			s.Hi = p.parseCondExpr()
		}
		p.expect(token.Colon)
		s.Stmt = p.parseLabeledSub()
		return s
	case kwDefault:
		if p.peekKind(1) == token.Colon {
			p.next()
			p.next()
			return &ast.CaseStmt{At: at, Default: true, Stmt: p.parseLabeledSub()}
		}
	case kwAsm:
		s := p.parseAsm()
		p.expectSemi()
		return s
	case kwLabel:
		p.next()
		s := &ast.LocalLabelStmt{At: at}
		for p.tok.Kind == token.Ident {
			s.Labels = append(s.Labels, p.tok.Text)
			p.next()
			if !p.got(token.Comma) {
				break
			}
		}
		p.expectSemi()
		return s
	case kwStaticAssert, kwUsing, kwNamespace, kwTypedef, kwTemplate:
		return put(&p.slab.declStmts, ast.DeclStmt{Decl: p.parseDeclaration(ctxBlock, 0)})
	case kwExtension:
		t, k := p.peek(1)
		if isDeclSpecKw(k) && k != kwExtension || t.Kind == token.Ident && k == kwNone && p.identStartsDecl(1) {
			p.next()
			d := p.parseDeclaration(ctxBlock, 0)
			return put(&p.slab.declStmts, ast.DeclStmt{Decl: d})
		}
	}
	switch p.tok.Kind {
	case token.LBrace:
		return p.parseCompound()
	case token.Semi:
		p.next()
		return &ast.NullStmt{At: at}
	case token.Ident:
		if p.kw == kwNone && p.peekKind(1) == token.Colon {
			s := &ast.LabelStmt{At: at, Label: p.tok.Text}
			p.next()
			p.next()
			s.Attrs, _ = p.parseAttrs()
			s.Stmt = p.parseLabeledSub()
			return s
		}
	case token.RBrace:
		p.errorAt(at, diag.ErrExpectedStmt, "expected a statement")
		return nil
	}
	if p.isDeclStmt() {
		d := p.parseDeclaration(ctxBlock, 0)
		return put(&p.slab.declStmts, ast.DeclStmt{Decl: d})
	}
	x := p.parseExpr()
	if p.tok.Kind != token.Semi {
		p.errorExpected(token.Semi)
		p.skipTo(false)
		return put(&p.slab.exprStmts, ast.ExprStmt{At: at, X: x})
	}
	p.next()
	return put(&p.slab.exprStmts, ast.ExprStmt{At: at, X: x})
}

// parseLabeledSub parses the statement after a label; C++23 allows a label
// at the end of a block, which gcc accepts too.
func (p *parser) parseLabeledSub() ast.Stmt {
	if p.tok.Kind == token.RBrace {
		return &ast.NullStmt{At: p.tok.Pos}
	}
	return p.parseStatement()
}

// parseSubStatement parses the body of a selection or iteration statement in
// its own block scope.
func (p *parser) parseSubStatement() ast.Stmt {
	p.pushScope(scBlock, nil)
	defer p.popScope()
	s := p.parseStatement()
	if s == nil {
		return &ast.BadStmt{At: p.tok.Pos}
	}
	return s
}

// identStartsDecl reports whether the identifier n tokens ahead names a
// type (so that a declaration starts there).
func (p *parser) identStartsDecl(n int) bool {
	t, _ := p.peek(n)
	e := p.lookup(t.Text)
	return e != nil && e.kind.isType()
}

// isDeclStmt decides whether the statement at the current token is a
// declaration: if it can be one, it is ([stmt.ambig]).
func (p *parser) isDeclStmt() bool {
	k := p.kw
	switch {
	case k >= kwConst && k <= kwConstinit, k == kwClass, k == kwStruct, k == kwUnion, k == kwEnum,
		k == kwAttribute, k == kwAlignas, k == kwCUDALocation, k == kwCUDASpace, k == kwAuto:
		return true
	case k >= kwVoid && k <= kwImaginary, k == kwDecltype, k == kwTypename, k == kwTypeof, k == kwUnderlyingType:
		// int(x); is a declaration, int(x) + 1; is not.
		next := p.peekKind(1)
		if k >= kwVoid && k <= kwImaginary && next != token.LParen && next != token.LBrace {
			return true
		}
		return p.speculateDecl()
	case k != kwNone:
		return false
	}
	if p.tok.Kind != token.Ident && p.tok.Kind != token.ColonColon {
		return false
	}
	// A name: look at what it denotes.
	s := p.mark()
	var ni nameInfo
	var after, after2, after3 token.Kind
	var afterKw, after2Kw kw
	p.speculate(func() bool {
		_, ni = p.parseName(nfMemPtr)
		after, afterKw = p.tok.Kind, p.kw
		var t token.Token
		t, after2Kw = p.peek(1)
		after2 = t.Kind
		after3 = p.peekKind(2)
		return false
	})
	p.reset(s)
	if !ni.ok {
		return false
	}
	if ni.ent == nil {
		if ni.inheritedMember() {
			// A member of a class template's specialization the parser
			// cannot see, inherited from a base that depends on the
			// template's parameters (derived<int>::iterator): a type when
			// a declarator follows, as instantiation would show.
			switch after {
			case token.Ident:
				return afterKw == kwNone
			case token.Star, token.Amp, token.AmpAmp:
				// `* p = 0;`, `& r = x;`, `* p;`: a declarator and no
				// call (x * f(y); stays an expression).
				if after2 != token.Ident || after2Kw != kwNone {
					return false
				}
				switch after3 {
				case token.Assign, token.Semi, token.Comma, token.LBrack:
					return true
				}
			}
			return false
		}
		// An undeclared name followed by an identifier: a declaration with
		// an unknown type (reported by the decl-specifier parser).
		return !ni.dependent && !ni.qualified && after == token.Ident && afterKw == kwNone
	}
	if ni.ent.kind == entConcept {
		return afterKw == kwAuto || afterKw == kwDecltype
	}
	if !ni.ent.kind.isType() {
		return false
	}
	switch after {
	case token.LBrace, token.Dot, token.Arrow, token.ColonColon, token.Semi:
		return false
	case token.LParen:
		return p.speculateDecl()
	}
	return true
}

// speculateDecl tries decl-specifiers and a declarator and reports whether
// they read as the start of a declaration.
func (p *parser) speculateDecl() bool {
	s := p.mark()
	ok := p.speculate(func() bool {
		spec, _ := p.parseDeclSpec(0)
		if spec.Kind == ast.TypeNone {
			return false
		}
		d := p.parseDeclarator(dcInitParen | dcBinding)
		if d.Name == nil && d.Binding() == nil {
			return false
		}
		switch p.tok.Kind {
		case token.Semi, token.Comma, token.Assign, token.LBrace, token.Colon, token.LParen:
			return true
		}
		return p.atAttr() || p.kw == kwAsm
	})
	p.reset(s)
	return ok
}

// parseIf parses if / if constexpr / if consteval.
func (p *parser) parseIf() ast.Stmt {
	s := &ast.IfStmt{At: p.tok.Pos}
	p.next()
	if p.kw == kwConstexpr {
		s.Constexpr = true
		p.next()
	}
	if p.tok.Kind == token.Not && p.peekTokIsConsteval() {
		s.NotEval = true
		p.next()
	}
	if p.kw == kwConsteval {
		s.Consteval = true
		p.next()
		s.Then = p.parseCompound()
		if p.gotKw(kwElse) {
			s.Else = p.parseSubStatement()
		}
		return s
	}
	p.pushScope(scBlock, nil)
	defer p.popScope()
	if p.expect(token.LParen) {
		s.Init = p.parseInitStatement()
		s.Cond = p.parseCondition()
		p.expect(token.RParen)
	}
	s.Then = p.parseSubStatement()
	if p.gotKw(kwElse) {
		s.Else = p.parseSubStatement()
	}
	return s
}

func (p *parser) peekTokIsConsteval() bool {
	_, k := p.peek(1)
	return k == kwConsteval
}

// parseInitStatement parses the init-statement of if/switch when a ';'
// appears before the closing ')'.
func (p *parser) parseInitStatement() ast.Stmt {
	if !p.hasInitStatement() {
		return nil
	}
	at := p.tok.Pos
	if p.tok.Kind == token.Semi {
		p.next()
		return &ast.NullStmt{At: at}
	}
	if p.kw == kwUsing || p.isDeclStmt() {
		return put(&p.slab.declStmts, ast.DeclStmt{Decl: p.parseDeclaration(ctxBlock, 0)})
	}
	x := p.parseExpr()
	p.expectSemi()
	return put(&p.slab.exprStmts, ast.ExprStmt{At: at, X: x})
}

// hasInitStatement scans ahead for a ';' before the ')' that closes the
// condition.
func (p *parser) hasInitStatement() bool {
	depth := 0
	for n := 0; ; n++ {
		var k token.Kind
		if n == 0 {
			k = p.tok.Kind
		} else {
			k = p.peekKind(n)
		}
		switch k {
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			if depth == 0 {
				return false
			}
			depth--
		case token.Semi:
			if depth == 0 {
				return true
			}
		case token.EOF:
			return false
		}
	}
}

// parseCondition parses a condition: a declaration with an initializer, or
// an expression.
func (p *parser) parseCondition() ast.Condition {
	if p.isDeclStmt() {
		at := p.tok.Pos
		spec, info := p.parseDeclSpec(dsNoDefs)
		var r declResult
		d := p.parseDeclaratorR(0, &r)
		sd := put(&p.slab.simples, ast.SimpleDecl{At: at, Spec: spec, Decls: []*ast.Declarator{d}})
		p.declareDeclarator(d, spec, info, &r, ctxBlock, 0)
		switch p.tok.Kind {
		case token.Assign:
			p.next()
			d.InitKind = ast.InitAssign
			p.extra(d).Init = p.parseInitClause()
		case token.LBrace:
			d.InitKind = ast.InitBrace
			p.extra(d).Init = p.parseBracedInit()
		default:
			p.errorExpected(token.Assign)
		}
		return ast.Condition{Decl: sd}
	}
	return ast.Condition{Expr: p.parseExpr()}
}

// parseFor parses a for or range-based for statement.
func (p *parser) parseFor() ast.Stmt {
	at := p.tok.Pos
	p.next()
	p.pushScope(scBlock, nil)
	defer p.popScope()
	if !p.expect(token.LParen) {
		p.skipTo(false)
		return &ast.BadStmt{At: at}
	}
	var init ast.Stmt
	for round := 0; round < 2; round++ {
		iat := p.tok.Pos
		if p.tok.Kind == token.Semi {
			p.next()
			init = &ast.NullStmt{At: iat}
			break
		}
		if p.kw == kwUsing || p.isDeclStmt() {
			spec, info := p.parseDeclSpec(dsNoDefs)
			var r declResult
			d := p.parseDeclaratorR(dcInitParen|dcBinding, &r)
			sd := put(&p.slab.simples, ast.SimpleDecl{At: iat, Spec: spec, Decls: []*ast.Declarator{d}})
			p.declareDeclarator(d, spec, info, &r, ctxBlock, 0)
			if p.tok.Kind == token.Colon {
				p.next()
				rs := &ast.RangeForStmt{At: at, Init: init, Var: sd}
				rs.Range = p.parseInitClauseExpr()
				p.expect(token.RParen)
				rs.Body = p.parseSubStatement()
				return rs
			}
			p.parseDeclInit(d, ctxBlock, spec, &r, nil)
			for p.got(token.Comma) && !p.failed {
				var r2 declResult
				d2 := p.parseDeclaratorR(dcInitParen, &r2)
				p.declareDeclarator(d2, spec, info, &r2, ctxBlock, 0)
				p.parseDeclInit(d2, ctxBlock, spec, &r2, nil)
				sd.Decls = append(sd.Decls, d2)
			}
			p.expectSemi()
			init = put(&p.slab.declStmts, ast.DeclStmt{Decl: sd})
		} else {
			x := p.parseExpr()
			p.expectSemi()
			init = put(&p.slab.exprStmts, ast.ExprStmt{At: iat, X: x})
		}
		// for (init; decl : range) — C++20 range-for with an initializer.
		if round == 0 && p.isDeclStmt() && p.rangeColonAhead() {
			continue
		}
		break
	}
	fs := &ast.ForStmt{At: at, Init: init}
	if p.tok.Kind != token.Semi {
		fs.Cond = p.parseCondition()
	}
	p.expectSemi()
	if p.tok.Kind != token.RParen {
		fs.Inc = p.parseExpr()
	}
	p.expect(token.RParen)
	fs.Body = p.parseSubStatement()
	return fs
}

// rangeColonAhead reports whether a ':' at bracket depth 0 comes before the
// next ';' or the closing ')'.
func (p *parser) rangeColonAhead() bool {
	depth := 0
	for n := 0; ; n++ {
		var k token.Kind
		if n == 0 {
			k = p.tok.Kind
		} else {
			k = p.peekKind(n)
		}
		switch k {
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			if depth == 0 {
				return false
			}
			depth--
		case token.Colon:
			if depth == 0 {
				return true
			}
		case token.Semi, token.EOF:
			return false
		}
	}
}

// parseHandlers parses catch clauses.
func (p *parser) parseHandlers() []*ast.Handler {
	var hs []*ast.Handler
	for p.kw == kwCatch && !p.failed {
		h := &ast.Handler{At: p.tok.Pos}
		p.next()
		p.pushScope(scBlock, nil)
		if p.expect(token.LParen) {
			if p.tok.Kind == token.Ellipsis {
				p.next()
			} else {
				h.Param = p.parseParamDecl(0, &declResult{})
			}
			p.expect(token.RParen)
		}
		h.Body = p.parseCompound()
		p.popScope()
		hs = append(hs, h)
	}
	if len(hs) == 0 {
		p.errorAt(p.tok.Pos, diag.ErrParse, `expected "catch"`)
	}
	return hs
}

// parseAsm parses asm [qualifiers] ( template [: outputs [: inputs
// [: clobbers [: labels]]]] ).
func (p *parser) parseAsm() *ast.AsmStmt {
	s := &ast.AsmStmt{At: p.tok.Pos}
	p.next()
	for {
		switch {
		case p.kw == kwVolatile:
			s.Volatile = true
		case p.kw == kwInline:
			s.Inline = true
		case p.kw == kwGoto:
			s.Goto = true
		default:
			goto body
		}
		p.next()
	}
body:
	if !p.expect(token.LParen) {
		return s
	}
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	s.Template = p.parseStringLit()
	section := 0
	s.Basic = true
	for p.tok.Kind == token.Colon || p.tok.Kind == token.ColonColon {
		s.Basic = false
		if p.tok.Kind == token.ColonColon {
			section += 2
		} else {
			section++
		}
		p.next()
		if p.tok.Kind == token.Colon || p.tok.Kind == token.ColonColon || p.tok.Kind == token.RParen {
			continue
		}
		switch section {
		case 1, 2:
			ops := p.parseAsmOperands()
			if section == 1 {
				s.Outputs = ops
			} else {
				s.Inputs = ops
			}
		case 3:
			for p.tok.Kind == token.String {
				s.Clobbers = append(s.Clobbers, p.parseStringLit())
				if !p.got(token.Comma) {
					break
				}
			}
		default:
			for p.tok.Kind == token.Ident {
				s.Labels = append(s.Labels, p.tok.Text)
				p.next()
				if !p.got(token.Comma) {
					break
				}
			}
		}
	}
	p.expect(token.RParen)
	return s
}

func (p *parser) parseAsmOperands() []*ast.AsmOperand {
	var ops []*ast.AsmOperand
	for !p.failed {
		op := &ast.AsmOperand{At: p.tok.Pos}
		if p.got(token.LBrack) {
			if p.tok.Kind == token.Ident {
				op.Symbolic = p.tok.Text
				p.next()
			}
			p.expect(token.RBrack)
		}
		op.Constraint = p.parseStringLit()
		if p.expect(token.LParen) {
			op.X = p.parseExpr()
			p.expect(token.RParen)
		}
		ops = append(ops, op)
		if !p.got(token.Comma) {
			break
		}
	}
	return ops
}
