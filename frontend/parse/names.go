package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// nameFlags say what a name may be at the point it is parsed.
type nameFlags uint8

const (
	// nfOperator allows operator-function-ids and conversion-function-ids.
	nfOperator nameFlags = 1 << iota
	// nfDtor allows ~X.
	nfDtor
	// nfMemPtr stops before `::*` so that a member pointer declarator can be
	// recognised.
	nfMemPtr
	// nfExpr means the name is an id-expression: the C++20 rule that an
	// unknown name or a function followed by '<' is a template name applies.
	nfExpr
	// nfNoArgs: a '<' after the last component is never taken as
	// template arguments (a class-head name parsed by the caller).
	nfNoArgs
	// nfDeclarator: a declarator-id; a qualifier naming a class template
	// with dependent arguments is that template (an out-of-line member
	// definition), not an unknown specialization.
	nfDeclarator
)

// qualifier is where a qualified name's next component is looked up.
type qualifier struct {
	set       bool    // a nested-name-specifier was parsed
	scope     *scope  // scope to search; nil when dependent or unknown
	ent       *entity // the entity of the nested-name-specifier
	dependent bool    // depends on a template parameter (or cannot be resolved)
	// opaque: a typedef of a decltype whose operand names no template
	// parameter (using R = decltype(f());): the parser cannot see its
	// members, which instantiation shows, as a dependent base's (see
	// inheritedMember): R::Storage bits = ...; declares bits (cutlass's
	// FP32BitRepresentation::Storage).
	opaque bool
}

// nameInfo is what the parser learned about a name.
type nameInfo struct {
	ent       *entity // what lookup found; nil when nothing or dependent
	dependent bool    // lookup was deferred (dependent qualifier)
	qualified bool
	args      bool // the last component has template arguments
	depArgs   bool // ... that depend on a template parameter
	qual      qualifier
	memPtr    bool // stopped before ::* (nfMemPtr)
	ok        bool // a name was parsed
	// argsKey is the spelling of the last component's template arguments.
	argsKey string
}

// inheritedMember reports whether the name is a member the parser could
// not find in a class (a specialization whose arguments depend on nothing)
// that has bases depending on its template's parameters: what it denotes
// comes from a base only instantiation shows.
func (n *nameInfo) inheritedMember() bool {
	q := n.qual
	return n.ent == nil && n.dependent && q.set && (q.opaque || !q.dependent && q.scope != nil && q.scope.kind == scClass && q.scope.depBase)
}

// isType reports whether the name denotes a type (or, for a class template
// without arguments, a placeholder for deduction or an injected name).
func (n *nameInfo) isType() bool { return n.ent != nil && n.ent.kind.isType() }

// nameMemo remembers one parse of a name: the parser often reads a name
// speculatively (is it a type?) and then again for real at the same place.
type nameMemo struct {
	i     int
	pos   source.Pos
	flags nameFlags
	// anyFlags is set when the parse would have been the same under any
	// flags (see flagFree): the speculative and the real parse of a name
	// often differ in flags only.
	anyFlags bool
	scope    *scope
	gen      uint64
	end      state
	dep      int
	name     *ast.Name
	info     nameInfo
}

// parseName parses a possibly qualified name starting at the current token
// (an identifier, '::', 'decltype' followed by '::', 'operator' or '~').
// A parse at the same place, with the same flags, scope and declarations,
// is answered from the memo.
func (p *parser) parseName(flags nameFlags) (*ast.Name, nameInfo) {
	for k := range p.memo {
		m := &p.memo[k]
		if m.name != nil && m.i == p.i && m.pos == p.tok.Pos && (m.flags == flags || m.anyFlags) && m.scope == p.scope && m.gen == p.declGen {
			p.i, p.tok, p.kw = m.end.i, m.end.tok, m.end.kw
			p.depCount += m.dep
			return m.name, m.info
		}
	}
	start, pos, gen, dep, failed := p.i, p.tok.Pos, p.declGen, p.depCount, p.failed
	name, info := p.parseNameUncached(flags)
	// Only a parse made while speculating is worth remembering: it is the
	// one a rewind makes the parser read again (on thrust + cub, 97% of
	// the memo's hits; each entry costs a copy of some 200 bytes).
	if p.spec > 0 && !p.failed && !failed && p.declGen == gen && !p.stopped {
		m := &p.memo[p.memoNext%len(p.memo)]
		p.memoNext++
		*m = nameMemo{i: start, pos: pos, flags: flags, anyFlags: p.flagFree(name), scope: p.scope, gen: gen,
			end: p.mark(), dep: p.depCount - dep, name: name, info: info}
	}
	return name, info
}

