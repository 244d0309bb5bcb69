package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The value of a variable template's specialization in a constant
// expression (is_void_v<T>, CCCL's is_same_v, whose partial specialization
// is_same_v<T, T> = true gives its value): the initializer of the
// primary template, or of the one partial specialization that matches,
// evaluated with the parameters bound. CCCL's iterator traits test these
// in template arguments (non_void_value_impl<It, FallbackT,
// is_void_v<remove_pointer_t<It>>>), so without them the types of cub's
// device algorithms were unknown. A specialization sema cannot settle
// (several partial specializations match, an explicit specialization
// exists, a substitution it cannot complete) has no known value.

// varPartial is a partial specialization of a variable template.
type varPartial struct {
	params  []*ast.TemplateParam
	tparams []*types.TemplateParam
	args    []ast.TemplateArg
	scope   *scope
	decl    *ast.Declarator
	spec    *ast.DeclSpec
	// pattern are its arguments in terms of tparams (nil: not expressible).
	pattern []types.TemplateArg
}

// varValue is a cached value (ok false: not known).
type varValue struct {
	val cval
	ok  bool
}

// variablePartial records the partial specialization d of the variable
// template it names.
func (c *checker) variablePartial(x *ast.TemplateDecl, spec *ast.DeclSpec, d *ast.Declarator, params []*types.TemplateParam, outer *scope) {
	ti := c.variableTemplateOf(d.Name, outer)
	if ti == nil {
		return
	}
	ti.varPartials = append(ti.varPartials, &varPartial{params: x.Params, tparams: params, args: d.Name.Last().Args(),
		scope: outer, decl: d, spec: spec, pattern: c.partialPattern(d.Name.Last().Args())})
}

// noteVariableSpecialization marks the variable template an explicit
// specialization x (template<>) specializes, if it specializes one.
func (c *checker) noteVariableSpecialization(x *ast.TemplateDecl) {
	sd, ok := x.Decl.(*ast.SimpleDecl)
	if !ok {
		return
	}
	for _, d := range sd.Decls {
		// (A name the parser recovered from may have no parts: `template<>::`.)
		if d.Name != nil && len(d.Name.Parts) > 0 && d.Name.Last().HasArgs() && d.Function() == nil {
			if ti := c.variableTemplateOf(d.Name, c.scope); ti != nil {
				ti.varExplicit = true
			}
		}
	}
}

// variableTemplateOf returns the information of the variable template a
// specialization's name n names, looked up from s; nil when none.
func (c *checker) variableTemplateOf(n *ast.Name, s *scope) *templateInfo {
	if td := c.templateNamed(n, len(n.Parts)-1, s, types.VariableTemplate); td != nil {
		return c.tmpls[td]
	}
	return nil
}

// varTemplateValue evaluates the specialization of variable template td
// that last (its name's last part) writes.
func (c *checker) varTemplateValue(td *types.TemplateDecl, last *ast.NamePart, depth int) (cval, bool) {
	ti := c.tmpls[td]
	if ti == nil || ti.varDecl == nil || ti.varExplicit || depth > maxInstantiationDepth || c.depth > maxInstantiationDepth {
		return cval{}, false
	}
	args, ok, dep := c.convertTemplateArgs(td, last.Args(), last.At, false)
	if !ok || dep {
		return cval{}, false
	}
	key := argsKeyFor(td, args)
	if v, seen := c.varValues[key]; seen {
		return v.val, v.ok
	}
	if c.varValues == nil {
		c.varValues = map[string]varValue{}
	}
	c.varValues[key] = varValue{} // (while evaluating: a cycle has no value)
	v := c.evalVarSpecialization(td, ti, args, depth)
	c.varValues[key] = v
	return v.val, v.ok
}

