package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A nil types.Type means "unknown": sema could not work the type out (it
// depends on something not modelled). Unknown types never cause
// diagnostics.

// builtinType maps simple type-specifier keywords to a fundamental type.
func (c *checker) builtinType(spec *ast.DeclSpec) types.Type {
	b := spec.Builtin
	k := types.Int
	unsigned := b&ast.TUnsigned != 0
	switch {
	case b&ast.TComplex != 0 || b&ast.TImaginary != 0:
		return nil
	case b&ast.TVoid != 0:
		k = types.Void
	case b&ast.TBool != 0:
		k = types.Bool
	case b&ast.TChar != 0:
		switch {
		case unsigned:
			k = types.UChar
		case b&ast.TSigned != 0:
			k = types.SChar
		default:
			k = types.Char
		}
		return c.ctx.Builtin(k)
	case b&ast.TChar8 != 0:
		k = types.Char8
	case b&ast.TChar16 != 0:
		k = types.Char16
	case b&ast.TChar32 != 0:
		k = types.Char32
	case b&ast.TWChar != 0:
		k = types.WChar
	case b&ast.TFloat != 0:
		k = types.Float
	case b&ast.TDouble != 0:
		k = types.Double
		if spec.LongCount > 0 {
			k = types.LongDouble
		}
	case b&ast.TFloat128 != 0:
		k = types.Float128
	case b&ast.TFloat80 != 0:
		k = types.LongDouble
	case b&ast.TFloat16 != 0:
		k = types.Float16
	case b&ast.TFloat32 != 0:
		k = types.Float32
	case b&ast.TFloat64 != 0:
		k = types.Float64
	case b&(ast.TFloat32x|ast.TFloat64x|ast.TBFloat16) != 0:
		return nil
	case b&ast.TInt128 != 0:
		k = types.Int128
		if unsigned {
			k = types.UInt128
		}
	case b&ast.TShort != 0:
		k = types.Short
		if unsigned {
			k = types.UShort
		}
	case spec.LongCount >= 2 || b&ast.TLongLong != 0:
		k = types.LongLong
		if unsigned {
			k = types.ULongLong
		}
	case spec.LongCount == 1 || b&ast.TLong != 0:
		k = types.Long
		if unsigned {
			k = types.ULong
		}
	default:
		if unsigned {
			k = types.UInt
		}
	}
	return c.ctx.Builtin(k)
}

// specType returns the type a decl-specifier-seq names, defining any class
// or enumeration it contains. cv-qualifiers are applied.
func (c *checker) specType(spec *ast.DeclSpec) types.Type {
	if spec == nil {
		return nil
	}
	var t types.Type
	switch spec.Kind {
	case ast.TypeBuiltin:
		t = c.builtinType(spec)
	case ast.TypeNamed:
		t = c.namedType(spec.Name)
	case ast.TypeElaborated:
		t = c.elaboratedType(spec)
	case ast.TypeClass:
		if cd := c.defineClass(spec.Class(), nil); cd != nil {
			t = cd.Type
		}
	case ast.TypeEnum:
		if ed := c.defineEnum(spec.Enum()); ed != nil {
			t = ed.Type
		}
	case ast.TypeDecltype, ast.TypeTypeof:
		if spec.TypeArg() != nil {
			t = c.typeID(spec.TypeArg())
		} else {
			t = c.decltypeOf(spec.Expr(), spec.Kind == ast.TypeDecltype)
		}
	case ast.TypeAuto:
		t = c.ctx.Builtin(types.Auto)
	case ast.TypeDecltypeAuto:
		t = c.ctx.Builtin(types.DecltypeAuto)
	case ast.TypeUnderlying:
		if u := c.typeID(spec.TypeArg()); u != nil {
			if e, ok := u.Canonical().(*types.Enum); ok {
				t = e.Decl.Underlying
			}
		}
	case ast.TypeNone:
		if spec.Builtin != 0 || spec.LongCount > 0 {
			t = c.builtinType(spec)
		}
	}
	if t == nil {
		return nil
	}
	return c.ctx.Qualify(t, convCV(spec.CV))
}

func convCV(cv ast.CV) types.CV {
	var out types.CV
	if cv&ast.Const != 0 {
		out |= types.Const
	}
	if cv&ast.Volatile != 0 {
		out |= types.Volatile
	}
	if cv&ast.Restrict != 0 {
		out |= types.Restrict
	}
	return out
}

// typeID returns the type a type-id names.
func (c *checker) typeID(t *ast.TypeID) types.Type {
	if t == nil {
		return nil
	}
	base := c.specType(t.Spec)
	if t.Decl == nil {
		return base
	}
	return c.declType(base, t.Decl)
}

// declType applies a declarator's chunks to the base type.
func (c *checker) declType(base types.Type, d *ast.Declarator) types.Type {
	t := base
	for i := len(d.Chunks) - 1; i >= 0; i-- {
		if t == nil {
			return nil
		}
		ch := &d.Chunks[i]
		switch ch.Kind {
		case ast.ChunkParen:
		case ast.ChunkPointer:
			t = c.ctx.Qualify(c.ctx.PointerTo(t), convCV(ch.CV))
		case ast.ChunkLRef:
			t = c.ctx.CollapseReference(t, false)
		case ast.ChunkRRef:
			t = c.ctx.CollapseReference(t, true)
		case ast.ChunkMemberPointer:
			cls := c.namedType(ch.Class())
			if cls == nil {
				return nil
			}
			t = c.ctx.Qualify(c.ctx.MemberPointerTo(cls, t), convCV(ch.CV))
		case ast.ChunkArray:
			t = c.arrayType(t, ch.Size())
		case ast.ChunkFunction:
			t = c.functionType(t, ch.Func)
		}
	}
	return t
}

// arrayType makes T[size].
func (c *checker) arrayType(elem types.Type, size ast.Expr) types.Type {
	if size == nil {
		return c.ctx.ArrayOf(elem, -1)
	}
	v, ok := c.constValue(size)
	if ok {
		if v.neg() {
			return nil
		}
		return c.ctx.ArrayOf(elem, v.i)
	}
	if c.inDependent() {
		if e := c.depExpr(size); e != nil {
			return c.ctx.DependentArrayOf(elem, e)
		}
	}
	return nil
}

// functionType builds the type of a function declarator with result res.
func (c *checker) functionType(res types.Type, f *ast.FuncChunk) types.Type {
	proto := types.Function{Result: res, Variadic: f.Variadic, CV: convCV(f.CV)}
	switch f.Ref {
	case ast.RefL:
		proto.Ref = types.LValueRef
	case ast.RefR:
		proto.Ref = types.RValueRef
	}
	switch f.Noexcept {
	case ast.NoexceptPlain:
		proto.Noexcept = true
	case ast.NoexceptCond:
		if c.classBeingDefined() != nil {
			break // evaluated once the class is complete (noexceptlater.go)
		}
		if v, ok := c.constValue(f.NoexExpr()); ok {
			proto.Noexcept = !v.isZero()
		}
	}
	for _, p := range f.Params {
		if p.Decl != nil && p.Decl.Pack {
			// A function parameter pack in an instantiation: one parameter
			// per element.
			if ts, expanded, ok := c.expandedParamTypes(p); expanded {
				if !ok {
					return nil
				}
				proto.Params = append(proto.Params, ts...)
				continue
			}
		}
		pt := c.paramType(p)
		if pt == nil {
			return nil
		}
		if b, ok := pt.Canonical().(*types.Builtin); ok && b.Kind == types.Void && len(f.Params) == 1 && (p.Decl == nil || p.Decl.Name == nil) {
			break
		}
		proto.Params = append(proto.Params, pt)
	}
	if f.Trailing() != nil {
		if proto.Result = c.trailingResult(f, proto.Params); proto.Result == nil {
			return nil
		}
	}
	return c.ctx.FunctionType(proto)
}

// trailingResult types a trailing return type, with the parameters (of
// types params) in scope: -> decltype(t + u), as CCCL's function objects
// write it, names them.
func (c *checker) trailingResult(f *ast.FuncChunk, params []types.Type) types.Type {
	if len(f.Params) != len(params) {
		return c.typeID(f.Trailing()) // a pack, or (void): none named
	}
	c.push(blockScope, nil)
	for i, p := range f.Params {
		if p.Decl != nil && p.Decl.Name != nil {
			v := c.ctx.NewVar(c.entityParent(), p.Decl.Name.Ident(), params[i])
			c.setVarInfo(v, &varInfo{scope: c.scope})
			c.declare(v.Name, v)
		}
	}
	t := c.typeID(f.Trailing())
	c.pop()
	return t
}

// paramType is the declared type of a parameter (before adjustment).
func (c *checker) paramType(p *ast.ParamDecl) types.Type {
	t := c.specType(p.Spec)
	if t == nil {
		return nil
	}
	if p.Decl != nil {
		t = c.declType(t, p.Decl)
		if t != nil && p.Decl.Pack {
			t = c.ctx.PackExpansionOf(t)
		}
	}
	return t
}

// namedType resolves a type name.
func (c *checker) namedType(n *ast.Name) types.Type {
	if n == nil || len(n.Parts) == 0 {
		return nil
	}
	last := n.Last()
	if len(n.Parts) > 1 || n.Global {
		sc, dep, ok := c.scopeEntity(n, len(n.Parts)-1)
		if !ok {
			if dep {
				return c.dependentNameType(n)
			}
			return nil
		}
		if last.Kind != ast.NameIdent {
			return nil
		}
		r := c.memberOf(sc, last.Ident)
		c.noteNoMember(sc, r)
		return c.typeFromDecls(r.decls, last)
	}
	if last.Kind == ast.NameDecltype {
		return c.decltypeOf(last.DecltypeExpr(), true)
	}
	if last.Kind != ast.NameIdent {
		return nil
	}
	r := c.lookup(last.Ident)
	return c.typeFromDecls(r.decls, last)
}

// noteNoMember sets c.noMember when r, the lookup of a qualified type
// name's last component in sc, certainly found nothing in a class.
func (c *checker) noteNoMember(sc types.Decl, r lookupResult) {
	if _, isClass := sc.(*types.ClassDecl); isClass && r.sure && len(r.decls) == 0 {
		c.noMember = true
	}
}

// noteNoScope sets c.noMember when t, named as a qualifier (T::member),
// is a type that has no members: neither a class nor an enumeration,
// nor dependent (int::pointer).
func (c *checker) noteNoScope(t types.Type) {
	if t != nil && !types.IsDependent(t) {
		c.noMember = true
	}
}

// dependentNameType builds typename Q::name for a dependent qualifier.
func (c *checker) dependentNameType(n *ast.Name) types.Type {
	if !c.inDependent() {
		return nil
	}
	q := c.qualifierType(n, len(n.Parts)-1)
	if q == nil {
		return nil
	}
	last := n.Last()
	if last.Kind != ast.NameIdent {
		return nil
	}
	var args []types.TemplateArg
	if last.HasArgs() {
		args = c.dependentArgs(last.Args())
		if args == nil {
			args = []types.TemplateArg{}
		}
	}
	return c.ctx.DependentNameType(q, last.Ident, args)
}

// qualifierType returns the type the first upto parts of n name, as a type
// (for dependent qualifiers).
func (c *checker) qualifierType(n *ast.Name, upto int) types.Type {
	if upto <= 0 {
		return nil
	}
	if upto == 1 && !n.Global {
		p := &n.Parts[0]
		if p.Kind == ast.NameDecltype {
			return c.decltypeOf(p.DecltypeExpr(), true)
		}
		sub := &ast.Name{At: n.At, Parts: n.Parts[:1]}
		return c.namedType(sub)
	}
	sc, dep, ok := c.scopeEntity(n, upto-1)
	if !ok && !dep {
		return nil
	}
	p := &n.Parts[upto-1]
	if ok {
		r := c.memberOf(sc, p.Ident)
		c.noteNoMember(sc, r)
		return c.typeFromDecls(r.decls, p)
	}
	q := c.qualifierType(n, upto-1)
	if q == nil || p.Kind != ast.NameIdent {
		return nil
	}
	var args []types.TemplateArg
	if p.HasArgs() {
		args = c.dependentArgs(p.Args())
		if args == nil {
			args = []types.TemplateArg{}
		}
	}
	return c.ctx.DependentNameType(q, p.Ident, args)
}

// typeFromDecls returns the type named by the first type declaration in ds.
func (c *checker) typeFromDecls(ds []types.Decl, p *ast.NamePart) types.Type {
	for _, d := range ds {
		switch x := d.(type) {
		case *types.FunctionDecl:
			// A class's constructors, found where its
			// injected-class-name is meant (device_ptr<T>::pointer:
			// its base thrust::pointer<T, ...>).
			if cd, ok := x.Parent.(*types.ClassDecl); ok && x.Kind == types.Constructor && !p.HasArgs() && onlyConstructors(ds) {
				return cd.Type
			}
		case *types.ClassDecl:
			return x.Type
		case *types.EnumDecl:
			return x.Type
		case *types.TypedefDecl:
			if x.Underlying == nil {
				return nil
			}
			return x.Type
		case *types.TemplateParam:
			if x.Kind == types.TypeParam {
				return c.ctx.ParamType(x)
			}
			if x.Kind == types.TemplateTemplateParam && p.HasArgs() {
				args := c.dependentArgs(p.Args())
				return c.ctx.TemplateSpecType(x, args)
			}
			return nil
		case *types.TemplateDecl:
			switch x.Kind {
			case types.ClassTemplate:
				if p.HasArgs() {
					return c.templateIDType(x, p.Args(), p.At)
				}
				// The injected class name inside the template.
				if cur := c.currentClassOf(x); cur != nil {
					return cur.Type
				}
				return nil
			case types.AliasTemplate:
				if p.HasArgs() {
					return c.aliasTemplateType(x, p.Args(), p.At)
				}
			}
			return nil
		case *typeBinding:
			return x.typ
		case *packBinding:
			if a, ok := c.packElem(x); ok && a.Kind == types.TypeArg {
				return a.Type
			}
			return nil
		}
	}
	return nil
}

// currentClassOf returns the class being defined from template t (the
// injected class name), if we are inside it.
func (c *checker) currentClassOf(t *types.TemplateDecl) *types.ClassDecl {
	for s := c.scope; s != nil; s = s.parent {
		if s.kind == classScope {
			cd := s.decl.(*types.ClassDecl)
			if cd.Template == t || (t.Pattern == types.Decl(cd)) {
				return cd
			}
		}
	}
	return nil
}

// elaboratedType resolves `struct X` / `enum E`, declaring the class in the
// enclosing namespace when it is not found (C++'s forward declaration).
func (c *checker) elaboratedType(spec *ast.DeclSpec) types.Type {
	n := spec.Name
	if n == nil {
		return nil
	}
	if t := c.namedType(n); t != nil {
		return t
	}
	if len(n.Parts) != 1 || n.Global || n.Last().HasArgs() || c.inDependent() {
		return nil
	}
	if spec.ElabKey == ast.KeyEnum {
		return nil
	}
	// Declare the class in the innermost enclosing namespace or block.
	s := c.scope
	for s.kind == templateScope || s.kind == classScope {
		if s.parent == nil {
			break
		}
		s = s.parent
	}
	parent := s.decl
	if s.kind == blockScope {
		parent = s.fn
	}
	cd := c.ctx.NewClass(parent, tagOf(spec.ElabKey), n.Ident())
	cd.Pos = n.At
	c.declareIn(s, cd.Name, cd)
	return cd.Type
}

func tagOf(k ast.ClassKey) types.TagKind {
	switch k {
	case ast.KeyClass:
		return types.ClassTag
	case ast.KeyUnion:
		return types.UnionTag
	}
	return types.StructTag
}

// typeBinding binds a template type parameter's name to a type in an
// instantiation.
type typeBinding struct {
	types.DeclBase
	typ types.Type
	// next is the next binding of another name to the same type (see
	// typeBindingOf).
	next *typeBinding
}

// typeBindingOf returns the binding of name to t. Bindings are never
// changed once made, and nothing tells two equal ones apart, so one is
// made for each name and type: instantiations bind the same parameter
// names to the same types over and over (tens of thousands of bindings in
// a thrust TU, a few thousand distinct). They are kept by the type's ID,
// the few names bound to one type in a list: a key of name and type cost
// a string's and an interface's hash and comparison on every lookup.
func (c *checker) typeBindingOf(name string, t types.Type) *typeBinding {
	id := types.ID(t)
	first := c.typeBindings[id]
	for b := first; b != nil; b = b.next {
		if b.Name == name {
			return b
		}
	}
	if c.typeBindings == nil {
		c.typeBindings = map[uint32]*typeBinding{}
	}
	b := &typeBinding{typ: t, next: first}
	b.Name = name
	c.typeBindings[id] = b
	return b
}

// valueBinding binds a non-type template parameter's name to a value in an
// instantiation.
type valueBinding struct {
	types.DeclBase
	typ types.Type
	val cval
	// fn is the function a parameter of pointer-to-function type was
	// bound to (template <cudaError_t (*Alloc)(void **, size_t)>, given
	// &cudaMalloc): a call through the parameter calls it.
	fn *types.FunctionDecl
}

// decltypeOf returns decltype(e) (or typeof(e) when decl is false).
func (c *checker) decltypeOf(e ast.Expr, decl bool) types.Type {
	if e == nil {
		return nil
	}
	c.unevaluated++
	x := c.typeUnevaluated(e)
	c.unevaluated--
	if x.t == nil {
		return nil
	}
	t := x.t
	if decl {
		if _, paren := e.(*ast.ParenExpr); paren || !isIDExpr(e) {
			if x.lvalue {
				return c.ctx.CollapseReference(t, false)
			}
			if x.xvalue {
				return c.ctx.CollapseReference(t, true)
			}
		}
		return t
	}
	return t
}

func isIDExpr(e ast.Expr) bool {
	switch e.(type) {
	case *ast.NameExpr, *ast.MemberExpr:
		return true
	}
	return false
}
