package sema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// What sema knows of members' access ([class.access]) for the access
// check (accesscheck.go): each member's declared access, the friends each
// class declares, and the rules of [class.access.base] that decide
// whether a member named in a class is accessible from some code.

// noAccess ranks below private: a private member of a base, which is no
// accessible member of the derived class at all.
const noAccess = types.Private + 1

// classAccess is what a class definition says of access: the access in
// force at the start of each member-declaration (in source order), and
// the friends it declares, by name.
type classAccess struct {
	marks         []accessMark
	friendFns     map[string]bool
	friendClasses map[string]bool
	// friendsUnknown is set when a friend declaration names something
	// sema does not name (an operator, a type through a typedef).
	friendsUnknown bool
}

// accessMark is one member-declaration's start and the access in force.
type accessMark struct {
	pos source.Pos
	acc types.Access
}

// classAccessOf reads class cd's definition (once); nil when sema has
// none.
func (c *checker) classAccessOf(cd *types.ClassDecl) *classAccess {
	if ca, ok := c.accessInfo[cd]; ok {
		return ca
	}
	var ca *classAccess
	if ci := c.classes[cd]; ci != nil && ci.def != nil {
		ca = readClassAccess(ci.def)
	}
	if c.accessInfo == nil {
		c.accessInfo = map[*types.ClassDecl]*classAccess{}
	}
	c.accessInfo[cd] = ca
	return ca
}

func readClassAccess(def *ast.ClassDecl) *classAccess {
	ca := &classAccess{friendFns: map[string]bool{}, friendClasses: map[string]bool{}}
	acc := types.Public
	if def.Key == ast.KeyClass {
		acc = types.Private
	}
	for _, m := range def.Members {
		if a, ok := m.(*ast.AccessDecl); ok {
			switch a.Access {
			case ast.AccessPrivate:
				acc = types.Private
			case ast.AccessProtected:
				acc = types.Protected
			default:
				acc = types.Public
			}
			continue
		}
		if m == nil {
			continue
		}
		ca.marks = append(ca.marks, accessMark{pos: m.Pos(), acc: acc})
		ca.noteFriend(m)
	}
	return ca
}

// noteFriend records the friends member-declaration m declares.
func (ca *classAccess) noteFriend(m ast.Decl) {
	var spec *ast.DeclSpec
	var decls []*ast.Declarator
	switch x := m.(type) {
	case *ast.TemplateDecl:
		ca.noteFriend(x.Decl)
		return
	case *ast.SimpleDecl:
		spec, decls = x.Spec, x.Decls
	case *ast.FuncDef:
		spec, decls = x.Spec, []*ast.Declarator{x.Decl}
	default:
		return
	}
	if spec == nil || spec.Specs&ast.SpecFriend == 0 {
		return
	}
	if len(decls) == 0 {
		// friend class F; (an elaborated name is the class's own; a
		// plain type name may be a typedef of another class).
		if spec.Kind == ast.TypeElaborated && spec.Name.Ident() != "" {
			ca.friendClasses[spec.Name.Ident()] = true
		} else {
			ca.friendsUnknown = true
		}
		return
	}
	for _, d := range decls {
		if d == nil || d.Name == nil || d.Name.Ident() == "" || d.Name.Last().Kind != ast.NameIdent {
			ca.friendsUnknown = true
			continue
		}
		ca.friendFns[d.Name.Ident()] = true
	}
}

// declaredAccess is member d's access in its class, and the class; ok
// is false where sema does not know it for sure.
func (c *checker) declaredAccess(d types.Decl) (acc types.Access, owner *types.ClassDecl, ok bool) {
	parent := d.Base().Parent
	if ec, isConst := d.(*enumConst); isConst && ec.enum != nil {
		if ec.enum.Scoped {
			return 0, nil, false
		}
		parent = ec.enum.Parent
	}
	owner, _ = parent.(*types.ClassDecl)
	if owner == nil || owner.Name == "" || owner.Lambda != nil {
		return 0, nil, false
	}
	switch x := d.(type) {
	case *types.FieldDecl:
		return x.Access, owner, true
	case *types.FunctionDecl:
		fi := c.funcInfoOf(x)
		if fi == nil || !fi.accessKnown {
			return 0, nil, false
		}
		return fi.access, owner, true
	case *types.VarDecl, *types.TypedefDecl, *types.ClassDecl, *types.EnumDecl, *enumConst:
		ca := c.classAccessOf(owner)
		if ca == nil {
			return 0, nil, false
		}
		acc, ok := ca.accessAt(c.declPos(d))
		return acc, owner, ok
	}
	return 0, nil, false
}

