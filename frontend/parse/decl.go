package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// declCtx is where a declaration appears.
type declCtx uint8

const (
	ctxNamespace declCtx = iota
	ctxClass
	ctxBlock
)

// parseTranslationUnit parses the whole token stream.
func (p *parser) parseTranslationUnit() *ast.TranslationUnit {
	tu := &ast.TranslationUnit{}
	for p.tok.Kind != token.EOF {
		if p.tok.Kind == token.RBrace {
			p.errorAt(p.tok.Pos, diag.ErrExpectedDecl, "expected a declaration")
			p.next()
			continue
		}
		start := p.i
		d := p.parseDeclaration(ctxNamespace, 0)
		if d != nil {
			tu.Decls = append(tu.Decls, d)
			p.handOver(d)
		}
		p.recycleTransient()
		if p.i == start && p.tok.Kind != token.EOF {
			p.next() // never loop without progress
		}
	}
	tu.End = p.eof.Pos
	tu.Pragmas = p.pragmas
	tu.DeviceDependent = p.deviceDependent
	p.handOver(nil)
	return tu
}

// parseDeclSeq parses declarations until '}' (not consumed) or EOF.
func (p *parser) parseDeclSeq(ctx declCtx) []ast.Decl {
	var decls []ast.Decl
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF {
		start := p.i
		d := p.parseDeclaration(ctx, 0)
		if d != nil {
			decls = append(decls, d)
		}
		p.recycleTransient()
		if p.i == start {
			p.next()
		}
	}
	return decls
}

// parseDeclaration parses one declaration at namespace or class scope (and
// the declaration forms a block shares with them).
func (p *parser) parseDeclaration(ctx declCtx, flags dsFlags) ast.Decl {
	at := p.tok.Pos
	start := p.i
	switch p.kw {
	case kwTemplate:
		return p.parseTemplateDecl(ctx, flags)
	case kwNamespace:
		return p.parseNamespace(ctx)
	case kwInline:
		if t, k := p.peek(1); t.Kind == token.Ident && k == kwNamespace {
			return p.parseNamespace(ctx)
		}
	case kwUsing:
		return p.parseUsing(ctx, flags)
	case kwStaticAssert:
		return p.parseStaticAssert()
	case kwAsm:
		a := &ast.AsmDecl{At: at, Asm: p.parseAsm()}
		p.expectSemi()
		return a
	case kwExtern:
		t, k := p.peek(1)
		if t.Kind == token.String {
			return p.parseLinkageSpec(ctx)
		}
		if k == kwTemplate {
			p.next()
			d := p.parseTemplateDecl(ctx, flags)
			if ei, ok := d.(*ast.ExplicitInstantiation); ok {
				ei.Extern, ei.At = true, at
			}
			return d
		}
	case kwConcept:
		p.errorAt(at, diag.ErrParse, "a concept must be declared by a template")
	case kwPublic, kwProtected, kwPrivate:
		if ctx == ctxClass {
			acc := map[kw]ast.Access{kwPublic: ast.AccessPublic, kwProtected: ast.AccessProtected, kwPrivate: ast.AccessPrivate}[p.kw]
			p.next()
			p.expect(token.Colon)
			return &ast.AccessDecl{At: at, Access: acc}
		}
	case kwExtension:
		p.next()
		d := p.parseDeclaration(ctx, flags)
		if sd, ok := d.(*ast.SimpleDecl); ok && sd.Spec != nil {
			sd.Spec.Extension = true
		}
		return d
	}
	if p.tok.Kind == token.Semi {
		p.next()
		return &ast.EmptyDecl{At: at}
	}
	if p.isContextual("export") || p.isContextual("module") || p.isContextual("import") {
		t, _ := p.peek(1)
		if t.Kind == token.Ident || t.Kind == token.LBrace || t.Kind == token.String || t.Kind == token.Less {
			p.notSupported(at, "C++20 modules")
			p.skipTo(true)
			return &ast.BadDecl{At: at, End: p.tok.Pos}
		}
	}
	var attrs []*ast.Attribute
	if p.atCXX11Attr() {
		attrs, _ = p.parseAttrs()
		if p.kw == kwUsing || p.kw == kwNamespace {
			return p.parseDeclaration(ctx, flags)
		}
	}
	if ctx == ctxClass {
		flags |= dsMember
	}
	if ctx != ctxBlock {
		flags |= dsGuides
	}
	d := p.parseSimpleDecl(ctx, flags, at, attrs)
	if ctx == ctxNamespace {
		p.noteDeviceDependent(d, start)
	}
	return d
}

