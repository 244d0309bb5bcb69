package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// dcFlags say what kind of declarator is parsed.
type dcFlags uint16

const (
	dcAbstract      dcFlags = 1 << iota // no declarator-id (type-id)
	dcParam                             // a parameter: the id is optional
	dcMember                            // a member declarator
	dcInitParen                         // a '(' after the id may be an initializer
	dcConversion                        // conversion-type-id: pointer operators only
	dcNew                               // new-type-id: pointer operators and arrays
	dcDelayDefaults                     // default arguments are parsed when the class is complete
	dcBinding                           // a structured binding may appear (auto [a, b])
)

// declResult is what a declarator tells its caller beyond the syntax.
type declResult struct {
	// params is the scope of the parameters of the function the
	// declarator-id names (nil when it names no function).
	params *scope
	// fn is that function's chunk.
	fn *ast.FuncChunk
	id nameInfo
	// qual is the class or namespace scope of a qualified declarator-id.
	qual *scope
	// defaults lists the default arguments left for later (dcDelayDefaults).
	defaults []delayedDefault
}

// delayedDefault is a default argument kept as tokens until the class is
// complete.
type delayedDefault struct {
	param      *ast.ParamDecl
	start, end int
	scope      *scope
}

// parseDeclarator parses a declarator.
func (p *parser) parseDeclarator(flags dcFlags) *ast.Declarator {
	var r declResult
	return p.parseDeclaratorR(flags, &r)
}

// parseDeclaratorR parses a declarator and fills r.
func (p *parser) parseDeclaratorR(flags dcFlags, r *declResult) *ast.Declarator {
	if flags&dcAbstract != 0 && !p.mayStartAbstractDeclarator() {
		return nil
	}
	d := p.newDeclarator()
	d.At = p.tok.Pos
	saved := p.scope
	p.declaratorLevel(d, flags, r)
	p.scope = saved
	if flags&(dcAbstract|dcConversion|dcNew) == 0 {
		p.declaratorTail(d)
	}
	return d
}

// declaratorTail parses what may follow a declarator: asm("label") and
// attributes.
func (p *parser) declaratorTail(d *ast.Declarator) {
	for !p.failed {
		switch {
		case p.kw == kwAsm:
			at := p.tok.Pos
			p.next()
			if p.expect(token.LParen) {
				p.extra(d).AsmLabel = p.parseStringLit()
				p.expect(token.RParen)
			} else {
				p.extra(d).AsmLabel = &ast.BadExpr{At: at}
			}
		case p.atAttr():
			attrs, _ := p.parseAttrs()
			if len(attrs) > 0 {
				x := p.extra(d)
				x.Attrs = append(x.Attrs, attrs...)
			}
		default:
			return
		}
	}
}

