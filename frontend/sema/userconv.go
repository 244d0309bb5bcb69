package sema

import (
	"github.com/cufe-dev/cufe/frontend/types"
)

// An argument whose type differs from its parameter's, one of them a
// class, converts by a derived-to-base conversion or by a user-defined one
// (a converting constructor of the parameter's class, a conversion function
// of the argument's). Calling that unknown made every such candidate a
// "perhaps", so that no call or operator with one was resolved for sure
// (thrust's operator== on error_condition has four overloads taking
// error_code or error_condition). classConversion settles the cases sema
// can see through: a base class, and classes whose declared members show
// that no user-defined conversion applies; anything else stays unknown.

// classConversion ranks converting an argument a, of unqualified type at,
// to the unqualified type p, when they differ and one is a class:
// rankConversion for a derived-to-base conversion, rankNone when no
// conversion can apply, rankUser for one converting constructor, and
// rankUserOrNone when a user-defined conversion may apply (both classes
// known and unrelated, so that no other kind of conversion can), or
// rankUnknown when sema cannot tell.
func (c *checker) classConversion(a exprInfo, at, p types.Type) convRank {
	if types.IsDependent(at) || types.IsDependent(p) {
		return rankUnknown
	}
	pc, ac := classDeclOf(p), classDeclOf(at)
	if ac != nil && !c.knownClass(ac, 0) || pc != nil && !c.knownClass(pc, 0) {
		return rankUnknown
	}
	if pc != nil && ac != nil && c.isBaseOf(pc, ac, 0) {
		return rankConversion
	}
	if ac != nil && pc == nil {
		// To a type that is no class: by a conversion function only.
		return c.conversionFunctionRank(ac, a, p)
	}
	if ac != nil && c.mayConvertTo(ac, pc, 0) {
		return rankUserOrNone
	}
	if pc != nil {
		switch n, sure := c.convertingConstructors(pc, a, ac); {
		case !sure || n > 1:
			return rankUserOrNone
		case n == 1:
			// One user-defined conversion, by a constructor
			// (__half_raw to __half): candidates using it rank alike
			// on this argument.
			return rankUser
		}
	}
	return rankNone
}

// lvalueBinding ranks binding a non-const lvalue reference to class type
// p (unqualified) to an lvalue of the different type at: derived to base
// (rankConversion), through a conversion function of at's class returning
// an lvalue reference (unknown), or not at all.
func (c *checker) lvalueBinding(at, p types.Type) convRank {
	if types.IsDependent(at) || types.IsDependent(p) {
		return rankUnknown
	}
	pc, ac := classDeclOf(p), classDeclOf(at)
	if ac == nil {
		if pc != nil && c.knownClass(pc, 0) {
			return rankNone
		}
		return rankUnknown
	}
	if !c.knownClass(ac, 0) || pc != nil && !c.knownClass(pc, 0) {
		return rankUnknown
	}
	if pc != nil && c.isBaseOf(pc, ac, 0) {
		return rankConversion
	}
	if c.mayConvertTo(ac, pc, 0) {
		return rankUnknown
	}
	return rankNone
}

// mayConvertTo reports whether a conversion function of class ac (a known
// class) or of a base may convert to class pc ([over.match.copy],
// [over.match.ref]: one yielding pc or a class derived from it, or a
// reference to one), or, pc nil, to a non-class type (any may), in an
// implicit conversion: explicit ones (thrust::pointer's explicit
// operator bool) do not take part.
func (c *checker) mayConvertTo(ac, pc *types.ClassDecl, depth int) bool {
	return c.mayConvert(ac, pc, depth, false)
}

// mayConvert is mayConvertTo, with explicit conversion functions
// (explicitToo) or without.
func (c *checker) mayConvert(ac, pc *types.ClassDecl, depth int, explicitToo bool) bool {
	if depth > 32 {
		return true
	}
	if t := c.tableOf(ac); t != nil {
		for _, d := range t.names["operator <conv>"] {
			f, ok := d.(*types.FunctionDecl)
			if ok && !explicitToo {
				if fi := c.funcInfoOf(f); fi != nil && fi.explicit {
					continue
				}
			}
			if !ok || f.Type == nil || f.Type.Result == nil || pc == nil {
				return true
			}
			r := f.Type.Result
			if ref, isRef := r.Canonical().(*types.Reference); isRef {
				r = ref.Elem
			}
			if types.IsDependent(r) {
				return true
			}
			if rc := classDeclOf(r); rc != nil && (rc == pc || !c.knownClass(rc, 0) || c.isBaseOf(pc, rc, 0)) {
				return true
			}
		}
	}
	for _, b := range ac.Bases {
		if bc := classDeclOf(b.Type); bc == nil || c.mayConvert(bc, pc, depth+1, explicitToo) {
			return true
		}
	}
	return false
}

// knownClass reports whether cd and its bases are complete, with member
// tables sema is sure of, so that what they lack they do not have.
func (c *checker) knownClass(cd *types.ClassDecl, depth int) bool {
	if depth > 32 {
		return false
	}
	c.complete(cd)
	if !cd.Complete || types.IsDependent(cd.Type) {
		return false
	}
	if t := c.tableOf(cd); t != nil && t.incomplete {
		return false
	}
	for _, b := range cd.Bases {
		bc := classDeclOf(b.Type)
		if bc == nil || !c.knownClass(bc, depth+1) {
			return false
		}
	}
	return true
}

