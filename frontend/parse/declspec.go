package parse

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// dsFlags say where a decl-specifier-seq is parsed.
type dsFlags uint16

const (
	// dsTypeOnly: a type-specifier-seq (type-ids, conversion types).
	dsTypeOnly dsFlags = 1 << iota
	// dsMember: a member declaration (constructors are recognised).
	dsMember
	// dsTemplated: directly inside template<…> (a class defined here is a
	// class template).
	dsTemplated
	// dsExplicitSpec: inside template<> (a class here is a specialization).
	dsExplicitSpec
	// dsGuides: deduction guides may appear (namespace or class scope).
	dsGuides
	// dsNoDefs: no class or enum definitions (conditions, parameters).
	dsNoDefs
	// dsFriend: an explicit instantiation or friend context that never
	// declares class names in the current scope.
	dsInst
	// dsTypeRequired: only a type can appear here (alias-declaration,
	// trailing return type, cast, new); a qualified name whose member could
	// not be looked up (dependent, or reached through a dependent base) is
	// taken as a type, as C++20's implicit typename does.
	dsTypeRequired
)

// specInfo is what the parser learned from a decl-specifier-seq.
type specInfo struct {
	ent        *entity // the named or defined type's entity, if known
	dependent  bool    // the type depends on a template parameter
	undeclared bool    // an unknown name was taken as the type (after an error)
	// opaque: a decltype in a template whose operand names no template
	// parameter (counted dependent all the same: the parser cannot type
	// it), see qualifier.opaque.
	opaque bool
}

// startsDeclSpec reports whether the current token can begin a
// decl-specifier-seq whose first type specifier is a keyword (names are
// decided by the callers, from lookup).
func (p *parser) startsDeclSpecKw() bool { return isDeclSpecKw(p.kw) || p.atCXX11Attr() }

