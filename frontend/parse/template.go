package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// parseTemplateDecl parses a template declaration, an explicit
// specialization (template<>) or an explicit instantiation (template decl).
func (p *parser) parseTemplateDecl(ctx declCtx, flags dsFlags) ast.Decl {
	at := p.tok.Pos
	p.next()
	if p.tok.Kind != token.Less {
		d := p.parseDeclaration(ctx, (flags|dsInst)&^dsTemplated)
		return &ast.ExplicitInstantiation{At: at, Decl: d}
	}
	if p.peekKind(1) == token.Greater {
		p.next()
		p.next()
		ts := p.pushScope(scTemplate, nil)
		_ = ts
		d := p.parseDeclaration(ctx, (flags|dsExplicitSpec)&^dsTemplated)
		p.popScope()
		return put(&p.slab.templDecls, ast.TemplateDecl{At: at, Explicit: true, Decl: d})
	}
	td := put(&p.slab.templDecls, ast.TemplateDecl{At: at})
	p.pushScope(scTemplate, nil)
	defer p.popScope()
	td.Params = p.parseTemplateParams()
	if p.kw == kwRequires {
		p.next()
		td.Requires = p.parseConstraintExpr()
	}
	switch {
	case p.kw == kwConcept:
		td.Decl = p.parseConcept()
	default:
		td.Decl = p.parseDeclaration(ctx, (flags|dsTemplated)&^(dsExplicitSpec|dsInst))
	}
	return td
}

// parseTemplateParams parses <params> at '<', declaring the parameters in the
// current (template) scope.
func (p *parser) parseTemplateParams() []*ast.TemplateParam {
	p.next()
	sg := p.noGreater
	p.noGreater = true
	var params []*ast.TemplateParam
	for !p.atGreater() && p.tok.Kind != token.EOF && !p.failed {
		params = append(params, p.parseTemplateParam())
		if !p.got(token.Comma) {
			break
		}
	}
	p.noGreater = sg
	if !p.splitGreater() {
		p.errorAt(p.tok.Pos, diag.ErrExpectedGreater, `expected a ">"`)
		p.skipTo(false)
	}
	return params
}

// parseTemplateParam parses one template parameter.
func (p *parser) parseTemplateParam() *ast.TemplateParam {
	tp := put(&p.slab.tparams, ast.TemplateParam{At: p.tok.Pos})
	switch {
	case p.kw == kwTemplate:
		tp.Kind = ast.TParamTemplate
		p.next()
		if p.tok.Kind != token.Less {
			p.errorExpected(token.Less)
			return tp
		}
		p.pushScope(scTemplate, nil)
		x := &ast.TemplateParamExtra{Params: p.parseTemplateParams()}
		tp.Extra = x
		if p.kw == kwRequires {
			p.next()
			x.Requires = p.parseConstraintExpr()
		}
		p.popScope()
		if p.kw != kwClass && p.kw != kwTypename {
			p.errorAt(p.tok.Pos, diag.ErrParse, `expected "class"`)
		} else {
			p.next()
		}
		p.paramNameAndDefault(tp, entTemplateTemplateParam)
		return tp
	case (p.kw == kwClass || p.kw == kwTypename) && p.isTypeParam():
		tp.Kind = ast.TParamType
		p.next()
		p.paramNameAndDefault(tp, entTypeParam)
		return tp
	case p.tok.Kind == token.Ident && p.kw == kwNone || p.tok.Kind == token.ColonColon:
		if c := p.typeConstraint(); c != nil {
			tp.Kind = ast.TParamType
			tp.Extra = &ast.TemplateParamExtra{Constraint: c}
			p.paramNameAndDefault(tp, entTypeParam)
			return tp
		}
	}
	tp.Kind = ast.TParamNonType
	prm := p.newParamDecl(p.tok.Pos)
	spec, _ := p.parseDeclSpec(dsNoDefs)
	if spec.Kind == ast.TypeNone && spec.CV == 0 {
		p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
		p.skipTo(false)
		return tp
	}
	prm.Spec = spec
	prm.Decl = p.parseDeclarator(dcParam)
	tp.Param = prm
	if prm.Decl.Name != nil {
		tp.Name = prm.Decl.Name.Ident()
		p.declare(p.scope, tp.Name, entNonTypeParam)
	}
	tp.Pack = prm.Decl.Pack
	if p.got(token.Assign) {
		e := p.parseCondExpr()
		tp.Default = &ast.TemplateArg{Expr: e}
	}
	return tp
}