// flagFree reports whether name, just parsed, is one the flags could not
// have changed: a lone identifier (no leading ::, no template arguments)
// followed by neither '<' nor '::'. The flags only decide what comes after
// a component (template arguments, a qualifier, ::*) or admit operator and
// destructor names, none of which such a name has met.
func (p *parser) flagFree(name *ast.Name) bool {
	if name.Global || len(name.Parts) != 1 {
		return false
	}
	part := &name.Parts[0]
	return part.Kind == ast.NameIdent && !part.HasArgs() && p.tok.Kind != token.Less && p.tok.Kind != token.ColonColon
}

// parseNameUncached is parseName without the memo.
func (p *parser) parseNameUncached(flags nameFlags) (*ast.Name, nameInfo) {
	name := p.newName()
	name.At = p.tok.Pos
	// Components are collected on a stack shared by nested calls (template
	// arguments hold names too) and copied out once complete.
	base := len(p.partStack)
	defer func() {
		name.Parts = p.keepParts(p.partStack[base:])
		p.partStack = p.partStack[:base]
	}()
	var info nameInfo
	var q qualifier
	if p.tok.Kind == token.ColonColon {
		name.Global = true
		q = qualifier{set: true, scope: p.global, ent: p.global.ent}
		p.next()
	} else if p.kw == kwDecltype {
		// decltype(e)::name
		at := p.tok.Pos
		e := p.parseDecltypeOperand()
		p.partStack = append(p.partStack, ast.NamePart{At: at, Kind: ast.NameDecltype, Special: &ast.NameSpecial{Decl: e}})
		if p.tok.Kind != token.ColonColon {
			info.ok = true
			return name, info
		}
		p.next()
		q = qualifier{set: true, dependent: true}
		p.depCount++
	}
	for {
		templ := false
		if q.set && p.kw == kwTemplate {
			templ = true
			p.next()
		}
		switch {
		case p.tok.Kind == token.Ident && p.kw == kwNone:
			part := ast.NamePart{At: p.tok.Pos, Kind: ast.NameIdent, Ident: p.tok.Text, Template: templ}
			ent, dep := p.resolve(q, p.tok.Text)
			if !q.set && ent != nil && ent.kind != entNamespace && !ent.kind.isType() && p.peekKind(1) == token.ColonColon {
				ent = p.lookupNested(p.tok.Text) // not a variable or function: see lookupNested
			}
			p.next()
			depArgs := false
			argsStart := p.i
			if p.tok.Kind == token.Less && flags&nfNoArgs == 0 && p.takesTemplateArgs(ent, dep, q, templ, flags) {
				before := p.depCount
				p.setArgs(&part, p.parseTemplateArgs())
				depArgs = p.depCount != before
			}
			argsEnd := p.i
			if p.tok.Kind == token.ColonColon {
				if flags&nfMemPtr != 0 && p.peekKind(1) == token.Star {
					p.partStack = append(p.partStack, part)
					info.ent, info.dependent, info.qualified, info.args, info.depArgs, info.qual = ent, dep, q.set, part.HasArgs(), depArgs, q
					info.memPtr, info.ok = true, true
					return name, info
				}
				if ent != nil && ent.kind == entClassTemplate && part.HasArgs() && len(ent.specs()) > 0 {
					// An explicit or partial specialization spelled the same
					// way: its members, not the primary template's.
					if sp := ent.specFor(p.tokenText(argsStart, argsEnd)); sp != nil {
						p.partStack = append(p.partStack, part)
						q = qualifier{set: true, scope: sp.members, ent: sp}
						p.next()
						continue
					}
				}
				if flags&nfDeclarator != 0 && ent != nil && ent.kind == entClassTemplate && ent.members != nil {
					depArgs = false
				}
				if ent == nil && !dep && (q.set && q.scope != nil && q.scope.kind == scNamespace || !q.set && p.templDepth == 0) {
					// Nothing by that name: it cannot be a class or namespace.
					p.errorAt(part.At, diag.ErrNotClassOrNamespace, "name followed by \"::\" must be a class or namespace name")
				}
				if nq, ok := p.qualifierFor(ent, dep, part.HasArgs(), depArgs); ok {
					p.partStack = append(p.partStack, part)
					q = nq
					p.next()
					continue
				}
				p.errorAt(part.At, diag.ErrNotClassOrNamespace, "name followed by \"::\" must be a class or namespace name")
				p.next()
				q = qualifier{set: true, dependent: true}
				p.partStack = append(p.partStack, part)
				continue
			}
			p.partStack = append(p.partStack, part)
			info.ent, info.dependent, info.qualified, info.args, info.depArgs, info.qual = ent, dep, q.set, part.HasArgs(), depArgs, q
			info.ok = true
			if part.HasArgs() && flags&nfDeclarator != 0 {
				info.argsKey = p.tokenText(argsStart, argsEnd)
			}
			return name, info
		case p.kw == kwOperator && flags&nfOperator != 0:
			part := p.parseOperatorName()
			part.Template = templ
			key := operatorKey(&part)
			ent, dep := p.resolve(q, key)
			if p.tok.Kind == token.Less && part.Kind != ast.NameConversion && (templ || ent != nil && ent.kind.isTemplate()) {
				p.setArgs(&part, p.parseTemplateArgs())
			}
			p.partStack = append(p.partStack, part)
			info.ent, info.dependent, info.qualified, info.qual, info.ok = ent, dep, q.set, q, true
			return name, info
		case p.tok.Kind == token.Tilde && flags&nfDtor != 0:
			at := p.tok.Pos
			p.next()
			part := ast.NamePart{At: at, Kind: ast.NameDestructor}
			switch {
			case p.kw == kwDecltype:
				part.Special = &ast.NameSpecial{Decl: p.parseDecltypeOperand()}
			case p.tok.Kind == token.Ident && p.kw == kwNone:
				part.Ident = p.tok.Text
				ent, dep := p.resolve(q, p.tok.Text)
				p.next()
				if p.tok.Kind == token.Less && (ent != nil && ent.kind.isTemplate() || dep) {
					p.setArgs(&part, p.parseTemplateArgs())
				}
			default:
				p.errorExpected(token.Ident)
			}
			p.partStack = append(p.partStack, part)
			info.qualified, info.qual, info.ok = q.set, q, true
			return name, info
		default:
			if q.set || templ {
				p.errorExpected(token.Ident)
			}
			// A name needs a component: `::` alone names nothing.
			info.qualified, info.qual, info.ok = q.set, q, len(p.partStack) > base
			return name, info
		}
	}
}

