package sema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

type scopeKind uint8

const (
	namespaceScope scopeKind = iota
	classScope
	blockScope    // a function body, a compound statement, a lambda
	templateScope // template parameters, or their bindings in an instantiation
)

// scope is one level of the lookup chain. Namespace and class scopes keep
// their names in checker.members (they reopen and are searched from
// outside); block and template scopes keep them here.
type scope struct {
	parent *scope
	kind   scopeKind
	// decl is the *types.Namespace, *types.ClassDecl, *types.FunctionDecl
	// (block scopes) or *types.TemplateDecl (template scopes, may be nil).
	decl  types.Decl
	names localNames
	// usings are the namespaces nominated by using-directives in a block.
	usings []*types.Namespace
	// dependent is set when the scope is inside a template definition (not
	// an instantiation): names may depend on template parameters.
	dependent bool
	// fn is the function whose body this is (block scopes).
	fn *types.FunctionDecl
	// table is, for a namespace scope, the namespace's member table once
	// a lookup found it made (tableOf finds it: a table, once made, is
	// never replaced).
	table *memberTable
}

// memberTable holds the names declared in a namespace or class.
type memberTable struct {
	names  map[string][]types.Decl
	usings []*types.Namespace
	// incomplete is set when the table may be missing names (a class whose
	// bases could not be resolved, a class being instantiated that failed).
	incomplete bool
}

func (c *checker) table(d types.Decl) *memberTable {
	t := c.tableOf(d)
	if t == nil {
		t = &memberTable{names: map[string][]types.Decl{}}
		c.setMembers(d, t)
	}
	return t
}

// push enters a new scope.
func (c *checker) push(kind scopeKind, d types.Decl) *scope {
	s := c.newScope()
	s.parent, s.kind, s.decl = c.scope, kind, d
	if c.scope != nil {
		s.dependent = c.scope.dependent
		s.fn = c.scope.fn
	}
	c.scope = s
	return s
}

func (c *checker) pop() { c.scope = c.scope.parent }

// inDependent reports whether the current scope is inside a template
// definition.
func (c *checker) inDependent() bool { return c.scope.dependent }

// declare adds d under name to the current scope (or, for namespace and
// class scopes, to the member table of the scope's entity).
func (c *checker) declare(name string, d types.Decl) {
	c.declareIn(c.scope, name, d)
}

func (c *checker) declareIn(s *scope, name string, d types.Decl) {
	if name == "" {
		return
	}
	if s.kind == namespaceScope || s.kind == classScope {
		t := c.table(s.decl)
		ds := t.names[name]
		for _, old := range ds {
			if old == d {
				return
			}
		}
		if len(ds) == 0 {
			t.names[name] = c.oneDecl(d)
		} else {
			t.names[name] = append(ds, d)
		}
		return
	}
	if len(s.names.get(name)) == 0 {
		s.names.set(name, c.oneDecl(d))
	} else {
		s.names.add(name, d)
	}
}

// enclosingNamespace returns the innermost namespace scope's namespace.
func (c *checker) enclosingNamespace() *types.Namespace {
	for s := c.scope; s != nil; s = s.parent {
		if s.kind == namespaceScope {
			return s.decl.(*types.Namespace)
		}
	}
	return c.ctx.Global
}

// entityParent returns the entity that owns declarations made in the
// current scope: the namespace, the class, or the function of a block.
func (c *checker) entityParent() types.Decl {
	for s := c.scope; s != nil; s = s.parent {
		switch s.kind {
		case namespaceScope, classScope:
			return s.decl
		case blockScope:
			if s.fn != nil {
				return s.fn
			}
		}
	}
	return c.ctx.Global
}

