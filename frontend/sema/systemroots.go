package sema

import (
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The proof walk starts from the instances code outside templates calls.
// That code may instantiate more without a call sema resolves: a call it
// is not sure of (among templates or instances), an object of a class
// template's specialization made there (its constructor and destructor
// run), an operator or conversion applied to one. The first walk records
// those uses (cheaply: only in code outside templates, which is user
// code), and the proof walk accounts for each: an unsure call or an
// operator that may lead to a kernel template makes it incomplete, and the
// classes of objects made are probed (see systemprobe.go).

// userUse is one such use.
type userUse struct {
	pos  source.Pos
	t    types.Type // the class of an object made, or operated on (op)
	decl types.Decl // a candidate of a call sema is not sure of
	op   bool
	why  string // why sema did not resolve the operator
	// probe is the mode the class of an object made is probed in (zero:
	// probeAll); a cast's operand is probed as converted (probeMade).
	probe probeMode
	// made is set for an object made by a construction with known
	// arguments: ctor is what sema resolved it to run. result is the
	// function that returned the object by value (see probeResult).
	made   bool
	result *types.FunctionDecl
	ctor   ctorChoice
	args   []exprInfo
	// static is set for a variable defined at namespace scope, name, by
	// that construction (see systemstatics.go), or for a base or member
	// a constructor defined in user code constructs (noteMemberInits).
	static *construction
	name   string
	// unsure says why the first walk could not tell what a constructor
	// in user code constructs: the proof walk cannot be complete.
	unsure string
	// destroys is set for the class of a destructor defined in user
	// code: it destroys the members and bases (noteMemberDestruction).
	destroys *types.ClassDecl
}

// noteUse records u, made in user code, or in the body of a function
// whose definition starts there (code outside templates that the first
// walk walks at depth 0 elsewhere is a class template's instantiation:
// the declarations of its members, whose calls are unevaluated).
func (c *checker) noteUse(u userUse) {
	if !c.user(u.pos) && !c.inUserBody(u.pos) {
		return
	}
	c.recordUse(u)
}

// recordUse records u for the proof walk wherever it lies (noteUse keeps
// to user code; a namespace-scope variable's construction is recorded in
// system headers too, see namespaceVar).
func (c *checker) recordUse(u userUse) {
	if c.sys == nil {
		c.sys = &systemWalk{}
	}
	c.sys.uses = append(c.sys.uses, u)
}

// inUserBody reports whether pos lies in the body the first walk walks as
// user code (see checker.userBody).
func (c *checker) inUserBody(pos source.Pos) bool {
	return inRange(pos, c.userBody[0], c.userBody[1])
}

// noteMade records an object of type t made at pos, if t is a class.
func (c *checker) noteMade(pos source.Pos, t types.Type) {
	c.noteProbed(pos, t, probeAll)
}

// noteProbed records an object of type t at pos whose class is to be
// probed in mode, if t is a class.
func (c *checker) noteProbed(pos source.Pos, t types.Type, mode probeMode) {
	if classDeclOf(t) != nil || isArrayOfClass(t) {
		c.noteUse(userUse{pos: pos, t: t, probe: mode})
	}
}

// noteConstructed records an object of type t made at pos by construction
// k, with the constructor it runs when sema resolves it (see
// construct.go), so that the proof walk follows it.
func (c *checker) noteConstructed(pos source.Pos, t types.Type, k construction) {
	cd := classDeclOf(t)
	if cd == nil {
		c.noteMade(pos, t)
		return
	}
	if !c.user(pos) && !c.inUserBody(pos) {
		return
	}
	c.complete(cd)
	ch := c.resolveConstructor(pos, cd, k)
	c.noteUse(userUse{pos: pos, t: t, made: true, ctor: ch, args: k.args})
	c.runInstanceMembers(cd, ch, k.destroyed)
}

// instanceMadeClass returns the class of an object of type t made in an
// instance the first walk walks, when it is a class template's
// specialization, whose constructor and destructor that walk runs (see
// runInstanceMembers); nil otherwise. (Code outside templates records its
// constructions instead: noteConstructed.)
func (c *checker) instanceMadeClass(t types.Type) *types.ClassDecl {
	if c.instanceDepth == 0 || c.scope.fn == nil || c.scope.dependent || c.systemMode() {
		return nil
	}
	if cd := classDeclOf(t); cd != nil && cd.Template != nil {
		return cd
	}
	return nil
}

// instanceConstructs runs, in the first walk's instance, what constructing
// an object of class cd by k runs (and destroying it, when destroyed).
func (c *checker) instanceConstructs(pos source.Pos, cd *types.ClassDecl, k construction, destroyed bool) {
	c.complete(cd)
	c.runInstanceMembers(cd, c.resolveConstructor(pos, cd, k), destroyed)
}

// runInstanceMembers walks, in the first walk, the constructor a
// construction surely runs and, for an object destroyed there, the
// declared destructor, when they are members of a class template's
// specialization: as a call does, so that what their bodies launch is
// found whether or not a proof walk follows (a launch reached through
// sorter<int>'s constructor: fill<int2>'s kernel, moderngpu's segsort_t).
func (c *checker) runInstanceMembers(cd *types.ClassDecl, ch ctorChoice, destroyed bool) {
	if c.inDependent() || c.unevaluated > 0 || cd.Template == nil {
		return
	}
	if ch.sure && ch.fn != nil && c.walksInstance(ch.fn) {
		c.instantiateBody(ch.fn)
	}
	if destroyed {
		if d := declaredDestructor(cd, c.tableOf(cd)); d != nil && c.walksInstance(d) {
			c.instantiateBody(d)
		}
	}
}

// isArrayOfClass reports whether t is an array of class objects.
func isArrayOfClass(t types.Type) bool {
	if t == nil {
		return false
	}
	_, isArray := t.Canonical().(*types.Array)
	return isArray && classDeclOf(arrayElem(t)) != nil
}

// noteCall records what a call in code outside templates may instantiate
// that the walk of its callee does not cover.
func (c *checker) noteCall(x *ast.CallExpr, fun *exprInfo, fn *types.FunctionDecl, sure bool, args []exprInfo) {
	if fn != nil && sure {
		// Its callee is a root, or walked where defined; the objects
		// the call makes are not.
		c.noteCallObjects(x.At, fn, args)
		return
	}
	switch {
	case fn == nil && fun.typeName != nil:
		c.noteConstructed(x.At, fun.typeName, construction{args: args})
	case fn == nil && len(fun.fns) == 0 && fun.t != nil && classDeclOf(fun.t) != nil:
		c.noteUse(userUse{pos: x.At, t: fun.t, op: true, why: "a call of an object: its operator() is not resolved"})
	case fn == nil || !sure:
		for _, d := range fun.fns {
			if f, ok := d.(*types.FunctionDecl); ok && !isInstance(f) {
				continue
			}
			c.noteUse(userUse{pos: x.At, decl: d})
			return
		}
	}
}

// noteCallObjects records the objects a call of fn with args makes (as
// checkResolved probes them in the proof walk): arguments copied into
// parameters taken by value, temporaries bound to parameters taken by
// reference, a result returned by value.
func (c *checker) noteCallObjects(pos source.Pos, fn *types.FunctionDecl, args []exprInfo) {
	if fn.Type == nil {
		return
	}
	c.constructParams(pos, fn.Type.Params, args)
	if r := resultObject(fn.Type.Result); r != nil && (classDeclOf(r) != nil || isArrayOfClass(r)) {
		c.noteUse(userUse{pos: pos, t: r, result: fn})
	}
}

// resultObject is the type of the object a call returning result makes:
// nil for no result or a reference.
func resultObject(result types.Type) types.Type {
	if result == nil {
		return nil
	}
	if _, isRef := result.Canonical().(*types.Reference); isRef {
		return nil
	}
	return result
}

// walkUserUses accounts for the uses the first walk recorded, before the
// roots are walked.
func (c *checker) walkUserUses() {
	for _, u := range c.sys.uses {
		if c.sys.first != nil {
			return
		}
		switch {
		case u.unsure != "":
			c.incomplete(u.pos, "%s", u.unsure)
		case u.destroys != nil:
			c.destroy(u.pos, u.destroys, 0)
		case u.decl != nil:
			if c.declMayReach(u.decl) {
				c.incomplete(u.pos, "call to %s in code outside templates not resolved for sure", u.decl.Base().Name)
			}
		case u.op:
			if cd := classDeclOf(u.t); cd != nil && (c.sys.reach == nil || c.sys.reach("operator", nil) || c.classReaches(cd, 0)) {
				c.incomplete(u.pos, "operator on an object of class type %s in code outside templates not resolved for sure (%s)", types.QualifiedName(cd), u.why)
			}
		case u.static != nil:
			c.followNamespaceVar(u.pos, u.name, u.t, *u.static)
		case u.result != nil:
			c.probeResult(u.pos, u.result)
		case u.made:
			if cd := classDeclOf(u.t); cd != nil && c.classReaches(cd, 0) {
				c.followChoice(u.pos, cd, u.ctor, u.args, 0, false)
			}
		case u.probe != 0:
			c.probeClassIn(u.pos, u.t, u.probe)
		default:
			c.probeClassOf(u.pos, u.t)
		}
	}
}

// declMayReach reports whether a call's candidate may lead to a kernel
// template.
func (c *checker) declMayReach(d types.Decl) bool {
	switch x := d.(type) {
	case *types.FunctionDecl:
		return c.mayReachKernel(x)
	case *types.TemplateDecl:
		key, ok := reachKey(x)
		return !ok || c.sys.reach == nil || c.sys.reach(key, nil)
	}
	return true
}