// declaratorLevel parses ptr-operators, then a declarator-id or a
// parenthesized declarator, then array and function suffixes. It appends
// chunks innermost first.
func (p *parser) declaratorLevel(d *ast.Declarator, flags dcFlags, r *declResult) {
	var ptrs []ast.Chunk
	for !p.failed {
		c := ast.Chunk{At: p.tok.Pos}
		switch p.tok.Kind {
		case token.Star:
			c.Kind = ast.ChunkPointer
		case token.Amp:
			c.Kind = ast.ChunkLRef
		case token.AmpAmp:
			c.Kind = ast.ChunkRRef
		case token.Ident, token.ColonColon:
			if !p.atMemberPointer() {
				goto noptr
			}
			name, _ := p.parseName(nfMemPtr)
			p.next() // ::
			c.Kind, chunkExtra(&c).Class = ast.ChunkMemberPointer, name
		default:
			goto noptr
		}
		p.next()
		if a, _ := p.parseAttrs(); len(a) > 0 {
			chunkExtra(&c).Attrs = a
		}
		for p.kw == kwConst || p.kw == kwVolatile || p.kw == kwRestrict {
			c.CV |= cvBit(p.kw)
			p.next()
		}
		if a, _ := p.parseAttrs(); len(a) > 0 {
			x := chunkExtra(&c)
			x.Attrs = append(x.Attrs, a...)
		}
		ptrs = append(ptrs, c)
	}
noptr:
	if flags&(dcConversion) != 0 {
		appendReversed(d, ptrs)
		return
	}
	switch {
	case p.tok.Kind == token.LParen && flags&dcNew == 0 && p.parenIsNestedDeclarator(flags):
		p.next()
		p.declaratorLevel(d, flags, r)
		p.expect(token.RParen)
	case p.tok.Kind == token.Ellipsis && flags&(dcNew) == 0:
		d.Pack = true
		p.next()
		if flags&dcAbstract == 0 && p.startsDeclaratorID() {
			p.declaratorID(d, r)
		}
	case flags&dcBinding != 0 && p.tok.Kind == token.LBrack && !p.atCXX11Attr() && len(ptrs) <= 1:
		p.parseBinding(d)
		appendReversed(d, ptrs)
		return
	case flags&(dcAbstract|dcNew) == 0 && p.startsDeclaratorID():
		p.declaratorID(d, r)
	}
	for !p.failed {
		switch {
		case p.tok.Kind == token.LBrack && !p.atCXX11Attr():
			c := ast.Chunk{At: p.tok.Pos, Kind: ast.ChunkArray}
			p.next()
			if p.tok.Kind != token.RBrack {
				saved := p.noGreater
				p.noGreater = false
				chunkExtra(&c).Size = p.parseExpr()
				p.noGreater = saved
			}
			p.expect(token.RBrack)
			if a, _ := p.parseAttrs(); len(a) > 0 {
				chunkExtra(&c).Attrs = a
			}
			d.Chunks = append(d.Chunks, c)
		case p.tok.Kind == token.LParen && flags&dcNew == 0:
			c := ast.Chunk{At: p.tok.Pos, Kind: ast.ChunkFunction}
			var fc *ast.FuncChunk
			var ps *scope
			if flags&dcInitParen != 0 && d.Name != nil {
				var params bool
				if params, fc, ps = p.parenIsParams(flags); !params {
					appendReversed(d, ptrs)
					return
				}
			}
			first := len(d.Chunks) == 0 && d.Name != nil
			if fc == nil {
				fc, ps = p.parseFunctionSuffix(flags, r, first)
			}
			c.Func = fc
			if first && r.params == nil {
				r.params, r.fn = ps, fc
			}
			d.Chunks = append(d.Chunks, c)
		default:
			appendReversed(d, ptrs)
			return
		}
	}
	appendReversed(d, ptrs)
}

func appendReversed(d *ast.Declarator, ptrs []ast.Chunk) {
	for i := len(ptrs) - 1; i >= 0; i-- {
		d.Chunks = append(d.Chunks, ptrs[i])
	}
}

func cvBit(k kw) ast.CV {
	switch k {
	case kwConst:
		return ast.Const
	case kwVolatile:
		return ast.Volatile
	}
	return ast.Restrict
}

// atMemberPointer reports whether a nested-name-specifier followed by '*'
// (a pointer to member) starts here.
func (p *parser) atMemberPointer() bool {
	if p.tok.Kind == token.Ident && p.kw != kwNone && p.kw != kwDecltype {
		return false
	}
	k1 := p.peekKind(1)
	if p.tok.Kind == token.Ident && k1 != token.ColonColon && k1 != token.Less {
		return false
	}
	s := p.mark()
	ok := p.speculate(func() bool {
		_, ni := p.parseName(nfMemPtr)
		return ni.memPtr
	})
	p.reset(s)
	return ok
}

// startsDeclaratorID reports whether a declarator-id starts here.
func (p *parser) startsDeclaratorID() bool {
	switch p.tok.Kind {
	case token.Ident:
		return p.kw == kwNone || p.kw == kwOperator ||
			p.kw == kwDecltype && p.decltypeIsQualifier()
	case token.ColonColon, token.Tilde:
		return true
	}
	return false
}

// declaratorID parses the declarator-id and enters the scope it is qualified
// by.
func (p *parser) declaratorID(d *ast.Declarator, r *declResult) {
	name, info := p.parseName(nfOperator | nfDtor | nfDeclarator)
	d.Name = name
	r.id = info
	if info.qualified && info.qual.scope != nil && info.qual.scope != p.global {
		q := p.pushScope(scQualified, nil)
		q.target = info.qual.scope
		r.qual = info.qual.scope
	}
	if p.atAttr() {
		a, _ := p.parseAttrs()
		if len(a) > 0 {
			x := p.extra(d)
			x.Attrs = append(x.Attrs, a...)
		}
	}
}