// parseDeclSpec parses a decl-specifier-seq.
func (p *parser) parseDeclSpec(flags dsFlags) (*ast.DeclSpec, specInfo) {
	spec := p.newDeclSpec()
	spec.At = p.tok.Pos
	var info specInfo
	before := p.depCount
	savedFriend := p.inFriend
	defer func() { p.inFriend = savedFriend }()
	for !p.failed {
		switch k := p.kw; {
		case k == kwConst:
			spec.CV |= ast.Const
			p.next()
		case k == kwVolatile:
			spec.CV |= ast.Volatile
			p.next()
		case k == kwRestrict:
			spec.CV |= ast.Restrict
			p.next()
		case k >= kwStatic && k <= kwConstinit && flags&dsTypeOnly == 0:
			spec.Specs |= specBit(k)
			if k == kwFriend {
				p.inFriend = true
			}
			p.next()
			if k == kwExplicit && p.tok.Kind == token.LParen {
				p.next()
				saved := p.noGreater
				p.noGreater = false
				p.specExtra(spec).Explicit = p.parseExpr()
				p.noGreater = saved
				p.expect(token.RParen)
			}
		case k == kwExtension:
			spec.Extension = true
			p.next()
		case p.atAttr():
			attrs, cuda := p.parseAttrs()
			x := p.specExtra(spec)
			x.Attrs = append(x.Attrs, attrs...)
			spec.CUDA |= cuda
		case k >= kwVoid && k <= kwImaginary:
			if spec.Kind != ast.TypeNone && spec.Kind != ast.TypeBuiltin {
				p.errorAt(p.tok.Pos, diag.ErrParse, "invalid combination of type specifiers")
			}
			spec.Kind = ast.TypeBuiltin
			b := builtinBit(k)
			if b == ast.TLong {
				spec.LongCount++
				if spec.LongCount == 2 {
					b = ast.TLongLong
				}
			}
			spec.Builtin |= b
			p.next()
		case k == kwAuto:
			if spec.Kind != ast.TypeNone {
				return spec, p.finishSpec(info, before)
			}
			spec.Kind = ast.TypeAuto
			p.next()
		case k == kwDecltype:
			if spec.Kind != ast.TypeNone {
				return spec, p.finishSpec(info, before)
			}
			if p.decltypeIsQualifier() {
				if !p.parseNamedTypeSpec(spec, &info, flags) {
					return spec, p.finishSpec(info, before)
				}
				continue
			}
			depBefore := p.depCount
			e := p.parseDecltypeOperand()
			if e == nil {
				spec.Kind = ast.TypeDecltypeAuto
			} else {
				spec.Kind, p.specExtra(spec).Expr = ast.TypeDecltype, e
				if p.templDepth > 0 {
					info.dependent = true
					info.opaque = p.depCount == depBefore
				}
			}
		case k == kwTypeof:
			if spec.Kind != ast.TypeNone {
				return spec, p.finishSpec(info, before)
			}
			spec.Kind = ast.TypeTypeof
			p.next()
			if p.expect(token.LParen) {
				saved := p.noGreater
				p.noGreater = false
				arg := p.parseTypeOrExpr(func() bool { return p.tok.Kind == token.RParen })
				if arg.Type != nil || arg.Expr != nil {
					x := p.specExtra(spec)
					x.TypeArg, x.Expr = arg.Type, arg.Expr
				}
				p.noGreater = saved
				p.expect(token.RParen)
			}
		case k == kwUnderlyingType:
			if spec.Kind != ast.TypeNone {
				return spec, p.finishSpec(info, before)
			}
			spec.Kind = ast.TypeUnderlying
			p.next()
			if p.expect(token.LParen) {
				saved := p.noGreater
				p.noGreater = false
				p.specExtra(spec).TypeArg = p.parseTypeID()
				p.noGreater = saved
				p.expect(token.RParen)
			}
		case k == kwClass || k == kwStruct || k == kwUnion || k == kwEnum:
			if spec.Kind != ast.TypeNone {
				return spec, p.finishSpec(info, before)
			}
			p.parseClassOrEnumSpec(spec, &info, flags)
		case k == kwTypename:
			if spec.Kind != ast.TypeNone {
				return spec, p.finishSpec(info, before)
			}
			p.next()
			at := p.tok.Pos
			name, ni := p.parseName(0)
			if !ni.ok {
				p.errorAt(at, diag.ErrExpectedIdent, "expected an identifier")
			}
			spec.Kind, spec.Name, spec.Typename = ast.TypeNamed, name, true
			info.ent = ni.ent
			info.dependent = true
		case k == kwNone && (p.tok.Kind == token.Ident || p.tok.Kind == token.ColonColon):
			if spec.Kind != ast.TypeNone {
				return spec, p.finishSpec(info, before)
			}
			if !p.parseNamedTypeSpec(spec, &info, flags) {
				return spec, p.finishSpec(info, before)
			}
		default:
			return spec, p.finishSpec(info, before)
		}
	}
	return spec, p.finishSpec(info, before)
}

func (p *parser) finishSpec(info specInfo, before int) specInfo {
	if p.depCount != before {
		info.dependent = true
	}
	return info
}

// decltypeIsQualifier reports whether decltype(…) at the current token is
// followed by '::' (a nested-name-specifier).
func (p *parser) decltypeIsQualifier() bool {
	depth := 0
	for n := 1; ; n++ {
		t, _ := p.peek(n)
		switch t.Kind {
		case token.LParen:
			depth++
		case token.RParen:
			depth--
			if depth == 0 {
				return p.peekKind(n+1) == token.ColonColon
			}
		case token.EOF:
			return false
		}
	}
}