// resolve looks name up after qualifier q (or unqualified).
func (p *parser) resolve(q qualifier, name string) (*entity, bool) {
	if !q.set {
		e := p.lookup(name)
		p.noteDependent(e)
		return e, false
	}
	if q.dependent || q.scope == nil {
		return nil, true
	}
	e := p.lookupIn(q.scope, name)
	if e == nil && q.ent != nil && q.ent.kind == entClassTemplate {
		for _, s := range q.ent.specs() {
			if s.members != nil {
				if e = p.lookupIn(s.members, name); e != nil {
					break
				}
			}
		}
	}
	if e == nil && q.scope.kind == scClass && q.scope.depBase {
		return nil, true
	}
	p.noteDependent(e)
	return e, false
}

// noteDependent counts a name that refers to a template parameter or to
// something declared with a dependent type.
func (p *parser) noteDependent(e *entity) {
	if e == nil {
		return
	}
	switch e.kind {
	case entTypeParam, entNonTypeParam, entTemplateTemplateParam:
		p.depCount++
	default:
		if e.dependent {
			p.depCount++
		}
	}
}

// qualifierFor turns the entity of a component followed by '::' into the
// scope to look the next component up in. ok is false when the entity
// cannot qualify a name (a variable, a function).
func (p *parser) qualifierFor(ent *entity, dep, hasArgs, depArgs bool) (qualifier, bool) {
	if ent == nil {
		// Dependent, or a name we could not find: what follows is looked up
		// at instantiation, so it is not a type or template unless the
		// program says so with typename or template.
		if !dep {
			p.depCount++
		}
		return qualifier{set: true, dependent: true}, true
	}
	switch ent.kind {
	case entNamespace:
		return qualifier{set: true, scope: ent.members, ent: ent}, true
	case entClass, entEnum:
		if ent.members == nil {
			if pr := ent.primary(); pr != nil && pr.members != nil {
				return qualifier{set: true, scope: pr.members, ent: pr}, true
			}
			return qualifier{set: true, dependent: true}, true
		}
		return qualifier{set: true, scope: ent.members, ent: ent}, true
	case entClassTemplate:
		if !depArgs && ent.members == nil {
			// Only specializations are defined: look in them.
			for _, s := range ent.specs() {
				if s.members != nil {
					return qualifier{set: true, scope: s.members, ent: ent}, true
				}
			}
		}
		if depArgs && !p.isCurrentInstantiation(ent) || ent.members == nil {
			p.depCount++
			return qualifier{set: true, dependent: true}, true
		}
		return qualifier{set: true, scope: ent.members, ent: ent}, true
	case entTypedef, entAliasTemplate:
		if ent.dependent || depArgs {
			p.depCount++
			return qualifier{set: true, dependent: true, opaque: ent.opaque && !depArgs}, true
		}
		if t := ent.target; t != nil && t != ent {
			return p.qualifierFor(t, false, false, false)
		}
		return qualifier{set: true, dependent: true}, true
	case entTypeParam, entTemplateTemplateParam:
		p.depCount++
		return qualifier{set: true, dependent: true}, true
	}
	return qualifier{}, false
}

