package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The proof walk follows a construction whose constructor sema resolved
// for sure (see construct.go) instead of probing every constructor of the
// class: the constructor chosen is walked as a call; a defaulted or
// implicit one constructs the bases and members as the standard says
// (default-, copy- or move-constructing each), and a walked constructor's
// mem-initializers and the bases and members they leave out are resolved
// the same way. The object's other implicit members (destructor,
// conversion functions) are probed as before (probeMade). A construction
// sema is not sure of falls back to probing every constructor.

// followKey names one implicit construction followed: a class and the
// constructor kind.
type followKey struct {
	cd   *types.ClassDecl
	kind ctorKind
}

// constructed accounts, in the proof walk, for an object of type t made at
// pos by construction k: nothing when t is not a class (or an array of
// them); else as above.
func (c *checker) constructed(pos source.Pos, t types.Type, k construction) {
	if t == nil {
		return
	}
	if r, isRef := t.Canonical().(*types.Reference); isRef {
		// A reference binds to its initializer, or to a temporary
		// made from it.
		if len(k.args) == 1 && !k.list && (bindsDirectly(k.args[0], t) || c.bindsBase(k.args[0], t)) {
			return
		}
		if len(k.args) == 0 || classDeclOf(r.Elem) == nil {
			c.probeClassOf(pos, t)
			return
		}
		t, k.copyInit = r.Elem, !k.list
	}
	if _, isArray := t.Canonical().(*types.Array); isArray {
		c.probeClassOf(pos, t)
		return
	}
	cd := classDeclOf(t)
	if cd == nil || c.sys.first != nil || !c.classReaches(cd, 0) {
		return
	}
	if c.sys.constructing > maxInstantiationDepth {
		c.incomplete(pos, "constructions of %s nest too deep to follow", types.QualifiedName(cd))
		return
	}
	c.sys.constructing++
	defer func() { c.sys.constructing-- }()
	c.complete(cd)
	c.followChoice(pos, cd, c.resolveConstructor(pos, cd, k), k.args, 0, k.destroyed)
}

// bindsBase reports whether argument a binds a reference parameter p to
// a base class of its class: directly, no temporary.
func (c *checker) bindsBase(a exprInfo, p types.Type) bool {
	r, ok := p.Canonical().(*types.Reference)
	if !ok || a.t == nil {
		return false
	}
	pc, ac := classDeclOf(r.Elem), classDeclOf(a.t)
	return pc != nil && ac != nil && c.isBaseOf(pc, ac, 0)
}

// followChoice walks what construction choice ch of class cd runs, and
// when destroyed is set what destroying the object runs (see
// systemdestroy.go), then probes cd's other implicit members.
func (c *checker) followChoice(pos source.Pos, cd *types.ClassDecl, ch ctorChoice, args []exprInfo, depth int, destroyed bool) {
	if !ch.sure {
		c.probeClassWhy(pos, cd, ch.why)
		return
	}
	if depth > maxInstantiationDepth {
		c.incomplete(pos, "constructions of %s nest too deep to follow", types.QualifiedName(cd))
		return
	}
	if destroyed {
		// First, so that the probes of the construction that may meet
		// the same destructors find what it instantiates known.
		c.destroy(pos, cd, 0)
	}
	switch {
	case ch.fn != nil:
		c.runConstructor(pos, cd, ch.fn, args, depth)
	case ch.kind == ctorAggregate:
		c.aggregateConstruction(pos, cd, args)
	case ch.kind != ctorElided:
		c.implicitConstruction(pos, cd, ch.kind, depth)
	}
	if destroyed {
		c.probeClass(pos, cd, 0, probeLive)
		return
	}
	c.probeClass(pos, cd, 0, probeMade)
}

// probeClassWhy probes every implicit member of cd, for a construction
// sema did not resolve (why says why), naming the reason if the probe
// cannot be done.
func (c *checker) probeClassWhy(pos source.Pos, cd *types.ClassDecl, why string) {
	c.probeClass(pos, cd, 0, probeAll)
	if f := c.sys.first; f != nil && f.Pos == pos && why != "" {
		f.Reason += " (its construction is not resolved: " + why + ")"
	}
}

