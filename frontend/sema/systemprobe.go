package sema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Objects of class type run code no call names: constructors, destructors,
// conversion functions and operators. sema resolves none of those
// implicit calls, so the proof walk probes them instead: the
// first time an object of class C is made, passed, converted or operated
// on in a walked body, every such member of C (and of its bases and
// members) is walked, and a kernel instance met there makes the walk
// incomplete, since sema cannot tell whether that member runs. A class
// whose members could be probed and name no kernel is harmless, whichever
// of them runs.

// probeClassOf probes the class of type t, if it is one (see above).
func (c *checker) probeClassOf(pos source.Pos, t types.Type) {
	c.probeClassIn(pos, t, probeAll)
}

// probeClassIn probes the class of type t, if it is one, in mode.
func (c *checker) probeClassIn(pos source.Pos, t types.Type, mode probeMode) {
	if !c.systemMode() || t == nil {
		return
	}
	if r, ok := t.Canonical().(*types.Reference); ok {
		t = r.Elem
	}
	if cd := classDeclOf(arrayElem(t)); cd != nil {
		c.probeClass(pos, cd, 0, mode)
	}
}

// probeMode says which of a class's implicitly running members a probe
// walks: probeAll all of them; probeMade those that run on an object
// whose construction the walk followed (see systemconstruct.go): the
// destructor, conversion functions, operator new and delete, not the
// constructors (the construction ran the one resolved, and it the
// constructors of the bases and members it resolved) nor the assignments
// (which run only from assignment expressions and calls, which sema
// resolves or the walk stops at, or from an implicit assignment, which
// probes all).
type probeMode uint8

const (
	probeMade probeMode = 1 << iota
	probeAll
	// probeLive: what probeMade walks but the destructor, for an object
	// whose destruction the walk follows (see systemdestroy.go).
	probeLive
)

// probeClass probes cd's members that mode selects, then those of its
// bases and of its members' classes.
func (c *checker) probeClass(pos source.Pos, cd *types.ClassDecl, depth int, mode probeMode) {
	w := c.sys
	if w.probed == nil {
		w.probed = map[*types.ClassDecl]probeMode{}
	}
	if mode == probeAll {
		mode |= probeMade
	}
	if w.probed[cd]&mode == mode || w.first != nil || !c.classReaches(cd, 0) {
		return
	}
	w.probed[cd] |= mode
	defer c.restoreExpansion(c.leavePattern())
	if !c.walkableClass(pos, cd, depth, "probe") {
		return
	}
	if tab := c.tableOf(cd); tab != nil {
		for _, fn := range c.implicitMembers(pos, cd, tab, mode) {
			c.probeMember(pos, cd, fn)
			if w.first != nil {
				return
			}
		}
	}
	for _, b := range cd.Bases {
		if bd := classDeclOf(b.Type); bd != nil {
			c.probeClass(pos, bd, depth+1, mode)
		} else {
			c.incomplete(pos, "a base of class %s is not known", types.QualifiedName(cd))
		}
	}
	for _, f := range cd.Fields {
		if fd := classDeclOf(arrayElem(f.Type)); fd != nil {
			c.probeClass(pos, fd, depth+1, mode)
		}
	}
}

// eachBaseClass calls f with each base of cd and its class, in order;
// at a base whose class is not known the walk is incomplete (at pos), and
// it stops there, reporting false.
func (c *checker) eachBaseClass(pos source.Pos, cd *types.ClassDecl, f func(b types.BaseSpec, bd *types.ClassDecl)) bool {
	for _, b := range cd.Bases {
		bd := classDeclOf(b.Type)
		if bd == nil {
			c.incomplete(pos, "a base of class %s is not known", types.QualifiedName(cd))
			return false
		}
		f(b, bd)
	}
	return true
}

