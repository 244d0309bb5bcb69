package sema

import "github.com/cufe-dev/cufe/frontend/types"

// withoutNoexcept returns function type f, canonical, with its noexcept
// dropped: the type a function pointer conversion ([conv.fctptr]) makes a
// pointer to a noexcept function point to. libstdc++'s stoi passes
// &std::strtol, noexcept in glibc's declaration, to __stoa's parameter
// _TRet (*)(const _CharT*, _CharT**, _Base...).
func (c *checker) withoutNoexcept(f *types.Function) types.Type {
	return c.ctx.FunctionType(types.Function{Result: f.Result, Params: f.Params, Variadic: f.Variadic, CV: f.CV, Ref: f.Ref}).Canonical()
}

// convertsToFunction reports whether an lvalue of function type from
// converts to a pointer to function type to, or a pointer to from to a
// pointer to to, by the function pointer conversion: an exact match
// ([over.ics.scs], table 12), from differing from to only in noexcept.
func (c *checker) convertsToFunction(from, to types.Type) bool {
	f, ok := from.Canonical().(*types.Function)
	if !ok || !f.Noexcept {
		return false
	}
	t, ok := to.Canonical().(*types.Function)
	return ok && !t.Noexcept && c.withoutNoexcept(f) == t.Canonical()
}