// runConstructor walks declared constructor fn of cd, called with args.
func (c *checker) runConstructor(pos source.Pos, cd *types.ClassDecl, fn *types.FunctionDecl, args []exprInfo, depth int) {
	c.checkResolved(pos, fn, args)
	c.walkVtable(pos, cd)
	fi := c.funcInfoOf(fn)
	if fi != nil && fi.def != nil && fi.def.Body == nil && !fi.deleted && fn.Type != nil {
		// = default: the implicit constructor of its kind.
		kind := c.copyShape(fn, cd)
		if kind == ctorDeclared {
			if len(fn.Type.Params) > 0 {
				c.incomplete(pos, "defaulted constructor %s of an unknown kind", types.QualifiedName(fn))
				return
			}
			kind = ctorDefault
		}
		c.implicitConstruction(pos, cd, kind, depth)
		return
	}
	if fn.Exec&types.HostSpace != 0 {
		c.instantiateBody(fn)
	}
}

// implicitConstruction follows the implicit (or defaulted) constructor of
// cd of kind kind: each base and member of class type is default-,
// copy- or move-constructed (a member with a default member initializer,
// or an array, is probed: its construction is not resolved).
func (c *checker) implicitConstruction(pos source.Pos, cd *types.ClassDecl, kind ctorKind, depth int) {
	key := followKey{cd, kind}
	if c.sys.followed[key] {
		return
	}
	if c.sys.followed == nil {
		c.sys.followed = map[followKey]bool{}
	}
	c.sys.followed[key] = true
	defer c.restoreExpansion(c.leavePattern())
	c.walkVtable(pos, cd)
	if cd.Tag == types.UnionTag {
		return // variant members are not constructed one by one
	}
	if !c.eachBaseClass(pos, cd, func(b types.BaseSpec, bd *types.ClassDecl) { c.constructSubobject(pos, bd, b.Type, kind, depth) }) {
		return
	}
	for _, f := range cd.Fields {
		if f.Type == nil {
			c.incomplete(pos, "a member of class %s is of unknown type", types.QualifiedName(cd))
			return
		}
		if kind == ctorDefault && c.fieldInits[f] || isArrayOfClass(f.Type) {
			c.probeClassOf(pos, f.Type)
			continue
		}
		if fd := classDeclOf(f.Type); fd != nil {
			c.constructSubobject(pos, fd, f.Type, kind, depth)
		}
	}
}

// constructSubobject follows the construction of a base or member of
// class sd (type t) by an implicit constructor of kind kind.
func (c *checker) constructSubobject(pos source.Pos, sd *types.ClassDecl, t types.Type, kind ctorKind, depth int) {
	if c.sys.first != nil || !c.classReaches(sd, 0) {
		return
	}
	c.complete(sd)
	var k construction
	switch kind {
	case ctorCopy:
		k.args = []exprInfo{{t: c.ctx.Qualify(t, types.Const), lvalue: true}}
	case ctorMove:
		k.args = []exprInfo{{t: t, xvalue: true}}
	}
	c.followChoice(pos, sd, c.resolveConstructor(pos, sd, k), k.args, depth+1, true)
}

// memberInits follows, in the proof walk, the constructions constructor fn
// (of class cd) makes: each mem-initializer of def, with the arguments
// args typed there, and the default construction of the bases and
// members it leaves out.
func (c *checker) memberInits(fn *types.FunctionDecl, def *ast.FuncDef, args [][]exprInfo) {
	if c.sys.first != nil {
		return
	}
	c.eachMemberInit(fn, def, args, initSink{construct: c.constructed, probe: c.probeClassOf, unsure: c.incomplete})
}

// initSink is what eachMemberInit does with what it finds: the proof walk
// follows it at once (memberInits); the first walk records it for the
// proof walk (noteMemberInits).
type initSink struct {
	construct func(pos source.Pos, t types.Type, k construction)
	probe     func(pos source.Pos, t types.Type)
	unsure    func(pos source.Pos, format string, args ...any)
}