// funcInfo is what sema keeps about a function beyond types.FunctionDecl.
type funcInfo struct {
	def    *ast.FuncDef
	decl   *ast.Declarator
	scope  *scope // where the declaration was met (for bodies, constexpr)
	params []*types.VarDecl
	// defaulted marks the parameters some declaration gave a default
	// argument.
	defaulted []bool
	constexpr bool
	// explicitExec is set when an execution space was written on some
	// declaration.
	explicitExec bool
	// builtin marks a function some declaration calls a CUDA built-in
	// (device_builtin, cudart_builtin): the toolkit's headers redeclare
	// those in other spaces, and NVIDIA's front end accepts that silently.
	builtin bool
	// explicit is set for a constructor or conversion declared explicit
	// (or explicit(condition)): copy-initialization does not use it.
	explicit bool
	defined  bool
	// access is a member's access, where accessKnown: it was declared
	// in its class's body (the type traits test it from outside).
	access      types.Access
	accessKnown bool
	deleted     bool
	// launch holds a kernel's launch attributes (nil when it has none,
	// as most functions do; never changed in place, as a copy of the
	// record may share it); gridConst marks the parameters declared
	// __grid_constant__ (nil when none is).
	launch    *LaunchAttrs
	gridConst []bool
}

// varInfo is what sema keeps about a variable beyond types.VarDecl.
type varInfo struct {
	init       ast.Expr
	scope      *scope
	constexpr  bool
	value      *cval
	evaluating bool
	defined    bool
	hasInit    bool
	// definedAt is where a static data member's out-of-line definition
	// names it (invalid when none was met).
	definedAt source.Pos
	// deduced says the declared type held auto or decltype(auto): its
	// qualifiers below the top level come from the initializer.
	deduced bool
	// outOfLine is where a static data member was first defined out of
	// its class, in user code (see memberredef.go).
	outOfLine source.Pos
}

// classInfo keeps the syntax of a class (template) for instantiation.
type classInfo struct {
	def   *ast.ClassDecl
	scope *scope // the scope the definition appeared in
	// explicit is set when def is an explicit specialization's
	// definition (`template <> struct X<int> {…}`).
	explicit bool
}

// templateInfo keeps what instantiating a template needs.
type templateInfo struct {
	params []*ast.TemplateParam
	scope  *scope // the scope enclosing the template declaration
	class  *ast.ClassDecl
	fn     *ast.FuncDef
	fnDecl *ast.Declarator
	fnSpec *ast.DeclSpec
	// fnConstrained is set when fn's template head or declarator has a
	// constraint (see constrainedHead).
	fnConstrained bool
	alias         *ast.AliasDecl
	varDecl       *ast.Declarator
	varSpec       *ast.DeclSpec
	// deduceParams are a function template's parameter types when its
	// whole type is unknown (a result type sema cannot express, such as
	// decltype of a call): deduction needs only the parameters. nil when
	// they are unknown too, or not needed.
	deduceParams []types.Type
	// deduceDefaulted is set when deduceParams leaves out trailing
	// parameters with default arguments whose types are unknown.
	deduceDefaulted bool
	// partials are the partial specializations of a class template.
	partials []*partialSpec
	// varPartials are those of a variable template (class is nil, decl
	// and spec are the declaration's); varExplicit is set when it has
	// explicit specializations, which sema does not keep.
	varPartials []*varPartial
	varExplicit bool
	// explicit maps explicit specializations' argument keys (handled by
	// types.Context.Specialize identity).
	instantiating map[*types.ClassDecl]bool
	// defaults are the default template arguments by position, from
	// whichever declaration gave them, with that declaration's parameter
	// list (whose names the defaults use).
	defaults      []*ast.TemplateArg
	defaultParams [][]*ast.TemplateParam
}

// partialSpec is one class template partial specialization.
type partialSpec struct {
	params []*ast.TemplateParam
	args   []ast.TemplateArg
	class  *ast.ClassDecl
	scope  *scope
	// pattern are the specialization's arguments in terms of its own
	// parameters tparams.
	pattern []types.TemplateArg
	tparams []*types.TemplateParam
	// constrained is set when its template head has a requires-clause
	// or a constrained parameter.
	constrained bool
}

// ownFunctions returns the member functions class cd declares itself (in
// its member table tab, nil for none) that keep accepts, in source
// order.
func ownFunctions(cd *types.ClassDecl, tab *memberTable, keep func(*types.FunctionDecl) bool) []*types.FunctionDecl {
	if tab == nil {
		return nil
	}
	var out []*types.FunctionDecl
	for _, ds := range tab.names {
		for _, d := range ds {
			if f, ok := d.(*types.FunctionDecl); ok && f.Parent == types.Decl(cd) && keep(f) {
				out = append(out, f)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	return out
}