// noteDeviceDependent records d, a namespace-scope declaration read from
// the tokens from start on, when it declares a variable and one of its
// tokens is marked token.DeviceDependent (ast.TranslationUnit.DeviceDependent).
func (p *parser) noteDeviceDependent(d ast.Decl, start int) {
	sd, ok := d.(*ast.SimpleDecl)
	if !ok || sd.Spec == nil || sd.Spec.Specs&ast.SpecTypedef != 0 || p.i > len(p.toks) {
		return
	}
	variable := false
	for _, dc := range sd.Decls {
		if dc.Name != nil && dc.Function() == nil {
			variable = true
			break
		}
	}
	if !variable {
		return
	}
	for _, t := range p.toks[start:p.i] {
		if t.Flags&token.DeviceDependent != 0 {
			p.deviceDependent = append(p.deviceDependent, sd.At)
			return
		}
	}
}

// expectSemi consumes ';' or reports it missing and recovers.
func (p *parser) expectSemi() {
	if p.tok.Kind == token.Semi {
		p.next()
		return
	}
	p.errorExpected(token.Semi)
	p.skipTo(false)
}

// parseSimpleDecl parses a simple-declaration, member-declaration or
// function definition.
func (p *parser) parseSimpleDecl(ctx declCtx, flags dsFlags, at source.Pos, attrs []*ast.Attribute) ast.Decl {
	spec, info := p.parseDeclSpec(flags)
	if p.failed {
		return &ast.BadDecl{At: at, End: p.tok.Pos}
	}
	// Outside a class, `~` starts no declarator-id (a destructor there
	// is qualified: X::~X).
	if spec.Kind == ast.TypeNone && spec.Specs&(ast.SpecTypedef) == 0 && (!p.startsDeclaratorID() || ctx == ctxNamespace && p.tok.Kind == token.Tilde) &&
		p.tok.Kind != token.LParen && p.tok.Kind != token.Star && p.tok.Kind != token.Amp &&
		p.tok.Kind != token.AmpAmp && p.tok.Kind != token.Semi && p.tok.Kind != token.LBrack {
		p.errorAt(p.tok.Pos, diag.ErrExpectedDecl, "expected a declaration")
		p.skipTo(true)
		return &ast.BadDecl{At: at, End: p.tok.Pos}
	}
	if deduction := p.tryDeductionGuide(spec, flags, at); deduction != nil {
		return deduction
	}
	sd := put(&p.slab.simples, ast.SimpleDecl{At: at, Spec: spec})
	if attrs != nil {
		sd.Extra = &ast.SimpleDeclExtra{Attrs: attrs}
	}
	if p.tok.Kind == token.Semi {
		p.next()
		p.anonymousMembers(spec)
		return sd
	}
	for !p.failed {
		var r declResult
		dflags := dcInitParen
		if ctx == ctxClass {
			dflags = dcMember | dcDelayDefaults
		} else if spec.Kind == ast.TypeAuto {
			dflags |= dcBinding
		}
		d := p.parseDeclaratorR(dflags, &r)
		if d.Name == nil && d.Binding() == nil && !(ctx == ctxClass && p.tok.Kind == token.Colon) {
			p.errorAt(p.tok.Pos, diag.ErrExpectedIdent, "expected an identifier")
			if k := p.tok.Kind; k != token.Semi && k != token.Comma && k != token.Assign {
				p.errorExpected(token.Semi)
			}
			p.skipTo(true)
			return sd
		}
		if ctx == ctxClass && r.fn == nil && p.tok.Kind == token.Colon {
			p.next()
			sg := p.noGreater
			p.noGreater = false
			p.extra(d).BitWidth = p.parseCondExpr()
			p.noGreater = sg
		}
		if ctx == ctxClass {
			p.parseVirtSpecs(d)
		}
		if p.kw == kwRequires {
			p.next()
			saved := p.enterScopeIf(r.params)
			p.extra(d).Requires = p.parseConstraintExpr()
			p.leaveScope(saved)
		}
		ent := p.declareDeclarator(d, spec, info, &r, ctx, flags)
		if r.fn != nil && len(sd.Decls) == 0 && p.startsFunctionBody() && ctx != ctxBlock {
			return p.parseFunctionDef(at, attrs, spec, d, &r, ctx)
		}
		if ctx == ctxBlock && r.fn != nil && p.tok.Kind == token.LBrace {
			// No function definitions in a block: the body is read as a
			// compound statement after the missing ';'.
			sd.Decls = append(sd.Decls, d)
			p.errorExpected(token.Semi)
			return sd
		}
		p.delayDefaults(&r, ctx)
		p.parseDeclInit(d, ctx, spec, &r, ent)
		sd.Decls = append(sd.Decls, d)
		if !p.got(token.Comma) {
			break
		}
	}
	p.expectSemi()
	return sd
}