// eachMemberInit passes to sink the constructions constructor fn makes
// (see memberInits).
func (c *checker) eachMemberInit(fn *types.FunctionDecl, def *ast.FuncDef, args [][]exprInfo, sink initSink) {
	cd, ok := fn.Parent.(*types.ClassDecl)
	if !ok {
		return
	}
	bases := map[*types.ClassDecl]bool{}
	fields := map[*types.FieldDecl]bool{}
	for i, mi := range def.CtorInits {
		inits := []memInit{{args: args[i]}}
		if mi.Pack {
			var ok bool
			if inits, ok = c.expandMemInit(cd, mi); !ok {
				sink.unsure(mi.At, "a pack expansion among the mem-initializers of %s not expanded", types.QualifiedName(fn))
				return
			}
		} else {
			inits[0].field, inits[0].base, inits[0].self = c.memInitTarget(cd, mi)
		}
		for _, in := range inits {
			k := construction{args: in.args, list: mi.Brace, destroyed: cd.Tag != types.UnionTag}
			switch {
			case in.self:
				// A delegating constructor: the target does the rest.
				k.destroyed = false
				sink.construct(mi.At, cd.Type, k)
				return
			case in.field != nil:
				fields[in.field] = true
				if _, outer := anonymousMember(cd, in.field.Name); outer != nil {
					fields[outer] = true // (a variant member: its union is initialized)
				}
				if f := in.field.Type; f != nil && classDeclOf(f) != nil {
					sink.construct(mi.At, f, k)
				} else if isArrayOfClass(f) {
					sink.probe(mi.At, f)
				}
			case in.base != nil:
				bases[in.base] = true
				sink.construct(mi.At, in.base.Type, k)
			default:
				sink.unsure(mi.At, "mem-initializer %s of %s not resolved", mi.Name.Ident(), types.QualifiedName(fn))
				return
			}
		}
	}
	for _, b := range cd.Bases {
		bd := classDeclOf(b.Type)
		if bd == nil {
			sink.unsure(def.At, "a base of class %s is not known", types.QualifiedName(cd))
			return
		}
		if !bases[bd] {
			sink.construct(def.At, b.Type, construction{destroyed: true})
		}
	}
	if cd.Tag == types.UnionTag {
		return
	}
	for _, f := range cd.Fields {
		if f.Type == nil {
			sink.unsure(def.At, "a member of class %s is of unknown type", types.QualifiedName(cd))
			return
		}
		if fields[f] {
			continue
		}
		if c.fieldInits[f] || isArrayOfClass(f.Type) {
			sink.probe(def.At, f.Type)
			continue
		}
		if classDeclOf(f.Type) != nil {
			sink.construct(def.At, f.Type, construction{destroyed: true})
		}
	}
}

// memInitTarget resolves what mem-initializer mi of a constructor of cd
// initializes: a member, a direct base, or cd itself (delegating).
func (c *checker) memInitTarget(cd *types.ClassDecl, mi *ast.MemInit) (field *types.FieldDecl, base *types.ClassDecl, self bool) {
	if mi.Name == nil || len(mi.Name.Parts) == 0 {
		return nil, nil, false
	}
	if len(mi.Name.Parts) == 1 && !mi.Name.Global && mi.Name.Last().Kind == ast.NameIdent {
		id := mi.Name.Ident()
		for _, f := range cd.Fields {
			if f.Name == id {
				return f, nil, false
			}
		}
		if f, _ := anonymousMember(cd, id); f != nil {
			return f, nil, false
		}
	}
	t := c.namedType(mi.Name)
	bd := classDeclOf(t)
	if bd == nil {
		return nil, nil, false
	}
	if bd == cd {
		return nil, nil, true
	}
	for _, b := range cd.Bases {
		if classDeclOf(b.Type) == bd {
			return nil, bd, false
		}
	}
	return nil, nil, false
}

// constructArgs follows the objects a call of fn with arguments args
// makes: each parameter taken by value is copy-initialized from its
// argument, and each taken by reference that its argument does not bind
// directly binds a temporary copy-initialized from it; a parameter left
// to its default argument takes the value of that expression, which is
// walked (in the scope of fn's declaration), or, when sema does not find
// it, the parameter's class is probed.
func (c *checker) constructArgs(pos source.Pos, fn *types.FunctionDecl, args []exprInfo) {
	params := fn.Type.Params
	if len(args) < len(params) {
		args = append(args[:len(args):len(args)], c.defaultArgs(fn, len(args))...)
	}
	c.constructParams(pos, params, args)
}

// constructParams follows the objects passing args to parameters params
// makes (see constructArgs): a parameter of class type copy-initialized
// from its argument is constructed from it, one without an argument (or an
// array of classes) has its class probed. In the first walk it records
// them instead (for user code's calls, see noteCallObjects), for the proof
// walk to follow (a by-value tuple of iterators, which has constructor
// templates, is not probed whole).
func (c *checker) constructParams(pos source.Pos, params []types.Type, args []exprInfo) {
	walk := c.systemMode()
	for i, p := range params {
		if i < len(args) && (bindsDirectly(args[i], p) || c.bindsBase(args[i], p)) {
			continue
		}
		if r, ok := p.Canonical().(*types.Reference); ok && i < len(args) {
			p = r.Elem
		}
		switch {
		case i < len(args) && classDeclOf(p) != nil:
			k := construction{args: args[i : i+1], copyInit: true}
			if walk {
				c.constructed(pos, p, k)
			} else {
				c.noteConstructed(pos, p, k)
			}
		case walk:
			c.probeClassOf(pos, p) // no argument, or an array of classes
		default:
			c.noteMade(pos, p)
		}
	}
}

