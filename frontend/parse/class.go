package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// classCtx is a class being defined; it collects what is parsed when the
// outermost enclosing class is complete.
type classCtx struct {
	ent     *entity
	delayed []delayed
}

// delayKind is what a delayed token range holds.
type delayKind uint8

const (
	delayBody     delayKind = iota // member function body (with ctor-initializers)
	delayDefault                   // default argument
	delayInit                      // default member initializer
	delayNoexcept                  // noexcept(expr) of a member function
)

// delayed is a token range parsed once the class is complete.
type delayed struct {
	kind       delayKind
	fn         *ast.FuncDef
	param      *ast.ParamDecl
	decl       *ast.Declarator
	fnc        *ast.FuncChunk
	start, end int
	scope      *scope
}

// parseClassOrEnumSpec parses a class-specifier, enum-specifier or
// elaborated-type-specifier at class/struct/union/enum.
func (p *parser) parseClassOrEnumSpec(spec *ast.DeclSpec, info *specInfo, flags dsFlags) {
	if p.kw == kwEnum {
		p.parseEnumSpec(spec, info, flags)
		return
	}
	at := p.tok.Pos
	key := map[kw]ast.ClassKey{kwClass: ast.KeyClass, kwStruct: ast.KeyStruct, kwUnion: ast.KeyUnion}[p.kw]
	p.next()
	attrs, _ := p.parseAttrs()
	var name *ast.Name
	var ni nameInfo
	if p.tok.Kind == token.ColonColon || p.tok.Kind == token.Ident && (p.kw == kwNone || p.kw == kwDecltype) {
		name, ni = p.parseName(nfDeclarator)
		if len(name.Parts) == 0 {
			// A bare `::` (parseName reported the missing name).
			name, ni = nil, nameInfo{}
		}
	}
	if a, _ := p.parseAttrs(); len(a) > 0 {
		attrs = append(attrs, a...)
	}
	final := false
	if p.isContextual("final") || p.isContextual("__final") {
		if k := p.peekKind(1); k == token.LBrace || k == token.Colon {
			final = true
			p.next()
		}
	}
	isDef := p.tok.Kind == token.LBrace || p.tok.Kind == token.Colon && flags&dsTypeOnly == 0
	if isDef && flags&dsNoDefs != 0 && p.tok.Kind == token.Colon {
		isDef = false
	}
	if !isDef {
		if name == nil {
			p.errorExpected(token.Ident)
			return
		}
		spec.Kind, spec.ElabKey, spec.Name = ast.TypeElaborated, key, name
		x := p.specExtra(spec)
		x.Attrs = append(x.Attrs, attrs...)
		info.ent = p.elaboratedEntity(name, ni, flags, entClass)
		return
	}
	ent := p.classEntityForDef(name, ni, flags)
	cd := &ast.ClassDecl{At: at, Key: key, Name: name, Attrs: attrs, Final: final}
	spec.Kind, p.specExtra(spec).Class = ast.TypeClass, cd
	info.ent = ent
	p.parseClassBody(cd, ent, ni)
	if name == nil {
		p.lastAnonClass = ent
	}
}

