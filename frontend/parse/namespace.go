package parse

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// anonKey is the scope key of an unnamed namespace.
const anonKey = "<anonymous namespace>"

// parseNamespace parses a namespace definition or namespace alias.
func (p *parser) parseNamespace(ctx declCtx) ast.Decl {
	at := p.tok.Pos
	inline := p.gotKw(kwInline)
	p.next() // namespace
	nd := &ast.NamespaceDecl{At: at}
	nd.Attrs, _ = p.parseAttrs()
	if p.tok.Kind == token.Ident && p.kw == kwNone && p.peekKind(1) == token.Assign {
		a := &ast.NamespaceAlias{At: at, Name: p.tok.Text}
		p.next()
		p.next()
		name, ni := p.parseName(0)
		a.Target = name
		if ni.ent != nil && ni.ent.kind == entNamespace {
			p.bind(p.declScope(), a.Name, ni.ent)
		} else if !ni.dependent {
			p.errorAt(name.At, diag.ErrParse, "%q is not a namespace", name.String())
		}
		p.expectSemi()
		return a
	}
	if ctx == ctxClass {
		p.errorAt(at, diag.ErrParse, "a namespace cannot be defined in a class")
	}
	saved := p.scope
	first := true
	for p.tok.Kind == token.Ident && !p.failed {
		in := inline && first
		if !first && p.kw == kwInline {
			in = true
			p.next()
		}
		if p.tok.Kind != token.Ident || p.kw != kwNone {
			break
		}
		nd.Names = append(nd.Names, p.tok.Text)
		nd.Inline = append(nd.Inline, in)
		p.openNamespace(p.tok.Text, in)
		p.next()
		first = false
		if !p.got(token.ColonColon) {
			break
		}
	}
	if len(nd.Names) == 0 {
		p.openNamespace("", inline)
	}
	if a, _ := p.parseAttrs(); len(a) > 0 {
		nd.Attrs = append(nd.Attrs, a...)
	}
	if !p.expect(token.LBrace) {
		p.scope = saved
		p.skipTo(true)
		return nd
	}
	nd.Decls = p.parseDeclSeq(ctxNamespace)
	nd.End = p.tok.Pos
	p.expect(token.RBrace)
	p.scope = saved
	return nd
}

// openNamespace enters (creating on first use) the namespace name in the
// current namespace; "" is the unnamed namespace.
func (p *parser) openNamespace(name string, inline bool) {
	parent := p.declScope()
	key := name
	if key == "" {
		key = anonKey
	}
	e := parent.get(key)
	if e == nil || e.kind != entNamespace || e.members == nil {
		e = &entity{name: name, kind: entNamespace}
		e.members = p.newScope(scNamespace, parent, e)
		p.set(parent, key, e)
		if inline || name == "" {
			parent.linked().inline = append(parent.inline(), e.members)
			p.declGen++
		}
	} else if inline && !containsScope(parent.inline(), e.members) {
		parent.linked().inline = append(parent.inline(), e.members)
		p.declGen++
	}
	p.scope = e.members
}

