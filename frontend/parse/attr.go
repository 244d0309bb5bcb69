package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/token"
)

// atAttr reports whether an attribute of any syntax starts here.
func (p *parser) atAttr() bool {
	switch p.kw {
	case kwAttribute, kwAlignas, kwDeclspec, kwCUDALocation, kwCUDASpace:
		return true
	}
	return p.atCXX11Attr()
}

// atCXX11Attr reports whether '[[' starts here.
func (p *parser) atCXX11Attr() bool {
	return p.tok.Kind == token.LBrack && p.peekKind(1) == token.LBrack
}

// parseAttrs parses a sequence of attributes of any syntax and returns them
// with the CUDA execution and memory spaces they name.
func (p *parser) parseAttrs() ([]*ast.Attribute, ast.CUDAAttr) {
	var attrs []*ast.Attribute
	var cuda ast.CUDAAttr
	for !p.failed {
		switch {
		case p.kw == kwAttribute:
			attrs = p.parseGNUAttr(attrs, &cuda)
		case p.kw == kwAlignas:
			attrs = append(attrs, p.parseAlignas())
		case p.kw == kwDeclspec:
			a := put(&p.slab.attrs, ast.Attribute{At: p.tok.Pos, Syntax: ast.AttrDeclspec, Name: "__declspec"})
			p.next()
			p.rawArgs(a)
			attrs = append(attrs, a)
		case p.kw == kwCUDALocation:
			a := put(&p.slab.attrs, ast.Attribute{At: p.tok.Pos, Syntax: ast.AttrCUDA})
			p.next()
			if p.expect(token.LParen) {
				if p.tok.Kind == token.Ident {
					a.Name = p.tok.Text
					cuda |= ast.CUDAAttrOf(a.Name)
					p.next()
				}
				if p.tok.Kind == token.LParen {
					p.rawArgs(a)
				}
				p.expect(token.RParen)
			}
			attrs = append(attrs, a)
		case p.kw == kwCUDASpace:
			a := put(&p.slab.attrs, ast.Attribute{At: p.tok.Pos, Syntax: ast.AttrCUDA, Name: p.tok.Text})
			cuda |= ast.CUDAAttrOf(a.Name)
			p.next()
			if p.tok.Kind == token.LParen && launchAttr(a.Name) {
				p.launchArgs(a)
			}
			attrs = append(attrs, a)
		case p.atCXX11Attr():
			attrs = p.parseCXX11Attr(attrs)
		default:
			return attrs, cuda
		}
	}
	return attrs, cuda
}

// parseGNUAttr parses __attribute__((a, b(args), …)).
func (p *parser) parseGNUAttr(attrs []*ast.Attribute, cuda *ast.CUDAAttr) []*ast.Attribute {
	p.next()
	if !p.expect(token.LParen) || !p.expect(token.LParen) {
		p.skipTo(false)
		return attrs
	}
	for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF && !p.failed {
		if p.tok.Kind == token.Comma {
			p.next()
			continue
		}
		if p.tok.Kind != token.Ident {
			p.errorExpected(token.Ident)
			break
		}
		a := put(&p.slab.attrs, ast.Attribute{At: p.tok.Pos, Syntax: ast.AttrGNU, Name: p.tok.Text})
		*cuda |= ast.CUDAAttrOf(a.Name)
		p.next()
		switch {
		case p.tok.Kind == token.LParen && launchAttr(a.Name):
			p.launchArgs(a)
		case p.tok.Kind == token.LParen:
			p.rawArgs(a)
		}
		attrs = append(attrs, a)
	}
	p.expect(token.RParen)
	p.expect(token.RParen)
	return attrs
}

// parseCXX11Attr parses [[using ns: a, ns::b(args), c...]].
func (p *parser) parseCXX11Attr(attrs []*ast.Attribute) []*ast.Attribute {
	p.next()
	p.next()
	using := ""
	if p.kw == kwUsing {
		p.next()
		if p.tok.Kind == token.Ident {
			using = p.tok.Text
			p.next()
		}
		p.expect(token.Colon)
	}
	for p.tok.Kind != token.RBrack && p.tok.Kind != token.EOF && !p.failed {
		if p.tok.Kind == token.Comma {
			p.next()
			continue
		}
		if p.tok.Kind != token.Ident {
			p.errorExpected(token.Ident)
			break
		}
		a := put(&p.slab.attrs, ast.Attribute{At: p.tok.Pos, Syntax: ast.AttrCXX11, Scope: using, Name: p.tok.Text})
		p.next()
		if p.tok.Kind == token.ColonColon {
			p.next()
			if p.tok.Kind == token.Ident {
				a.Scope, a.Name = a.Name, p.tok.Text
				p.next()
			} else {
				p.errorExpected(token.Ident)
			}
		}
		if p.tok.Kind == token.LParen {
			p.rawArgs(a)
		}
		if p.got(token.Ellipsis) {
			a.Pack = true
		}
		attrs = append(attrs, a)
	}
	if p.expect(token.RBrack) {
		p.expect(token.RBrack)
	}
	return attrs
}

// parseAlignas parses alignas(type-id or expression[...]).
func (p *parser) parseAlignas() *ast.Attribute {
	a := put(&p.slab.attrs, ast.Attribute{At: p.tok.Pos, Syntax: ast.AttrAlignas, Name: "alignas", HasArgs: true})
	p.next()
	if !p.expect(token.LParen) {
		return a
	}
	saved := p.noGreater
	p.noGreater = false
	arg := p.parseTypeOrExpr(func() bool { return p.tok.Kind == token.RParen || p.tok.Kind == token.Ellipsis })
	if arg.Type != nil {
		a.Type = arg.Type
	} else {
		a.Args = []ast.Expr{arg.Expr}
	}
	if p.got(token.Ellipsis) {
		a.Pack = true
	}
	p.noGreater = saved
	p.expect(token.RParen)
	return a
}

// launchAttr reports the CUDA launch attributes, whose arguments are
// constant expressions (crt/host_defines.h spells __launch_bounds__(...)
// as __attribute__((launch_bounds(...)))).
func launchAttr(name string) bool {
	switch name {
	case "launch_bounds", "__launch_bounds__", "cluster_dims", "__cluster_dims__", "maxnreg", "__maxnreg__":
		return true
	}
	return false
}

// launchArgs parses the parenthesized arguments of a CUDA launch attribute
// as expressions, for sema to evaluate as any constant expression
// (sizeof, calls of constexpr functions, template-ids: CCCL 3's
// BLOCK_THREADS are min(...) of such); arguments that do not parse as
// expressions are kept as raw tokens instead.
func (p *parser) launchArgs(a *ast.Attribute) {
	parsed := p.speculate(func() bool {
		p.next() // (
		saved := p.noGreater
		p.noGreater = false
		args := p.parseExprListUntil(token.RParen)
		p.noGreater = saved
		if p.tok.Kind != token.RParen {
			return false
		}
		p.next()
		a.Args, a.HasArgs = args, true
		return true
	})
	if !parsed {
		a.Args = nil
		p.rawArgs(a)
	}
}

// rawArgs keeps a parenthesized argument list as a balanced token range.
func (p *parser) rawArgs(a *ast.Attribute) {
	a.Raw, a.HasArgs = true, true
	a.RawStart = p.i + 1
	p.skipBalanced()
	a.RawEnd = p.i - 1
}