// defaultArgs types, as the proof walk, the default arguments of fn's
// parameters from the from-th on, in the scope fn was declared in; it
// stops at the first it does not find.
func (c *checker) defaultArgs(fn *types.FunctionDecl, from int) []exprInfo {
	fi := c.funcInfoOf(fn)
	if fi == nil || fi.decl == nil || fi.scope == nil {
		return nil
	}
	fc := fi.decl.Function()
	if fc == nil || len(fc.Params) != len(fn.Type.Params) {
		return nil
	}
	saved := c.scope
	c.scope = fi.scope
	defer func() { c.scope = saved }()
	var out []exprInfo
	for _, p := range fc.Params[from:] {
		d := p.Default()
		if d == nil {
			break
		}
		out = append(out, c.typeExpr(d))
	}
	return out
}

// returned follows the construction of the result object of the function
// being walked from the operand e (typed r) of a return statement, when
// it returns a class by value: a copy-initialization, from an xvalue when
// e names a local variable or parameter ([class.copy.elision]/3), from
// the list's elements for return {...}. (Callers probe only the result's
// destructor and conversions, see checkResolved.)
func (c *checker) returned(e ast.Expr, r exprInfo) {
	fn := c.curFn
	if fn.Type == nil || fn.Kind == types.Constructor || fn.Kind == types.Destructor {
		return
	}
	res := resultObject(fn.Type.Result)
	if classDeclOf(res) == nil {
		return
	}
	k := construction{args: []exprInfo{r}, copyInit: true}
	switch x := unparen(e).(type) {
	case *ast.InitList:
		k.args, k.list = make([]exprInfo, len(x.Elems)), true
		for i, el := range x.Elems {
			k.args[i] = c.typeExpr(el)
		}
	case *ast.NameExpr:
		if c.namesLocal(x) && r.t != nil && classDeclOf(r.t) == classDeclOf(res) {
			k.args[0].lvalue, k.args[0].xvalue = false, true
		}
	}
	c.systemConstructed(e.Pos(), res, k)
}

// namesLocal reports whether x names a non-static local variable or a
// parameter of the function being walked.
func (c *checker) namesLocal(x *ast.NameExpr) bool {
	if len(x.Name.Parts) != 1 || x.Name.Global || x.Name.Last().Kind != ast.NameIdent {
		return false
	}
	r := c.lookup(x.Name.Ident())
	if len(r.decls) != 1 {
		return false
	}
	v, ok := r.decls[0].(*types.VarDecl)
	return ok && !v.Static && v.Parent == types.Decl(c.curFn) && v.Type != nil && !isReferenceType(v.Type)
}

// classConditional types c ? a : b whose operands are both of class cd
// ([expr.cond]/4, /6): a glvalue when both are of the same value category
// and qualifiers, else a prvalue, into which each glvalue operand is
// copied (a construction the walk follows).
func (c *checker) classConditional(pos source.Pos, cd *types.ClassDecl, a, b exprInfo) exprInfo {
	_, cva := types.Split(a.t)
	_, cvb := types.Split(b.t)
	if cva == cvb && (a.lvalue && b.lvalue || a.xvalue && b.xvalue) {
		return exprInfo{t: a.t, lvalue: a.lvalue, xvalue: a.xvalue}
	}
	if c.watching() {
		for _, o := range [2]exprInfo{a, b} {
			if o.lvalue || o.xvalue {
				c.systemConstructed(pos, cd.Type, construction{args: []exprInfo{o}})
			}
		}
	}
	return c.rvalue(c.ctx.Qualify(cd.Type, cva|cvb))
}

// anonymousMember finds the member named id of an anonymous struct or
// union member of cd (at any depth: a member of the enclosing class for
// lookup and mem-initializers, [class.union.anon]), with the anonymous
// member of cd holding it; nil when there is none.
func anonymousMember(cd *types.ClassDecl, id string) (inner, outer *types.FieldDecl) {
	for _, f := range cd.Fields {
		if f.Name != "" {
			continue
		}
		ac := classDeclOf(f.Type)
		if ac == nil || ac == cd {
			continue
		}
		for _, g := range ac.Fields {
			if g.Name == id && id != "" {
				return g, f
			}
		}
		if g, _ := anonymousMember(ac, id); g != nil {
			return g, f
		}
	}
	return nil, nil
}