// takesTemplateArgs decides whether the '<' after a name opens a template
// argument list ([temp.names]).
func (p *parser) takesTemplateArgs(ent *entity, dep bool, q qualifier, templ bool, flags nameFlags) bool {
	if templ {
		return true
	}
	if ent != nil {
		if ent.kind.isTemplate() {
			return true
		}
		// C++20 (P0846): an unqualified name that finds functions.
		return p.cxx20 && flags&nfExpr != 0 && !q.set && ent.kind == entFunc
	}
	// C++20: an unqualified name that finds nothing is a template name
	// when followed by '<'.
	return p.cxx20 && flags&nfExpr != 0 && !q.set && !dep
}

// parseTemplateArgs parses <args> starting at '<'.
func (p *parser) parseTemplateArgs() []ast.TemplateArg {
	p.next()
	saved := p.noGreater
	p.noGreater = true
	base := p.slab.targList.mark()
	if !p.atGreater() {
		for !p.failed {
			arg := p.parseTemplateArg()
			if p.tok.Kind == token.Ellipsis {
				arg.Pack = true
				p.next()
			}
			p.slab.targList.push(arg)
			if !p.got(token.Comma) {
				break
			}
		}
	}
	args := p.slab.targList.keep(base)
	p.noGreater = saved
	if !p.splitGreater() {
		p.errorAt(p.tok.Pos, diag.ErrExpectedGreater, `expected a ">"`)
	}
	return args
}

// parseTemplateArg parses one template argument: a type-id when it can be
// one, an expression otherwise ([temp.arg]/2).
func (p *parser) parseTemplateArg() ast.TemplateArg {
	if isTypeSpecKw(p.kw) && p.kw != kwDecltype && p.kw != kwTypeof {
		// A type keyword cannot begin an expression here unless a
		// functional cast follows it.
		if k := p.peekKind(1); k != token.LParen && k != token.LBrace {
			return ast.TemplateArg{Type: p.parseTypeID()}
		}
	}
	if (p.tok.Kind == token.Ident && p.kw == kwNone || p.tok.Kind == token.ColonColon) && p.mayStartTypeID() {
		// Read the name once: a type goes on as a type-id, anything else
		// is the start of an expression.
		s := p.mark()
		at := p.tok.Pos
		var name *ast.Name
		var ni nameInfo
		if p.speculate(func() bool { name, ni = p.parseName(nfExpr | nfOperator | nfDtor); return ni.ok }) &&
			!ni.isType() && !(ni.ent != nil && ni.ent.kind == entConcept) && !(ni.ent == nil && ni.qualified) {
			x := p.parsePostfixOps(p.idExprFrom(at, name, ni))
			return ast.TemplateArg{Expr: p.condExprFrom(x)}
		}
		p.reset(s)
	}
	if p.mayStartTypeID() {
		var t *ast.TypeID
		if p.speculate(func() bool {
			t = p.parseTypeID()
			return p.tok.Kind == token.Comma || p.tok.Kind == token.Ellipsis || p.atGreater()
		}) {
			return ast.TemplateArg{Type: t}
		}
	}
	return ast.TemplateArg{Expr: p.parseCondExpr()}
}