// walkableClass completes cd, reached at depth, for the proof walk to
// follow what an object of it runs (doing, as "probe"), and reports
// whether it can: otherwise the walk is incomplete, saying why (too deep,
// a dependent class, members not all known).
func (c *checker) walkableClass(pos source.Pos, cd *types.ClassDecl, depth int, doing string) bool {
	if depth > maxInstantiationDepth {
		c.incomplete(pos, "class %s nests too deep to "+doing, cd.Name)
		return false
	}
	c.complete(cd)
	if types.IsDependent(cd.Type) {
		c.incomplete(pos, "object of dependent class type %s", cd.Name)
		return false
	}
	if tab := c.tableOf(cd); tab != nil && tab.incomplete {
		c.incomplete(pos, "the members of class %s are not all known", types.QualifiedName(cd))
		return false
	}
	return true
}

// arrayElem returns the element type of t, through every array level (t
// itself when it is no array; nil for nil).
func arrayElem(t types.Type) types.Type {
	for t != nil {
		a, ok := t.Canonical().(*types.Array)
		if !ok {
			break
		}
		t = a.Elem
	}
	return t
}

// implicitMembers returns cd's members that run without a call naming
// them and that mode selects, in source order; a template among them
// makes the walk incomplete (it is instantiated for arguments the probe
// does not know).
func (c *checker) implicitMembers(pos source.Pos, cd *types.ClassDecl, tab *memberTable, mode probeMode) []*types.FunctionDecl {
	var out []*types.FunctionDecl
	for _, ds := range tab.names {
		for _, d := range ds {
			switch m := d.(type) {
			case *types.FunctionDecl:
				if m.Parent == types.Decl(cd) && runsImplicitly(m) && probes(m, mode) {
					out = append(out, m)
				}
			case *types.TemplateDecl:
				if p, ok := m.Pattern.(*types.FunctionDecl); ok && m.Parent == types.Decl(cd) && runsImplicitly(p) && probes(p, mode) && !c.user(m.Pos) {
					c.incomplete(pos, "class %s has a constructor, conversion or assignment template, which the walk cannot probe", types.QualifiedName(cd))
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pos < out[j].Pos })
	return out
}

// probes reports whether a probe in mode walks f (see probeMode).
func probes(f *types.FunctionDecl, mode probeMode) bool {
	made := f.Kind != types.Constructor && !(f.Kind == types.OperatorFunc && f.Op == types.OpAssign)
	return mode&probeAll != 0 || mode&probeMade != 0 && made || mode&probeLive != 0 && made && f.Kind != types.Destructor
}

// runsImplicitly reports whether member function f may run without an
// expression that names it or an operator that sema resolves: a
// constructor, the destructor, a conversion function, an assignment
// (the implicit assignment of a class calls its members'), operator new
// or delete. Other operators run only from operator expressions, which
// sema resolves or reports as incomplete (see operator.go).
func runsImplicitly(f *types.FunctionDecl) bool {
	switch f.Kind {
	case types.Constructor, types.Destructor, types.ConversionFunc:
		return true
	case types.OperatorFunc:
		switch f.Op {
		case types.OpAssign, types.OpNew, types.OpDelete, types.OpNewArray, types.OpDeleteArray:
			return true
		}
	}
	return false
}

// probeMember walks fn, a member of cd, as a probe.
func (c *checker) probeMember(pos source.Pos, cd *types.ClassDecl, fn *types.FunctionDecl) {
	if fn.Virtual {
		// Virtual members may run through the vtable from anywhere.
		if _, def := c.instanceBody(fn); def != nil && def.Body != nil && c.holdsSite(def.Body) {
			c.incomplete(pos, "virtual member %s names a kernel template", types.QualifiedName(fn))
			return
		}
	}
	n := len(c.res.Kernels)
	c.sys.probe++
	c.instantiateBody(fn)
	c.probeParams(pos, fn, probeAll) // called with arguments unknown
	c.sys.probe--
	if len(c.res.Kernels) > n {
		c.incomplete(pos, "kernel %s is instantiated from %s, an implicit call of class %s that sema cannot tell runs",
			types.QualifiedName(c.res.Kernels[n].Decl), types.QualifiedName(fn), types.QualifiedName(cd))
	}
}

// systemOperator checks an operator expression met during the proof walk
// (b is nil for a unary operator), res what sema resolved it to: a
// function it is sure of is checked as a call; an implicit member or a
// conversion function of an operand's class is probed; otherwise, on
// operands of class type it calls a function sema does not know:
// incomplete.
func (c *checker) systemOperator(pos source.Pos, a, b *exprInfo, res opResolution) {
	if c.sys != nil && c.sys.on || c.instanceDepth == 0 && !c.scope.dependent { // watching(), spelled out (see there)
		c.checkOperator(pos, a, b, res)
	} else if !res.sure && !c.instanceUnsureMore {
		c.noteInstanceOperator(pos, a, b, res.why)
	}
}

// checkOperator is systemOperator's check; in the first walk it records
// an operator on a class in code outside templates that sema did not
// resolve to a function (one it did is walked as called, see
// classOperator).
func (c *checker) checkOperator(pos source.Pos, a, b *exprInfo, res opResolution) {
	if !c.systemMode() {
		for _, o := range [2]*exprInfo{a, b} {
			switch {
			case o == nil || res.fn != nil:
			case res.sure:
				c.noteMade(pos, o.t)
			case classDeclOf(o.t) != nil:
				c.noteUse(userUse{pos: pos, t: o.t, op: true, why: res.why})
			}
		}
		return
	}
	if res.sure {
		if res.fn != nil {
			args := [2]exprInfo{*a}
			n := 1
			if b != nil {
				args[1], n = *b, 2
			}
			ops := args[:n]
			if res.fn.IsMember() {
				ops = ops[1:]
			}
			c.checkResolved(pos, res.fn, ops)
			return
		}
		if res.implicit && c.assignsSameClass(a, b) {
			c.probeAssignment(pos, classDeclOf(a.t), 0)
			return
		}
		// A built-in operator: an operand of class type is converted by
		// a conversion function (no constructor or assignment of its
		// class runs there), and destroyed if a temporary. An implicit
		// assignment from another type converts its operand to the class
		// by a constructor: the class is probed whole.
		mode := probeMade
		if res.implicit {
			mode = probeAll
		}
		for _, o := range [2]*exprInfo{a, b} {
			if o != nil {
				c.probeClassIn(pos, o.t, mode)
			}
		}
		return
	}
	for _, o := range [2]*exprInfo{a, b} {
		if o == nil {
			continue
		}
		if o.t == nil {
			if o.dependent || len(o.fns) == 0 {
				c.incomplete(pos, "operand of unknown type")
			}
			continue
		}
		if cd := classDeclOf(o.t); cd != nil && (c.sys.reach == nil || c.sys.reach("operator", nil) || c.classReaches(cd, 0)) {
			c.incomplete(pos, "operator on an object of class type %s not resolved for sure (%s)", types.QualifiedName(cd), res.why)
			return
		}
	}
}

// systemObjectCall notes a call of an object of class type t whose
// operator() sema did not resolve for sure (why says why): the proof
// walk cannot follow it.
func (c *checker) systemObjectCall(pos source.Pos, t types.Type, why string) {
	switch {
	case c.systemMode():
		if cd := classDeclOf(t); c.sys.reach == nil || c.sys.reach("operator", nil) || c.classReaches(cd, 0) {
			c.incomplete(pos, "call of an object of class type %s not resolved for sure (%s)", types.QualifiedName(cd), why)
		}
	case c.instanceDepth == 0 && !c.scope.dependent:
		c.noteUse(userUse{pos: pos, t: t, op: true, why: why})
	default:
		c.noteInstanceOperator(pos, &exprInfo{t: t}, nil, why)
	}
}

// systemVar follows the construction k of a variable of type t a walked
// system body declares (its constructor runs, and its destructor), or
// records it in the first walk.
func (c *checker) systemVar(d *ast.Declarator, t types.Type, k construction) {
	if !c.systemMode() {
		c.noteConstructed(d.At, t, k)
		return
	}
	if t == nil {
		c.incomplete(d.At, "variable %s of unknown type", d.Name.Ident())
		return
	}
	k.destroyed = k.destroyed && c.unevaluated == 0
	c.constructed(d.At, t, k)
}

// systemMade probes the class of an object a walked system body makes (a
// cast, a new-expression) whose construction is not followed; a type
// sema could not work out may run anything.
func (c *checker) systemMade(pos source.Pos, t types.Type) {
	if c.sys != nil && c.sys.on || c.instanceDepth == 0 && !c.scope.dependent { // watching(), spelled out (see there)
		c.checkMade(pos, t)
	}
}

// checkMade is systemMade's check.
func (c *checker) checkMade(pos source.Pos, t types.Type) {
	if !c.systemMode() {
		c.noteMade(pos, t)
		return
	}
	if t == nil {
		c.incomplete(pos, "cast or new-expression to a type that is not known")
		return
	}
	c.probeClassOf(pos, t)
}

// systemConstructed is constructed for a construction met in an
// expression (T(args), T{args}, new T(args)) while the walk watches, or
// records it in the first walk.
func (c *checker) systemConstructed(pos source.Pos, t types.Type, k construction) {
	if !c.systemMode() {
		c.noteConstructed(pos, t, k)
		return
	}
	c.constructed(pos, t, k)
}

// systemConverted probes the class of an operand a cast converts (a
// conversion function may run, and its destructor if the cast copies it).
func (c *checker) systemConverted(pos source.Pos, x *exprInfo) {
	if c.sys != nil && c.sys.on || c.instanceDepth == 0 && !c.scope.dependent { // watching(), spelled out (see there)
		c.checkConverted(pos, x)
	}
}

// checkConverted is systemConverted's check.
func (c *checker) checkConverted(pos source.Pos, x *exprInfo) {
	if !c.systemMode() {
		c.noteProbed(pos, x.t, probeMade) // as below, in the proof walk
		return
	}
	if c.unevaluated > 0 {
		return // decltype((void)e): no conversion runs
	}
	if x.t == nil && len(x.fns) == 0 && x.typeName == nil {
		c.incomplete(pos, "cast of an operand of unknown type")
		return
	}
	// Its conversion functions may run; its constructors do not (the
	// target's, when it is a class, are the cast's: see checkMade).
	c.probeClassIn(pos, x.t, probeMade)
}

// systemMember checks the object of a member access in a walked system
// body: its type must be known (the member's meaning depends on it), and
// -> on a class calls its operator->.
func (c *checker) systemMember(x *ast.MemberExpr, obj *exprInfo) {
	if c.systemMode() {
		c.checkMember(x, obj)
	}
}

// checkMember is systemMember's check.
func (c *checker) checkMember(x *ast.MemberExpr, obj *exprInfo) {
	if obj.t == nil {
		c.incomplete(x.At, "member %s of an object of unknown type", calleeName(x))
		return
	}
	// (-> on an object of class type calls its operator->, which the
	// walk checks as any operator: see member.)
}

// systemUnknownMember reports a member sema did not find in class cd.
func (c *checker) systemUnknownMember(x *ast.MemberExpr, cd *types.ClassDecl) {
	if c.systemMode() {
		c.incomplete(x.At, "member %s of class %s not found", calleeName(x), types.QualifiedName(cd))
	}
}

// probeParams probes, in mode, the classes of fn's parameters taken by
// value. A walked instance probes them as made (probeMade: the callee
// destroys them); their copy-initialization belongs to each call: a call
// sema resolved follows it (constructArgs), the first walk records those
// of user code's calls (noteCallObjects), and a walk entered with no call
// it can see (a probed member, a function outside templates) probes every
// constructor (probeAll). Those taken by reference bind to what the call
// site gave, accounted for there the same way.
func (c *checker) probeParams(pos source.Pos, fn *types.FunctionDecl, mode probeMode) {
	if fn.Type == nil {
		return
	}
	for _, p := range fn.Type.Params {
		if _, isRef := p.Canonical().(*types.Reference); !isRef {
			c.probeClassIn(pos, p, mode)
		}
	}
}