// parseBinding parses a structured binding [a, b, c].
func (p *parser) parseBinding(d *ast.Declarator) {
	p.next()
	for p.tok.Kind == token.Ident && !p.failed {
		x := p.extra(d)
		x.Binding = append(x.Binding, ast.BindingName{At: p.tok.Pos, Name: p.tok.Text})
		p.next()
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RBrack)
}

// parenIsNestedDeclarator decides, at a '(' where a declarator-id could
// appear, between a parenthesized declarator and a parameter list.
func (p *parser) parenIsNestedDeclarator(flags dcFlags) bool {
	t1, k1 := p.peek(1)
	switch t1.Kind {
	case token.Star, token.Amp, token.AmpAmp, token.Caret:
		return true
	case token.RParen, token.Ellipsis:
		return false
	case token.LParen:
		return flags&dcAbstract == 0
	case token.Ident, token.ColonColon:
		if k1 == kwAttribute || k1 == kwCUDALocation || k1 == kwCUDASpace {
			// (__attribute__((…)) *p)
			return true
		}
		if flags&(dcAbstract|dcParam) == 0 {
			return true
		}
		// In a parameter or type-id, a type starts a parameter list; a
		// member pointer or a plain identifier starts a declarator.
		s := p.mark()
		p.next()
		mp := p.atMemberPointer()
		var isType bool
		if !mp {
			isType = p.startsParamDecl()
		}
		p.reset(s)
		if mp {
			return true
		}
		return !isType && flags&dcAbstract == 0
	}
	return false
}

// startsParamDecl reports whether a parameter declaration (or a type-id)
// may start at the current token.
func (p *parser) startsParamDecl() bool {
	if isDeclSpecKw(p.kw) || p.atCXX11Attr() || p.kw == kwAuto || p.kw == kwDecltype || p.kw == kwThis {
		return true
	}
	return p.mayStartTypeID() && p.nameIsType()
}

// nameIsType reports whether the (possibly qualified) name at the current
// token denotes a type, by parsing it speculatively.
func (p *parser) nameIsType() bool {
	if p.tok.Kind != token.Ident && p.tok.Kind != token.ColonColon || p.kw != kwNone {
		return isTypeSpecKw(p.kw)
	}
	s := p.mark()
	var isType bool
	p.speculate(func() bool {
		_, ni := p.parseName(0)
		isType = ni.isType() || ni.ent != nil && ni.ent.kind == entConcept ||
			// a member not found (of a dependent base, say) before a name:
			// no expression has a name followed by an identifier (thrust's
			// make_discard_iterator(discard_iterator<>::difference_type i))
			ni.ent == nil && ni.qualified && ni.dependent && p.tok.Kind == token.Ident && p.kw == kwNone
		return false
	})
	p.reset(s)
	return isType
}

// parenIsParams decides, at a '(' after a declarator-id where an initializer
// may also appear, whether it begins a parameter list: "if it can be a
// declaration, it is one" ([dcl.ambig.res]). When deciding took a trial
// parse of the parentheses as parameters, and a parse with flags would be
// the same one (flags delay no default argument, the only thing flags
// change there), the trial parse is kept rather than made again: fc and
// ps are then what parseFunctionSuffix(flags, …) returns, and the parser
// is past them. Otherwise fc is nil and the parser is back at the '('.
func (p *parser) parenIsParams(flags dcFlags) (params bool, fc *ast.FuncChunk, ps *scope) {
	t1, _ := p.peek(1)
	if t1.Kind == token.RParen {
		return true, nil, nil
	}
	s := p.mark()
	p.next()
	start := p.startsParamDecl() || p.tok.Kind == token.Ellipsis
	certain := p.cannotStartExpr()
	p.reset(s)
	if !start {
		return false, nil, nil
	}
	if certain {
		return true, nil, nil // an expression cannot start so: parameters, however damaged
	}
	ok := p.speculate(func() bool {
		var r declResult
		fc, ps = p.parseFunctionSuffix(0, &r, false)
		switch p.tok.Kind {
		case token.Semi, token.Comma, token.LBrace, token.Assign, token.RParen, token.Colon:
			return true
		}
		return p.kw == kwTry || p.atAttr() || p.kw == kwAsm || p.kw == kwRequires
	})
	if ok && flags&dcDelayDefaults == 0 {
		return true, fc, ps
	}
	p.reset(s)
	return ok, nil, nil
}

