package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// decl analyses one declaration in the current scope.
func (c *checker) decl(d ast.Decl) {
	switch x := d.(type) {
	case *ast.NamespaceDecl:
		c.namespaceDecl(x)
	case *ast.LinkageSpec:
		saved, savedSpec := c.externC, c.linkageSpec
		c.externC = x.Lang == "C"
		c.linkageSpec = nil
		if sd, ok := soleSimpleDecl(x); ok {
			c.linkageSpec = sd.Spec
		}
		for _, m := range x.Decls {
			c.decl(m)
		}
		c.externC, c.linkageSpec = saved, savedSpec
	case *ast.SimpleDecl:
		c.simpleDecl(x, nil)
	case *ast.FuncDef:
		c.funcDef(x, nil)
	case *ast.TemplateDecl:
		c.templateDecl(x)
	case *ast.ExplicitInstantiation:
		c.explicitInstantiation(x)
	case *ast.AliasDecl:
		t := c.typeID(x.Type)
		if t == nil {
			t = nil
		}
		c.typedef(x.Name, t, x.At)
	case *ast.UsingDirective:
		if ns := c.namespaceNamed(x.Name); ns != nil {
			if c.scope.kind == namespaceScope {
				t := c.table(c.scope.decl)
				t.usings = append(t.usings, ns)
			} else {
				c.scope.usings = append(c.scope.usings, ns)
			}
		}
	case *ast.UsingDecl:
		for _, n := range x.Names {
			r := c.lookupName(n)
			key := partKey(n.Last())
			for _, m := range r.decls {
				c.declare(key, m)
			}
		}
	case *ast.UsingEnum:
		if t := c.namedType(x.Name); t != nil {
			if e, ok := t.Canonical().(*types.Enum); ok {
				if tab := c.tableOf(e.Decl); tab != nil {
					for name, ds := range tab.names {
						for _, m := range ds {
							c.declare(name, m)
						}
					}
				}
			}
		}
	case *ast.NamespaceAlias:
		if ns := c.namespaceNamed(x.Target); ns != nil {
			a := &nsAlias{target: ns}
			a.Name = x.Name
			c.declare(x.Name, a)
		}
	case *ast.StaticAssert:
		c.staticAssert(x)
	}
}

// namespaceNamed resolves a name to a namespace.
func (c *checker) namespaceNamed(n *ast.Name) *types.Namespace {
	r := c.lookupName(n)
	for _, d := range r.decls {
		switch x := d.(type) {
		case *types.Namespace:
			return x
		case *nsAlias:
			return x.target
		}
	}
	return nil
}

// namespaceDecl opens (or reopens) a namespace and analyses its members.
func (c *checker) namespaceDecl(x *ast.NamespaceDecl) {
	outer, ok := c.scope.decl.(*types.Namespace)
	if !ok || c.scope.kind != namespaceScope {
		// Only reachable through a parse that put a namespace where the
		// grammar allows none (after a template head, in a class).
		c.notSupported(x.Pos(), "a namespace declared where no namespace can be")
		return
	}
	var nss []*types.Namespace
	if len(x.Names) == 0 {
		ns := c.ctx.AnonymousNamespace(outer)
		if ns.Pos == 0 {
			ns.Pos = x.At
			t := c.table(outer)
			t.usings = append(t.usings, ns)
		}
		nss = append(nss, ns)
	} else {
		cur := outer
		for i, name := range x.Names {
			inline := i < len(x.Inline) && x.Inline[i]
			ns := c.ctx.Namespace(cur, name, inline)
			if ns.Pos == 0 {
				ns.Pos = x.At
				c.table(cur).names[name] = []types.Decl{ns}
				c.res.Entities = append(c.res.Entities, ns)
			}
			if ns.Inline {
				t := c.table(cur)
				if !containsNS(t.usings, ns) {
					t.usings = append(t.usings, ns)
				}
			}
			nss = append(nss, ns)
			cur = ns
		}
	}
	for _, ns := range nss {
		c.push(namespaceScope, ns)
	}
	for _, m := range x.Decls {
		c.decl(m)
	}
	for range nss {
		c.pop()
	}
}

