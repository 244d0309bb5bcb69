package sema

import "github.com/cufe-dev/cufe/frontend/types"

// A function template's non-type template parameter whose type names its
// type parameters (CCCL's template <class T, enable_if_t<trait<T>::value,
// int> = 0>) takes part in deduction: substituting the deduced arguments
// into its type is part of [temp.deduct]/7's substitution, and when that
// type names a member a class certainly lacks (enable_if<false>::type)
// the template is no candidate at all. substituteFunction substitutes
// only the function type, so deduceFunction checks these types apart.
// When sema cannot work one out, the specialization may not be viable:
// overload resolution may still prefer another candidate to it, but not
// pick it for sure (a SFINAE'd overload picked wrongly would walk the
// wrong body).

// paramFit is what substituting into the types of a template's non-type
// parameters showed.
type paramFit uint8

const (
	fitYes     paramFit = iota // every such type is well-formed
	fitNo                      // one certainly is not: a substitution failure
	fitUnknown                 // sema cannot tell
)

// nonTypeParamsFit substitutes args, the template arguments of every
// parameter of td (ti its information), into the declared types of td's
// non-type parameters whose types depend on them. Dependent arguments (a
// call in a template's definition) are not checked.
func (c *checker) nonTypeParamsFit(td *types.TemplateDecl, ti *templateInfo, args []types.TemplateArg) paramFit {
	check := false
	for i, p := range td.Params {
		if substitutedType(p) {
			if i >= len(ti.params) || ti.params[i].Param == nil {
				return fitUnknown
			}
			check = true
		}
	}
	if !check {
		return fitYes
	}
	if argsDependent(args) {
		return fitYes
	}
	saved, savedNoMember := c.scope, c.noMember
	defer func() { c.scope, c.noMember = saved, savedNoMember }()
	c.scope = c.bindArgs(ti.scope, ti.params, td.Params, args, false)
	fit := fitYes
	for i, p := range td.Params {
		if !substitutedType(p) {
			continue
		}
		c.noMember = false
		t := c.paramType(ti.params[i].Param)
		switch {
		case t == nil && c.noMember:
			return fitNo
		case t == nil || types.IsDependent(t):
			fit = fitUnknown
		}
	}
	return fit
}

// noteMaybeViable records that specialization fn may be a substitution
// failure.
func (c *checker) noteMaybeViable(fn *types.FunctionDecl) {
	if c.maybeViable == nil {
		c.maybeViable = map[*types.FunctionDecl]bool{}
	}
	c.maybeViable[fn] = true
}

// substitutedType reports whether p is a non-type parameter (not a pack)
// whose type depends on the template's arguments, or is not known (a
// type sema cannot express in the template, decltype or noexcept of an
// expression naming its parameters, may be worked out once they are
// substituted).
func substitutedType(p *types.TemplateParam) bool {
	return p.Kind == types.NonTypeParam && !p.Pack && (p.Type == nil || types.IsDependent(p.Type))
}
