package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/types"
)

// checkExplicitSpecializationRedefinition reports cls, a definition of
// the explicit specialization spec of a class template, when spec was
// defined already by another explicit specialization's definition
// ([basic.def.odr]/1): `template <> struct X<int> {…}` twice. NVIDIA
// says `class "X<int>" has already been defined` (247, in 11.8 and
// 13.0; 13.0 adds the previous definition's line, not given). A
// specialization completed otherwise (an implicit instantiation met
// before the explicit specialization, which NVIDIA words differently)
// and code outside user code as written are left alone.
func (c *checker) checkExplicitSpecializationRedefinition(cls *ast.ClassDecl, spec *types.ClassDecl) {
	ci := c.classes[spec]
	if ci == nil || !ci.explicit || ci.def == nil || ci.def == cls || ci.def.At == cls.At || cls.Name == nil {
		return
	}
	if c.systemMode() || !c.inWrittenCode() || c.scope.kind != namespaceScope || !c.user(ci.def.At) || !c.user(cls.Name.At) {
		return
	}
	c.errorAt(cls.Name.Last().At, errAlreadyDefined, diag.Args{Entity: []string{"class \"" + types.QualifiedName(spec) + "\""}})
}

// checkPartialSpecializationRedefinition reports ps, a partial
// specialization of the class template td being defined, when an earlier
// definition of td (ti) is a partial specialization of the same arguments
// up to the names of its parameters: `template <class U> struct X<U *>
// {…}` twice. NVIDIA says `class template "X" has already been defined`
// (247, in 11.8 and 13.0). Only partial specializations of namespace
// scope in user code as written are compared, over type arguments made
// of template parameters and types sema knows for sure (plainPattern),
// without constraints (which tell otherwise alike partial
// specializations apart).
func (c *checker) checkPartialSpecializationRedefinition(x *ast.TemplateDecl, ps *partialSpec, td *types.TemplateDecl, ti *templateInfo, outer *scope) {
	if ps.pattern == nil || ps.constrained || !plainPattern(ps.pattern) || ps.class == nil || ps.class.Name == nil {
		return
	}
	if outer == nil || outer.kind != namespaceScope || outer.dependent || c.inInstance() || c.systemMode() || !c.user(ps.class.Name.At) {
		return
	}
	for _, old := range ti.partials {
		if old == ps || old.class == nil || old.class.At == ps.class.At || old.pattern == nil || old.constrained || !c.user(old.class.At) {
			continue
		}
		if len(old.pattern) != len(ps.pattern) || len(old.tparams) != len(ps.tparams) || !plainPattern(old.pattern) {
			continue
		}
		if !c.deduceArgs(old.pattern, ps.pattern, map[[2]int]types.TemplateArg{}) || !c.deduceArgs(ps.pattern, old.pattern, map[[2]int]types.TemplateArg{}) {
			continue
		}
		c.errorAt(ps.class.Name.Last().At, errAlreadyDefined, diag.Args{Entity: []string{"class template \"" + types.QualifiedName(td) + "\""}})
		return
	}
}

// constrainedHead reports whether template declaration x has a
// requires-clause or a parameter with a type-constraint.
func constrainedHead(x *ast.TemplateDecl) bool {
	if x.Requires != nil {
		return true
	}
	for _, p := range x.Params {
		if p.Constraint() != nil || p.Requires() != nil {
			return true
		}
	}
	return false
}

// checkFunctionTemplateRedefinition reports def, a definition of the
// function template td (whose first definition ti records), when td was
// defined already by another definition: `function template "f" has
// already been defined` (247, in 11.8 and 13.0; 13.0 adds the previous
// definition's line). td is the template the declaration x redeclares
// (the same template head, parameters and result). Only templates of
// namespace scope in user code as written are looked at, whose template
// heads and types are made of types sema knows for sure (see
// plainTemplateType): a dependent name or decltype in either (which may
// tell SFINAE overloads apart) or a constraint leaves them alone.
func (c *checker) checkFunctionTemplateRedefinition(x *ast.TemplateDecl, def *ast.FuncDef, td *types.TemplateDecl, ti *templateInfo, outer *scope) {
	if def == nil || def.Body == nil || def.BodyErrors || ti == nil || ti.fn == nil || ti.fn == def || ti.fn.Body == nil || ti.fn.At == def.At {
		return
	}
	if ti.fnConstrained || constrainedHead(x) || def.Decl == nil || def.Decl.Rare().Requires != nil || def.Decl.Name == nil {
		return
	}
	if outer == nil || outer.kind != namespaceScope || outer.dependent || c.inInstance() || c.systemMode() {
		return
	}
	if !c.user(ti.fn.At) || !c.user(def.At) {
		return
	}
	pat, ok := td.Pattern.(*types.FunctionDecl)
	if !ok || pat.Type == nil || pat.Type.Result == nil || !plainTemplateType(pat.Type.Result) {
		return
	}
	for _, p := range pat.Type.Params {
		if !plainTemplateType(p) {
			return
		}
	}
	for _, p := range td.Params {
		if p == nil || p.Kind == types.TemplateTemplateParam || p.Kind == types.NonTypeParam && (p.Type == nil || !plainTemplateType(p.Type)) {
			return
		}
	}
	c.errorAt(def.Decl.Name.Last().At, errAlreadyDefined, diag.Args{Entity: []string{"function template \"" + types.QualifiedName(td) + "\""}})
}

// plainTemplateType reports whether t, a type in a template's signature,
// is made only of types sema knows for sure (exactType's) and template
// type parameters, through pointers, references, cv-qualifiers and arrays
// of known bound.
func plainTemplateType(t types.Type) bool {
	switch x := t.Canonical().(type) {
	case *types.TemplateParamType:
		return !x.Pack
	case *types.Qualified:
		return plainTemplateType(x.Elem)
	case *types.Pointer:
		return plainTemplateType(x.Elem)
	case *types.Reference:
		return plainTemplateType(x.Elem)
	case *types.Array:
		return x.HasKnownBound() && plainTemplateType(x.Elem)
	}
	return exactType(t)
}

// plainPattern reports whether a partial specialization's arguments are
// all types plainTemplateType accepts: deduction between two such lists
// both ways tells them alike up to the names of their parameters.
func plainPattern(pattern []types.TemplateArg) bool {
	for _, a := range pattern {
		if a.Kind != types.TypeArg || a.Type == nil || !plainTemplateType(a.Type) {
			return false
		}
	}
	return len(pattern) > 0
}
