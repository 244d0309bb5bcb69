package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// errNotAMember is EDG's "%n has no member %sq": x.name where the class of
// x has no member called name, neither itself nor in a base.
const errNotAMember diag.ID = 135

// checkNoScopeMember reports a qualified id-expression N::name (or
// S::name) whose namespace (or class) has no member called name, the lookup
// having said so for sure; under the same limits as checkNoMember, and not
// for ::name (NVIDIA words that otherwise).
func (c *checker) checkNoScopeMember(n *ast.Name) {
	if !c.reporting || c.unevaluated > 0 || !c.inWrittenCode() {
		return
	}
	last := n.Last()
	if len(n.Parts) < 2 || last.Kind != ast.NameIdent || last.HasArgs() {
		return
	}
	sc, _, ok := c.scopeEntity(n, len(n.Parts)-1)
	if !ok {
		return
	}
	var entity string
	switch s := sc.(type) {
	case *types.Namespace:
		if s.Name == "" {
			return // an unnamed namespace is spelled otherwise
		}
		entity = "namespace \"" + types.QualifiedName(s) + "\""
	case *types.ClassDecl:
		if entity = classEntity(s); entity == "" {
			return
		}
	default:
		return
	}
	c.errorAt(last.At, errNotAMember, diag.Args{Entity: []string{entity}, Str: []string{last.Ident}})
}

// checkNoMember reports x.name (or x->name) naming no member of cd, the
// lookup having said so for sure. It speaks only where the answer cannot
// change or depend on what sema does not model: in user code outside
// templates and their instances, outside unevaluated operands (where a
// missing member is a substitution failure a trait tests for), for an
// unqualified identifier, in a named class that is no template
// specialization (whose NVIDIA spelling — every default argument written
// out — sema does not reproduce) nor a closure type.
func (c *checker) checkNoMember(x *ast.MemberExpr, cd *types.ClassDecl) {
	if !c.reporting || c.unevaluated > 0 || !c.inWrittenCode() {
		return
	}
	last := x.Name.Last()
	if len(x.Name.Parts) != 1 || x.Name.Global || last.Kind != ast.NameIdent || last.HasArgs() {
		return
	}
	if entity := classEntity(cd); entity != "" {
		c.errorAt(last.At, errNotAMember, diag.Args{Entity: []string{entity}, Str: []string{last.Ident}})
	}
}

// classEntity spells cd as NVIDIA's %n does (class "N::S", union "U"), or
// "" for a class sema does not spell as NVIDIA does: a template
// specialization (written with every default argument), a closure type, an
// unnamed or incomplete class.
func classEntity(cd *types.ClassDecl) string {
	if cd.Template != nil || cd.Lambda != nil || cd.Name == "" || !cd.Complete {
		return ""
	}
	kind := "class"
	if cd.Tag == types.UnionTag {
		kind = "union"
	}
	return kind + " \"" + types.QualifiedName(cd) + "\""
}

// inWrittenCode reports whether sema is typing code as written: not a
// template, an instance of one or a lambda's body, whose checks depend on
// what sema models of them (the checks of written code speak only here).
func (c *checker) inWrittenCode() bool {
	return !c.inInstance() && !c.inLambda && !c.inDependent()
}

// inInstance reports whether sema is typing an instantiation (of a class
// template, or a function template's body) rather than code as written.
func (c *checker) inInstance() bool { return c.depth > 0 || c.instanceDepth > 0 }
