package sema

import (
	"math/bits"
	"slices"

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
	// none is set when sema is sure nothing applies: no operator function
	// of the name is declared where lookup looks (the classes' members,
	// ordinary and argument-dependent lookup) and no class operand
	// converts to a type a built-in operator takes.
	none bool
	// why says why sema is not sure, for the proof walk's message.
	why string
}

// opCandidate is one viable operator function with, per operand, the
// rank of its conversion and a tie-breaker for reference bindings (lower
// is better: [over.ics.rank]/3.2.3 and 3.2.6). fn is nil for the implicit
// copy or move assignment, whose parameter is in params (a member's
// params do not include the object).
type opCandidate struct {
	fn       *types.FunctionDecl
	params   []types.Type
	ranks    []convRank
	quals    []int
	template bool
	member   bool
	// maybe is set when an operand ranks rankUserOrNone, or the
	// template's non-type parameters' types were not worked out (see
	// nonTypeParamsFit): the candidate may not be viable, and loses where
	// its lower bound does.
	maybe bool
	// list is set when a braced-init-list operand (a call's argument)
	// could not be ranked against its parameter (see rankList).
	list bool
}

// opCandidates gathers the candidates of one operator expression. soft
// says why one candidate could not be ranked (a conversion sema cannot
// rank, a deduction it is not sure of, deduced set): a best candidate
// that converts every operand by identity still wins ([over.match.best]:
// the other converts some operand otherwise, which ranks worse, or, a
// template deduced to the same conversions, loses to a non-template,
// unless it binds a reference with fewer qualifiers: against one, the
// identity must bind exactly); hard says why sema cannot resolve the
// operator at all.
type opCandidates struct {
	list       []opCandidate
	soft, hard string
	deduced    bool
}

// resolveOperator resolves operator spelling (as keyed: "==", "[]", "++")
// applied to ops, the first operand first (a postfix ++ or -- has its
// int operand added); memberOnly is set for =, [], () and ->, which only
// members overload. It is called only when an operand has class type.
func (c *checker) resolveOperator(pos source.Pos, spelling string, ops []exprInfo, memberOnly bool) opResolution {
	for i, o := range ops {
		if o.t == nil && o.braced && i > 0 && spelling == "()" {
			continue // a braced list as a call's argument: see rankList
		}
		if o.t == nil || o.dependent || types.IsDependent(o.t) {
			return opResolution{why: "an operand of unknown or dependent type"}
		}
		if cd := classDeclOf(o.t); cd != nil && !c.knownClass(cd, 0) {
			return opResolution{why: "class " + types.QualifiedName(cd) + " or a base is not complete"}
		}
	}
	key := "operator" + spelling
	var cs opCandidates
	declared := 0 // operator functions lookup found
	first := classDeclOf(ops[0].t)
	if first != nil {
		var decls []types.Decl
		if spelling == "=" {
			// A class's own or implicit operator= hides its bases'.
			if t := c.tableOf(first); t != nil {
				decls = t.names[key]
			}
			c.addImplicitAssignments(&cs, first, decls, ops)
		} else {
			r := c.classMember(first, key, 0)
			if !r.sure {
				return opResolution{why: "the lookup of the member operator is not sure"}
			}
			decls = r.decls
		}
		declared += len(decls)
		for _, d := range decls {
			if d == types.Decl(c.excluded.fn) {
				continue
			}
			c.addOperatorCandidate(&cs, d, ops, true, pos)
		}
	}
	if !memberOnly {
		decls, ok := c.nonMemberOperators(key, ops)
		if !ok {
			return opResolution{why: "a class associated with an operand declares friend functions, which sema does not declare"}
		}
		declared += len(decls)
		for _, d := range decls {
			c.addOperatorCandidate(&cs, d, ops, false, pos)
		}
	}
	if cs.hard != "" {
		return opResolution{why: cs.hard}
	}
	// Built-in candidates take part when every class operand may convert
	// to a non-class type (not for an assignment to a class object).
	converts := true
	for _, o := range ops {
		// (!, && and || convert their operands to bool contextually:
		// explicit conversion functions take part.)
		if cd := classDeclOf(o.t); cd != nil && !c.mayConvert(cd, nil, 0, spelling == "!" || spelling == "&&" || spelling == "||") {
			converts = false
		}
	}
	if spelling == "=" && first != nil {
		converts = false
	}
	// The comma and the unary & have no built-in candidates: their
	// built-in meaning applies when no function does ([over.match.oper]/3).
	noBuiltins := spelling == "," || spelling == "&" && len(ops) == 1
	if len(cs.list) == 0 {
		switch {
		case cs.soft != "":
			return opResolution{why: cs.soft}
		case converts || noBuiltins:
			// Only a built-in operator can apply: through a conversion
			// function, or one of those.
			return opResolution{sure: true}
		}
		return opResolution{why: "no operator function applies", none: declared == 0 && spelling != "="}
	}
	if i := slices.IndexFunc(cs.list, func(o opCandidate) bool { return o.list }); i >= 0 {
		if only := &cs.list[0]; len(cs.list) == 1 && cs.soft == "" && !only.maybe {
			// Every other operator() is surely not viable: a valid
			// call, whose braced lists initialize this one's
			// parameters, calls it.
			return opResolution{fn: only.fn, sure: true}
		}
		return opResolution{why: "sema cannot rank a braced list's conversion to a parameter of " + types.QualifiedName(cs.list[i].fn)}
	}
	best := c.bestOperator(cs.list)
	if best == nil {
		return opResolution{why: "no candidate is better than every other"}
	}
	if best.maybe {
		return opResolution{why: "the best candidate may not be viable (a user-defined conversion sema cannot see through, or a substitution into its template parameters sema cannot work out)"}
	}
	if cs.soft != "" && (best.template || !c.perfectOperator(best, ops, cs.deduced)) {
		return opResolution{why: cs.soft}
	}
	if converts && !noBuiltins && !beatsBuiltins(best, ops) {
		return opResolution{why: "a built-in operator may apply through a conversion function"}
	}
	if best.fn == nil {
		return opResolution{sure: true, implicit: true}
	}
	return opResolution{fn: best.fn, sure: true}
}

