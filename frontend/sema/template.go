package sema

import (
	"encoding/binary"
	"fmt"
	"reflect"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// templateDepth counts the template parameter scopes enclosing the current
// scope.
func (c *checker) templateDepth() int {
	n := 0
	for s := c.scope; s != nil; s = s.parent {
		if s.kind == templateScope && s.dependent {
			n++
		}
	}
	return n
}

// templateParams declares a template parameter list in a new (dependent)
// template scope and returns the parameters.
func (c *checker) templateParams(list []*ast.TemplateParam) []*types.TemplateParam {
	depth := c.templateDepth()
	s := c.push(templateScope, nil)
	s.dependent = true
	out := make([]*types.TemplateParam, 0, len(list))
	for i, p := range list {
		tp := c.makeTemplateParam(p, depth, i)
		out = append(out, tp)
		c.declare(p.Name, tp)
	}
	return out
}

func (c *checker) makeTemplateParam(p *ast.TemplateParam, depth, index int) *types.TemplateParam {
	kind := types.TypeParam
	switch p.Kind {
	case ast.TParamNonType:
		kind = types.NonTypeParam
	case ast.TParamTemplate:
		kind = types.TemplateTemplateParam
	}
	tp := c.ctx.NewTemplateParam(kind, depth, index, p.Name, p.Pack)
	tp.Pos = p.At
	switch kind {
	case types.NonTypeParam:
		if p.Param != nil {
			tp.Type = c.paramType(p.Param)
			if pe, ok := tp.Type.(*types.PackExpansion); ok {
				tp.Type = pe.Pattern
			}
		}
	case types.TemplateTemplateParam:
		for j, q := range p.Params() {
			tp.Params = append(tp.Params, c.makeTemplateParam(q, depth+1, j))
		}
	}
	return tp
}

// templateDecl analyses template<...> declarations.
func (c *checker) templateDecl(x *ast.TemplateDecl) {
	if x.Explicit {
		c.explicitSpecialization(x)
		return
	}
	outer := c.scope
	params := c.templateParams(x.Params)
	defer func() { c.scope = outer }()
	switch d := x.Decl.(type) {
	case *ast.SimpleDecl:
		if d.Spec != nil && (d.Spec.Kind == ast.TypeClass || d.Spec.Kind == ast.TypeElaborated) && len(d.Decls) == 0 {
			if d.Spec.Kind == ast.TypeElaborated && d.Spec.Specs&ast.SpecFriend != 0 {
				// template <...> friend class X;: befriends a class
				// template of the enclosing namespace and declares no
				// member; declared in the class's scope, X would hide
				// the injected-class-name there (cooperative_groups'
				// __single_warp_thread_block_tile<Size, void> befriends
				// its primary template, which its derived classes name
				// in mem-initializers).
				return
			}
			c.classTemplate(x, d, params, outer)
			return
		}
		if d.Spec != nil && d.Spec.Specs&ast.SpecFriend != 0 {
			if len(d.Decls) == 0 {
				c.noteFriendFunction(outer, nil)
			}
			for _, dd := range d.Decls {
				c.noteFriendFunction(outer, dd)
			}
		}
		for _, dd := range d.Decls {
			if dd.Function() != nil && d.Spec.Specs&ast.SpecFriend == 0 {
				c.functionTemplate(x, d.Spec, dd, nil, params, outer)
			} else if dd.Name != nil && d.Spec.Specs&(ast.SpecFriend|ast.SpecTypedef) == 0 {
				c.variableTemplate(x, d.Spec, dd, params, outer)
			}
		}
	case *ast.FuncDef:
		if d.Spec != nil && d.Spec.Specs&ast.SpecFriend != 0 {
			c.noteFriendFunction(outer, d.Decl)
			return
		}
		c.functionTemplate(x, d.Spec, d.Decl, d, params, outer)
	case *ast.AliasDecl:
		td := c.ctx.NewTemplate(c.entityParentOf(outer), d.Name, types.AliasTemplate, params)
		td.Pos = d.At
		c.tmpls[td] = &templateInfo{params: x.Params, scope: outer, alias: d}
		c.tmpls[td].mergeDefaults(x.Params)
		pattern := &types.TypedefDecl{}
		pattern.Name, pattern.Parent = d.Name, td.Parent
		td.Pattern = pattern
		c.declareIn(outer, d.Name, td)
	case *ast.ConceptDecl:
		cd := &conceptDecl{}
		cd.Name = d.Name
		c.declareIn(outer, d.Name, cd)
	case *ast.TemplateDecl:
		// A member template of a class template defined out of line:
		// analyse as dependent code.
		c.templateDecl(d)
	default:
		c.decl(x.Decl)
	}
}

// conceptDecl is a concept: only its name matters to sema.
type conceptDecl struct{ types.DeclBase }

// entityParentOf returns the entity owning declarations of scope s.
func (c *checker) entityParentOf(s *scope) types.Decl {
	saved := c.scope
	c.scope = s
	p := c.entityParent()
	c.scope = saved
	return p
}

// classTemplate declares a class template, or a partial specialization.
func (c *checker) classTemplate(x *ast.TemplateDecl, d *ast.SimpleDecl, params []*types.TemplateParam, outer *scope) {
	var cls *ast.ClassDecl
	var name *ast.Name
	if d.Spec.Kind == ast.TypeClass {
		cls = d.Spec.Class()
		name = cls.Name
	} else {
		name = d.Spec.Name
	}
	if name == nil {
		return
	}
	last := name.Last()
	if last.HasArgs() {
		// Partial specialization.
		saved := c.scope
		c.scope = outer
		r := c.lookupName(&ast.Name{At: name.At, Global: name.Global, Parts: append(append([]ast.NamePart{}, name.Parts[:len(name.Parts)-1]...), ast.NamePart{At: last.At, Kind: ast.NameIdent, Ident: last.Ident})})
		c.scope = saved
		for _, m := range r.decls {
			if td, ok := m.(*types.TemplateDecl); ok && td.Kind == types.ClassTemplate && cls != nil {
				ti := c.tmpls[td]
				if ti == nil {
					return
				}
				ps := &partialSpec{params: x.Params, args: last.Args(), class: cls, scope: outer}
				ps.pattern = c.partialPattern(last.Args())
				ps.tparams = params
				ps.constrained = constrainedHead(x)
				c.checkPartialSpecializationRedefinition(x, ps, td, ti, outer) // (specredef.go)
				ti.partials = append(ti.partials, ps)
				// Analyse the body as dependent code.
				pat := c.ctx.NewClass(td.Parent, tagOf(cls.Key), td.Name)
				pat.Pos = cls.At
				c.defineClass(cls, pat)
				return
			}
		}
		return
	}
	key := last.Ident
	var td *types.TemplateDecl
	for _, old := range c.lookupIn(outer, key) {
		if o, ok := old.(*types.TemplateDecl); ok && o.Kind == types.ClassTemplate {
			td = o
			break
		}
	}
	if td == nil {
		parent := c.entityParentOf(outer)
		td = c.ctx.NewTemplate(parent, key, types.ClassTemplate, params)
		td.Pos = name.At
		tag := types.StructTag
		if cls != nil {
			tag = tagOf(cls.Key)
		} else {
			tag = tagOf(d.Spec.ElabKey)
		}
		pattern := c.ctx.NewClass(parent, tag, key)
		pattern.Pos = name.At
		td.Pattern = pattern
		c.tmpls[td] = &templateInfo{params: x.Params, scope: outer}
		c.declareIn(outer, key, td)
		if outer.kind == namespaceScope || outer.kind == classScope {
			c.res.Entities = append(c.res.Entities, td)
		}
	}
	ti := c.tmpls[td]
	if cls != nil {
		c.checkClassTemplateRedefinition(cls, name, td, ti, outer) // (classredef.go)
	}
	ti.mergeDefaults(x.Params)
	if cls != nil && ti.class == nil {
		ti.class = cls
		ti.params = x.Params
		ti.mergeDefaults(x.Params)
		pattern := td.Pattern.(*types.ClassDecl)
		c.defineClass(cls, pattern)
	}
}

// mergeDefaults records default template arguments from a declaration.
func (ti *templateInfo) mergeDefaults(list []*ast.TemplateParam) {
	if ti.defaults == nil {
		ti.defaults = make([]*ast.TemplateArg, len(list))
		ti.defaultParams = make([][]*ast.TemplateParam, len(list))
	}
	for i, p := range list {
		if i < len(ti.defaults) && p.Default != nil && ti.defaults[i] == nil {
			ti.defaults[i] = p.Default
			ti.defaultParams[i] = list
		}
	}
}

// lookupIn finds key in scope s only (not enclosing scopes).
func (c *checker) lookupIn(s *scope, key string) []types.Decl {
	if s.kind == namespaceScope || s.kind == classScope {
		if t := c.tableOf(s.decl); t != nil {
			return t.names[key]
		}
		return nil
	}
	return s.names.get(key)
}

// functionTemplate declares a function template.
func (c *checker) functionTemplate(x *ast.TemplateDecl, spec *ast.DeclSpec, d *ast.Declarator, def *ast.FuncDef, params []*types.TemplateParam, outer *scope) {
	if d.Name == nil {
		return
	}
	if len(d.Name.Parts) > 1 || d.Name.Global {
		// Out-of-line definition of a member template: analyse as dependent.
		base := c.specType(spec)
		c.declarator(spec, base, d, def, x)
		c.noteOutOfLine(x, def, params, outer)
		return
	}
	base := c.specType(spec)
	// The function declarator makes is this template's pattern (see
	// patternParams).
	saved := c.nextPatternParams
	c.nextPatternParams = params
	pd := c.declarator(spec, base, d, def, x)
	c.nextPatternParams = saved
	pattern, ok := pd.(*types.FunctionDecl)
	if !ok {
		return
	}
	key := partKey(d.Name.Last())
	parent := c.entityParentOf(outer)
	// A redeclaration of the same template keeps the first entity; one
	// whose template head differs declares an overload (see
	// sameTemplateHead).
	for _, old := range c.lookupIn(outer, key) {
		if o, ok := old.(*types.TemplateDecl); ok && o.Kind == types.FunctionTemplate {
			if op, ok := o.Pattern.(*types.FunctionDecl); ok && op.Type != nil && pattern.Type != nil &&
				sameSignature(op.Type, pattern.Type) && sameTemplateHead(o.Params, params) && op.Type.Result.Canonical() == pattern.Type.Result.Canonical() {
				ti := c.tmpls[o]
				c.checkFunctionTemplateRedefinition(x, def, o, ti, outer) // (specredef.go)
				if ofi, pfi := c.funcInfoOf(op), c.funcInfoOf(pattern); ofi != nil && pfi != nil {
					var written types.ExecSpace
					if pfi.explicitExec {
						written = pattern.Exec
					}
					ofi.builtin = ofi.builtin || pfi.builtin
					c.redeclareSpace(op, ofi, written, d)
					pfi.explicitExec, pfi.builtin = ofi.explicitExec, ofi.builtin
				}
				if def != nil && ti.fn == nil {
					// The definition's declarator names the template
					// parameters as its own header does (thrust's
					// fill_construct_range: Allocator declared, Alloc
					// defined).
					ti.fn, ti.fnDecl, ti.fnSpec, ti.params = def, d, spec, x.Params
					ti.fnConstrained = constrainedHead(x) || d.Rare().Requires != nil
					if fi := c.funcInfoOf(pattern); fi != nil {
						fi.mergeDefaults(c.funcInfoOf(op))
						c.setFuncInfo(op, fi)
					}
				} else if fi := c.funcInfoOf(op); fi != nil {
					fi.mergeDefaults(c.funcInfoOf(pattern))
				}
				return
			}
		}
	}
	td := c.ctx.NewTemplate(parent, pattern.Name, types.FunctionTemplate, params)
	td.Pos = d.Name.At
	td.Pattern = pattern
	pattern.Parent = parent
	c.tmpls[td] = &templateInfo{params: x.Params, scope: outer, fn: def, fnDecl: d, fnSpec: spec, fnConstrained: constrainedHead(x) || d.Rare().Requires != nil}
	c.tmpls[td].mergeDefaults(x.Params)
	if pattern.Type == nil {
		c.tmpls[td].deduceParams, c.tmpls[td].deduceDefaulted = c.patternParamTypes(d)
	}
	c.declareIn(outer, key, td)
	if outer.kind == namespaceScope || outer.kind == classScope {
		c.res.Entities = append(c.res.Entities, td)
	}
}

// variableTemplate declares a variable template (or a static data member
// of a class template defined out of line).
func (c *checker) variableTemplate(x *ast.TemplateDecl, spec *ast.DeclSpec, d *ast.Declarator, params []*types.TemplateParam, outer *scope) {
	if len(d.Name.Parts) > 1 || d.Name.Global {
		c.walkInit(d)
		return
	}
	if d.Name.Last().HasArgs() {
		c.variablePartial(x, spec, d, params, outer)
		return
	}
	key := d.Name.Ident()
	td := c.ctx.NewTemplate(c.entityParentOf(outer), key, types.VariableTemplate, params)
	td.Pos = d.Name.At
	pattern := c.ctx.NewVar(td.Parent, key, nil)
	if base := c.specType(spec); base != nil {
		pattern.Type = c.declType(base, d)
	}
	td.Pattern = pattern
	c.tmpls[td] = &templateInfo{params: x.Params, scope: outer, varDecl: d, varSpec: spec}
	c.tmpls[td].mergeDefaults(x.Params)
	c.declareIn(outer, key, td)
}

// explicitSpecialization handles template<> declarations.
func (c *checker) explicitSpecialization(x *ast.TemplateDecl) {
	var cls *ast.ClassDecl
	switch d := x.Decl.(type) {
	case *ast.SimpleDecl:
		if d.Spec != nil && d.Spec.Kind == ast.TypeClass && len(d.Decls) == 0 {
			cls = d.Spec.Class()
		} else if d.Spec != nil && d.Spec.Kind == ast.TypeElaborated && len(d.Decls) == 0 {
			return
		}
	case *ast.TemplateDecl:
		c.templateDecl(d)
		return
	}
	if cls == nil || cls.Name == nil || !cls.Name.Last().HasArgs() {
		// Explicit specializations of functions and variables are not
		// modelled; their bodies are still analysed as dependent code.
		c.noteVariableSpecialization(x)
		s := c.push(templateScope, nil)
		s.dependent = true
		switch d := x.Decl.(type) {
		case *ast.FuncDef:
			c.walkBodyNoEntity(d, d.Decl)
		}
		c.pop()
		return
	}
	last := cls.Name.Last()
	plain := &ast.Name{At: cls.Name.At, Global: cls.Name.Global, Parts: append(append([]ast.NamePart{}, cls.Name.Parts[:len(cls.Name.Parts)-1]...), ast.NamePart{At: last.At, Kind: ast.NameIdent, Ident: last.Ident})}
	r := c.lookupName(plain)
	for _, m := range r.decls {
		td, ok := m.(*types.TemplateDecl)
		if !ok || td.Kind != types.ClassTemplate {
			continue
		}
		args, ok, dep := c.convertTemplateArgs(td, last.Args(), cls.At, false)
		if !ok || dep {
			return
		}
		spec := c.ctx.Specialize(td, args)
		if spec.Complete {
			c.checkExplicitSpecializationRedefinition(cls, spec) // (specredef.go)
			return
		}
		spec.Pos = cls.At
		saved := c.scope
		if ti := c.tmpls[td]; ti != nil {
			c.scope = c.scopeForEntity(td)
			// Naming the specialization while defining it (its
			// class-head) must not instantiate the primary template
			// into it first: its members would come first and win
			// every lookup (thrust's map_tuple_to_cons<null_type, ...>
			// ended in a cons, not null_type).
			if ti.instantiating == nil {
				ti.instantiating = map[*types.ClassDecl]bool{}
			}
			ti.instantiating[spec] = true
			defer delete(ti.instantiating, spec)
		}
		c.defineClass(cls, spec)
		if ci := c.classes[spec]; ci != nil && ci.def == cls {
			ci.explicit = true
		}
		c.scope = saved
		return
	}
}

// scopeForEntity returns the scope a template's members are declared in
// (the template's own declaration scope).
func (c *checker) scopeForEntity(td *types.TemplateDecl) *scope {
	if ti := c.tmpls[td]; ti != nil && ti.scope != nil {
		return ti.scope
	}
	return c.scope
}

// explicitInstantiation handles template declarations without <>.
func (c *checker) explicitInstantiation(x *ast.ExplicitInstantiation) {
	d, ok := x.Decl.(*ast.SimpleDecl)
	if !ok {
		return
	}
	if d.Spec != nil && (d.Spec.Kind == ast.TypeElaborated || d.Spec.Kind == ast.TypeClass) && len(d.Decls) == 0 {
		if t := c.namedType(d.Spec.Name); t != nil {
			c.complete(classDeclOf(t))
		}
		return
	}
	base := c.specType(d.Spec)
	for _, dd := range d.Decls {
		if dd.Function() == nil || dd.Name == nil || base == nil {
			continue
		}
		ft, ok := c.declType(base, dd).(*types.Function)
		if !ok {
			continue
		}
		last := dd.Name.Last()
		plain := &ast.Name{At: dd.Name.At, Global: dd.Name.Global, Parts: append(append([]ast.NamePart{}, dd.Name.Parts[:len(dd.Name.Parts)-1]...), ast.NamePart{At: last.At, Kind: ast.NameIdent, Ident: last.Ident})}
		for _, m := range c.lookupName(plain).decls {
			td, ok := m.(*types.TemplateDecl)
			if !ok || td.Kind != types.FunctionTemplate {
				continue
			}
			var explicit []ast.TemplateArg
			if last.HasArgs() {
				explicit = last.Args()
			}
			args := make([]exprInfo, len(ft.Params))
			for i, p := range ft.Params {
				args[i] = exprInfo{t: p, lvalue: true}
			}
			fn := c.deduceAndSpecialize(td, explicit, last.HasArgs(), nil, ft, dd.At)
			if fn != nil && fn.Exec&types.GlobalSpace != 0 && !x.Extern {
				c.addKernel(fn, dd.At)
			}
			if fn != nil && fn.Exec&types.HostSpace != 0 && !x.Extern {
				c.instantiateBody(fn)
			}
			break
		}
	}
}

// convertTemplateArgs converts written template arguments for template td,
// filling in defaults. ok is false when an argument cannot be worked out;
// dep is set when the arguments depend on template parameters. A written
// pack expansion (Ts..., Is...) whose packs are bound is expanded into its
// elements; one whose packs are not (a template definition) makes the
// arguments dependent and unknown.
func (c *checker) convertTemplateArgs(td *types.TemplateDecl, written []ast.TemplateArg, pos source.Pos, report bool) (args []types.TemplateArg, ok bool, dep bool) {
	return c.convertTemplateArgsInto(nil, td, written, pos, report)
}

// convertTemplateArgsInto is convertTemplateArgs building the list in buf
// when it has room (a caller's scratch array: the result must not be
// kept).
func (c *checker) convertTemplateArgsInto(buf []types.TemplateArg, td *types.TemplateDecl, written []ast.TemplateArg, pos source.Pos, report bool) (args []types.TemplateArg, ok bool, dep bool) {
	params := td.Params
	ti := c.tmpls[td]
	packAt := len(params)
	for i, p := range params {
		if p.Pack {
			packAt = i
			break
		}
	}
	// paramAt is the parameter the k-th (expanded) argument is for.
	paramAt := func(k int) *types.TemplateParam {
		if k >= packAt && packAt < len(params) {
			return params[packAt]
		}
		if k < len(params) {
			return params[k]
		}
		return nil
	}
	tooMany := func() {
		if report && !c.inDependent() && !hasPackExpansion(written) {
			c.errorAt(pos, diag.ErrTooManyTemplateArgs, diag.Args{Entity: []string{templateKindName(td) + " \"" + types.QualifiedName(td) + "\""}})
		}
	}
	// Sized once: most lists have no pack expansion (a TU converts hundreds
	// of thousands of argument lists). The converted list is built in the
	// same array: its i-th element is flat's i-th, a pack (which copies
	// flat's tail first) or a default argument past flat's end.
	// openPack is set when an expansion of a pack not yet bound stands
	// for an unknown number of arguments: the list ends there (no
	// defaults follow it).
	openPack := false
	flat := buf[:0]
	if n := max(len(written), len(params)); cap(flat) < n {
		flat = make([]types.TemplateArg, 0, n)
	}
	for _, w := range written {
		if pat, isExp := isPackExpansionArg(w); isExp {
			if elems, ok, handled := c.integerPack(pat, paramAt(len(flat))); handled {
				if !ok {
					return nil, false, c.inDependent()
				}
				flat = append(flat, elems...)
				continue
			}
			base := len(flat)
			elems, expanded, eok := expandPack(c, func() (types.TemplateArg, bool) {
				p := paramAt(base + c.expand.index)
				if p == nil && len(params) > 0 {
					// Past the parameters: still converted, for the
					// pack's length (an empty one adds nothing:
					// Ptr<T, Tail...> of template <class> class Ptr);
					// an element there is one too many (below).
					p = params[len(params)-1]
				}
				if p == nil {
					return types.TemplateArg{}, false
				}
				return c.convertArgAs(p, paramTypeIn(p, flat[:min(base, packAt)]), pat)
			})
			if !expanded {
				// A pack not bound yet (tup<Ts...> in a function
				// template's parameter): the expansion stays, as a
				// dependent argument deduction matches the rest of
				// the arguments with (thrust's raw_reference_cast of
				// a tuple_of_iterator_references<Ts...>).
				if c.inDependent() {
					if a := c.dependentArgs([]ast.TemplateArg{w}); len(a) == 1 {
						flat = append(flat, a[0])
						dep, openPack = true, true
						continue
					}
				}
				return nil, false, true
			}
			if !eok {
				return nil, false, c.inDependent()
			}
			for _, a := range elems {
				dep = dep || a.IsDependent()
			}
			flat = append(flat, elems...)
			if packAt == len(params) && len(flat) > len(params) {
				tooMany()
				return nil, false, false
			}
			continue
		}
		p := paramAt(len(flat))
		if p == nil {
			tooMany()
			return nil, false, false
		}
		pt := c.paramTypeGiven(td, ti, p, flat[:min(len(flat), packAt)])
		if report {
			c.checkNonTypeArgIntegral(p, pt, w)
			c.checkNonTypeArgConstant(p, pt, w) // (nonconstant.go)
		}
		a, aok := c.convertArgAs(p, pt, w)
		if !aok {
			return nil, false, c.inDependent()
		}
		dep = dep || a.IsDependent()
		flat = append(flat, a)
	}
	nflat := len(flat)
	if len(params) > 0 {
		args = flat[:0]
	}
	for i, p := range params {
		if p.Pack {
			pack := append([]types.TemplateArg(nil), flat[min(i, len(flat)):]...)
			args = append(args, types.PackArgument(pack...))
			return args, true, dep
		}
		if i < len(flat) {
			args = append(args, flat[i])
			continue
		}
		if openPack {
			return args, true, true
		}
		// A default argument.
		if ti == nil || i >= len(ti.defaults) || ti.defaults[i] == nil {
			if report && !c.inDependent() {
				c.errorAt(pos, diag.ErrTooFewTemplateArgs, diag.Args{Entity: []string{templateKindName(td) + " \"" + types.QualifiedName(td) + "\""}})
			}
			return nil, false, false
		}
		saved := c.scope
		c.scope = c.bindArgs(ti.scope, ti.defaultParams[i], td.Params, args, dep)
		a, aok := c.convertArg(p, *ti.defaults[i])
		c.scope = saved
		if !aok {
			return nil, false, dep
		}
		dep = dep || a.IsDependent()
		args = append(args, a)
	}
	if nflat > len(params) {
		tooMany()
		return nil, false, false
	}
	return args, true, dep
}

func hasPackExpansion(ws []ast.TemplateArg) bool {
	for _, w := range ws {
		if _, ok := isPackExpansionArg(w); ok {
			return true
		}
	}
	return false
}

func templateKindName(td *types.TemplateDecl) string {
	switch td.Kind {
	case types.FunctionTemplate:
		return "function template"
	case types.AliasTemplate:
		return "alias template"
	case types.VariableTemplate:
		return "variable template"
	}
	return "class template"
}

// convertArg converts one written argument for parameter p.
func (c *checker) convertArg(p *types.TemplateParam, w ast.TemplateArg) (types.TemplateArg, bool) {
	return c.convertArgAs(p, p.Type, w)
}

// paramTypeIn is the type of non-type parameter p among the arguments
// before it (earlier, those of the parameters before the list's pack):
// T's argument for p of type T, a parameter of the same list (T... Is of
// integer_sequence<T, T... Is>, whose values are of T's argument's type
// whether written as integer_sequence<unsigned long, 0, 1> or reached
// through index_sequence's unsigned long... ). Otherwise p's own type.
func paramTypeIn(p *types.TemplateParam, earlier []types.TemplateArg) types.Type {
	if p.Kind != types.NonTypeParam || p.Type == nil {
		return p.Type
	}
	tp, ok := p.Type.Canonical().(*types.TemplateParamType)
	if !ok || tp.Pack || tp.Depth != p.Depth || tp.Index >= p.Index || tp.Index >= len(earlier) {
		return p.Type
	}
	if a := earlier[tp.Index]; a.Kind == types.TypeArg && a.Type != nil && !types.IsDependent(a.Type) {
		return a.Type
	}
	return p.Type
}

// paramTypeGiven is the type of td's parameter p, the one after the
// arguments earlier (those of the parameters before it): paramTypeIn's,
// and when p's type names earlier parameters in other ways than
// paramTypeIn sees (template <class T, fn_t<T> F>, fn_t an alias template
// of a pointer to function), worked out with earlier bound.
func (c *checker) paramTypeGiven(td *types.TemplateDecl, ti *templateInfo, p *types.TemplateParam, earlier []types.TemplateArg) types.Type {
	pt := paramTypeIn(p, earlier)
	i := len(earlier)
	if pt == nil || !types.IsDependent(pt) || !substitutedType(p) || ti == nil || i >= len(ti.params) || i >= len(td.Params) ||
		td.Params[i] != p || ti.params[i].Param == nil || argsDependent(earlier) {
		return pt
	}
	saved := c.scope
	c.scope = c.bindArgs(ti.scope, ti.params[:i], td.Params[:i], earlier, false)
	t := c.paramType(ti.params[i].Param)
	c.scope = saved
	if t == nil || types.IsDependent(t) {
		return pt
	}
	return t
}

// convertArgAs converts one written argument for parameter p, of type pt
// when p is a non-type parameter (p.Type with what is known of it
// substituted).
func (c *checker) convertArgAs(p *types.TemplateParam, pt types.Type, w ast.TemplateArg) (types.TemplateArg, bool) {
	switch p.Kind {
	case types.TypeParam:
		var t types.Type
		if w.Type != nil {
			t = c.typeID(w.Type)
		} else if ne, ok := w.Expr.(*ast.NameExpr); ok {
			t = c.namedType(ne.Name)
		}
		if t == nil {
			return types.TemplateArg{}, false
		}
		return types.TypeArgument(t), true
	case types.NonTypeParam:
		e := w.Expr
		if e == nil && w.Type != nil && w.Type.Decl != nil && len(w.Type.Decl.Chunks) == 0 && w.Type.Spec != nil && w.Type.Spec.Kind == ast.TypeNamed {
			e = &ast.NameExpr{Name: w.Type.Spec.Name}
		}
		if e == nil {
			if w.Type != nil && w.Type.Spec != nil && w.Type.Spec.Kind == ast.TypeNamed {
				e = &ast.NameExpr{Name: w.Type.Spec.Name}
			} else {
				return types.TemplateArg{}, false
			}
		}
		// A function's name (or address) for a parameter of pointer to
		// function type names the function, not a constant value.
		if a, ok := c.entityArg(e, pt); ok {
			return a, true
		}
		if v, ok := c.constValue(e); ok {
			if pt == nil || types.IsDependent(pt) || containsAuto(pt) {
				pt = v.t
			}
			if _, isInt := builtinKindOf(pt); !isInt && !isEnum(pt) {
				if v.isZero() {
					return types.NullPtrArgument(pt), true
				}
				return types.TemplateArg{}, false
			}
			if conv, ok := c.convert(v, pt); ok && !isEnum(pt) {
				v = conv
			}
			return types.IntArgument(pt, v.i), true
		}
		if c.inDependent() {
			if de := c.depExpr(e); de != nil {
				return types.ExprArgument(de), true
			}
		}
		return types.TemplateArg{}, false
	case types.TemplateTemplateParam:
		var n *ast.Name
		if ne, ok := w.Expr.(*ast.NameExpr); ok {
			n = ne.Name
		} else if w.Type != nil && w.Type.Spec != nil && w.Type.Spec.Kind == ast.TypeNamed {
			n = w.Type.Spec.Name
		}
		if n == nil {
			return types.TemplateArg{}, false
		}
		for _, d := range c.lookupName(n).decls {
			switch x := d.(type) {
			case *types.TemplateDecl:
				return types.TemplateArgument(x), true
			case *types.TemplateParam:
				return types.TemplateArgument(x), true
			}
		}
	}
	return types.TemplateArg{}, false
}

// bindArgs returns a template scope under parent binding the names of the
// parameter lists to args (dependent: the args involve template
// parameters, so the scope stays dependent).
func (c *checker) bindArgs(parent *scope, names []*ast.TemplateParam, params []*types.TemplateParam, args []types.TemplateArg, dependent bool) *scope {
	s := c.newScope()
	s.parent, s.kind, s.dependent = parent, templateScope, dependent || parent.dependent
	if parent != nil {
		s.fn = parent.fn
	}
	var bound []types.Decl
	for i, a := range args {
		if i >= len(names) {
			break
		}
		name := names[i].Name
		if name == "" {
			continue
		}
		var d types.Decl
		switch a.Kind {
		case types.TypeArg:
			d = c.typeBindingOf(name, a.Type)
		case types.IntegralArg:
			v := cval{i: a.Value.Int64(), t: a.Type, unsigned: !isSignedType(a.Type)}
			b := &valueBinding{typ: a.Type, val: v}
			b.Name = name
			d = b
		case types.TemplateNameArg:
			if td, ok := a.Template.(*types.TemplateDecl); ok {
				d = td
			} else if tp, ok := a.Template.(*types.TemplateParam); ok {
				d = tp
			}
		case types.ExprArg:
			d = exprBindingOf(name, a.Expr)
		case types.PackArg:
			if len(a.Pack) == 1 && isNonTypePackRef(a.Pack[0]) {
				// Is... passed on whole (thrust's index_sequence<Is...>,
				// an alias of std::index_sequence<Is...>): the name
				// stands for the pack Is, whose expansion stays
				// dependent in the alias's type.
				d = a.Pack[0].Expr.(*types.ParamRef).Param
				break
			}
			b := &packBinding{args: a.Pack}
			b.Name = name
			d = b
		default:
			b := &valueBinding{typ: a.Type}
			if a.Kind == types.DeclArg {
				b.fn, _ = a.Decl.(*types.FunctionDecl)
			}
			b.Name = name
			d = b
		}
		if d != nil {
			if bound == nil {
				// One array for all the bindings (each its own slice).
				bound = make([]types.Decl, len(args))
				s.names.few = make([]localName, 0, min(len(args), maxFewNames))
			}
			bound[i] = d
			s.names.set(name, bound[i:i+1:i+1])
		}
	}
	return s
}

// packBinding binds a parameter pack's name in an instantiation.
type packBinding struct {
	types.DeclBase
	args []types.TemplateArg
}

// templateIDType returns the type named by template-id td<args>.
func (c *checker) templateIDType(td *types.TemplateDecl, written []ast.TemplateArg, pos source.Pos) types.Type {
	// Most template-ids name a type already made: the arguments are
	// converted into a scratch array (TemplateSpecType and Specialize copy
	// what they keep), taken from the checker's and given back after (a
	// stack of them: template-ids nest in template arguments).
	var buf []types.TemplateArg
	if n := len(c.argScratch); n > 0 {
		buf, c.argScratch = c.argScratch[n-1], c.argScratch[:n-1]
	}
	args, ok, dep := c.convertTemplateArgsInto(buf, td, written, pos, true)
	var t types.Type
	switch {
	case !ok:
	case dep:
		t = c.ctx.TemplateSpecType(td, args)
	default:
		t = c.ctx.Specialize(td, args).Type
	}
	if cap(args) > cap(buf) {
		buf = args
	}
	c.argScratch = append(c.argScratch, buf[:0])
	return t
}

// aliasTemplateType substitutes arguments into an alias template.
func (c *checker) aliasTemplateType(td *types.TemplateDecl, written []ast.TemplateArg, pos source.Pos) types.Type {
	ti := c.tmpls[td]
	if ti == nil || ti.alias == nil || c.depth > maxInstantiationDepth {
		return nil
	}
	args, ok, dep := c.convertTemplateArgs(td, written, pos, true)
	if !ok {
		return nil
	}
	saved := c.scope
	c.depth++
	c.scope = c.bindArgs(ti.scope, ti.params, td.Params, args, dep)
	t := c.typeID(ti.alias.Type)
	c.scope = saved
	c.depth--
	return t
}

// instantiateClass defines a class template specialization from its
// template (or the matching partial specialization).
func (c *checker) instantiateClass(spec *types.ClassDecl) {
	td := spec.Template
	ti := c.tmpls[td]
	if ti == nil || c.depth > maxInstantiationDepth {
		return
	}
	if ti.instantiating == nil {
		ti.instantiating = map[*types.ClassDecl]bool{}
	}
	if ti.instantiating[spec] {
		return
	}
	ti.instantiating[spec] = true
	defer delete(ti.instantiating, spec)
	cls, env := ti.class, (*scope)(nil)
	ps, bound, unsure := c.matchPartial(td, ti, spec.Args)
	if ps != nil {
		cls = ps.class
		env = c.bindDeduced(ps.scope, ps.params, ps.tparams, bound)
	}
	if unsure {
		// A partial specialization sema could not rule out for sure
		// may be the one instantiated: what this class lacks, it may
		// have (std::__iterator_traits<It, __void_t<...>> when one of
		// It's member types is unknown).
		defer func() { c.table(spec).incomplete = true }()
	}
	if cls == nil {
		return
	}
	if env == nil {
		env = c.bindArgs(ti.scope, ti.params, td.Params, spec.Args, false)
	}
	saved, savedPending, savedUser := c.scope, c.pending, c.userBody
	c.pending, c.userBody = nil, [2]source.Pos{}
	c.depth++
	c.scope = env
	c.defineClass(cls, spec)
	c.depth--
	c.scope, c.pending, c.userBody = saved, savedPending, savedUser
}

// bindDeduced binds a partial specialization's parameters to deduced args.
func (c *checker) bindDeduced(parent *scope, names []*ast.TemplateParam, params []*types.TemplateParam, bound map[[2]int]types.TemplateArg) *scope {
	args := make([]types.TemplateArg, len(params))
	for i, p := range params {
		args[i] = bound[[2]int{p.Depth, p.Index}]
	}
	return c.bindArgs(parent, names, params, args, false)
}

// dependentArgs converts template arguments in a dependent context,
// without defaults (for dependent template-ids and partial specialization
// patterns). It returns nil when an argument cannot be converted.
func (c *checker) dependentArgs(written []ast.TemplateArg) []types.TemplateArg {
	out := make([]types.TemplateArg, 0, len(written))
	for _, w := range written {
		pat, isExp := isPackExpansionArg(w)
		w = pat
		var a types.TemplateArg
		switch {
		case w.Type != nil:
			t := c.typeID(w.Type)
			if t == nil {
				// A template's name parses as a type-id (F of
				// template <class> class F, in a partial
				// specialization's tuple_meta_transform_WAR_NVCC<
				// Tuple, F, ...>).
				if w.Type.Spec != nil && w.Type.Spec.Kind == ast.TypeNamed && !w.Type.Spec.Name.Last().HasArgs() && (w.Type.Decl == nil || len(w.Type.Decl.Chunks) == 0) {
					if tn, ok := c.templateNameArg(w.Type.Spec.Name); ok {
						a = tn
						break
					}
				}
				return nil
			}
			a = types.TypeArgument(t)
		case w.Expr != nil:
			if ne, ok := w.Expr.(*ast.NameExpr); ok {
				if t := c.namedType(ne.Name); t != nil {
					a = types.TypeArgument(t)
					break
				}
				if tn, ok := c.templateNameArg(ne.Name); ok {
					a = tn
					break
				}
			}
			if v, ok := c.constValue(w.Expr); ok {
				a = types.IntArgument(v.t, v.i)
				break
			}
			de := c.depExpr(w.Expr)
			if de == nil {
				return nil
			}
			a = types.ExprArgument(de)
		default:
			return nil
		}
		if isExp {
			if a.Kind == types.TypeArg {
				a = types.TypeArgument(c.ctx.PackExpansionOf(a.Type))
			} else if !c.inPartialPattern || !isNonTypePackRef(a) {
				return nil
			}
		}
		out = append(out, a)
	}
	return out
}

// templateNameArg is the template argument n names when it names a
// template or a template template parameter.
func (c *checker) templateNameArg(n *ast.Name) (types.TemplateArg, bool) {
	for _, d := range c.lookupName(n).decls {
		if td, ok := d.(*types.TemplateDecl); ok {
			return types.TemplateArgument(td), true
		}
		if tp, ok := d.(*types.TemplateParam); ok && tp.Kind == types.TemplateTemplateParam {
			return types.TemplateArgument(tp), true
		}
	}
	return types.TemplateArg{}, false
}

// depExpr converts a value-dependent expression to a types.Expr (the forms
// signatures use); nil when it cannot.
func (c *checker) depExpr(e ast.Expr) types.Expr {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return c.depExpr(x.X)
	case *ast.NameExpr:
		for _, d := range c.lookupName(x.Name).decls {
			if tp, ok := d.(*types.TemplateParam); ok && tp.Kind == types.NonTypeParam {
				return &types.ParamRef{Param: tp}
			}
			if b, ok := d.(*exprBinding); ok {
				return b.expr
			}
		}
		if v, ok := c.constValue(x); ok {
			return c.intLit(v)
		}
		return c.memberRef(x.Name)
	case *ast.Literal:
		if v, ok := c.constValue(x); ok {
			return c.intLit(v)
		}
	case *ast.BinaryExpr:
		op, ok := binaryOps[x.Op]
		if !ok {
			return nil
		}
		a, b := c.depExpr(x.X), c.depExpr(x.Y)
		if a == nil || b == nil {
			return nil
		}
		return &types.OpExpr{Op: op, Args: []types.Expr{a, b}}
	case *ast.SizeofExpr:
		if x.Pack {
			if n, ok := x.X.(*ast.NameExpr); ok {
				for _, d := range c.lookupName(n.Name).decls {
					if tp, ok := d.(*types.TemplateParam); ok {
						return &types.SizeofPack{Param: tp}
					}
				}
			}
			return nil
		}
		if x.Type != nil {
			if t := c.typeID(x.Type); t != nil {
				return &types.SizeofType{Type: t, AlignOf: x.Alignof}
			}
		}
	}
	return nil
}