// convertingConstructors counts the constructors of class pc (a known
// class) that convert argument a (of class ac, nil when a is not of
// class type) to it in copy-initialization; sure is false when sema cannot
// tell of one (an inherited constructor, a template deduction does not
// rule out, an explicit one, a parameter it cannot rank).
func (c *checker) convertingConstructors(pc *types.ClassDecl, a exprInfo, ac *types.ClassDecl) (n int, sure bool) {
	t := c.tableOf(pc)
	if t == nil {
		return 0, true // no constructor declared: only the implicit ones
	}
	if c.mayInheritConstructors(pc, t) {
		return 0, false // perhaps inheriting constructors (using Base::Base)
	}
	sure = true
	for _, d := range t.names[pc.Name] {
		switch f := d.(type) {
		case *types.FunctionDecl:
			if f.Kind != types.Constructor {
				continue
			}
			if f.Type == nil {
				return n, false
			}
			n, sure = c.tallyConverting(f, a, ac, pc, n, sure)
		case *types.TemplateDecl:
			if p, ok := f.Pattern.(*types.FunctionDecl); !ok || p.Kind != types.Constructor {
				continue
			}
			// A specialization deduction yields is ranked as a
			// constructor declared so (libstdc++'s basic_string(const
			// char *) is a template for its default template argument);
			// deduction that fails for sure rules the template out.
			spec, certain := c.deduceFunction(f, nil, false, []exprInfo{a}, nil, f.Pos)
			switch {
			case spec == nil:
				sure = sure && certain
			case spec.Type == nil:
				sure = false
			default:
				n, sure = c.tallyConverting(spec, a, ac, pc, n, sure)
			}
		default:
			return n, false
		}
	}
	return n, sure
}

// tallyConverting adds constructor f of class pc to convertingConstructors'
// count n when it converts argument a (of class ac, or nil) for sure, and
// clears sure when sema cannot tell (a rank unknown, an explicit
// constructor that would: explicit(expr) is not evaluated).
func (c *checker) tallyConverting(f *types.FunctionDecl, a exprInfo, ac, pc *types.ClassDecl, n int, sure bool) (int, bool) {
	switch c.constructorConverts(f, a, ac, pc) {
	case rankNone:
	case rankUnknown, rankUserOrNone:
		sure = false
	default:
		if fi := c.funcInfoOf(f); fi == nil || fi.explicit {
			return n, false
		}
		n++
	}
	return n, sure
}

// constructorConverts ranks passing argument a (of class ac, or nil) alone
// to constructor f of class pc: rankNone when it cannot take it, the rank
// of the standard conversion when it does, rankUnknown when sema cannot
// tell.
func (c *checker) constructorConverts(f *types.FunctionDecl, a exprInfo, ac, pc *types.ClassDecl) convRank {
	params := f.Type.Params
	if len(params) == 0 {
		if f.Type.Variadic {
			return rankUnknown
		}
		return rankNone
	}
	if len(params) > 1 {
		if fi := c.funcInfoOf(f); fi == nil || c.defaultCount(fi) < len(params)-1 {
			return rankNone
		}
	}
	q := params[0]
	if r, ok := q.Canonical().(*types.Reference); ok {
		q = r.Elem
	}
	q, _ = types.Split(q)
	if types.IsDependent(q) {
		return rankUnknown
	}
	qc := classDeclOf(q)
	switch {
	case qc == pc:
		// A copy or move constructor: from another class, the argument
		// would need a second user-defined conversion.
		return rankNone
	case qc != nil && (ac == nil || qc != ac && !c.isBaseOf(qc, ac, 0)):
		return rankNone
	case qc == nil && ac != nil:
		// The constructor's argument would need a user-defined
		// conversion, which this one excludes ([over.best.ics]/4).
		return rankNone
	}
	return c.rankConversion(a, params[0])
}

// conversionFunctionRank ranks converting a, of known class ac, to p, a
// type that is no class, by a conversion function of ac (thrust's
// cuda_optional<int> passed for an int by its operator const int &()):
// rankUser when exactly one non-explicit, non-template conversion
// function callable on a yields a type that converts to p, rankNone when
// none can, rankUserOrNone otherwise (several, a template, a type sema
// cannot rank).
func (c *checker) conversionFunctionRank(ac *types.ClassDecl, a exprInfo, p types.Type) convRank {
	_, acv := types.Split(a.t)
	n := 0
	var walk func(cd *types.ClassDecl, depth int) bool
	walk = func(cd *types.ClassDecl, depth int) bool {
		if depth > 32 {
			return false
		}
		if t := c.tableOf(cd); t != nil {
			for _, d := range t.names["operator <conv>"] {
				f, ok := d.(*types.FunctionDecl)
				if !ok || f.Type == nil || f.Type.Result == nil {
					return false
				}
				if fi := c.funcInfoOf(f); fi == nil || fi.explicit {
					continue // (explicit: not in a copy-initialization)
				}
				if acv&^f.Type.CV != 0 {
					continue // not callable on a
				}
				r := f.Type.Result
				lvalue := false
				if ref, isRef := r.Canonical().(*types.Reference); isRef {
					r, lvalue = ref.Elem, !ref.RValue
				}
				if types.IsDependent(r) || classDeclOf(r) != nil {
					return false
				}
				switch c.rankConversion(exprInfo{t: r, lvalue: lvalue}, p) {
				case rankNone:
				case rankUnknown, rankUserOrNone:
					return false
				default:
					n++
				}
			}
		}
		for _, b := range cd.Bases {
			if bc := classDeclOf(b.Type); bc == nil || !walk(bc, depth+1) {
				return false
			}
		}
		return true
	}
	switch {
	case !walk(ac, 0) || n > 1:
		return rankUserOrNone
	case n == 1:
		return rankUser
	}
	return rankNone
}