// parseFunctionSuffix parses (params) cv ref noexcept attrs -> trailing.
func (p *parser) parseFunctionSuffix(flags dcFlags, r *declResult, named bool) (*ast.FuncChunk, *scope) {
	fc := put(&p.slab.funcChunks, ast.FuncChunk{})
	ps := p.parseParams(fc, flags, r)
	saved := p.scope
	p.scope = ps
	defer func() { p.scope = saved }()
	for !p.failed {
		switch {
		case p.kw == kwConst || p.kw == kwVolatile || p.kw == kwRestrict:
			fc.CV |= cvBit(p.kw)
			p.next()
		case p.tok.Kind == token.Amp && fc.Ref == ast.RefNone:
			fc.Ref = ast.RefL
			p.next()
		case p.tok.Kind == token.AmpAmp && fc.Ref == ast.RefNone:
			fc.Ref = ast.RefR
			p.next()
		case p.kw == kwNoexcept:
			p.next()
			fc.Noexcept = ast.NoexceptPlain
			if p.tok.Kind == token.LParen {
				if flags&dcDelayDefaults != 0 && len(p.classes) > 0 {
					// A complete-class context: members declared later
					// are visible in it.
					fc.Noexcept = ast.NoexceptCond
					start := p.i + 1
					p.skipBalanced()
					c := p.classes[len(p.classes)-1]
					c.delayed = append(c.delayed, delayed{kind: delayNoexcept, fnc: fc, start: start, end: p.i - 1, scope: ps})
					continue
				}
				p.next()
				sg := p.noGreater
				p.noGreater = false
				fc.Noexcept, funcExtra(fc).NoexExpr = ast.NoexceptCond, p.parseExpr()
				p.noGreater = sg
				p.expect(token.RParen)
			}
		case p.kw == kwThrow:
			p.next()
			fc.Noexcept = ast.ThrowList
			if p.expect(token.LParen) {
				sg := p.noGreater
				p.noGreater = false
				for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF && !p.failed {
					if p.tok.Kind == token.Ellipsis {
						p.next()
						continue
					}
					x := funcExtra(fc)
					x.Throws = append(x.Throws, p.parseTypeID())
					if p.tok.Kind == token.Ellipsis {
						p.next()
					}
					if !p.got(token.Comma) {
						break
					}
				}
				p.noGreater = sg
				p.expect(token.RParen)
			}
		case p.atAttr() && !(p.kw == kwCUDASpace):
			a, _ := p.parseAttrs()
			x := funcExtra(fc)
			x.Attrs = append(x.Attrs, a...)
		case p.tok.Kind == token.Arrow:
			p.next()
			sg := p.noGreater
			p.noGreater = false
			funcExtra(fc).Trailing = p.parseTypeIDReq()
			p.noGreater = sg
		default:
			return fc, ps
		}
	}
	return fc, ps
}

// parseParams parses a parameter-declaration-clause in parentheses and
// returns the scope holding the parameters.
func (p *parser) parseParams(fc *ast.FuncChunk, flags dcFlags, r *declResult) *scope {
	p.next() // (
	ps := p.pushScope(scParams, nil)
	sg := p.noGreater
	p.noGreater = false
	defer func() {
		p.noGreater = sg
		p.popScope()
	}()
	if p.got(token.RParen) {
		return ps
	}
	if p.kw == kwVoid && p.peekKind(1) == token.RParen {
		p.next()
		p.next()
		return ps
	}
	base := p.slab.paramList.mark()
	for !p.failed && p.tok.Kind != token.EOF {
		if p.tok.Kind == token.Ellipsis {
			fc.Variadic = true
			p.next()
			break
		}
		prm := p.parseParamDecl(flags, r)
		p.slab.paramList.push(prm)
		if p.tok.Kind == token.Ellipsis {
			fc.Variadic = true
			p.next()
			break
		}
		if !p.got(token.Comma) {
			break
		}
	}
	fc.Params = p.slab.paramList.keep(base)
	p.expect(token.RParen)
	return ps
}