// declPos is where d is declared: a typedef's position is kept aside
// (noteMemberTypedef), for the members of written classes only.
func (c *checker) declPos(d types.Decl) source.Pos {
	if td, ok := d.(*types.TypedefDecl); ok {
		return c.typedefAt[td]
	}
	return d.Base().Pos
}

// noteMemberTypedef keeps where td, a member typedef or alias of a class
// of user code as written (no template, no instance), is declared.
func (c *checker) noteMemberTypedef(td *types.TypedefDecl, pos any) {
	p, ok := pos.(source.Pos)
	if !ok || c.scope.kind != classScope || c.scope.dependent || c.inInstance() || !c.user(p) {
		return
	}
	if c.typedefAt == nil {
		c.typedefAt = map[*types.TypedefDecl]source.Pos{}
	}
	c.typedefAt[td] = p
}

// accessAt is the access in force at the member-declaration holding pos:
// the last one starting at or before it, when no other starts at the
// same place (a macro's expansion) and the next starts after it.
func (ca *classAccess) accessAt(pos source.Pos) (types.Access, bool) {
	if !pos.IsValid() {
		return 0, false
	}
	i := sort.Search(len(ca.marks), func(i int) bool { return ca.marks[i].pos > pos }) - 1
	if i < 0 || i > 0 && ca.marks[i-1].pos == ca.marks[i].pos {
		return 0, false
	}
	return ca.marks[i].acc, true
}

// accessContext is where a use is: the classes whose members it is in
// (the function's class and those enclosing it, any class being defined)
// and the functions it is in (for friendship).
type accessContext struct {
	classes []*types.ClassDecl
	fns     []*types.FunctionDecl
}

func (c *checker) accessContext() accessContext {
	var ctx accessContext
	add := func(d types.Decl) {
		for depth := 0; d != nil && depth < 64; depth++ {
			switch x := d.(type) {
			case *types.ClassDecl:
				if !containsClass(ctx.classes, x) {
					ctx.classes = append(ctx.classes, x)
				}
			case *types.FunctionDecl:
				ctx.fns = append(ctx.fns, x)
			case *types.Namespace:
				return
			}
			d = d.Base().Parent
		}
	}
	for s := c.scope; s != nil; s = s.parent {
		switch {
		case s.kind == classScope:
			add(s.decl)
		case s.kind == blockScope && s.fn != nil:
			add(s.fn)
		}
	}
	if c.curFn != nil {
		add(c.curFn)
	}
	return ctx
}

func containsClass(list []*types.ClassDecl, cd *types.ClassDecl) bool {
	for _, x := range list {
		if x == cd {
			return true
		}
	}
	return false
}

// memberOrFriend reports whether the context is in a member or a friend
// of class x ([class.access]/2); true when sema cannot tell.
func (c *checker) memberOrFriend(ctx accessContext, x *types.ClassDecl) bool {
	if containsClass(ctx.classes, x) {
		return true
	}
	return c.classAccessOf(x).befriends(ctx)
}

// befriends reports whether a function or class of the context is a
// friend of the class ca describes; true when sema cannot tell (no record,
// or a friend it cannot name).
func (ca *classAccess) befriends(ctx accessContext) bool {
	if ca == nil || ca.friendsUnknown {
		return true
	}
	for _, f := range ctx.fns {
		if ca.friendFns[f.Name] {
			return true
		}
	}
	for _, k := range ctx.classes {
		if ca.friendClasses[k.Name] {
			return true
		}
	}
	return false
}