func containsNS(list []*types.Namespace, ns *types.Namespace) bool {
	for _, l := range list {
		if l == ns {
			return true
		}
	}
	return false
}

// typedef declares a typedef or alias name.
func (c *checker) typedef(name string, t types.Type, pos any) *types.TypedefDecl {
	if t == nil {
		// Keep the name known so lookups do not report it undeclared.
		td := &types.TypedefDecl{}
		td.Name = name
		c.declare(name, td)
		return td
	}
	at, _ := pos.(source.Pos)
	c.checkTypedefRedeclaration(name, t, at) // (typedefredef.go)
	td := c.ctx.NewTypedef(c.entityParent(), name, t)
	// An unnamed class or enum named by a typedef takes the name for
	// linkage purposes.
	switch u := t.(type) {
	case *types.Class:
		if u.Decl.Name == "" && u.Decl.TypedefName == nil {
			u.Decl.TypedefName = td
		}
	case *types.Enum:
		if u.Decl.Name == "" && u.Decl.TypedefName == nil {
			u.Decl.TypedefName = td
		}
	}
	c.declare(name, td)
	c.noteTypedef(td, at)
	c.noteMemberTypedef(td, pos) // (memberaccess.go)
	return td
}

// simpleDecl analyses a simple declaration. tmpl is the enclosing template
// declaration, if any.
func (c *checker) simpleDecl(x *ast.SimpleDecl, tmpl *ast.TemplateDecl) {
	base := c.specType(x.Spec)
	for _, d := range x.Decls {
		c.declarator(x.Spec, base, d, nil, tmpl)
	}
}

// declarator declares what one declarator names.
func (c *checker) declarator(spec *ast.DeclSpec, base types.Type, d *ast.Declarator, def *ast.FuncDef, tmpl *ast.TemplateDecl) types.Decl {
	if d == nil || (d.Name == nil && len(d.Binding()) == 0) {
		return nil
	}
	if len(d.Binding()) > 0 {
		for _, b := range d.Binding() {
			v := c.ctx.NewVar(c.entityParent(), b.Name, nil)
			v.Pos = b.At
			c.setVarInfo(v, &varInfo{scope: c.scope})
			c.declare(b.Name, v)
		}
		if d.Init() != nil {
			c.walkExpr(d.Init())
		}
		return nil
	}
	c.checkArrayBounds(spec, d) // (nonconstant.go)
	if spec != nil && spec.Specs&ast.SpecTypedef != 0 {
		var t types.Type
		if base != nil {
			t = c.declType(base, d)
		}
		return c.typedef(d.Name.Ident(), t, d.At)
	}
	if spec != nil && spec.Specs&ast.SpecFriend != 0 {
		if d.Function() != nil {
			c.noteFriendFunction(c.scope, d)
		}
		return nil
	}
	var decl types.Decl
	if d.Function() != nil {
		decl = c.functionDecl(spec, base, d, def, tmpl)
	} else {
		decl = c.variableDecl(spec, base, d)
	}
	c.noteDefinition(decl, spec, d, def, tmpl)
	return decl
}

// noteFriendFunction records that the class whose scope s is declares a
// friend function: sema does not declare friends, so argument-dependent
// lookup through that class is not sure to see every candidate.
func (c *checker) noteFriendFunction(s *scope, d *ast.Declarator) {
	if s != nil && s.kind == classScope {
		if cd, ok := s.decl.(*types.ClassDecl); ok {
			names := c.friendClasses[cd]
			if names == nil {
				names = map[string]bool{}
				c.friendClasses[cd] = names
			}
			key := ""
			if d != nil && d.Name != nil && len(d.Name.Parts) == 1 && !d.Name.Global {
				key = partKey(d.Name.Last())
			}
			names[key] = true
		}
	}
}

// declaresFriend reports whether class cd declares a friend function
// that argument-dependent lookup of key may find (key "": any).
func (c *checker) declaresFriend(cd *types.ClassDecl, key string) bool {
	names := c.friendClasses[cd]
	return names != nil && (key == "" || names[key] || names[""])
}