// memberRef is the dependent expression Q::name names, a member of a
// dependent type Q (enable_if<is_same<T, U>::value>), or nil.
func (c *checker) memberRef(n *ast.Name) types.Expr {
	last := n.Last()
	if len(n.Parts) < 2 || last.Kind != ast.NameIdent || last.HasArgs() {
		return nil
	}
	q := c.qualifierType(n, len(n.Parts)-1)
	if q == nil || !types.IsDependent(q) {
		return nil
	}
	return &types.MemberRef{Qualifier: q, Name: last.Ident}
}

func (c *checker) intLit(v cval) types.Expr {
	if v.float {
		return nil
	}
	return &types.IntLit{Type: v.t, Value: bigInt(v.i)}
}

// appendArgsKey appends an identity key for canonical template arguments:
// per argument a kind byte and the identities (addresses) it is made of,
// with an integral value's digits. (fmt's %p, which wrote them before,
// cost thousands of instructions a key.)
func appendArgsKey(b []byte, args []types.TemplateArg) []byte {
	for _, a := range args {
		switch a.Kind {
		case types.TypeArg:
			b = appendIdentity(append(b, 't'), a.Type.Canonical())
		case types.IntegralArg:
			b = appendIdentity(append(b, 'i'), a.Type.Canonical())
			b = a.Value.Append(append(b, ':'), 10)
		case types.TemplateNameArg:
			b = appendIdentity(append(b, 'n'), a.Template)
		case types.PackArg:
			b = append(appendArgsKey(append(b, '('), a.Pack), ')')
		case types.DeclArg:
			b = appendIdentity(append(b, 'd'), a.Decl)
		case types.NullPtrArg:
			b = appendIdentity(append(b, '0'), a.Type.Canonical())
		default:
			b = appendIdentity(append(b, 'x'), a.Expr)
		}
		b = append(b, ',')
	}
	return b
}

// appendIdentity appends the identity of v, a pointer in an interface
// (types, templates, declarations and expressions all are): 'p' and its
// address, or 'n' for a nil interface (as %p told "0x0" from "%!p(<nil>)").
func appendIdentity(b []byte, v any) []byte {
	if v == nil {
		return append(b, 'n')
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer {
		// (None is, today: a value is keyed by what it prints.)
		return fmt.Appendf(append(b, 'v'), "%#v;", v)
	}
	return binary.LittleEndian.AppendUint64(append(b, 'p'), uint64(uintptr(rv.UnsafePointer())))
}