// parseNamedTypeSpec tries to take the name at the current token as the type
// specifier. It returns false, having consumed nothing, when the name is not
// a type here (it is the declarator-id, a constructor, a deduction guide).
func (p *parser) parseNamedTypeSpec(spec *ast.DeclSpec, info *specInfo, flags dsFlags) bool {
	if p.tok.Kind == token.Ident {
		// Most names met here are declarator-ids: rule them out cheaply.
		if t1, _ := p.peek(1); t1.Kind != token.ColonColon && t1.Kind != token.Less {
			e := p.lookup(p.tok.Text)
			if e != nil && !e.kind.isType() && e.kind != entConcept {
				return false
			}
			if e == nil && t1.Kind != token.Ident && t1.Kind != token.Star && t1.Kind != token.Amp && t1.Kind != token.AmpAmp {
				return false
			}
		}
	}
	s := p.mark()
	var name *ast.Name
	var ni nameInfo
	certain := false
	if p.tok.Kind == token.Ident && p.peekKind(1) != token.ColonColon {
		// A type name, or a template name with arguments: its errors are
		// real ones.
		e := p.lookup(p.tok.Text)
		certain = e != nil && e.kind.isType()
	}
	if certain {
		name, ni = p.parseName(nfMemPtr | nfDtor | nfOperator)
		if ni.ok && name.Last().Kind != ast.NameIdent {
			p.reset(s) // X<T>::~X, X<T>::operator=: a declarator-id
			return false
		}
	} else if !p.speculate(func() bool { name, ni = p.parseName(nfMemPtr); return true }) {
		p.reset(s)
		return false
	}
	if !ni.ok || ni.memPtr {
		p.reset(s)
		return false
	}
	if ni.ent == nil && ni.qualified && ni.dependent && p.unknownMemberIsType(spec, flags, ni.inheritedMember()) {
		spec.Kind, spec.Name = ast.TypeNamed, name
		info.dependent = true
		return true
	}
	if ni.ent == nil {
		// Not declared: an error unless it is a declarator-id (a member or
		// namespace member defined out of line, a function name).
		if !ni.dependent && !ni.qualified && flags&dsTypeOnly == 0 && p.unknownTypeFollows() {
			p.errorAt(name.At, diag.ErrUndefinedIdent, "identifier %q is undefined", name.Ident())
			spec.Kind, spec.Name = ast.TypeNamed, name
			info.undeclared = true
			return true
		}
		p.reset(s)
		return false
	}
	k := ni.ent.kind
	if k == entConcept && (p.kw == kwAuto || p.kw == kwDecltype) {
		p.specExtra(spec).Constraint = name
		if p.kw == kwAuto {
			spec.Kind = ast.TypeAuto
			p.next()
		} else {
			e := p.parseDecltypeOperand()
			spec.Kind, p.specExtra(spec).Expr = ast.TypeDecltypeAuto, e
		}
		return true
	}
	if !k.isType() {
		p.reset(s)
		return false
	}
	if p.tok.Kind == token.LParen && flags&dsTypeOnly == 0 {
		// A constructor: X(…) inside class X, or X::X(…) out of line.
		last := name.Last()
		if last.Kind == ast.NameIdent && last.HasArgs() && len(name.Parts) == 1 && !name.Global && flags&dsMember != 0 {
			// S<T>(…) inside class template S: the injected-class-name
			// with its arguments, a constructor (C++17; cutlass's
			// float_exmy_base<T, Derived>(float x)).
			if c := p.enclosingClass(); c != nil && c.ent != nil && c.ent.name == last.Ident {
				p.reset(s)
				return false
			}
		}
		if last.Kind == ast.NameIdent && !last.HasArgs() {
			if len(name.Parts) >= 2 {
				prev := &name.Parts[len(name.Parts)-2]
				if prev.Kind == ast.NameIdent && prev.Ident == last.Ident {
					p.reset(s)
					return false
				}
			} else if !name.Global && flags&dsMember != 0 {
				if c := p.enclosingClass(); c != nil && c.ent != nil && c.ent.name == last.Ident && !p.parenDeclaratorFollows() {
					p.reset(s)
					return false
				}
			}
			// A deduction guide: template-name(…) -> …
			if flags&dsGuides != 0 && k == entClassTemplate && p.isDeductionGuide() {
				p.reset(s)
				return false
			}
		}
	}
	spec.Kind, spec.Name = ast.TypeNamed, name
	info.ent = ni.ent
	if ni.depArgs {
		info.dependent = true
	}
	return true
}