// elaboratedEntity finds or declares the class or enum an
// elaborated-type-specifier names.
func (p *parser) elaboratedEntity(name *ast.Name, ni nameInfo, flags dsFlags, k entKind) *entity {
	if ni.qualified || name.Last().HasArgs() || flags&dsInst != 0 {
		if ni.ent != nil {
			return ni.ent
		}
		return nil
	}
	id := name.Ident()
	s := p.declScope()
	if p.tok.Kind == token.Semi && flags&dsTypeOnly == 0 {
		// `struct X;` declares X in the current scope (a friend declaration
		// names it in the enclosing namespace).
		if p.scope.kind == scClass && p.isFriendContext() {
			s = p.namespaceScope()
			if e := p.lookup(id); e != nil && (e.kind.isClassLike() || e.kind == k) {
				return e
			}
		}
		if e := s.get(id); e != nil && (e.kind.isClassLike() || e.kind == k || e.tag != nil) {
			if e.tag != nil {
				return e.tag
			}
			if flags&dsTemplated != 0 && e.kind == entClass {
				e.kind = entClassTemplate
				p.declGen++
			}
			return e
		}
		if flags&dsTemplated != 0 && k == entClass {
			k = entClassTemplate
		}
		return p.declare(s, id, k)
	}
	if e := p.lookup(id); e != nil {
		if e.kind.isType() {
			return e
		}
		if e.tag != nil {
			return e.tag
		}
	}
	// First mention: the name goes to the innermost enclosing namespace or
	// block scope.
	for s.kind == scClass || s.kind == scParams || s.kind == scEnum {
		s = s.parent
		for s.kind == scTemplate || s.kind == scQualified {
			s = s.parent
		}
	}
	if flags&dsTemplated != 0 && k == entClass {
		k = entClassTemplate
	}
	return p.declare(s, id, k)
}

// isFriendContext is a stand-in for knowing that the decl-specifiers being
// parsed include `friend`: the current token range is checked by the caller.
func (p *parser) isFriendContext() bool { return p.inFriend }

// namespaceScope returns the innermost enclosing namespace scope.
func (p *parser) namespaceScope() *scope {
	s := p.scope
	for s.kind != scNamespace {
		s = s.parent
	}
	return s
}

// classEntityForDef finds or creates the entity of a class being defined.
func (p *parser) classEntityForDef(name *ast.Name, ni nameInfo, flags dsFlags) *entity {
	templated := flags&dsTemplated != 0
	if name == nil {
		return &entity{kind: entClass}
	}
	last := name.Last()
	if last.HasArgs() {
		// A partial or explicit specialization.
		primary := ni.ent
		spec := &entity{name: last.Ident, kind: entClass, spec: &specLinks{primary: primary, specKey: ni.argsKey}}
		if primary != nil && primary.kind == entClassTemplate {
			primary.addSpec(spec)
			p.declGen++
		}
		return spec
	}
	if ni.qualified {
		if ni.ent != nil && ni.ent.kind.isClassLike() {
			return ni.ent
		}
		if ni.qual.scope != nil {
			k := entClass
			if templated {
				k = entClassTemplate
			}
			return p.declare(ni.qual.scope, last.Ident, k)
		}
		return &entity{name: last.Ident, kind: entClass}
	}
	s := p.declScope()
	if e := s.get(last.Ident); e != nil {
		if e.kind.isClassLike() && e.members == nil {
			if templated {
				e.kind = entClassTemplate
				p.declGen++
			}
			return e
		}
		if e.tag != nil && e.tag.members == nil {
			return e.tag
		}
	}
	k := entClass
	if templated {
		k = entClassTemplate
	}
	if old := s.get(last.Ident); old != nil && old.kind.isClassLike() {
		// A redefinition; keep going with a fresh entity.
		e := &entity{name: last.Ident, kind: k}
		p.set(s, last.Ident, e)
		return e
	}
	return p.declare(s, last.Ident, k)
}

// parseClassBody parses [: bases] { members } for ent.
func (p *parser) parseClassBody(cd *ast.ClassDecl, ent *entity, ni nameInfo) {
	parent := p.scope
	if ni.qualified && ni.qual.scope != nil {
		q := p.newScope(scQualified, p.scope, nil)
		q.target = ni.qual.scope
		parent = q
	}
	members := p.newScope(scClass, parent, ent)
	ent.members = members
	p.declGen++
	if cd.Name != nil {
		inj := ent
		if ent.primary() != nil {
			inj = ent.primary()
		}
		p.set(members, ent.name, inj)
	}
	saved := p.scope
	p.scope = members
	if p.tok.Kind == token.Colon {
		p.next()
		p.parseBaseClause(cd, members)
	}
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	if !p.expect(token.LBrace) {
		p.scope = saved
		p.skipTo(true)
		return
	}
	ctx := &classCtx{ent: ent}
	p.classes = append(p.classes, ctx)
	sf := p.inFriend
	p.inFriend = false
	cd.Members = p.parseDeclSeq(ctxClass)
	p.inFriend = sf
	cd.End = p.tok.Pos
	p.expect(token.RBrace)
	p.scope = saved
	p.classes = p.classes[:len(p.classes)-1]
	if n := len(p.classes); n > 0 {
		outer := p.classes[n-1]
		outer.delayed = append(outer.delayed, ctx.delayed...)
		return
	}
	p.runDelayed(ctx)
}