// parseParamDecl parses one parameter declaration and declares its name in
// the current (parameter) scope.
func (p *parser) parseParamDecl(flags dcFlags, r *declResult) *ast.ParamDecl {
	prm := p.newParamDecl(p.tok.Pos)
	if p.atCXX11Attr() {
		if a, _ := p.parseAttrs(); len(a) > 0 {
			paramExtra(prm).Attrs = a
		}
	}
	spec, info := p.parseDeclSpec(dsNoDefs)
	if spec.Kind == ast.TypeNone && spec.CV == 0 && spec.Specs == 0 && !p.failed {
		if p.kw == kwThis { // explicit object parameter (C++23)
			p.notSupported(p.tok.Pos, "an explicit object parameter")
		}
		p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
	}
	prm.Spec = spec
	prm.Decl = p.parseDeclarator(dcParam)
	if prm.Decl.Name != nil {
		e := p.declare(p.scope, prm.Decl.Name.Ident(), entVar)
		p.setVarType(e, info, prm.Decl)
	}
	if p.tok.Kind == token.Assign {
		p.next()
		if flags&dcDelayDefaults != 0 {
			start := p.i
			p.skipInitializer(true)
			r.defaults = append(r.defaults, delayedDefault{param: prm, start: start, end: p.i, scope: p.scope})
		} else {
			paramExtra(prm).Default = p.parseInitClause()
		}
	}
	return prm
}

// setVarType records what a variable's declared type tells later lookups:
// whether it is dependent, and which class it has (for x.member<…>).
func (p *parser) setVarType(e *entity, info specInfo, d *ast.Declarator) {
	if e == nil || e.kind != entVar {
		return
	}
	e.dependent = info.dependent
	if info.ent != nil && !info.dependent {
		for _, c := range d.Chunks {
			if c.Kind != ast.ChunkLRef && c.Kind != ast.ChunkRRef && c.Kind != ast.ChunkPointer {
				return
			}
		}
		e.target = classOf(info.ent)
		p.noteLink(e.transient, e.target)
		p.declGen++
	}
}

// classOf follows typedefs to a class (template) entity.
func classOf(e *entity) *entity {
	for n := 0; e != nil && n < 16; n++ {
		switch e.kind {
		case entClass, entClassTemplate:
			return e
		case entTypedef, entAliasTemplate:
			if e.target == e {
				return nil
			}
			e = e.target
		default:
			return nil
		}
	}
	return nil
}

// parseConversionType parses the conversion-type-id of `operator T`.
func (p *parser) parseConversionType() *ast.TypeID {
	t := put(&p.slab.typeIDs, ast.TypeID{At: p.tok.Pos})
	spec, _ := p.parseDeclSpec(dsTypeOnly | dsNoDefs | dsTypeRequired)
	if spec.Kind == ast.TypeNone {
		p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
	}
	t.Spec = spec
	t.Decl = p.parseDeclarator(dcConversion)
	return t
}

// mayStartAbstractDeclarator reports whether anything of an abstract
// declarator can start here; a type-id without one has a nil Decl.
func (p *parser) mayStartAbstractDeclarator() bool {
	switch p.tok.Kind {
	case token.Star, token.Amp, token.AmpAmp, token.LParen, token.LBrack, token.Ellipsis, token.ColonColon:
		return true
	case token.Ident:
		return p.kw == kwNone || p.kw == kwDecltype || p.atAttr()
	}
	return false
}

// cannotStartExpr reports whether the current token begins a
// decl-specifier that no expression can begin with: a storage class, a
// cv-qualifier, a class key, or a simple type keyword not followed by '('
// or '{' (a functional cast).
func (p *parser) cannotStartExpr() bool {
	switch k := p.kw; {
	case k >= kwConst && k <= kwConstinit, k == kwClass, k == kwStruct, k == kwUnion, k == kwEnum,
		k == kwAttribute, k == kwAlignas:
		return true
	case k >= kwVoid && k <= kwImaginary:
		n := p.peekKind(1)
		return n != token.LParen && n != token.LBrace
	}
	return p.tok.Kind == token.Ellipsis
}