// unknownMemberIsType decides whether a qualified name that could not be
// looked up is a type from where it stands: after typedef, where only a type
// may appear, or before a declarator-id (no expression has a name followed
// by an identifier); before `*` or `&` and a name in a block only when
// inherited (a member of a specialization the parser cannot see, from a
// base that depends on its template's parameters: see inheritedMember).
func (p *parser) unknownMemberIsType(spec *ast.DeclSpec, flags dsFlags, inherited bool) bool {
	if flags&dsTypeRequired != 0 || spec.Specs&ast.SpecTypedef != 0 {
		return true
	}
	if flags&dsTypeOnly != 0 {
		return false
	}
	switch p.tok.Kind {
	case token.Ident:
		return p.kw == kwNone || p.kw == kwConst || p.kw == kwVolatile || p.kw == kwOperator
	case token.Star, token.Amp, token.AmpAmp:
		if p.scope.kind == scBlock && !inherited {
			return false // T::x * y; is an expression when in doubt
		}
		t, k := p.peek(1)
		return t.Kind == token.Ident && (k == kwNone || k == kwConst)
	}
	return false
}

// unknownTypeFollows reports, after an undeclared name in decl-specifier
// position, whether what follows shows the name was meant as a type: another
// identifier, or a pointer/reference declarator.
func (p *parser) unknownTypeFollows() bool {
	switch p.tok.Kind {
	case token.Ident:
		return p.kw == kwNone || p.kw == kwConst || p.kw == kwVolatile
	case token.Star, token.Amp, token.AmpAmp:
		t, _ := p.peek(1)
		return t.Kind == token.Ident
	}
	return false
}

// parenDeclaratorFollows reports whether the '(' at the current token,
// after a class's own name in its member declaration, opens a
// parenthesized declarator rather than a constructor's parameters: a
// function's parameters or an array bound follow the matching ')'
// (`static half_t(max)()`, the name parenthesized against a macro, declares
// a function max returning half_t; no constructor's ')' is followed by
// '(' or a bound's '[').
func (p *parser) parenDeclaratorFollows() bool {
	depth := 0
	for n := 0; ; n++ {
		var t token.Token
		if n == 0 {
			t = p.tok
		} else {
			t, _ = p.peek(n)
		}
		switch t.Kind {
		case token.LParen:
			depth++
		case token.RParen:
			depth--
			if depth == 0 {
				// (A constructor's attributes, S() [[...]], are no bound.)
				k := p.peekKind(n + 1)
				return k == token.LParen || k == token.LBrack && p.peekKind(n+2) != token.LBrack
			}
		case token.LBrace, token.EOF, token.Semi:
			return false
		}
	}
}

// isDeductionGuide reports whether the '(' at the current token begins the
// parameters of a deduction guide: the matching ')' is followed by '->'.
func (p *parser) isDeductionGuide() bool {
	depth := 0
	for n := 0; ; n++ {
		var t token.Token
		if n == 0 {
			t = p.tok
		} else {
			t, _ = p.peek(n)
		}
		switch t.Kind {
		case token.LParen:
			depth++
		case token.RParen:
			depth--
			if depth == 0 {
				return p.peekKind(n+1) == token.Arrow
			}
		case token.LBrace:
			if depth == 0 {
				return false
			}
		case token.EOF, token.Semi:
			return false
		}
	}
}

func specBit(k kw) ast.Specifier {
	switch k {
	case kwStatic:
		return ast.SpecStatic
	case kwExtern:
		return ast.SpecExtern
	case kwMutable:
		return ast.SpecMutable
	case kwRegister:
		return ast.SpecRegister
	case kwThreadLocal:
		return ast.SpecThreadLocal
	case kwTypedef:
		return ast.SpecTypedef
	case kwFriend:
		return ast.SpecFriend
	case kwInline:
		return ast.SpecInline
	case kwVirtual:
		return ast.SpecVirtual
	case kwExplicit:
		return ast.SpecExplicit
	case kwConstexpr:
		return ast.SpecConstexpr
	case kwConsteval:
		return ast.SpecConsteval
	case kwConstinit:
		return ast.SpecConstinit
	}
	return 0
}

