package sema

import (
	"slices"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// The first walk walks the bodies of the instances user code uses (host
// function templates' instances, class template specializations' member
// functions a call names), and the kernel template instances it meets
// there need no proof walk: the search for stub-file gaps passes such
// bodies over (fromsema.StubGapSearch). That holds only when the walk
// followed every call on the way. Code outside templates records what it
// did not resolve for sure (systemroots.go); an instance body's are noted
// here, so that the driver can ask whether one may lead to a kernel
// template named in a body passed over (UnsureUseReaching), and then
// have the proof walk account for those names too.

// maxInstanceUnsure bounds the unsure uses kept from instance bodies;
// past it, any may lead anywhere.
const maxInstanceUnsure = 256

// noteInstanceCall notes a call met in the first walk in an instance body
// that sema did not resolve for sure to fn (nil: to nothing), fun being
// its callee. A construction T(args), a call through a pointer and a
// compiler builtin call no function of the TU by name; a candidate that
// is no instance is walked where it is defined.
func (c *checker) noteInstanceCall(x source.Pos, fun *exprInfo, fn *types.FunctionDecl) {
	if c.instanceDepth == 0 || c.scope.dependent || c.unevaluated > 0 || c.inEmptyExpansion() {
		return
	}
	for _, d := range fun.fns {
		if f, ok := d.(*types.FunctionDecl); ok && !isInstance(f) {
			continue
		}
		c.addInstanceUnsure(userUse{pos: x, decl: d})
		return
	}
	if fn != nil && isInstance(fn) {
		c.addInstanceUnsure(userUse{pos: x, decl: fn})
	}
}

// noteInstanceOperator notes an operator at pos on operands a and b (b
// nil for one) in an instance body that sema did not resolve for sure
// (why says why), for each operand of class type (its operator function
// may be an instance).
func (c *checker) noteInstanceOperator(pos source.Pos, a, b *exprInfo, why string) {
	if c.instanceDepth == 0 || c.scope.dependent || c.unevaluated > 0 || c.inEmptyExpansion() {
		return
	}
	for _, o := range [2]*exprInfo{a, b} {
		if o != nil && o.t != nil && classDeclOf(o.t) != nil {
			c.addInstanceUnsure(userUse{pos: pos, t: o.t, op: true, why: why})
		}
	}
}

func (c *checker) addInstanceUnsure(u userUse) {
	if len(c.instanceUnsure) == maxInstanceUnsure {
		c.instanceUnsureMore = true
		return
	}
	c.instanceUnsure = append(c.instanceUnsure, u)
}

// FirstWalkUnsure reports whether the first walk met a call or operator
// it did not resolve for sure, in code outside templates or in an instance
// body it walked: the kernel template instances it found in the bodies it
// walks may then be incomplete (see UnsureUseReaching).
func (r *Result) FirstWalkUnsure() bool {
	c := r.checker
	if c == nil {
		return false
	}
	if len(c.instanceUnsure) > 0 || c.instanceUnsureMore {
		return true
	}
	return c.sys != nil && slices.ContainsFunc(c.sys.uses, unsureUse)
}

// unsureUse reports whether u is a call or operator sema did not resolve
// for sure (or a construction it could not tell).
func unsureUse(u userUse) bool { return u.op || u.decl != nil || u.unsure != "" }

// UnsureUseReaching returns the position of the first call or operator
// the first walk did not resolve for sure that may lead, by reach (see
// CompleteKernelInstances), to a kernel template, what it is, and whether
// there is one. It must be called after Finish and before
// CompleteKernelInstances.
func (r *Result) UnsureUseReaching(reach func(key string, from []ArgOrigin) bool) (source.Pos, string, bool) {
	c := r.checker
	if c == nil {
		return source.NoPos, "semantic analysis did not finish", true
	}
	if c.instanceUnsureMore {
		return source.NoPos, "too many calls left unsure to weigh", true
	}
	if c.sys == nil {
		c.sys = &systemWalk{}
	}
	w := c.sys
	savedReach, savedCache := w.reach, w.classReach
	w.reach, w.classReach = reach, nil
	defer func() { w.reach, w.classReach = savedReach, savedCache }()
	for _, list := range [2][]userUse{w.uses, c.instanceUnsure} {
		for _, u := range list {
			switch {
			case u.unsure != "":
				return u.pos, u.unsure, true
			case u.decl != nil:
				if c.declMayReach(u.decl) {
					return u.pos, "a call of " + u.decl.Base().Name + " not resolved for sure", true
				}
			case u.op:
				if cd := classDeclOf(u.t); cd == nil || reach == nil || reach("operator", nil) || c.classReaches(cd, 0) {
					return u.pos, "an operator on an object of class type " + u.t.String() + " not resolved for sure (" + u.why + ")", true
				}
			}
		}
	}
	return source.NoPos, "", false
}
