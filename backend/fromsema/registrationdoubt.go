package fromsema

import "github.com/cufe-dev/cufe/frontend/types"

// RegistrationDoubt returns why the stub file cannot be written although
// every kernel site was met: a kernel it would register has
// __launch_bounds__ whose arguments sema could not evaluate (a constexpr
// function with loops it does not run; the registration names the thread
// limit), or an `if constexpr` sema could not decide had a kernel launch in
// a branch (both were walked: the instances found may include a discarded
// branch's). A guess would be wrong output. nil when there is no doubt.
func RegistrationDoubt(in Input) *Error {
	if in.Result == nil {
		return nil
	}
	if u := in.Result.UndecidedBranches; len(u) > 0 {
		return errorf(u[0].Pos, "%s: the kernels it launches may or may not be instantiated", u[0].Reason)
	}
	for _, k := range in.Result.Kernels {
		if k.Launch.BoundsUnknown {
			return errorf(k.Pos, "the __launch_bounds__ arguments of kernel %s could not be evaluated (the stub file registers its thread limit)", types.QualifiedName(k.Decl))
		}
	}
	return nil
}
