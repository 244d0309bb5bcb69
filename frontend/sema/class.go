package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// defineClass analyses a class definition. into, when non-nil, is the
// entity to define (a template pattern, an explicit specialization or an
// implicit instantiation); otherwise the class is found or declared by name.
func (c *checker) defineClass(x *ast.ClassDecl, into *types.ClassDecl) *types.ClassDecl {
	cd := into
	pushed := 0
	if cd == nil {
		name := ""
		if x.Name != nil {
			name = x.Name.Ident()
			if len(x.Name.Parts) > 1 || x.Name.Global {
				sc, _, ok := c.scopeEntity(x.Name, len(x.Name.Parts)-1)
				if !ok {
					return nil
				}
				pushed = c.pushEntityScopes(sc)
			}
			if x.Name.Last().HasArgs() {
				// A specialization outside a template declaration (the
				// parser gives these to TemplateDecl); nothing to define.
				for ; pushed > 0; pushed-- {
					c.pop()
				}
				return nil
			}
		}
		defer func() {
			for ; pushed > 0; pushed-- {
				c.pop()
			}
		}()
		if name != "" {
			for _, old := range c.candidatesHere(name) {
				if oc, ok := old.(*types.ClassDecl); ok && !oc.Complete {
					cd = oc
					break
				} else if ok {
					c.checkClassRedefinition(x, name, oc)
				}
			}
		}
		if cd == nil {
			parent := c.entityParent()
			cd = c.ctx.NewClass(parent, tagOf(x.Key), name)
			cd.Pos = x.At
			if name == "" {
				cd.UnnamedIndex = c.number(parent).Unnamed()
			}
			c.declare(name, cd)
			if c.scope.kind == namespaceScope || c.scope.kind == classScope {
				c.res.Entities = append(c.res.Entities, cd)
			}
		}
	}
	if cd.Complete {
		return cd
	}
	c.classes[cd] = &classInfo{def: x, scope: c.scope}
	cd.Tag = tagOf(x.Key)
	c.layoutAttrs(cd, x)
	t := c.table(cd)
	for _, b := range x.Bases {
		bts, known := c.baseTypes(b)
		if !known {
			t.incomplete = true
			if !c.inDependent() {
				c.unknownFields[cd] = true
			}
			continue
		}
		acc := types.Public
		switch b.Access {
		case ast.AccessPrivate:
			acc = types.Private
		case ast.AccessProtected:
			acc = types.Protected
		case ast.AccessNone:
			if x.Key == ast.KeyClass {
				acc = types.Private
			}
		}
		for _, bt := range bts {
			if types.IsDependent(bt) {
				t.incomplete = true
				continue
			}
			if bc := classDeclOf(bt); bc != nil {
				c.complete(bc)
			}
			cd.Bases = append(cd.Bases, types.BaseSpec{Type: bt, Virtual: b.Virtual, Access: acc})
		}
	}
	s := c.push(classScope, cd)
	_ = s
	savedAccess, savedPending := c.access, c.pending
	c.access = types.Public
	if x.Key == ast.KeyClass {
		c.access = types.Private
	}
	var pending, noexceptLater []*types.FunctionDecl
	savedLater := c.noexceptLater
	c.pending, c.noexceptLater = &pending, &noexceptLater
	for _, m := range x.Members {
		c.memberDecl(cd, m)
	}
	cd.Complete = true
	c.pending, c.noexceptLater = nil, savedLater
	c.settleNoexcept(noexceptLater)
	// Member function bodies see the complete class. Those of implicit
	// instantiations are not analysed (their template's were).
	if c.user(x.At) && c.depth == 0 {
		for _, fn := range pending {
			if fi := c.funcInfoOf(fn); fi != nil && fi.def != nil {
				c.scope = fi.scope
				c.walkFunctionBody(fn, fi.def)
			}
		}
	}
	c.scope = s
	c.access, c.pending = savedAccess, savedPending
	c.pop()
	return cd
}

// memberDecl analyses one member declaration of class cd.
func (c *checker) memberDecl(cd *types.ClassDecl, m ast.Decl) {
	switch x := m.(type) {
	case *ast.AccessDecl:
		switch x.Access {
		case ast.AccessPrivate:
			c.access = types.Private
		case ast.AccessProtected:
			c.access = types.Protected
		default:
			c.access = types.Public
		}
	case *ast.SimpleDecl:
		if x.Spec != nil && x.Spec.Kind == ast.TypeClass && len(x.Decls) == 0 && x.Spec.Class().Name == nil {
			// An anonymous struct or union member: its members belong to
			// the enclosing class for lookup; as a field it is unnamed.
			inner := c.defineClass(x.Spec.Class(), nil)
			if inner != nil {
				f := c.ctx.NewField(cd, "", inner.Type)
				f.Pos = x.At
				f.Access = c.access
				if t := c.tableOf(inner); t != nil {
					for name, ds := range t.names {
						for _, d := range ds {
							c.declare(name, d)
						}
					}
				}
			}
			return
		}
		c.simpleDecl(x, nil)
	default:
		c.decl(m)
	}
}

// layoutAttrs reads the class attributes that change layout, and the
// #pragma pack in force at the definition.
func (c *checker) layoutAttrs(cd *types.ClassDecl, x *ast.ClassDecl) {
	for _, a := range x.Attrs {
		switch a.Name {
		case "packed", "__packed__":
			cd.Layout.Packed = true
		case "aligned", "__aligned__", "alignas", "__align__":
			if !a.HasArgs {
				if cd.Layout.Aligned < 16 {
					cd.Layout.Aligned = 16
				}
				continue
			}
			if n, ok := c.attrInt(a, 0); ok {
				if n > cd.Layout.Aligned {
					cd.Layout.Aligned = n
				}
			} else if !c.inDependent() {
				c.unknownFields[cd] = true
			}
		}
	}
	cd.Layout.MaxFieldAlign = c.packAt(x.At)
}

// complete makes a class template specialization complete by implicit
// instantiation, when it is not already.
func (c *checker) complete(cd *types.ClassDecl) {
	if cd == nil || cd.Complete || cd.Template == nil || argsDependent(cd.Args) {
		return
	}
	c.instantiateClass(cd)
}