// enterScopeIf enters s when it is not nil.
func (p *parser) enterScopeIf(s *scope) savedScope {
	if s == nil {
		return savedScope{}
	}
	return p.enterScope(s)
}

// startsFunctionBody reports whether a function body (or ctor-initializer,
// function-try-block, = default, = delete) follows a function declarator.
func (p *parser) startsFunctionBody() bool {
	switch p.tok.Kind {
	case token.LBrace, token.Colon:
		return true
	case token.Assign:
		_, k := p.peek(1)
		return k == kwDefault || k == kwDelete
	}
	return p.kw == kwTry
}

// parseVirtSpecs parses override, final and pure-specifiers' neighbours.
func (p *parser) parseVirtSpecs(d *ast.Declarator) {
	for {
		switch {
		case p.isContextual("override"):
			d.Virt |= ast.VirtOverride
		case p.isContextual("final"):
			d.Virt |= ast.VirtFinal
		default:
			return
		}
		p.next()
	}
}

// parseDeclInit parses a declarator's initializer, if any.
func (p *parser) parseDeclInit(d *ast.Declarator, ctx declCtx, spec *ast.DeclSpec, r *declResult, ent *entity) {
	switch p.tok.Kind {
	case token.Assign:
		p.next()
		switch {
		case p.kw == kwDefault:
			d.Virt |= ast.VirtDefault
			p.next()
			return
		case p.kw == kwDelete:
			d.Virt |= ast.VirtDelete
			p.next()
			if p.tok.Kind == token.LParen {
				p.next()
				p.extra(d).DeleteMsg = p.parseExpr()
				p.expect(token.RParen)
			}
			return
		case r.fn != nil && p.tok.Kind == token.Number && p.tok.Text == "0":
			d.Virt |= ast.VirtPure
			p.next()
			return
		}
		d.InitKind = ast.InitAssign
		if ctx == ctxClass && spec.Specs&ast.SpecStatic == 0 {
			p.delayMemberInit(d, true)
			return
		}
		p.extra(d).Init = p.parseInitClause()
	case token.LBrace:
		d.InitKind = ast.InitBrace
		if ctx == ctxClass && spec.Specs&ast.SpecStatic == 0 {
			p.delayMemberInit(d, false)
			return
		}
		p.extra(d).Init = p.parseBracedInit()
	case token.LParen:
		if ctx == ctxClass {
			return
		}
		d.InitKind = ast.InitParen
		p.next()
		sg := p.noGreater
		p.noGreater = false
		p.extra(d).Args = p.parseExprListUntil(token.RParen)
		p.noGreater = sg
		p.expect(token.RParen)
	}
}

