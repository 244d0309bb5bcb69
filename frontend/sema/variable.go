package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// variableDecl declares a variable, static data member or (in a class) a
// field.
func (c *checker) variableDecl(spec *ast.DeclSpec, base types.Type, d *ast.Declarator) types.Decl {
	n := d.Name
	if base == nil {
		base = c.missingType(spec, d, false)
	}
	var t types.Type
	if base != nil {
		t = c.declType(base, d)
	}
	deduced := t != nil && containsAuto(t)
	if deduced {
		c.checkAutoWithoutInit(t, d)
	}
	if t != nil && d.InitKind != ast.InitNone {
		t = c.deduceVarType(t, d)
	}
	pushed := 0
	if len(n.Parts) > 1 || n.Global {
		sc, _, ok := c.scopeEntity(n, len(n.Parts)-1)
		if !ok {
			c.walkInit(d)
			return nil
		}
		pushed = c.pushEntityScopes(sc)
		defer func() {
			for i := 0; i < pushed; i++ {
				c.pop()
			}
		}()
		// A definition of a static data member or namespace variable
		// declared earlier.
		for _, old := range c.memberOf(sc, n.Ident()).decls {
			if v, ok := old.(*types.VarDecl); ok {
				bits, _ := cudaAttrs(spec, d)
				c.redeclareMem(v, memOf(bits), d)
				vi := c.varInfoOf(v)
				c.checkStaticMemberRedefinition(v, vi, d) // (memberredef.go)
				if vi != nil {
					vi.defined, vi.definedAt = true, n.At
					if init := initExpr(d); init != nil {
						vi.init, vi.scope, vi.hasInit = init, c.scope, true
					}
				}
				if t != nil && (v.Type == nil || isIncompleteArray(v.Type)) {
					v.Type = c.boundFromInit(t, d)
				}
				c.walkInit(d)
				return v
			}
		}
		c.walkInit(d)
		return nil
	}
	parent := c.entityParent()
	name := n.Ident()
	static := spec != nil && spec.Specs&ast.SpecStatic != 0
	if cls, inClass := parent.(*types.ClassDecl); inClass && !static {
		c.checkFieldMemSpace(spec, d)
		return c.fieldDecl(cls, spec, t, d)
	}
	c.checkRequiredInit(spec, t, d)
	// Redeclaration of a namespace-scope variable (extern then definition).
	var v *types.VarDecl
	if c.scope.kind == namespaceScope {
		for _, old := range c.candidatesHere(name) {
			if ov, ok := old.(*types.VarDecl); ok {
				v = ov
				break
			}
		}
	}
	redecl := v != nil
	if v == nil {
		c.checkLocalRedeclaration(spec, name, n.At)
		v = c.ctx.NewVar(parent, name, t)
		v.Pos = n.At
		v.ExternC = c.externC
		c.setVarInfo(v, &varInfo{scope: c.scope})
		c.declare(name, v)
		if c.scope.kind == namespaceScope || c.scope.kind == classScope {
			c.res.Entities = append(c.res.Entities, v)
		}
	} else if t != nil && (v.Type == nil || isIncompleteArray(v.Type)) {
		v.Type = t
	}
	vi := c.varInfoOf(v)
	if redecl {
		c.checkVariableRedefinition(v, vi, spec, d)
	}
	if vi != nil && deduced {
		vi.deduced = true
	}
	if spec != nil {
		if static {
			v.Static = true
		}
		if c.declaredExtern(spec) && d.InitKind == ast.InitNone {
			v.Extern = true
		} else {
			v.Extern = false
			vi.defined = true
		}
		if spec.Specs&ast.SpecInline != 0 {
			v.Inline = true
		}
		if spec.Specs&(ast.SpecConstexpr|ast.SpecConstinit) != 0 {
			vi.constexpr = spec.Specs&ast.SpecConstexpr != 0
			if _, inClass := parent.(*types.ClassDecl); inClass && vi.constexpr {
				v.Inline = true
			}
		}
	}
	if init := initExpr(d); init != nil {
		vi.init, vi.scope, vi.hasInit = init, c.scope, true
		if v.Type != nil && isIncompleteArray(v.Type) {
			v.Type = c.boundFromInit(v.Type, d)
		}
	} else if d.InitKind != ast.InitNone {
		vi.hasInit = true
	}
	if _, inClass := parent.(*types.ClassDecl); inClass && !v.Inline && d.InitKind == ast.InitNone {
		vi.defined = false
	}
	c.applyVarAttrs(v, spec, d, redecl)
	c.checkDefaultConstructible(d, v)     // (defaultctor.go)
	c.checkVariableValueInitialized(d, v) // (valueinit.go)
	c.checkAbstractVariable(d, v)         // (abstractclass.go)
	savedTarget := c.fnTarget
	c.fnTarget.expr, c.fnTarget.t = initExpr(d), functionTarget(v.Type)
	savedInit := c.initTarget
	c.initTarget = initTarget{}
	if spec != nil && (plainPlaceholder(spec) || spec.Kind == ast.TypeAuto) {
		c.noteDeducedVariable(v)
	}
	if spec != nil && !plainPlaceholder(spec) && spec.Kind != ast.TypeAuto {
		c.initTarget = initTarget{d: d, t: v.Type, constexpr: spec.Specs&ast.SpecConstexpr != 0}
	}
	defer func() { c.fnTarget, c.initTarget = savedTarget, savedInit }()
	if c.scope.fn != nil && c.watching() {
		k := c.walkInitTyped(d)
		// The destructor of a variable it defines is potentially
		// invoked ([class.dtor]); an extern declaration defines none.
		k.destroyed = !c.declaredExtern(spec)
		c.systemVar(d, v.Type, k)
		if k.destroyed {
			c.withReporting(d.At, func() {
				c.checkHostConstructs(d.At, v.Type, k, true) // (constructspace.go)
				c.checkConstruction(d.At, v.Type, k)         // (accesscheck.go)
			})
		}
	} else if cd := c.instanceMadeClass(v.Type); cd != nil {
		// A local of a class template's specialization in an instance
		// the first walk walks: its constructor and destructor are
		// walked as calls are (see runInstanceMembers).
		c.instanceConstructs(d.At, cd, c.walkInitTyped(d), !c.declaredExtern(spec))
	} else if !c.namespaceVar(spec, d, v.Type) {
		c.walkInit(d)
	}
	if c.scope.fn != nil {
		c.withReporting(d.At, func() { c.deviceVarInit(v.Type, d) })
		c.withReporting(d.At, func() { c.checkTypeNameAccess(spec) }) // (accesscheck.go)
	}
	return v
}