// varSpecialization picks the declaration td<args> instantiates: the
// matching partial specialization, or the primary template, with the
// scope binding its parameters; ok is false when sema cannot tell.
func (c *checker) varSpecialization(td *types.TemplateDecl, ti *templateInfo, args []types.TemplateArg) (env *scope, decl *ast.Declarator, spec *ast.DeclSpec, ok bool) {
	decl, spec = ti.varDecl, ti.varSpec
	var matched *varPartial
	for _, ps := range ti.varPartials {
		env1, match, sure := c.matchVarPartial(td, ps, args)
		if !sure {
			return nil, nil, nil, false
		}
		if !match {
			continue
		}
		if matched != nil {
			return nil, nil, nil, false // ordered by partial ordering, which sema does not do
		}
		matched, env, decl, spec = ps, env1, ps.decl, ps.spec
	}
	if matched == nil {
		env = c.bindArgs(ti.scope, ti.params, td.Params, args, false)
	}
	return env, decl, spec, true
}

// varTemplateType returns the type of the specialization of variable
// template td that last writes (CCCL's declval<T>, a function pointer of
// type T&& (*)() chosen by a partial specialization); nil when not known.
func (c *checker) varTemplateType(td *types.TemplateDecl, last *ast.NamePart) types.Type {
	ti := c.tmpls[td]
	if ti == nil || ti.varDecl == nil || ti.varExplicit || c.depth > maxInstantiationDepth {
		return nil
	}
	args, ok, dep := c.convertTemplateArgs(td, last.Args(), last.At, false)
	if !ok || dep {
		return nil
	}
	env, decl, spec, ok := c.varSpecialization(td, ti, args)
	if !ok || spec == nil {
		return nil
	}
	saved := c.scope
	c.scope = env
	c.depth++
	var t types.Type
	if base := c.specType(spec); base != nil {
		t = c.declType(base, decl)
	}
	c.depth--
	c.scope = saved
	if t != nil && (types.IsDependent(t) || containsAuto(t)) {
		return nil
	}
	return t
}

// evalVarSpecialization evaluates td<args>: the matching partial
// specialization's initializer, or the primary's.
func (c *checker) evalVarSpecialization(td *types.TemplateDecl, ti *templateInfo, args []types.TemplateArg, depth int) varValue {
	env, decl, spec, ok := c.varSpecialization(td, ti, args)
	if !ok {
		return varValue{}
	}
	init := decl.Init()
	if il, ok := init.(*ast.InitList); ok && len(il.Elems) == 1 {
		init = il.Elems[0]
	}
	if init == nil || spec == nil || spec.Specs&ast.SpecConstexpr == 0 {
		return varValue{}
	}
	saved := c.scope
	c.scope = env
	c.depth++
	ev := evaluator{c: c, depth: depth + 1}
	val, ok := ev.eval(init)
	var t types.Type
	if ok {
		if base := c.specType(spec); base != nil {
			t = c.declType(base, decl)
		}
	}
	c.depth--
	c.scope = saved
	if !ok {
		return varValue{}
	}
	if _, isBuiltin := builtinKindOf(t); isBuiltin && t != nil {
		if conv, ok := c.convert(val, t); ok {
			val = conv
		}
	}
	return varValue{val: val, ok: true}
}

// matchVarPartial reports whether partial specialization ps matches args
// (deduction, then substitution back), with the scope binding its
// parameters; sure is false when sema cannot tell.
func (c *checker) matchVarPartial(td *types.TemplateDecl, ps *varPartial, args []types.TemplateArg) (env *scope, match, sure bool) {
	if ps.pattern == nil {
		return nil, false, false
	}
	bound := map[paramKey]types.TemplateArg{}
	if !c.deduceArgs(ps.pattern, writtenPrefix(ps.pattern, args), bound) {
		return nil, false, true
	}
	for _, p := range ps.tparams {
		if _, ok := bound[paramKey{p.Depth, p.Index}]; !ok {
			return nil, false, false
		}
	}
	env = c.bindDeduced(ps.scope, ps.params, ps.tparams, bound)
	saved, savedNoMember := c.scope, c.noMember
	c.scope, c.noMember = env, false
	c.depth++
	got, ok, dep := c.convertTemplateArgs(td, ps.args, ps.decl.At, false)
	failed := c.noMember
	c.depth--
	c.scope, c.noMember = saved, savedNoMember
	if !ok && failed {
		return nil, false, true // void_t<typename T::pointer> without the member: SFINAE
	}
	if !ok || dep {
		return nil, false, false
	}
	return env, sameArgs(got, args), true
}
