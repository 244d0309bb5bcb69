package sema

import (
	"strconv"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errInaccessible is EDG's "%nd is inaccessible" (265): a private or
// protected member named where it may not be ([class.access]). NVIDIA
// follows the entity with where it was declared: 13.0 `member "S::x"
// (declared at line 2) is inaccessible`, 11.8 `member "S::x"` and a
// "(2): here is inaccessible" line.
const errInaccessible diag.ID = 265

// checkMemberAccess reports member d, named at pos in class naming (nil
// for an unqualified name, looked up from a member function), when sema
// knows it is inaccessible there (memberaccess.go). It speaks in the
// bodies of functions of written code only (no template, instance or
// lambda, no unevaluated operand), for members of plain classes whose
// access and friends sema read from their definitions; the protected
// rule's restriction on the object expression (`o.p` in a derived class's
// member, which NVIDIA words otherwise) is not checked.
func (c *checker) checkMemberAccess(pos source.Pos, d types.Decl, naming *types.ClassDecl) {
	if !c.reporting || c.unevaluated > 0 || c.curFn == nil || c.curBodyBroken || c.systemMode() || !c.inWrittenCode() || !c.user(pos) {
		return
	}
	acc, owner, ok := c.declaredAccess(d)
	if !ok || acc == types.Public && naming == owner || naming == nil && c.curFn.Parent == owner {
		return
	}
	ctx := c.accessContext()
	if containsClass(ctx.classes, owner) {
		return // (a member of owner: in doubt only when named in a class privately derived from it)
	}
	if naming == nil {
		for _, k := range ctx.classes {
			if k == owner || c.isBaseOf(owner, k, 0) {
				naming = k
				break
			}
		}
		if naming == nil {
			return
		}
	}
	name := d.Base().Name
	if f, ok := d.(*types.FunctionDecl); ok && f.Kind == types.Constructor {
		name = owner.Name
	}
	if name == "" || !c.accessPath(naming, owner, name, 0) || c.accessible(acc, owner, naming, ctx, 0) {
		return
	}
	entity := c.accessEntity(d, owner)
	if entity == "" || c.accessReported[pos] {
		return
	}
	if c.accessReported == nil {
		c.accessReported = map[source.Pos]bool{}
	}
	c.accessReported[pos] = true
	c.errorAt(pos, errInaccessible, diag.Args{Entity: []string{entity + c.declaredAtPhrase(pos, c.latestDeclaration(d, pos))}})
}

// latestDeclaration is where NVIDIA says member d was declared, in a
// message at pos: its latest declaration before pos, the out-of-line
// definition of a static data member or a member function when it came
// first.
func (c *checker) latestDeclaration(d types.Decl, pos source.Pos) source.Pos {
	var def source.Pos
	switch x := d.(type) {
	case *types.VarDecl:
		if vi := c.varInfoOf(x); vi != nil {
			def = vi.definedAt
		}
	case *types.FunctionDecl:
		if fi := c.funcInfoOf(x); fi != nil && fi.def != nil && fi.def.Decl != nil && fi.def.Decl.Name != nil {
			def = fi.def.Decl.Name.At
		}
	}
	if !def.IsValid() || c.files.File(def) == c.files.File(pos) && def > pos {
		return c.declPos(d)
	}
	return def
}

// checkNameAccess checks the member a name found (one declaration that is
// no function: calls are checked once overload resolution chose, see
// checkCallAccess): named in the class its qualifier names, or looked up
// unqualified.
func (c *checker) checkNameAccess(n *ast.Name, ds []types.Decl) {
	if !c.reporting || len(ds) != 1 || n == nil || len(n.Parts) == 0 {
		return
	}
	switch ds[0].(type) {
	case *types.FunctionDecl, *types.TemplateDecl:
		return
	}
	if _, inClass := ds[0].Base().Parent.(*types.ClassDecl); !inClass {
		if _, isConst := ds[0].(*enumConst); !isConst {
			return
		}
	}
	naming, ok := c.namingClass(n)
	if ok {
		c.checkMemberAccess(n.Last().At, ds[0], naming)
	}
}

// namingClass is the class a qualified name's qualifier names (false when
// it names none sema knows), nil for an unqualified name.
func (c *checker) namingClass(n *ast.Name) (*types.ClassDecl, bool) {
	if len(n.Parts) == 1 && !n.Global {
		return nil, true
	}
	if len(n.Parts) < 2 {
		return nil, false
	}
	sc, _, ok := c.scopeEntity(n, len(n.Parts)-1)
	cd, isClass := sc.(*types.ClassDecl)
	return cd, ok && isClass
}

// checkCallAccess checks the member function fn a call chose, named by
// callee: x.f / p->f (in the object's class), S::f, or f in a member
// function.
func (c *checker) checkCallAccess(callee ast.Expr, fn *types.FunctionDecl, fun exprInfo) {
	if !c.reporting || fn.Template != nil {
		return
	}
	if _, inClass := fn.Parent.(*types.ClassDecl); !inClass {
		return
	}
	switch x := unparen(callee).(type) {
	case *ast.NameExpr:
		if naming, ok := c.namingClass(x.Name); ok {
			c.checkMemberAccess(x.Name.Last().At, fn, naming)
		}
	case *ast.MemberExpr:
		if len(x.Name.Parts) != 1 || x.Name.Global || fun.object == nil || fun.object.t == nil {
			return
		}
		t := fun.object.t
		if x.Arrow {
			p, ok := types.Unqualified(t).Canonical().(*types.Pointer)
			if !ok {
				return
			}
			t = p.Elem
		}
		if naming := classDeclOf(t); naming != nil {
			c.checkMemberAccess(x.Name.Last().At, fn, naming)
		}
	}
}

// accessEntity spells member d as NVIDIA's %n does in this message, ""
// where sema does not know the spelling.
func (c *checker) accessEntity(d types.Decl, owner *types.ClassDecl) string {
	q := "\"" + types.QualifiedName(d) + "\""
	switch x := d.(type) {
	case *types.FieldDecl, *types.VarDecl:
		return "member " + q
	case *types.TypedefDecl:
		return "type " + q
	case *types.ClassDecl:
		if x.Tag == types.UnionTag {
			return "union " + q
		}
		return "class " + q
	case *types.EnumDecl:
		return "enum " + q
	case *enumConst:
		return "constant " + q
	case *types.FunctionDecl:
		if x.Type == nil {
			return ""
		}
		switch {
		case x.Kind == types.Constructor:
			return "\"" + calleeSignature(x) + "\""
		case x.Kind != types.OrdinaryFunc:
			return ""
		case c.overloadedIn(x, owner):
			return "function \"" + calleeSignature(x) + "\""
		}
		return "function " + q
	}
	return ""
}

// overloadedIn reports whether class owner declares another function (or
// function template) named as fn: NVIDIA then spells fn with its
// parameters.
func (c *checker) overloadedIn(fn *types.FunctionDecl, owner *types.ClassDecl) bool {
	t := c.tableOf(owner)
	if t == nil {
		return true
	}
	for _, d := range t.names[fn.Name] {
		switch d.(type) {
		case *types.FunctionDecl, *types.TemplateDecl:
			if d != types.Decl(fn) {
				return true
			}
		}
	}
	return false
}

// declaredAtPhrase is how NVIDIA's %nd tells where an entity declared at
// decl was declared, in a message at at: 13.0 " (declared at line N)"
// (" of FILE" when in another file), 11.8 a new line "(N): here"
// ("FILE(N): here").
func (c *checker) declaredAtPhrase(at, decl source.Pos) string {
	dp, ap := c.files.Position(decl), c.files.Position(at)
	if !dp.IsValid() {
		return ""
	}
	if c.opts.CUDAMajor >= 13 {
		s := " (declared at line " + strconv.Itoa(dp.Line)
		if dp.Filename != ap.Filename {
			s += " of " + dp.Filename
		}
		return s + ")"
	}
	return c.herePhrase(at, decl)
}

// herePhrase is how NVIDIA's %p tells a position in a message at at:
// 13.0 "at line N" (" of FILE"), 11.8 a new line "(N): here".
func (c *checker) herePhrase(at, p source.Pos) string {
	pp, ap := c.files.Position(p), c.files.Position(at)
	if !pp.IsValid() {
		return ""
	}
	name := pp.Filename
	if name == ap.Filename {
		name = ""
	}
	if c.opts.CUDAMajor >= 13 {
		s := "at line " + strconv.Itoa(pp.Line)
		if name != "" {
			s += " of " + name
		}
		return s
	}
	return "\n" + name + "(" + strconv.Itoa(pp.Line) + "): here"
}

// checkConstruction checks the constructor a construction (of a local
// variable, a temporary T(args), new T(args)) of type t at pos runs (its access, whether it is deleted), when
// overload resolution surely picks a declared one and its class declares
// a constructor that is not public or is deleted. List-initialization is
// left alone (an aggregate's `S s{}` runs no constructor, even when the
// class declares a deleted or private one).
func (c *checker) checkConstruction(pos source.Pos, t types.Type, k construction) {
	if !c.reporting || t == nil || k.list || c.curFn == nil || !c.inWrittenCode() || c.systemMode() || !c.user(pos) {
		return
	}
	cd := classDeclOf(t)
	if cd == nil || cd.Template != nil || inClassTemplateInstance(cd) || !c.hasRestrictedConstructor(cd) {
		return
	}
	ch := c.resolveConstructor(pos, cd, k)
	if !ch.sure || ch.kind != ctorDeclared || ch.fn == nil {
		return
	}
	c.checkMemberAccess(pos, ch.fn, cd)
	c.checkDeletedConstruction(pos, cd, ch.fn, k) // (deletedcall.go)
}

// checkConstructionWithArgs is checkConstruction for a temporary T(args)
// or new T(args) given arguments (T() and new T() value-initialize, which
// for an aggregate runs no constructor).
func (c *checker) checkConstructionWithArgs(pos source.Pos, t types.Type, k construction) {
	if len(k.args) > 0 {
		c.checkConstruction(pos, t, k)
	}
}

// hasRestrictedConstructor reports whether class cd declares a
// constructor that is not public or is deleted (or whose access sema
// does not know).
func (c *checker) hasRestrictedConstructor(cd *types.ClassDecl) bool {
	t := c.tableOf(cd)
	if t == nil {
		return false
	}
	for _, d := range t.names[cd.Name] {
		f, ok := d.(*types.FunctionDecl)
		if !ok || f.Kind != types.Constructor {
			continue
		}
		if fi := c.funcInfoOf(f); fi == nil || !fi.accessKnown || fi.access != types.Public || fi.deleted {
			return true
		}
	}
	return false
}

// checkTypeNameAccess checks the member type a local declaration's
// qualified type name (S::N) names.
func (c *checker) checkTypeNameAccess(spec *ast.DeclSpec) {
	if !c.reporting || spec == nil || spec.Kind != ast.TypeNamed || spec.Name == nil || len(spec.Name.Parts) < 2 {
		return
	}
	last := spec.Name.Last()
	if last.Kind != ast.NameIdent || last.HasArgs() {
		return
	}
	naming, ok := c.namingClass(spec.Name)
	if !ok || naming == nil {
		return
	}
	r := c.memberOf(naming, last.Ident)
	if len(r.decls) == 1 {
		c.checkMemberAccess(last.At, r.decls[0], naming)
	}
}