// isTypeParam reports whether class/typename at the current token begins a
// type parameter (and not a non-type parameter of a typename-specifier).
func (p *parser) isTypeParam() bool {
	t1, _ := p.peek(1)
	switch t1.Kind {
	case token.Ellipsis, token.Comma, token.Greater, token.Shr, token.Assign, token.GreaterEq:
		return true
	case token.Ident:
		switch p.peekKind(2) {
		case token.Comma, token.Greater, token.Shr, token.Assign, token.GreaterEq:
			return true
		}
	}
	return false
}

// typeConstraint parses `Concept` or `Concept<args>` when the name at the
// current token is a concept followed by a parameter name or '...';
// otherwise it consumes nothing and returns nil.
func (p *parser) typeConstraint() *ast.Name {
	s := p.mark()
	var name *ast.Name
	ok := p.speculate(func() bool {
		var ni nameInfo
		name, ni = p.parseName(0)
		if ni.ent == nil || ni.ent.kind != entConcept {
			return false
		}
		switch p.tok.Kind {
		case token.Ident, token.Ellipsis, token.Comma, token.Greater, token.Shr, token.Assign:
			return true
		}
		return false
	})
	if !ok {
		p.reset(s)
		return nil
	}
	return name
}

// paramNameAndDefault parses [...] [name] [= default] of a type or template
// template parameter.
func (p *parser) paramNameAndDefault(tp *ast.TemplateParam, k entKind) {
	if p.got(token.Ellipsis) {
		tp.Pack = true
	}
	if p.tok.Kind == token.Ident && p.kw == kwNone {
		tp.Name = p.tok.Text
		p.next()
	}
	if tp.Name != "" {
		e := p.declare(p.scope, tp.Name, k)
		e.dependent = true
	}
	if p.got(token.Assign) {
		if k == entTypeParam {
			t := p.parseTypeIDReq()
			tp.Default = &ast.TemplateArg{Type: t}
		} else {
			a := p.parseTemplateArg()
			tp.Default = &a
		}
	}
}

// parseConcept parses `concept Name = constraint-expression;`.
func (p *parser) parseConcept() ast.Decl {
	cd := &ast.ConceptDecl{At: p.tok.Pos}
	p.next()
	if p.tok.Kind != token.Ident {
		p.errorExpected(token.Ident)
		p.skipTo(false)
		return cd
	}
	cd.Name = p.tok.Text
	p.next()
	cd.Attrs, _ = p.parseAttrs()
	p.declare(p.declScope(), cd.Name, entConcept)
	if p.expect(token.Assign) {
		sg := p.noGreater
		p.noGreater = false
		cd.Expr = p.parseCondExpr()
		p.noGreater = sg
	}
	p.expectSemi()
	return cd
}

// parseConstraintExpr parses the constraint-logical-or-expression of a
// requires-clause: primary expressions joined by && and ||.
func (p *parser) parseConstraintExpr() ast.Expr {
	x := p.parseConstraintAnd()
	for p.tok.Kind == token.PipePipe && !p.failed {
		at := p.tok.Pos
		p.next()
		y := p.parseConstraintAnd()
		x = put(&p.slab.binaries, ast.BinaryExpr{At: at, Op: token.PipePipe, X: x, Y: y})
	}
	return x
}

func (p *parser) parseConstraintAnd() ast.Expr {
	x := p.parseConstraintPrimary()
	for p.tok.Kind == token.AmpAmp && !p.failed {
		at := p.tok.Pos
		p.next()
		y := p.parseConstraintPrimary()
		x = put(&p.slab.binaries, ast.BinaryExpr{At: at, Op: token.AmpAmp, X: x, Y: y})
	}
	return x
}

func (p *parser) parseConstraintPrimary() ast.Expr {
	if p.tok.Kind == token.Not {
		// Not valid C++, but a clear message beats a cascade.
		p.errorAt(p.tok.Pos, diag.ErrParse, "a negated constraint must be parenthesized")
		p.next()
	}
	sg := p.noGreater
	p.noGreater = false
	defer func() { p.noGreater = sg }()
	return p.parsePrimary()
}