func builtinBit(k kw) ast.Builtin {
	switch k {
	case kwVoid:
		return ast.TVoid
	case kwBool:
		return ast.TBool
	case kwChar:
		return ast.TChar
	case kwChar8:
		return ast.TChar8
	case kwChar16:
		return ast.TChar16
	case kwChar32:
		return ast.TChar32
	case kwWcharT:
		return ast.TWChar
	case kwShort:
		return ast.TShort
	case kwInt:
		return ast.TInt
	case kwLong:
		return ast.TLong
	case kwSigned:
		return ast.TSigned
	case kwUnsigned:
		return ast.TUnsigned
	case kwFloat:
		return ast.TFloat
	case kwDouble:
		return ast.TDouble
	case kwInt128:
		return ast.TInt128
	case kwFloat128:
		return ast.TFloat128
	case kwFloat80:
		return ast.TFloat80
	case kwFloat16:
		return ast.TFloat16
	case kwFloat32:
		return ast.TFloat32
	case kwFloat64:
		return ast.TFloat64
	case kwFloat32x:
		return ast.TFloat32x
	case kwFloat64x:
		return ast.TFloat64x
	case kwBF16:
		return ast.TBFloat16
	case kwComplex:
		return ast.TComplex
	case kwImaginary:
		return ast.TImaginary
	}
	return 0
}

// parseTypeID parses a type-id where an expression could also appear.
func (p *parser) parseTypeID() *ast.TypeID { return p.parseTypeIDFlags(dsTypeOnly | dsNoDefs) }

// parseTypeIDReq parses a type-id where only a type can appear.
func (p *parser) parseTypeIDReq() *ast.TypeID {
	return p.parseTypeIDFlags(dsTypeOnly | dsNoDefs | dsTypeRequired)
}

func (p *parser) parseTypeIDFlags(flags dsFlags) *ast.TypeID {
	t := put(&p.slab.typeIDs, ast.TypeID{At: p.tok.Pos})
	spec, _ := p.parseDeclSpec(flags)
	if spec.Kind == ast.TypeNone && spec.CV == 0 {
		p.errorAt(p.tok.Pos, diag.ErrExpectedType, "expected a type specifier")
	}
	t.Spec = spec
	t.Decl = p.parseDeclarator(dcAbstract)
	return t
}

// typeOrExpr is an argument that may be a type or an expression.
type typeOrExpr = ast.TemplateArg

// parseTypeOrExpr parses a type-id if one can be read here and end() holds
// after it, and an expression otherwise.
func (p *parser) parseTypeOrExpr(end func() bool) typeOrExpr {
	if p.mayStartTypeID() {
		var t *ast.TypeID
		if p.speculate(func() bool { t = p.parseTypeID(); return end() }) {
			return typeOrExpr{Type: t}
		}
	}
	return typeOrExpr{Expr: p.parseAssignExpr()}
}

// mayStartTypeID is a cheap test of whether a type-id may start here; a
// false answer is certain, a true one is confirmed by parsing.
func (p *parser) mayStartTypeID() bool {
	switch k := p.kw; {
	case k >= kwVoid && k <= kwRestrict, k == kwClass, k == kwStruct, k == kwUnion, k == kwEnum,
		k == kwTypename, k == kwAttribute, k == kwAlignas, k == kwCUDALocation, k == kwCUDASpace:
		return true
	case k != kwNone:
		return false
	}
	switch p.tok.Kind {
	case token.ColonColon:
		return true
	case token.Ident:
		e := p.lookup(p.tok.Text)
		if e == nil {
			return false
		}
		return e.kind.isType() || e.kind == entNamespace || e.kind == entConcept
	}
	return false
}