func containsScope(list []*scope, s *scope) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// parseUsing parses a using-directive, using-declaration, using-enum or
// alias-declaration.
func (p *parser) parseUsing(ctx declCtx, flags dsFlags) ast.Decl {
	at := p.tok.Pos
	p.next()
	s := p.declScope()
	switch {
	case p.kw == kwNamespace:
		p.next()
		u := &ast.UsingDirective{At: at}
		name, ni := p.parseName(0)
		u.Name = name
		u.Attrs, _ = p.parseAttrs()
		if ni.ent != nil && ni.ent.kind == entNamespace {
			if !containsScope(s.using(), ni.ent.members) {
				s.linked().using = append(s.using(), ni.ent.members)
				p.declGen++
			}
		} else if !ni.dependent {
			p.errorAt(name.At, diag.ErrParse, "%q is not a namespace", name.String())
		}
		p.expectSemi()
		return u
	case p.kw == kwEnum:
		p.next()
		u := &ast.UsingEnum{At: at}
		name, ni := p.parseName(0)
		u.Name = name
		if ni.ent != nil && ni.ent.members != nil {
			ni.ent.members.each(func(n string, e *entity) { p.set(s, n, e) })
		}
		p.expectSemi()
		return u
	case p.tok.Kind == token.Ident && p.kw == kwNone && (p.peekKind(1) == token.Assign || p.atAttrAfterIdent()):
		a := &ast.AliasDecl{At: at, Name: p.tok.Text}
		p.next()
		a.Attrs, _ = p.parseAttrs()
		p.expect(token.Assign)
		sg := p.noGreater
		p.noGreater = false
		t := put(&p.slab.typeIDs, ast.TypeID{At: p.tok.Pos})
		spec, info := p.parseDeclSpec(dsTypeOnly | dsTypeRequired)
		if spec.Kind == ast.TypeNone && spec.CV == 0 {
			p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
		}
		t.Spec = spec
		t.Decl = p.parseDeclarator(dcAbstract)
		a.Type = t
		p.noGreater = sg
		k := entTypedef
		if flags&dsTemplated != 0 {
			k = entAliasTemplate
		}
		e := p.declare(s, a.Name, k)
		p.setTypedefTarget(e, info, t.Decl)
		p.expectSemi()
		return a
	}
	u := &ast.UsingDecl{At: at}
	for !p.failed {
		tn := p.gotKw(kwTypename)
		name, ni := p.parseName(nfOperator | nfDtor)
		if !ni.ok {
			p.errorExpected(token.Ident)
			p.skipTo(false)
			return u
		}
		pack := p.got(token.Ellipsis)
		u.Names = append(u.Names, name)
		u.Typename = append(u.Typename, tn)
		u.Pack = append(u.Pack, pack)
		p.declareUsing(s, name, ni, tn)
		if !p.got(token.Comma) {
			break
		}
	}
	p.expectSemi()
	return u
}

// atAttrAfterIdent reports whether `using X [[attr]] =` or
// `using X __attribute__((…)) =` starts here.
func (p *parser) atAttrAfterIdent() bool {
	t, k := p.peek(1)
	return k == kwAttribute || t.Kind == token.LBrack && p.peekKind(2) == token.LBrack
}

// declareUsing makes a using-declaration's name visible in s.
func (p *parser) declareUsing(s *scope, name *ast.Name, ni nameInfo, typename bool) {
	last := name.Last()
	key := partKey(last)
	if key == "" || last.Kind == ast.NameDestructor {
		return
	}
	if len(name.Parts) >= 2 {
		prev := name.Parts[len(name.Parts)-2]
		if prev.Kind == ast.NameIdent && prev.Ident == key {
			return // inheriting constructors
		}
	}
	if ni.ent != nil {
		if ni.ent.tag != nil && s.get(key) == nil {
			p.set(s, key, ni.ent)
			return
		}
		p.bind(s, key, ni.ent)
		return
	}
	k := entVar
	if typename {
		k = entTypedef
	} else if strings.HasPrefix(key, "operator") {
		k = entFunc
	}
	e := p.declare(s, key, k)
	e.dependent = true
}

// parseLinkageSpec parses extern "C" { … } or extern "C" declaration.
func (p *parser) parseLinkageSpec(ctx declCtx) ast.Decl {
	ls := &ast.LinkageSpec{At: p.tok.Pos}
	p.next()
	lit := p.tok.Text
	ls.Lang = strings.Trim(lit, `"`)
	p.next()
	if p.tok.Kind == token.LBrace {
		ls.Braced = true
		p.next()
		ls.Decls = p.parseDeclSeq(ctx)
		ls.End = p.tok.Pos
		p.expect(token.RBrace)
		return ls
	}
	ls.Decls = []ast.Decl{p.parseDeclaration(ctx, 0)}
	return ls
}

// parseStaticAssert parses static_assert(cond[, message]);.
func (p *parser) parseStaticAssert() ast.Decl {
	sa := &ast.StaticAssert{At: p.tok.Pos}
	p.next()
	if !p.expect(token.LParen) {
		p.skipTo(false)
		return sa
	}
	sg := p.noGreater
	p.noGreater = false
	sa.Cond = p.parseAssignExpr()
	if p.got(token.Comma) {
		if p.tok.Kind == token.String {
			sa.Msg = p.parseAssignExpr()
		} else {
			// Up to C++23 the message is a string literal, nothing else.
			p.errorAt(p.tok.Pos, diag.ErrExpectedString, "expected a string literal")
			p.skipToRParen()
		}
	}
	p.noGreater = sg
	p.expect(token.RParen)
	p.expectSemi()
	return sa
}