// functionTarget is the function type a variable of type t (a pointer or
// reference to function) gives the overloaded name initializing it.
func functionTarget(t types.Type) *types.Function {
	if t == nil {
		return nil
	}
	switch u := t.Canonical().(type) {
	case *types.Pointer:
		f, _ := u.Elem.Canonical().(*types.Function)
		return f
	case *types.Reference:
		f, _ := u.Elem.Canonical().(*types.Function)
		return f
	}
	return nil
}

func isIncompleteArray(t types.Type) bool {
	a, ok := t.Canonical().(*types.Array)
	return ok && a.Len < 0 && a.Dep == nil
}

// initExpr returns the single initializer expression of a declarator, if
// it has one.
func initExpr(d *ast.Declarator) ast.Expr {
	switch d.InitKind {
	case ast.InitAssign, ast.InitBrace:
		return d.Init()
	case ast.InitParen:
		if len(d.Args()) == 1 {
			return d.Args()[0]
		}
	}
	return nil
}

// walkInit analyses a declarator's initializer expressions.
func (c *checker) walkInit(d *ast.Declarator) {
	if c.scope.fn == nil && !c.user(d.At) {
		return
	}
	if d.Init() != nil {
		a := c.walkExpr(d.Init())
		if d.InitKind == ast.InitAssign {
			c.checkInitValue(d, d.Init(), a)
		}
	}
	for _, a := range d.Args() {
		info := c.walkExpr(a)
		if len(d.Args()) == 1 {
			c.checkInitValue(d, a, info)
		}
	}
}

// walkInitTyped is walkInit, which also returns the construction the
// initializer makes (for the proof walk, see systemVar).
func (c *checker) walkInitTyped(d *ast.Declarator) construction {
	var k construction
	switch d.InitKind {
	case ast.InitAssign, ast.InitBrace:
		k.copyInit = d.InitKind == ast.InitAssign
		if il, ok := d.Init().(*ast.InitList); ok {
			k.list = true
			k.args = c.walkArgs(il.Elems)
			return k
		}
		if d.Init() != nil {
			k.args = []exprInfo{c.walkExpr(d.Init())}
			if d.InitKind == ast.InitAssign {
				c.checkInitValue(d, d.Init(), k.args[0])
			}
		}
	case ast.InitParen:
		k.args = c.walkArgs(d.Args())
		if len(k.args) == 1 && len(d.Args()) == 1 {
			c.checkInitValue(d, d.Args()[0], k.args[0])
		}
	}
	return k
}

