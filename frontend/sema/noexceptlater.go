package sema

import "github.com/cufe-dev/cufe/frontend/types"

// The noexcept-specifier of a member function is a complete-class context
// ([class.mem]/7): noexcept(expr) on a member declared in its class is
// evaluated once the class is complete, not where the declaration is met
// (and, for a class template's member, only then: [temp.inst]/14).
// Evaluating it early asks questions about the incomplete class — libcu++'s
// __tuple_leaf<I, T>::swap is noexcept(__is_nothrow_swappable<__tuple_leaf>),
// which instantiates is_constructible<__tuple_leaf, __tuple_leaf&&> — and
// the class template instances so made keep the unknown answer.
// functionType leaves such a member's type without noexcept while its
// class is being defined; defineClass then settles it.

// classBeingDefined returns the class whose member declarations are being
// analysed in the innermost class scope (template scopes skipped), nil
// when that class is complete or the scope is no class's.
func (c *checker) classBeingDefined() *types.ClassDecl {
	s := c.scope
	for s != nil && s.kind == templateScope {
		s = s.parent
	}
	if s == nil || s.kind != classScope {
		return nil
	}
	cd, ok := s.decl.(*types.ClassDecl)
	if !ok || cd.Complete {
		return nil
	}
	return cd
}

// noteNoexceptLater records fn, a member function declared in the class
// being defined with noexcept(expr), for settleNoexcept.
func (c *checker) noteNoexceptLater(fn *types.FunctionDecl) {
	if c.noexceptLater != nil && c.classBeingDefined() != nil {
		*c.noexceptLater = append(*c.noexceptLater, fn)
	}
}

// settleNoexcept evaluates, the class now complete, the noexcept(expr) of
// each of fns (exceptionSpec, in the scope each was declared in) and
// gives those it finds noexcept a noexcept function type. One whose
// expression stays unknown keeps its type without noexcept, as before.
func (c *checker) settleNoexcept(fns []*types.FunctionDecl) {
	if len(fns) == 0 || c.inDependent() {
		return
	}
	saved := c.scope
	for _, fn := range fns {
		if fn.Type == nil || fn.Type.Noexcept {
			continue
		}
		if spec, known := c.exceptionSpec(fn); known && spec == specNoexcept {
			proto := *fn.Type
			proto.Noexcept = true
			fn.Type = c.ctx.FunctionType(proto)
		}
	}
	c.scope = saved
}
