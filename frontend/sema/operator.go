package sema

import (
	"math/bits"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// An operator applied to an operand of class type calls the operator
// function overload resolution picks ([over.match.oper]): a member of the
// first operand's class, a non-member found by unqualified lookup and
// argument-dependent lookup, or a built-in operator reached through a
// conversion function. Sema resolves the cases it can be sure of, so that
// the expression has the function's result type, the instance it calls is
// walked like a called one, and the proof walk (systemwalk.go) can follow
// it instead of giving up; the rest stay unresolved, as before.

// opResolution is the outcome of resolving an operator on class operands.
type opResolution struct {
	// fn is the operator function called (nil: none, or not known).
	fn *types.FunctionDecl
	// sure is set when sema knows what runs: fn, or with fn nil a built-in
	// operator (perhaps after a conversion function of an operand's class)
	// or the implicit copy or move assignment of the first operand's
	// class (implicit).
	sure     bool
	implicit bool
	// why says why sema is not sure, for the proof walk's message.
	why string
}

// opCandidate is one viable operator function with, per operand, the
// rank of its conversion and a tie-breaker for reference bindings (lower
// is better: [over.ics.rank]/3.2.3 and 3.2.6).
type opCandidate struct {
	fn       *types.FunctionDecl
	ranks    []convRank
	quals    []int
	template bool
}

// resolveOperator resolves operator spelling (as keyed: "==", "[]", "++")
// applied to ops, the first operand first (a postfix ++ or -- has its
// int operand added); memberOnly is set for =, [], () and ->, which only
// members overload. It is called only when an operand has class type.
func (c *checker) resolveOperator(pos source.Pos, spelling string, ops []exprInfo, memberOnly bool) opResolution {
	for _, o := range ops {
		if o.t == nil || o.dependent || types.IsDependent(o.t) {
			return opResolution{why: "an operand of unknown or dependent type"}
		}
		if cd := classDeclOf(o.t); cd != nil && !c.knownClass(cd, 0) {
			return opResolution{why: "class " + types.QualifiedName(cd) + " or a base is not complete"}
		}
	}
	key := "operator" + spelling
	var cands []opCandidate
	first := classDeclOf(ops[0].t)
	var declared []types.Decl
	if first != nil {
		r := c.classMember(first, key, 0)
		if !r.sure {
			return opResolution{why: "the lookup of the member operator is not sure"}
		}
		declared = r.decls
		for _, d := range r.decls {
			if why := c.addOperatorCandidate(&cands, d, ops, true, pos); why != "" {
				return opResolution{why: why}
			}
		}
	}
	if !memberOnly {
		decls, ok := c.nonMemberOperators(key, ops)
		if !ok {
			return opResolution{why: "a class associated with an operand declares friend functions, which sema does not declare"}
		}
		for _, d := range decls {
			if why := c.addOperatorCandidate(&cands, d, ops, false, pos); why != "" {
				return opResolution{why: why}
			}
		}
	}
	// Built-in candidates take part when a class operand converts to a
	// non-class type.
	converts := false
	for _, o := range ops {
		if cd := classDeclOf(o.t); cd != nil && c.mayConvertTo(cd, nil, 0) {
			converts = true
		}
	}
	if spelling == "=" {
		if first == nil {
			// A built-in assignment of what a conversion function gives.
			return opResolution{sure: converts}
		}
		return c.resolveAssignment(first, declared, cands, ops)
	}
	// The comma and the unary & have no built-in candidates: their
	// built-in meaning applies when no function does ([over.match.oper]/3).
	noBuiltins := spelling == "," || spelling == "&" && len(ops) == 1
	if len(cands) == 0 {
		// Only a built-in operator can apply: through a conversion
		// function, or one of those.
		if converts || noBuiltins {
			return opResolution{sure: true}
		}
		return opResolution{why: "no operator function applies"}
	}
	best := bestOperator(cands)
	if best == nil {
		return opResolution{why: "no candidate is better than every other"}
	}
	if converts && !noBuiltins {
		// A built-in candidate needs a user-defined conversion on a class
		// operand; it may still tie where best converts another operand.
		for _, r := range best.ranks {
			if r != rankExact {
				return opResolution{why: "a built-in operator may apply through a conversion function"}
			}
		}
	}
	return opResolution{fn: best.fn, sure: true}
}

// resolveAssignment resolves = on an object of class cd, whose declared
// operator= are declared (cands, the viable ones): the implicit copy or
// move assignment takes part unless the class declares its own.
func (c *checker) resolveAssignment(cd *types.ClassDecl, declared []types.Decl, cands []opCandidate, ops []exprInfo) opResolution {
	same := classDeclOf(ops[1].t) == cd
	if len(cands) == 0 {
		if len(declared) == 0 || !cd.UserDeclared.CopyAssign {
			// The implicit assignment, perhaps after converting the
			// right operand by a constructor (which probing covers).
			return opResolution{sure: true, implicit: true}
		}
		return opResolution{why: "the class declares an assignment operator that does not apply"}
	}
	best := bestOperator(cands)
	if best == nil {
		return opResolution{why: "no candidate is better than every other"}
	}
	if same && !cd.UserDeclared.CopyAssign {
		// The implicit copy or move assignment competes; sema does not
		// rank it.
		return opResolution{why: "the implicit copy or move assignment competes"}
	}
	return opResolution{fn: best.fn, sure: true}
}

// nonMemberOperators finds the non-member candidates of an operator
// function named key: unqualified lookup from the current scope, class
// members ignored, and argument-dependent lookup; ok is false when a
// class associated with an operand declares friend functions (which sema
// does not declare).
func (c *checker) nonMemberOperators(key string, ops []exprInfo) (decls []types.Decl, ok bool) {
	for s := c.scope; s != nil; s = s.parent {
		var found []types.Decl
		switch s.kind {
		case blockScope, templateScope:
			found = s.names.get(key)
			for _, u := range s.usings {
				if len(found) > 0 {
					break
				}
				found = c.namespaceMember(u, key)
			}
		case namespaceScope:
			found = c.namespaceMember(s.decl.(*types.Namespace), key)
		}
		if len(found) > 0 {
			decls = appendUnique(decls, found)
			break
		}
	}
	a := associated{c: c, namespaces: map[*types.Namespace]bool{}, classes: map[*types.ClassDecl]bool{}}
	for _, o := range ops {
		a.ofType(o.t, 0)
	}
	if a.friends {
		return nil, false
	}
	for _, ns := range a.order {
		decls = appendUnique(decls, c.adlMembers(ns, key, 0))
	}
	return decls, true
}

// addOperatorCandidate ranks d, found by the lookups of resolveOperator
// (member says by which), and adds it to cands if it is viable; it says
// why when sema cannot tell whether it is, or how it ranks.
func (c *checker) addOperatorCandidate(cands *[]opCandidate, d types.Decl, ops []exprInfo, member bool, pos source.Pos) string {
	var fn *types.FunctionDecl
	template := false
	args := ops
	if member {
		args = ops[1:]
	}
	switch f := d.(type) {
	case *types.FunctionDecl:
		if f.IsMember() != member {
			return notMember(f, member)
		}
		fn = f
	case *types.TemplateDecl:
		p, isFn := f.Pattern.(*types.FunctionDecl)
		if f.Kind != types.FunctionTemplate || !isFn {
			return ""
		}
		if p.IsMember() != member {
			return notMember(p, member)
		}
		spec, sure := c.deduceFunction(f, nil, false, args, nil, pos)
		if spec == nil {
			if !sure {
				return "deduction for " + types.QualifiedName(f) + " is not sure"
			}
			return ""
		}
		fn, template = spec, true
	default:
		return "the operator names something other than functions"
	}
	if fn.Type == nil {
		return "the type of " + types.QualifiedName(fn) + " is not known"
	}
	cand := opCandidate{fn: fn, template: template}
	if member {
		r, q := c.objectRank(fn, ops[0])
		if r == rankNone {
			return ""
		}
		cand.ranks, cand.quals = append(cand.ranks, r), append(cand.quals, q)
	}
	params := fn.Type.Params
	defaults := 0
	if fi := c.funcs[fn]; fi != nil {
		defaults = c.defaultCount(fi) // operator() may have some
	}
	if len(args) > len(params) && !fn.Type.Variadic || len(args) < len(params)-defaults {
		return ""
	}
	for i, a := range args {
		r := rankEllipsis
		if i < len(params) {
			r = c.rankConversion(a, params[i])
		}
		switch r {
		case rankNone:
			return ""
		case rankUnknown:
			return "sema cannot rank the conversion of an operand to " + params[i].String() + " for " + types.QualifiedName(fn)
		}
		q := 0
		if i < len(params) {
			q = bindingQuality(a, params[i])
		}
		cand.ranks = append(cand.ranks, r)
		cand.quals = append(cand.quals, q)
	}
	*cands = append(*cands, cand)
	return ""
}

// notMember is addOperatorCandidate's outcome for f, a member met by the
// lookup of non-members (ignored), or something else met by the lookup
// of members (a static member: not known).
func notMember(f *types.FunctionDecl, member bool) string {
	if member {
		return types.QualifiedName(f) + " is not a non-static member"
	}
	return ""
}

// objectRank ranks binding the object operand o to the implicit object
// parameter of member fn, with its tie-breaker (the qualifiers added).
func (c *checker) objectRank(fn *types.FunctionDecl, o exprInfo) (convRank, int) {
	_, ocv := types.Split(o.t)
	if ocv&^fn.Type.CV != 0 {
		return rankNone, 0
	}
	switch fn.Type.Ref {
	case types.LValueRef:
		if !o.lvalue {
			return rankNone, 0
		}
	case types.RValueRef:
		if o.lvalue {
			return rankNone, 0
		}
	}
	r := rankExact
	if cls, ok := fn.Parent.(*types.ClassDecl); ok && classDeclOf(o.t) != cls {
		r = rankConversion // derived to base
	}
	return r, bits.OnesCount8(uint8(fn.Type.CV &^ ocv))
}

// bindingQuality is the tie-breaker of binding argument a to parameter p
// when both conversions rank alike: an rvalue bound to an lvalue reference
// loses to one bound to an rvalue reference, then the fewer qualifiers
// the reference adds the better.
func bindingQuality(a exprInfo, p types.Type) int {
	r, ok := p.Canonical().(*types.Reference)
	if !ok {
		return 0
	}
	_, cv := types.Split(r.Elem)
	_, acv := types.Split(a.t)
	q := bits.OnesCount8(uint8(cv &^ acv))
	if !r.RValue && !a.lvalue {
		q += 4
	}
	return q
}

// bestOperator returns the candidate better than every other, or nil
// when none is (an ambiguity, or an order sema does not know, such as
// the partial ordering of templates).
func bestOperator(cands []opCandidate) *opCandidate {
	for i := range cands {
		wins := true
		for j := range cands {
			if i != j && !betterOperator(&cands[i], &cands[j]) {
				wins = false
				break
			}
		}
		if wins {
			return &cands[i]
		}
	}
	return nil
}

// betterOperator reports whether a is a better candidate than b.
func betterOperator(a, b *opCandidate) bool {
	if a.fn == b.fn {
		return false
	}
	better, worse := false, false
	for i := range a.ranks {
		if i >= len(b.ranks) {
			return false
		}
		ra, rb := a.ranks[i], b.ranks[i]
		if ra == rb {
			ra, rb = convRank(a.quals[i]), convRank(b.quals[i])
		}
		if ra < rb {
			better = true
		} else if ra > rb {
			worse = true
		}
	}
	switch {
	case better && !worse:
		return true
	case !better && !worse:
		return !a.template && b.template
	}
	return false
}