// declareDeclarator declares the name a declarator introduces.
func (p *parser) declareDeclarator(d *ast.Declarator, spec *ast.DeclSpec, info specInfo, r *declResult, ctx declCtx, flags dsFlags) *entity {
	s := p.declScope()
	if d.Binding() != nil {
		for _, b := range d.Binding() {
			e := p.declare(s, b.Name, entVar)
			e.dependent = info.dependent
		}
		return nil
	}
	if d.Name == nil || r.id.qualified || flags&dsInst != 0 {
		return nil
	}
	last := d.Name.Last()
	if last.HasArgs() || last.Kind == ast.NameDestructor {
		return nil
	}
	key := partKey(last)
	if spec.Specs&ast.SpecFriend != 0 {
		return nil
	}
	if ctx == ctxClass {
		if c := p.enclosingClass(); c != nil && c.ent != nil && c.ent.name == key && r.fn != nil {
			return nil // a constructor
		}
	}
	templated := flags&dsTemplated != 0
	switch {
	case spec.Specs&ast.SpecTypedef != 0:
		e := p.declare(s, key, entTypedef)
		p.setTypedefTarget(e, info, d)
		return e
	case r.fn != nil:
		k := entFunc
		if templated {
			k = entFuncTemplate
		}
		e := p.declare(s, key, k)
		if ctx == ctxClass {
			if templated {
				p.memberTemplates[key] = true
			} else {
				p.memberNonTemplates[key] = true
			}
		}
		return e
	default:
		k := entVar
		if templated {
			k = entVarTemplate
		}
		e := p.declare(s, key, k)
		if k == entVar {
			p.setVarType(e, info, d)
		}
		if ctx == ctxClass {
			p.memberNonTemplates[key] = true
		}
		return e
	}
}

// setTypedefTarget records the class a typedef names (when it names one
// without derivation) and whether it is dependent.
func (p *parser) setTypedefTarget(e *entity, info specInfo, d *ast.Declarator) {
	if e.kind != entTypedef && e.kind != entAliasTemplate {
		return
	}
	e.dependent = info.dependent
	e.opaque = info.opaque && (d == nil || len(d.Chunks) == 0)
	if d != nil && len(d.Chunks) > 0 {
		e.target = nil
		return
	}
	if info.ent != nil && info.ent != e {
		e.target = info.ent
		p.noteLink(e.transient, e.target)
		p.declGen++
	}
}

// anonymousMembers makes the members of an anonymous union (or GNU
// anonymous struct) declared without declarators visible in the enclosing
// scope.
func (p *parser) anonymousMembers(spec *ast.DeclSpec) {
	if spec.Kind != ast.TypeClass || spec.Class() == nil || spec.Class().Name != nil {
		return
	}
	c := p.lastAnonClass
	if c == nil || c.members == nil {
		return
	}
	s := p.declScope()
	c.members.each(func(n string, e *entity) { p.set(s, n, e) })
}

// parseFunctionDef parses a function definition whose declarator has been
// read. In a class the body is kept as tokens until the class is complete.
func (p *parser) parseFunctionDef(at source.Pos, attrs []*ast.Attribute, spec *ast.DeclSpec, d *ast.Declarator, r *declResult, ctx declCtx) ast.Decl {
	fd := put(&p.slab.funcDefs, ast.FuncDef{At: at, Attrs: attrs, Spec: spec, Decl: d})
	if p.tok.Kind == token.Assign {
		p.next()
		if p.kw == kwDefault {
			d.Virt |= ast.VirtDefault
		} else {
			d.Virt |= ast.VirtDelete
		}
		p.next()
		if d.Virt&ast.VirtDelete != 0 && p.tok.Kind == token.LParen {
			p.next()
			p.extra(d).DeleteMsg = p.parseExpr()
			p.expect(token.RParen)
		}
		p.delayDefaults(r, ctx)
		p.expectSemi()
		return fd
	}
	p.delayDefaults(r, ctx)
	if ctx == ctxClass && len(p.classes) > 0 {
		start := p.i
		p.skipFunctionBody()
		c := p.classes[len(p.classes)-1]
		c.delayed = append(c.delayed, delayed{kind: delayBody, fn: fd, start: start, end: p.i, scope: r.params})
		return fd
	}
	p.parseFunctionBody(fd, r.params)
	return fd
}

