package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// A variable defined at namespace scope is constructed before main runs
// and destroyed after it returns: its constructor and destructor are
// odr-used, so instantiated, whether or not code names the variable
// ([basic.def.odr], [basic.start.dynamic], [class.dtor]). The first walk
// walks code outside templates in user code only, so the construction of
// a namespace-scope variable in a system header (thrust's placeholders
// _1, _2, ...) was left to the back end's name index, which then had to
// follow the whole text of the variable's class. The first walk records
// instead the construction of each variable it defines at namespace scope
// outside templates, in user code and, when it has no initializer (sema
// does not type system headers' namespace-scope initializers), in system
// headers; the proof walk follows the constructor chosen and the
// destructor (walkUserUses). The back end's index starts the type's name
// of exactly those declarations in definition mode (fromsema's
// keydefonly.go): both keep to DefinesNamespaceVar.

// DefinesNamespaceVar reports whether declarator d, with spec, at
// namespace scope outside templates (in a system header: system),
// defines a variable whose construction the first walk
// records: named by one identifier (not a static data member's definition
// X::m), not a function, not a structured binding, not a typedef nor an
// extern declaration without initializer; in a system header only one
// without initializer.
func DefinesNamespaceVar(spec *ast.DeclSpec, d *ast.Declarator, system bool) bool {
	if spec == nil || d.Name == nil || len(d.Name.Parts) != 1 || d.Name.Global || d.Name.Last().Kind != ast.NameIdent {
		return false
	}
	if d.Function() != nil || len(d.Binding()) > 0 {
		return false
	}
	if spec.Specs&(ast.SpecTypedef|ast.SpecFriend) != 0 {
		return false
	}
	if d.InitKind == ast.InitNone {
		return spec.Specs&ast.SpecExtern == 0
	}
	return !system
}

// namespaceVar records the construction of a variable of type t that d
// defines at namespace scope outside templates (see above), walking its
// initializer; it reports whether it did (else the caller walks the
// initializer as before).
func (c *checker) namespaceVar(spec *ast.DeclSpec, d *ast.Declarator, t types.Type) bool {
	if c.scope.kind != namespaceScope || c.scope.fn != nil || c.instanceDepth != 0 || c.scope.dependent {
		return false
	}
	if !DefinesNamespaceVar(spec, d, !c.user(d.At)) {
		return false
	}
	k := c.walkInitTyped(d)
	k.destroyed = true
	if t == nil && plainPlaceholder(spec) {
		// auto x{1}, undeduced: its decl-specifiers name nothing the
		// index follows, and the initializer, walked, gives the object.
		return true
	}
	c.recordUse(userUse{pos: d.At, t: t, static: &k, name: d.Name.Ident()})
	return true
}

// followNamespaceVar follows, in the proof walk, the construction k of a
// namespace-scope variable name of type t (nil when sema could not work
// it out: the index counted on this walk to follow whatever the type's
// name leads to, so the walk cannot be complete).
func (c *checker) followNamespaceVar(pos source.Pos, name string, t types.Type, k construction) {
	if t == nil {
		c.incomplete(pos, "variable %s at namespace scope of a type sema did not work out", name)
		return
	}
	c.constructed(pos, t, k)
}

// plainPlaceholder reports whether spec is auto or decltype(auto) without
// a type-constraint.
func plainPlaceholder(spec *ast.DeclSpec) bool {
	switch spec.Kind {
	case ast.TypeAuto:
		return spec.Constraint() == nil
	case ast.TypeDecltypeAuto:
		return true
	}
	return false
}