// parseBaseClause parses the base-specifier-list and records which base
// scopes member lookup may search.
func (p *parser) parseBaseClause(cd *ast.ClassDecl, members *scope) {
	saved := p.scope
	p.scope = members.parent // bases are looked up outside the class
	defer func() { p.scope = saved }()
	for !p.failed {
		b := &ast.BaseSpec{At: p.tok.Pos}
		b.Attrs, _ = p.parseAttrs()
		for {
			switch p.kw {
			case kwVirtual:
				b.Virtual = true
			case kwPublic:
				b.Access = ast.AccessPublic
			case kwProtected:
				b.Access = ast.AccessProtected
			case kwPrivate:
				b.Access = ast.AccessPrivate
			default:
				goto name
			}
			p.next()
		}
	name:
		p.gotKw(kwTypename)
		before := p.depCount
		n, ni := p.parseName(0)
		if !ni.ok {
			p.errorExpected(token.Ident)
			if p.tok.Kind != token.LBrace {
				p.skipTo(false)
			}
			return
		}
		b.Name = n
		if p.got(token.Ellipsis) {
			b.Pack = true
		}
		cd.Bases = append(cd.Bases, b)
		dep := ni.dependent || p.depCount != before && !(ni.ent != nil && p.isCurrentInstantiation(ni.ent))
		if c := classOf(ni.ent); c != nil && !dep && c.members != nil {
			members.linked().bases = append(members.bases(), c.members)
			p.declGen++
		} else if ni.ent != nil && ni.ent.kind == entClass && ni.ent.primary() != nil && ni.ent.primary().members != nil && !dep {
			members.linked().bases = append(members.bases(), ni.ent.primary().members)
			p.declGen++
		} else {
			members.depBase = true
			p.declGen++
		}
		if !p.got(token.Comma) {
			return
		}
	}
}

// runDelayed parses the bodies, default arguments and member initializers
// of a complete outermost class.
func (p *parser) runDelayed(ctx *classCtx) {
	for _, it := range ctx.delayed {
		if p.stopped {
			return
		}
		s := p.mark()
		p.i = it.start - 1
		p.next()
		saved := p.enterScopeIf(it.scope)
		sg := p.noGreater
		p.noGreater = false
		switch it.kind {
		case delayBody:
			p.parseFunctionBody(it.fn, nil)
		case delayDefault:
			paramExtra(it.param).Default = p.parseInitClause()
		case delayNoexcept:
			funcExtra(it.fnc).NoexExpr = p.parseExpr()
		case delayInit:
			if p.got(token.Assign) {
				p.extra(it.decl).Init = p.parseInitClause()
			} else {
				p.extra(it.decl).Init = p.parseBracedInit()
			}
		}
		if p.i != it.end && !p.stopped {
			p.errorAt(p.tok.Pos, diag.ErrParse, "unexpected %s", describe(p.tok))
		}
		p.noGreater = sg
		p.leaveScope(saved)
		p.i, p.tok, p.kw = s.i, s.tok, s.kw
	}
}

// describe names a token for a diagnostic.
func describe(t token.Token) string {
	switch t.Kind {
	case token.EOF:
		return "end of file"
	case token.Ident:
		return "\"" + t.Text + "\""
	}
	return "\"" + t.Text + "\""
}