// parseOperatorName parses operator-function-id, conversion-function-id or
// literal-operator-id at 'operator'.
func (p *parser) parseOperatorName() ast.NamePart {
	part := ast.NamePart{At: p.tok.Pos, Kind: ast.NameOperator}
	p.next()
	switch {
	case p.kw == kwNew || p.kw == kwDelete:
		arr := p.tok.Kind == token.Ident && p.peekKind(1) == token.LBrack && p.peekKind(2) == token.RBrack
		isNew := p.kw == kwNew
		p.next()
		if arr {
			p.next()
			p.next()
		}
		switch {
		case isNew && arr:
			part.OpKw = ast.OpNewArray
		case isNew:
			part.OpKw = ast.OpNew
		case arr:
			part.OpKw = ast.OpDeleteArray
		default:
			part.OpKw = ast.OpDelete
		}
	case p.kw == kwCoAwait:
		p.next()
		part.OpKw = ast.OpCoAwait
	case p.tok.Kind == token.LParen && p.peekKind(1) == token.RParen:
		p.next()
		p.next()
		part.OpKw = ast.OpCall
	case p.tok.Kind == token.LBrack && p.peekKind(1) == token.RBrack:
		p.next()
		p.next()
		part.OpKw = ast.OpSubscript
	case p.tok.Kind == token.String:
		// operator "" _x, or operator ""_x (one token)
		part.Kind = ast.NameLiteral
		text := p.tok.Text
		p.next()
		if len(text) > 2 && text[:2] == `""` {
			part.Ident = text[2:]
		} else if p.tok.Kind == token.Ident {
			part.Ident = p.tok.Text
			p.next()
		} else {
			p.errorExpected(token.Ident)
		}
	case p.tok.Kind.IsPunct() && p.tok.Kind != token.LParen && p.tok.Kind != token.LBrack &&
		p.tok.Kind != token.LBrace && p.tok.Kind != token.Semi && p.tok.Kind != token.RParen &&
		p.tok.Kind != token.ColonColon: // operator ::std::pair<A, B>() converts to a qualified type
		part.Op = p.tok.Kind
		p.next()
	default:
		// conversion-function-id
		part.Kind = ast.NameConversion
		part.Special = &ast.NameSpecial{Conv: p.parseConversionType()}
	}
	return part
}

// operatorKey is the lookup key of an operator name.
func operatorKey(part *ast.NamePart) string {
	switch part.Kind {
	case ast.NameOperator:
		if part.OpKw != ast.OpNone {
			return "operator " + [...]string{"", "new", "delete", "new[]", "delete[]", "()", "[]", "co_await"}[part.OpKw]
		}
		return "operator" + part.Op.String()
	case ast.NameConversion:
		return "operator conversion"
	case ast.NameLiteral:
		return `operator""` + part.Ident
	}
	return ""
}

// partKey is the name a declarator-id declares.
func partKey(part *ast.NamePart) string {
	if part.Kind == ast.NameIdent {
		return part.Ident
	}
	return operatorKey(part)
}

// parseDecltypeOperand parses decltype(expr) at 'decltype' and returns the
// operand (nil for decltype(auto)).
func (p *parser) parseDecltypeOperand() ast.Expr {
	p.next()
	if !p.expect(token.LParen) {
		return &ast.BadExpr{At: p.tok.Pos}
	}
	saved := p.noGreater
	p.noGreater = false
	var e ast.Expr
	if p.kw == kwAuto && p.peekKind(1) == token.RParen {
		p.next()
	} else {
		e = p.parseExpr()
	}
	p.noGreater = saved
	p.expect(token.RParen)
	return e
}

// tokenText joins the spellings of toks[start:end] with spaces.
func (p *parser) tokenText(start, end int) string {
	if start < 0 || end > len(p.toks) || start >= end {
		return ""
	}
	n := 0
	for _, t := range p.toks[start:end] {
		n += len(t.Text) + 1
	}
	b := make([]byte, 0, n)
	for _, t := range p.toks[start:end] {
		b = append(b, t.Text...)
		b = append(b, ' ')
	}
	return string(b)
}

// specFor returns the specialization of class template e whose arguments
// are spelled key.
func (e *entity) specFor(key string) *entity {
	if key == "" {
		return nil
	}
	for _, s := range e.specs() {
		if s.specKey() == key && s.members != nil {
			return s
		}
	}
	return nil
}