// beatsBuiltins reports whether candidate cd is better than every
// built-in candidate: those convert each class operand by a user-defined
// conversion, which any standard conversion beats, and may take the other
// operands exactly.
func beatsBuiltins(cd *opCandidate, ops []exprInfo) bool {
	for i, o := range ops {
		if i >= len(cd.ranks) {
			return false
		}
		if classDeclOf(o.t) != nil {
			if cd.ranks[i] > rankConversion {
				return false
			}
		} else if cd.ranks[i] != rankExact {
			return false
		}
	}
	return true
}

// perfectOperator reports whether candidate cd converts every operand by
// identity, the object included: binding a reference to an operand of its
// type directly, exactly (see perfectMatch) when exact is set.
func (c *checker) perfectOperator(cd *opCandidate, ops []exprInfo, exact bool) bool {
	args := ops
	if cd.member {
		if cd.ranks[0] != rankExact || exact && cd.quals[0] != 0 {
			return false
		}
		args = ops[1:]
	}
	if exact {
		return perfectParams(cd.params, args)
	}
	for i, a := range args {
		if i >= len(cd.params) || cd.ranks[i+len(cd.ranks)-len(args)] != rankExact || a.t == nil {
			return false
		}
		at, _ := types.Split(a.t)
		p := cd.params[i]
		if r, ok := p.Canonical().(*types.Reference); ok {
			p = r.Elem
		}
		if pt, _ := types.Split(p); pt != at {
			return false
		}
	}
	return true
}

// addImplicitAssignments adds the implicit copy and move assignment of
// class cd, unless its declared operator= (decls) include a copy or move
// assignment ([class.copy.assign]; one that would be deleted is never
// chosen in a valid program, so taking part is harmless). The move one
// is left out where it is not declared at all (a copy or move
// constructor or a destructor declared): there an rvalue takes the copy
// assignment, or an assignment template that binds it better.
func (c *checker) addImplicitAssignments(cs *opCandidates, cd *types.ClassDecl, decls []types.Decl, ops []exprInfo) {
	for _, d := range decls {
		if f, ok := d.(*types.FunctionDecl); ok && f.Type != nil && len(f.Type.Params) == 1 {
			p := f.Type.Params[0]
			if r, isRef := p.Canonical().(*types.Reference); isRef {
				p = r.Elem
			}
			if classDeclOf(p) == cd {
				return
			}
		}
	}
	if _, cv := types.Split(ops[0].t); cv != 0 {
		return // a const or volatile object
	}
	move := c.declaresImplicitMoveAssign(cd, c.tableOf(cd)) && c.excluded.implicitMoveAssign != cd
	for _, rvalue := range []bool{false, true} {
		if rvalue && !move {
			break // an rvalue binds to the copy assignment's const&
		}
		t := types.Type(cd.Type)
		if !rvalue {
			t = c.ctx.Qualify(t, types.Const)
		}
		p := types.Type(c.ctx.ReferenceTo(t, rvalue))
		c.rankOperands(cs, opCandidate{params: []types.Type{p}, member: true, ranks: []convRank{rankExact}, quals: []int{0}}, ops[1:], "the implicit assignment of "+types.QualifiedName(cd))
	}
}