// delayDefaults hands the default arguments left as tokens to the class.
func (p *parser) delayDefaults(r *declResult, ctx declCtx) {
	if len(r.defaults) == 0 || len(p.classes) == 0 {
		return
	}
	c := p.classes[len(p.classes)-1]
	for _, d := range r.defaults {
		c.delayed = append(c.delayed, delayed{kind: delayDefault, param: d.param, start: d.start, end: d.end, scope: d.scope})
	}
	r.defaults = nil
}

// delayMemberInit keeps a default member initializer (at '=' already
// consumed when assign is set, or at '{') as tokens.
func (p *parser) delayMemberInit(d *ast.Declarator, assign bool) {
	if len(p.classes) == 0 {
		if assign {
			p.extra(d).Init = p.parseInitClause()
		} else {
			p.extra(d).Init = p.parseBracedInit()
		}
		return
	}
	start := p.i
	if assign {
		start = p.i - 1 // include the '='
		p.skipInitializer(false)
	} else {
		p.skipBalanced()
	}
	c := p.classes[len(p.classes)-1]
	c.delayed = append(c.delayed, delayed{kind: delayInit, decl: d, start: start, end: p.i, scope: p.scope})
}

// skipFunctionBody skips [try] [: mem-initializers] { … } [handlers].
func (p *parser) skipFunctionBody() {
	p.gotKw(kwTry)
	if p.got(token.Colon) {
		for !p.failed && p.tok.Kind != token.EOF {
			// The mem-initializer-id names a base or a member; bases are
			// known, so the name parser finds its template arguments.
			s := p.mark()
			if !p.speculate(func() bool { _, ni := p.parseName(0); return ni.ok }) {
				p.reset(s)
				break
			}
			if p.tok.Kind != token.LParen && p.tok.Kind != token.LBrace {
				break
			}
			p.skipBalanced()
			p.got(token.Ellipsis)
			if !p.got(token.Comma) {
				break
			}
		}
	}
	if p.tok.Kind != token.LBrace {
		p.errorExpected(token.LBrace)
		return
	}
	p.skipBalanced()
	for p.kw == kwCatch {
		p.next()
		if p.tok.Kind == token.LParen {
			p.skipBalanced()
		}
		if p.tok.Kind == token.LBrace {
			p.skipBalanced()
		}
	}
}

// skipAngles skips a template argument list starting at '<'.
func (p *parser) skipAngles() {
	depth := 0
	for p.tok.Kind != token.EOF {
		switch p.tok.Kind {
		case token.Less:
			depth++
		case token.Greater:
			depth--
		case token.Shr:
			depth -= 2
		case token.LParen, token.LBrack, token.LBrace:
			p.skipBalanced()
			continue
		case token.Semi, token.RBrace, token.RParen:
			return
		}
		p.next()
		if depth <= 0 {
			return
		}
	}
}

// skipInitializer skips an initializer-clause up to the ',' or ';' (or, for
// a default argument, ')') that ends it, taking '<' after a template name
// as opening template arguments.
func (p *parser) skipInitializer(param bool) {
	for p.tok.Kind != token.EOF {
		switch p.tok.Kind {
		case token.LParen, token.LBrack, token.LBrace:
			p.skipBalanced()
			continue
		case token.Comma, token.Semi, token.RBrace:
			return
		case token.RParen, token.RBrack:
			if param {
				return
			}
		case token.Ellipsis:
			if param {
				return
			}
		case token.Greater, token.Shr:
			if param && p.noGreater {
				return
			}
		case token.Ident:
			isTempl := p.kw == kwTemplate
			if p.kw == kwNone {
				if e := p.lookup(p.tok.Text); e != nil && e.kind.isTemplate() ||
					p.memberTemplates[p.tok.Text] && !p.memberNonTemplates[p.tok.Text] {
					isTempl = true
				}
			}
			p.next()
			if isTempl && p.tok.Kind == token.Less {
				p.skipAngles()
			}
			continue
		}
		p.next()
	}
}