// parseFunctionBody parses [try] [: ctor-initializers] { body } [handlers]
// in the scope of the function's parameters.
func (p *parser) parseFunctionBody(fd *ast.FuncDef, params *scope) {
	saved := p.enterScopeIf(params)
	defer p.leaveScope(saved)
	errorsBefore := p.errors
	defer func() { fd.BodyErrors = p.errors > errorsBefore }()
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	if p.kw == kwTry {
		fd.TryBlock = true
		p.next()
	}
	if p.tok.Kind == token.Colon {
		p.next()
		for !p.failed {
			fd.CtorInits = append(fd.CtorInits, p.parseMemInit())
			if !p.got(token.Comma) {
				break
			}
		}
	}
	if p.tok.Kind != token.LBrace {
		p.errorExpected(token.LBrace)
		p.skipTo(true)
		return
	}
	fd.Body = p.parseCompound()
	if fd.TryBlock {
		fd.Handlers = p.parseHandlers()
	}
}

// parseMemInit parses one mem-initializer.
func (p *parser) parseMemInit() *ast.MemInit {
	m := &ast.MemInit{At: p.tok.Pos}
	name, ni := p.parseName(0)
	if !ni.ok {
		p.errorExpected(token.Ident)
	}
	m.Name = name
	switch p.tok.Kind {
	case token.LParen:
		p.next()
		m.Args = p.parseExprListUntil(token.RParen)
		p.expect(token.RParen)
	case token.LBrace:
		m.Brace = true
		il := p.parseBracedInit()
		m.Args = il.Elems
	default:
		p.errorExpected(token.LParen)
	}
	if p.got(token.Ellipsis) {
		m.Pack = true
	}
	return m
}

// tryDeductionGuide parses `[explicit] Name(params) -> T;` when the
// decl-specifiers stopped at a class template name that begins one.
func (p *parser) tryDeductionGuide(spec *ast.DeclSpec, flags dsFlags, at source.Pos) ast.Decl {
	if spec.Kind != ast.TypeNone || flags&dsGuides == 0 || p.tok.Kind != token.Ident || p.peekKind(1) != token.LParen {
		return nil
	}
	e := p.lookup(p.tok.Text)
	if e == nil || e.kind != entClassTemplate || !p.isDeductionGuideAt(1) {
		return nil
	}
	g := &ast.DeductionGuide{At: at, Name: &ast.Name{At: p.tok.Pos, Parts: []ast.NamePart{{At: p.tok.Pos, Ident: p.tok.Text}}}}
	g.IsExplicit = spec.Specs&ast.SpecExplicit != 0
	g.Explicit = spec.Explicit()
	p.next()
	fc := put(&p.slab.funcChunks, ast.FuncChunk{})
	var r declResult
	ps := p.parseParams(fc, 0, &r)
	g.Func = fc
	p.expect(token.Arrow)
	saved := p.enterScope(ps)
	g.Result = p.parseTypeIDReq()
	p.leaveScope(saved)
	p.expectSemi()
	return g
}

// isDeductionGuideAt is isDeductionGuide for a '(' n tokens ahead.
func (p *parser) isDeductionGuideAt(n int) bool {
	s := p.mark()
	for ; n > 0; n-- {
		p.next()
	}
	ok := p.isDeductionGuide()
	p.reset(s)
	return ok
}