// addOperatorCandidate ranks d, found by the lookups of resolveOperator
// (member says by which), and adds it to cs if it is viable, or notes
// why sema cannot tell whether it is, or how it ranks.
func (c *checker) addOperatorCandidate(cs *opCandidates, d types.Decl, ops []exprInfo, member bool, pos source.Pos) {
	var fn *types.FunctionDecl
	template := false
	args := ops
	if member {
		args = ops[1:]
	}
	switch f := d.(type) {
	case *types.FunctionDecl:
		if f.IsMember() != member {
			if member {
				cs.hard = types.QualifiedName(f) + " is not a non-static member"
			}
			return // a member met by the lookup of non-members is ignored
		}
		fn = f
	case *types.TemplateDecl:
		p, isFn := f.Pattern.(*types.FunctionDecl)
		if f.Kind != types.FunctionTemplate || !isFn {
			return
		}
		if p.IsMember() != member {
			if member {
				cs.hard = types.QualifiedName(p) + " is not a non-static member"
			}
			return
		}
		spec, sure := c.deduceFunction(f, nil, false, args, nil, pos)
		if spec == nil {
			if !sure {
				cs.soft, cs.deduced = "deduction for "+types.QualifiedName(f)+" is not sure", true
			}
			return
		}
		fn, template = spec, true
	default:
		cs.hard = "the operator names something other than functions"
		return
	}
	if fn.Type == nil {
		cs.hard = "the type of " + types.QualifiedName(fn) + " is not known"
		return
	}
	cand := opCandidate{fn: fn, template: template, member: member, params: fn.Type.Params, maybe: c.maybeViable[fn]}
	if member {
		r, q := c.objectRank(fn, ops[0])
		if r == rankNone {
			return
		}
		cand.ranks, cand.quals = append(cand.ranks, r), append(cand.quals, q)
	}
	defaults := 0
	if fi := c.funcInfoOf(fn); fi != nil {
		defaults = c.defaultCount(fi) // operator() may have some
	}
	if len(args) > len(fn.Type.Params) && !fn.Type.Variadic || len(args) < len(fn.Type.Params)-defaults {
		return
	}
	c.rankOperands(cs, cand, args, types.QualifiedName(fn))
}

// rankOperands ranks args against cand's parameters and adds it to cs
// when viable (name names it in a message).
func (c *checker) rankOperands(cs *opCandidates, cand opCandidate, args []exprInfo, name string) {
	for i, a := range args {
		r, q := rankEllipsis, 0
		if i < len(cand.params) {
			r = c.rankConversion(a, cand.params[i])
			if a.t != nil {
				q = bindingQuality(a, cand.params[i])
			}
		}
		switch r {
		case rankNone:
			return
		case rankUserOrNone:
			cand.maybe = true
		case rankUnknown:
			if a.t == nil && a.braced {
				cand.list = true
				break
			}
			cs.soft = "sema cannot rank the conversion of an operand to " + cand.params[i].String() + " for " + name
			return
		}
		cand.ranks = append(cand.ranks, r)
		cand.quals = append(cand.quals, q)
	}
	cs.list = append(cs.list, cand)
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
	a := associated{c: c, key: key, namespaces: map[*types.Namespace]bool{}, classes: map[*types.ClassDecl]bool{}}
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
func (c *checker) bestOperator(cands []opCandidate) *opCandidate {
	for i := range cands {
		wins := true
		for j := range cands {
			if i != j && !c.betterOperator(&cands[i], &cands[j]) {
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
func (c *checker) betterOperator(a, b *opCandidate) bool {
	better, worse := false, false
	for i := range a.ranks {
		if i >= len(b.ranks) {
			return false
		}
		ra, rb := lowerBound(a.ranks[i]), lowerBound(b.ranks[i])
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
		if a.template && b.template && !a.member && !b.member {
			// Two non-member templates converting alike: the more
			// specialized wins ([over.match.best]/2.5; libstdc++'s
			// operator<<(basic_ostream<char, T>&, const char *) over
			// operator<<(basic_ostream<C, T>&, const C *)).
			return c.moreSpecialized(&candidate{fn: a.fn, ranks: a.ranks}, &candidate{fn: b.fn, ranks: b.ranks})
		}
		return !a.template && b.template
	}
	return false
}
