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
	if !c.reporting || c.depth > 0 || c.instanceDepth > 0 || c.unevaluated > 0 || c.inDependent() || c.inLambda {
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
		if s.Template != nil || s.Lambda != nil || s.Name == "" || !s.Complete {
			return
		}
		entity = "class \"" + types.QualifiedName(s) + "\""
		if s.Tag == types.UnionTag {
			entity = "union \"" + types.QualifiedName(s) + "\""
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
	if !c.reporting || c.depth > 0 || c.instanceDepth > 0 || c.unevaluated > 0 || c.inDependent() || c.inLambda {
		return
	}
	last := x.Name.Last()
	if len(x.Name.Parts) != 1 || x.Name.Global || last.Kind != ast.NameIdent || last.HasArgs() {
		return
	}
	if cd.Template != nil || cd.Lambda != nil || cd.Name == "" || !cd.Complete {
		return
	}
	kind := "class"
	if cd.Tag == types.UnionTag {
		kind = "union"
	}
	c.errorAt(last.At, errNotAMember, diag.Args{
		Entity: []string{kind + " \"" + types.QualifiedName(cd) + "\""},
		Str:    []string{last.Ident},
	})
}
