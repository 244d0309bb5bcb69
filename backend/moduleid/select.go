package moduleid

import "github.com/cufe-dev/cufe/backend/summary"

// Eligible reports whether e's mangled name may seed the module ID. The
// rule, checked against cudafe++ and cicc 11.8 and 13.0 on the cases of
// TestEligibleTable (the first definition in source order that passes
// wins; declarations never count):
//
//   - external linkage: static, const-without-extern and anonymous
//     namespace entities are skipped;
//   - not inline (inline, constexpr, defined in its class, __forceinline__,
//     gnu_inline), not weak, not = default / = delete;
//   - nothing template-related: templates, their instances and explicit
//     specializations, members of class templates;
//   - no placeholder type (auto variables, deduced return types);
//   - a variable must have an initializer, or a non-trivial constructor
//     that runs: `int x;` and `struct {int a;} y;` are skipped, `int x{};`
//     and `B b;` with a user-provided B() are not.
//
// Kernels, __device__ and __host__ __device__ functions, __device__,
// __constant__ and __managed__ variables, extern "C" functions, main,
// out-of-class member functions (constructors as C1, destructors as D1),
// static data member definitions and entities in named namespaces all
// qualify.
func Eligible(e *summary.IDEntity) bool {
	if e.Mangled == "" || e.Internal || e.Inline || e.Weak || e.DefaultedOrDeleted || e.Templated || e.Deduced {
		return false
	}
	if e.Kind == summary.IDVariable && !e.Initialized {
		return false
	}
	return true
}

// Select returns the first eligible entity, or nil: nil too when an entity
// that forces the fallback ID (summary.IDEntity.ForcesFallback) comes
// first.
func Select(es []summary.IDEntity) *summary.IDEntity {
	for i := range es {
		if es[i].ForcesFallback {
			return nil
		}
		if Eligible(&es[i]) {
			return &es[i]
		}
	}
	return nil
}
