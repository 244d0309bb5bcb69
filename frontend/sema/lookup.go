package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// lookupResult is the outcome of a name lookup. sure is false when the
// lookup passed through something sema cannot see into (a dependent base, a
// class that could not be completed), so an empty result proves nothing.
type lookupResult struct {
	decls []types.Decl
	sure  bool
}

// lookup performs unqualified name lookup of name from the current scope.
func (c *checker) lookup(name string) lookupResult {
	return c.lookupFrom(c.scope, name)
}

func (c *checker) lookupFrom(s *scope, name string) lookupResult {
	sure := true
	for ; s != nil; s = s.parent {
		switch s.kind {
		case blockScope, templateScope:
			if ds := s.names.get(name); len(ds) > 0 {
				return lookupResult{ds, sure}
			}
			for _, u := range s.usings {
				if r := c.namespaceMember(u, name); len(r) > 0 {
					return lookupResult{r, sure}
				}
			}
		case classScope:
			r := c.classMember(s.decl.(*types.ClassDecl), name, 0)
			if len(r.decls) > 0 && !onlyConstructors(r.decls) {
				return lookupResult{r.decls, sure && r.sure}
			}
			sure = sure && r.sure
		case namespaceScope:
			ns := s.decl.(*types.Namespace)
			if s.table == nil {
				// (Unqualified lookups pass every enclosing namespace:
				// its table, once made, is kept on the scope rather than
				// found by tableOf each time.)
				s.table = c.tableOf(ns)
			}
			if r := c.namespaceMemberOf(ns, s.table, name); len(r) > 0 {
				return lookupResult{r, sure}
			}
		}
	}
	return lookupResult{nil, sure}
}

// namespaceMember finds name in ns, its inline namespaces and the
// namespaces its using-directives nominate.
func (c *checker) namespaceMember(ns *types.Namespace, name string) []types.Decl {
	return c.namespaceMemberOf(ns, c.tableOf(ns), name)
}

// namespaceMemberOf is namespaceMember with ns's member table t (nil
// when ns has none yet).
func (c *checker) namespaceMemberOf(ns *types.Namespace, t *memberTable, name string) []types.Decl {
	if t == nil {
		return nil
	}
	if len(t.usings) == 0 {
		return t.names[name]
	}
	// (Most namespaces nominate none, and those that do, few: the
	// namespaces seen are kept in a list on the stack, not a map.)
	var buf [8]*types.Namespace
	out, _ := c.namespaceMemberSeen(ns, name, buf[:0])
	return out
}

// namespaceMemberSeen is namespaceMember, skipping the namespaces in seen
// (already searched); it returns seen with those it searched added.
func (c *checker) namespaceMemberSeen(ns *types.Namespace, name string, seen []*types.Namespace) ([]types.Decl, []*types.Namespace) {
	for _, s := range seen {
		if s == ns {
			return nil, seen
		}
	}
	seen = append(seen, ns)
	t := c.tableOf(ns)
	if t == nil {
		return nil, seen
	}
	out := t.names[name]
	for _, u := range t.usings {
		var r []types.Decl
		if r, seen = c.namespaceMemberSeen(u, name, seen); len(r) > 0 {
			out = appendUnique(out, r)
		}
	}
	return out, seen
}

func appendUnique(out, add []types.Decl) []types.Decl {
	for _, d := range add {
		dup := false
		for _, o := range out {
			if o == d {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, d)
		}
	}
	return out
}

// classMember finds name in class cd and its bases.
func (c *checker) classMember(cd *types.ClassDecl, name string, depth int) lookupResult {
	if depth > 32 {
		return lookupResult{nil, false}
	}
	c.complete(cd)
	t := c.tableOf(cd)
	if t == nil {
		return lookupResult{nil, cd.Complete && len(cd.Bases) == 0}
	}
	if ds := t.names[name]; len(ds) > 0 {
		return lookupResult{ds, true}
	}
	sure := !t.incomplete
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			sure = false
			continue
		}
		r := c.classMember(bc, name, depth+1)
		if len(r.decls) > 0 {
			return lookupResult{r.decls, sure && r.sure}
		}
		sure = sure && r.sure
	}
	return lookupResult{nil, sure}
}

// classDeclOf returns the class a (possibly sugared) type names, or nil.
func classDeclOf(t types.Type) *types.ClassDecl {
	if t == nil {
		return nil
	}
	u, _ := types.Split(t)
	if cl, ok := u.(*types.Class); ok {
		return cl.Decl
	}
	return nil
}

// scopeEntity resolves the nested-name-specifier parts[:n] of a name to the
// namespace, class or enumeration it names. ok is false when it cannot be
// known (dependent or unresolved); dep is set when it is dependent.
func (c *checker) scopeEntity(n *ast.Name, upto int) (d types.Decl, dep bool, ok bool) {
	var cur types.Decl
	if n.Global {
		cur = c.ctx.Global
	}
	for i := 0; i < upto; i++ {
		p := &n.Parts[i]
		if p.Kind == ast.NameDecltype {
			// Unevaluated, as every decltype operand: a call there runs
			// nothing (libcu++'s decltype(__test<_Tp>(12))::value).
			c.unevaluated++
			t := c.exprTypeOnly(p.DecltypeExpr())
			c.unevaluated--
			if t == nil {
				return nil, c.inDependent(), false
			}
			cur = scopeOfType(t)
			if cur == nil {
				return nil, types.IsDependent(t), false
			}
			continue
		}
		if p.Kind != ast.NameIdent {
			return nil, false, false
		}
		var found []types.Decl
		if cur == nil {
			r := c.lookup(p.Ident)
			found = r.decls
		} else {
			r := c.memberOf(cur, p.Ident)
			c.noteNoMember(cur, r)
			found = r.decls
		}
		next, dependent := c.scopeFromDecls(found, p)
		if next == nil {
			return nil, dependent || c.inDependent(), false
		}
		cur = next
	}
	return cur, false, cur != nil
}