// deduceVarType replaces auto in a variable's type by its initializer's
// type (simple forms: auto, const auto, auto&, auto*), and fills in the
// bound of T[] from a braced initializer.
func (c *checker) deduceVarType(t types.Type, d *ast.Declarator) types.Type {
	init := initExpr(d)
	if a, ok := t.Canonical().(*types.Array); ok && a.Len < 0 && a.Dep == nil {
		if il, ok := init.(*ast.InitList); ok {
			return c.ctx.ArrayOf(a.Elem, int64(len(il.Elems)))
		}
		return t
	}
	if !containsAuto(t) {
		return t
	}
	if init == nil {
		return nil
	}
	if _, isList := init.(*ast.InitList); isList {
		return nil
	}
	x := c.typeExpr(init)
	if x.t == nil {
		return nil
	}
	u, cv := types.Split(t)
	switch w := u.(type) {
	case *types.Builtin:
		if w.Kind == types.DecltypeAuto {
			return c.decltypeOf(init, true)
		}
		return c.ctx.Qualify(decay(c.ctx, types.Unqualified(x.t)), cv)
	case *types.Reference:
		if b, ok := w.Elem.Canonical().(*types.Builtin); ok && b.Kind == types.Auto {
			return c.ctx.CollapseReference(x.t, w.RValue && !x.lvalue)
		}
		if q, ok := w.Elem.Canonical().(*types.Qualified); ok {
			if b, ok := q.Elem.(*types.Builtin); ok && b.Kind == types.Auto {
				return c.ctx.ReferenceTo(c.ctx.Qualify(types.Unqualified(x.t), q.CV), w.RValue)
			}
		}
	case *types.Pointer:
		if p, ok := decay(c.ctx, x.t).Canonical().(*types.Pointer); ok {
			if b, ok := w.Elem.Canonical().(*types.Builtin); ok && b.Kind == types.Auto {
				return c.ctx.Qualify(c.ctx.PointerTo(p.Elem), cv)
			}
		}
	}
	return nil
}

func containsAuto(t types.Type) bool {
	switch u := t.Canonical().(type) {
	case *types.Builtin:
		return u.Kind.IsPlaceholder()
	case *types.Qualified:
		return containsAuto(u.Elem)
	case *types.Pointer:
		return containsAuto(u.Elem)
	case *types.Reference:
		return containsAuto(u.Elem)
	}
	return false
}

// decay applies array-to-pointer and function-to-pointer conversions.
func decay(ctx *types.Context, t types.Type) types.Type {
	switch u := t.Canonical().(type) {
	case *types.Array:
		return ctx.PointerTo(u.Elem)
	case *types.Function:
		return ctx.PointerTo(t)
	}
	return t
}

// fieldDecl declares a non-static data member.
func (c *checker) fieldDecl(cls *types.ClassDecl, spec *ast.DeclSpec, t types.Type, d *ast.Declarator) types.Decl {
	if t == nil {
		c.table(cls).incomplete = true
		t = nil
	}
	f := &types.FieldDecl{Type: t}
	if t != nil {
		f = c.ctx.NewField(cls, d.Name.Ident(), t)
	} else {
		f.Name = d.Name.Ident()
		c.unknownFields[cls] = true
	}
	f.Pos = d.At
	f.Access = c.access
	if spec != nil && spec.Specs&ast.SpecMutable != 0 {
		if c.mutableFields == nil {
			c.mutableFields = map[*types.FieldDecl]bool{}
		}
		c.mutableFields[f] = true
	}
	if d.InitKind != ast.InitNone {
		if c.fieldInits == nil {
			c.fieldInits = map[*types.FieldDecl]bool{}
		}
		c.fieldInits[f] = true
	}
	if d.BitWidth() != nil {
		f.IsBitField = true
		if v, ok := c.constValue(d.BitWidth()); ok {
			f.Width = int(v.i)
		} else {
			c.unknownFields[cls] = true
			c.reportNonConstant(d.BitWidth()) // (nonconstant.go)
		}
	}
	for _, a := range append(append([]*ast.Attribute{}, spec.Attrs()...), d.Attrs()...) {
		switch a.Name {
		case "packed", "__packed__":
			f.Packed = true
		case "aligned", "__aligned__", "alignas":
			if n, ok := c.attrInt(a, 0); ok && n > f.Aligned {
				f.Aligned = n
			} else if !ok {
				c.unknownFields[cls] = true
			}
		}
	}
	c.declare(f.Name, f)
	return f
}
