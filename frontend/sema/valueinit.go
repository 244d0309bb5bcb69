package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNoMatchingCtor is EDG's "no instance of constructor %no matches the
// argument list" (289, the number from cudafe++ 13.0's SARIF output, the
// same wording in 11.8; 13.0 adds a note per constructor, not given): here
// the value-initialization of an object of a class without a default
// constructor ([dcl.init.general]/9): `S s{};`, `S s = {};`, `S()`,
// `S{}`, `new S()`, `new S{}`. (Default-initialization, `S s;`, is worded
// otherwise: errNoDefaultCtor.)
const errNoMatchingCtor diag.ID = 289

// checkValueInitialized reports the value-initialization at pos of an
// object of type t (list when by an empty braced list) when its class
// certainly has no default constructor (lacksDefaultConstructor: it
// declares constructors, none callable without arguments, so it is no
// aggregate either) or one implicitly deleted (defaultCtorDeleted, `the
// default constructor of "S" cannot be referenced`, 1790, by `()` only:
// an empty braced list aggregate-initializes such a class), or, by `()`,
// one deleted by a const member left uninitialized (constMemberGap). An
// empty braced list for a class with a constructor whose first parameter
// is a std::initializer_list calls that constructor, and is left alone,
// as is a class declaring no user-provided constructor (an aggregate in
// C++17 when its constructors are all defaulted or deleted).
// Only classes of user code that are no template's specialization (NVIDIA
// names those otherwise), in written code outside templates, are looked
// at.
func (c *checker) checkValueInitialized(pos source.Pos, t types.Type, list bool) {
	if !c.reporting || t == nil || c.systemMode() || !c.inWrittenCode() || c.curBodyBroken || !c.user(pos) {
		return
	}
	cd := classDeclOf(t)
	if cd == nil || cd.Lambda != nil || cd.Name == "" || !cd.Complete || cd.Template != nil || len(cd.Args) > 0 || inClassTemplateInstance(cd) {
		return
	}
	switch {
	case c.lacksDefaultConstructor(cd):
		if c.takesInitList(cd) || !c.hasUserProvidedConstructor(cd) {
			return
		}
		c.errorAt(pos, errNoMatchingCtor, diag.Args{Entity: []string{"\"" + types.QualifiedName(cd) + "::" + cd.Name + "\""}})
	case list:
	case c.defaultCtorDeleted(cd, 0) || c.constMemberGap(cd):
		c.errorAt(pos, errDeletedDefaultCtor, diag.Args{Type: []string{types.QualifiedName(cd)}})
	}
}

// hasUserProvidedConstructor reports whether class cd declares a
// constructor neither defaulted nor deleted on its first declaration, so
// that it is no aggregate in C++17 either (a class declaring only
// `S(int) = delete;` is one there).
func (c *checker) hasUserProvidedConstructor(cd *types.ClassDecl) bool {
	tab := c.tableOf(cd)
	if tab == nil {
		return false
	}
	for _, d := range tab.names[cd.Name] {
		f, ok := d.(*types.FunctionDecl)
		if !ok || f.Kind != types.Constructor {
			continue
		}
		if fi := c.funcInfoOf(f); fi != nil && !fi.deleted && fi.decl != nil && fi.decl.Virt&ast.VirtDefault == 0 {
			return true
		}
	}
	return false
}

// takesInitList reports whether a constructor class cd declares has a
// std::initializer_list first parameter.
func (c *checker) takesInitList(cd *types.ClassDecl) bool {
	tab := c.tableOf(cd)
	if tab == nil {
		return true
	}
	for _, d := range tab.names[cd.Name] {
		if f, ok := d.(*types.FunctionDecl); ok && f.Kind == types.Constructor && (f.Type == nil || len(f.Type.Params) > 0 && isInitializerList(f.Type.Params[0])) {
			return true
		}
	}
	return false
}

// emptyBraces reports whether e is an empty braced list `{}`.
func emptyBraces(e ast.Expr) bool {
	il, ok := e.(*ast.InitList)
	return ok && len(il.Elems) == 0
}

// checkVariableValueInitialized reports variable v's definition d when it
// value-initializes v by an empty braced list (`S s{};`, `S s = {};`) and
// v's class has no default constructor (see checkValueInitialized).
func (c *checker) checkVariableValueInitialized(d *ast.Declarator, v *types.VarDecl) {
	if (d.InitKind != ast.InitBrace && d.InitKind != ast.InitAssign) || !emptyBraces(d.Init()) || v.Type == nil {
		return
	}
	if _, inClass := v.Parent.(*types.ClassDecl); inClass || c.inInstance() || c.inDependent() {
		return
	}
	c.withReporting(d.At, func() { c.checkValueInitialized(d.At, v.Type, true) })
}