// scopeFromDecls picks the namespace or class a name component denotes.
func (c *checker) scopeFromDecls(found []types.Decl, p *ast.NamePart) (types.Decl, bool) {
	for _, d := range found {
		switch x := d.(type) {
		case *types.Namespace:
			return x, false
		case *nsAlias:
			return x.target, false
		case *types.ClassDecl:
			return x, false
		case *types.EnumDecl:
			return x, false
		case *types.TypedefDecl:
			if x.Underlying == nil {
				return nil, false
			}
			if s := scopeOfType(x.Underlying); s != nil {
				return s, false
			}
			c.noteNoScope(x.Underlying)
			return nil, types.IsDependent(x.Underlying)
		case *types.TemplateDecl:
			if x.Kind == types.ClassTemplate && p.HasArgs() {
				t := c.templateIDType(x, p.Args(), p.At)
				if t == nil {
					return nil, true
				}
				if s := scopeOfType(t); s != nil {
					return s, false
				}
				return nil, types.IsDependent(t)
			}
			if x.Kind == types.ClassTemplate && !c.inDependent() {
				// The injected class name (Dispatch::MaxPolicy inside an
				// instance of Dispatch): the instance itself.
				if cur := c.currentClassOf(x); cur != nil {
					return cur, false
				}
			}
			if x.Kind == types.AliasTemplate && p.HasArgs() {
				t := c.aliasTemplateType(x, p.Args(), p.At)
				if t == nil {
					return nil, true
				}
				if s := scopeOfType(t); s != nil {
					return s, false
				}
				return nil, types.IsDependent(t)
			}
			return nil, true
		case *types.TemplateParam:
			return nil, true
		case *typeBinding:
			// A template type parameter in an instantiation: T::member.
			if s := scopeOfType(x.typ); s != nil {
				return s, false
			}
			c.noteNoScope(x.typ)
			return nil, types.IsDependent(x.typ)
		case *packBinding:
			if a, ok := c.packElem(x); ok && a.Kind == types.TypeArg {
				if s := scopeOfType(a.Type); s != nil {
					return s, false
				}
			}
			return nil, false
		}
	}
	return nil, false
}

// scopeOfType returns the class or enumeration a type names.
func scopeOfType(t types.Type) types.Decl {
	u, _ := types.Split(t)
	switch x := u.(type) {
	case *types.Class:
		return x.Decl
	case *types.Enum:
		return x.Decl
	}
	return nil
}

// memberOf looks name up as a member of a namespace, class or enumeration.
func (c *checker) memberOf(scopeD types.Decl, name string) lookupResult {
	switch x := scopeD.(type) {
	case *types.Namespace:
		return lookupResult{c.namespaceMember(x, name), true}
	case *types.ClassDecl:
		return c.classMember(x, name, 0)
	case *types.EnumDecl:
		t := c.tableOf(x)
		if t != nil {
			return lookupResult{t.names[name], true}
		}
		return lookupResult{nil, true}
	}
	return lookupResult{nil, false}
}

// lookupName resolves a possibly qualified name to the declarations its last
// component names.
func (c *checker) lookupName(n *ast.Name) lookupResult {
	if n == nil || len(n.Parts) == 0 {
		return lookupResult{nil, false}
	}
	last := n.Last()
	key := partKey(last)
	if key == "" {
		return lookupResult{nil, false}
	}
	if len(n.Parts) == 1 && !n.Global {
		return c.lookup(key)
	}
	sc, _, ok := c.scopeEntity(n, len(n.Parts)-1)
	if !ok {
		return lookupResult{nil, false}
	}
	if cd, isClass := sc.(*types.ClassDecl); isClass && last.Kind == ast.NameIdent && last.Ident == cd.Name && !last.HasArgs() {
		// The injected class name (C::C names the constructor, or the class).
		return lookupResult{[]types.Decl{cd}, true}
	}
	return c.memberOf(sc, key)
}

// partKey is the key a name component is declared under.
func partKey(p *ast.NamePart) string {
	switch p.Kind {
	case ast.NameIdent:
		return p.Ident
	case ast.NameDestructor:
		return "~" + p.Ident
	case ast.NameOperator:
		return "operator" + operatorSpelling(p)
	case ast.NameConversion:
		return "operator <conv>"
	case ast.NameLiteral:
		return `operator""` + p.Ident
	}
	return ""
}

// nsAlias is a namespace alias: it names target.
type nsAlias struct {
	types.DeclBase
	target *types.Namespace
}

// onlyConstructors reports a lookup result made of constructors and
// constructor templates, which are declared under the class's name:
// unqualified lookup inside the class finds the injected class name
// instead ([class.pre]/2), which the enclosing scope's lookup provides
// (with the current specialization for a class template). (A constructor
// template among them, as libstdc++'s template<typename =
// _RequireAllocator<_Alloc>> basic_string(size_type, _CharT, ...), used to
// hide the class's name from the constructors declared after it.)
func onlyConstructors(ds []types.Decl) bool {
	for _, d := range ds {
		if f := declaredFunction(d); f == nil || f.Kind != types.Constructor {
			return false
		}
	}
	return true
}

// declaredFunction returns the function d declares: d itself, or a
// function template's pattern; nil for any other declaration.
func declaredFunction(d types.Decl) *types.FunctionDecl {
	switch x := d.(type) {
	case *types.FunctionDecl:
		return x
	case *types.TemplateDecl:
		f, _ := x.Pattern.(*types.FunctionDecl)
		return f
	}
	return nil
}