// parseEnumSpec parses an enum-specifier, opaque-enum-declaration or
// elaborated enum specifier.
func (p *parser) parseEnumSpec(spec *ast.DeclSpec, info *specInfo, flags dsFlags) {
	at := p.tok.Pos
	p.next()
	ed := &ast.EnumDecl{At: at}
	if p.kw == kwClass || p.kw == kwStruct {
		ed.Scoped = true
		p.next()
	}
	ed.Attrs, _ = p.parseAttrs()
	var ni nameInfo
	if p.tok.Kind == token.ColonColon || p.tok.Kind == token.Ident && p.kw == kwNone {
		ed.Name, ni = p.parseName(nfNoArgs)
	}
	if a, _ := p.parseAttrs(); len(a) > 0 {
		ed.Attrs = append(ed.Attrs, a...)
	}
	if p.tok.Kind == token.Colon && flags&dsTypeOnly == 0 && (ed.Name == nil || p.peekKind(1) != token.ColonColon || true) {
		s := p.mark()
		p.next()
		if p.startsParamDecl() {
			sg := p.noGreater
			p.noGreater = false
			t := put(&p.slab.typeIDs, ast.TypeID{At: p.tok.Pos})
			t.Spec, _ = p.parseDeclSpec(dsTypeOnly | dsNoDefs)
			t.Decl = &ast.Declarator{At: p.tok.Pos}
			ed.Underlying = t
			p.noGreater = sg
		} else {
			p.reset(s)
		}
	}
	if p.tok.Kind != token.LBrace {
		if ed.Name == nil {
			p.errorExpected(token.Ident)
			return
		}
		if ed.Underlying != nil || ed.Scoped {
			// opaque-enum-declaration
			ed.Opaque = true
			spec.Kind, p.specExtra(spec).Enum = ast.TypeEnum, ed
			e := p.enumEntity(ed, ni)
			info.ent = e
			return
		}
		spec.Kind, spec.ElabKey, spec.Name = ast.TypeElaborated, ast.KeyEnum, ed.Name
		info.ent = p.elaboratedEntity(ed.Name, ni, flags, entEnum)
		return
	}
	e := p.enumEntity(ed, ni)
	info.ent = e
	spec.Kind, p.specExtra(spec).Enum = ast.TypeEnum, ed
	p.next()
	outer := p.declScope()
	if e.members == nil {
		e.members = p.newScope(scEnum, p.scope, e)
		p.declGen++
	}
	sg := p.noGreater
	p.noGreater = false
	saved := p.scope
	p.scope = e.members // earlier enumerators are visible in later values
	defer func() { p.scope = saved }()
	for p.tok.Kind == token.Ident && !p.failed {
		en := &ast.Enumerator{At: p.tok.Pos, Name: p.tok.Text}
		p.next()
		en.Attrs, _ = p.parseAttrs()
		if p.got(token.Assign) {
			en.Value = p.parseCondExpr()
		}
		ed.Enumerators = append(ed.Enumerators, en)
		p.declare(e.members, en.Name, entEnumerator)
		if !ed.Scoped {
			p.declare(outer, en.Name, entEnumerator)
		}
		if !p.got(token.Comma) {
			break
		}
	}
	p.noGreater = sg
	ed.End = p.tok.Pos
	if !p.expect(token.RBrace) {
		p.skipTo(false)
	}
}

// enumEntity finds or declares the entity of an enumeration being declared.
func (p *parser) enumEntity(ed *ast.EnumDecl, ni nameInfo) *entity {
	if ed.Name == nil {
		return &entity{kind: entEnum}
	}
	if ni.qualified {
		if ni.ent != nil {
			return ni.ent
		}
		return &entity{name: ed.Name.Ident(), kind: entEnum}
	}
	s := p.declScope()
	if e := s.get(ed.Name.Ident()); e != nil && e.kind == entEnum {
		return e
	}
	return p.declare(s, ed.Name.Ident(), entEnum)
}