// memberOrFriendOfDerived reports whether the context is in a member or
// friend of a class derived from x (where a protected member of x may be
// named); true when sema cannot tell.
func (c *checker) memberOrFriendOfDerived(ctx accessContext, x *types.ClassDecl) bool {
	for _, k := range ctx.classes {
		if c.isBaseOf(x, k, 0) {
			return true
		}
	}
	for d, ci := range c.classes {
		p, ok := d.(*types.ClassDecl)
		if !ok || ci == nil || p == x || !c.isBaseOf(x, p, 0) {
			continue
		}
		if c.classAccessOf(p).befriends(ctx) {
			return true
		}
	}
	return false
}

// accessPath checks that sema knows every class from naming down to
// owner, where the member name is looked up: plain (no template
// instance), defined classes whose bases are all known, none but owner
// declaring the name (a using-declaration or a hiding member would change
// what is found).
func (c *checker) accessPath(naming, owner *types.ClassDecl, name string, depth int) bool {
	if depth > 16 || naming.Template != nil || naming.Lambda != nil || inClassTemplateInstance(naming) || !c.knownClass(naming, 0) {
		return false
	}
	t := c.tableOf(naming) // (nil for a class declaring nothing)
	if t != nil && t.incomplete || c.classAccessOf(naming) == nil {
		return false
	}
	if naming == owner {
		return true
	}
	if t != nil && len(t.names[name]) > 0 {
		return false
	}
	found := false
	for _, b := range naming.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil {
			return false
		}
		if bc == owner || c.isBaseOf(owner, bc, 0) {
			if !c.accessPath(bc, owner, name, depth+1) {
				return false
			}
			found = true
		}
	}
	return found
}

// accessAsMemberOf is the access of a member of owner (declared with acc)
// as a member of x, owner or a class derived from it
// ([class.access.base]/1): the most open over the inheritance paths.
func (c *checker) accessAsMemberOf(acc types.Access, owner, x *types.ClassDecl, depth int) types.Access {
	if x == owner {
		return acc
	}
	best := noAccess
	if depth > 16 {
		return best
	}
	for _, b := range x.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil || bc != owner && !c.isBaseOf(owner, bc, 0) {
			continue
		}
		a := c.accessAsMemberOf(acc, owner, bc, depth+1)
		switch {
		case a >= types.Private:
			a = noAccess
		case b.Access > a:
			a = b.Access
		}
		if a < best {
			best = a
		}
	}
	return best
}

// accessible reports whether a member of owner declared with acc, named
// in class x, is accessible from ctx ([class.access.base]/5), leaving
// out the protected rule's restriction on the object expression (which
// NVIDIA words otherwise): in doubt it says yes.
func (c *checker) accessible(acc types.Access, owner, x *types.ClassDecl, ctx accessContext, depth int) bool {
	if depth > 16 {
		return true
	}
	switch c.accessAsMemberOf(acc, owner, x, 0) {
	case types.Public:
		return true
	case types.Private:
		if c.memberOrFriend(ctx, x) {
			return true
		}
	case types.Protected:
		if c.memberOrFriend(ctx, x) || c.memberOrFriendOfDerived(ctx, x) {
			return true
		}
	}
	if x == owner {
		return false
	}
	for _, b := range x.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil || bc != owner && !c.isBaseOf(owner, bc, 0) {
			continue
		}
		if c.baseAccessible(b.Access, x, ctx) && c.accessible(acc, owner, bc, ctx, depth+1) {
			return true
		}
	}
	return false
}

// baseAccessible reports whether a direct base of x, inherited with acc,
// is accessible from ctx ([class.access.base]/4).
func (c *checker) baseAccessible(acc types.Access, x *types.ClassDecl, ctx accessContext) bool {
	switch {
	case acc == types.Public, c.memberOrFriend(ctx, x):
		return true
	case acc == types.Protected:
		return c.memberOrFriendOfDerived(ctx, x)
	}
	return false
}
