package sema

import "testing"

// TestProofWalkDeducePackFromFunctionType: a pack written as the
// parameters of a function type (cudaLaunchKernelEx's void
// (*kernel)(ExpTypes...)) is deduced from the argument's parameters, so
// the call resolves.
func TestProofWalkDeducePackFromFunctionType(t *testing.T) {
	for name, fns := range map[string]string{
		"with forwarded pack": `template <class... Exp, class... Act> int launchEx(int c, void (*kern)(Exp...), Act&&... args) { k<<<1, 1>>>((Exp)args...); return 0; }`,
		"pack alone":          `template <class... Exp> int launchEx(int c, void (*kern)(Exp...), S *q) { k<<<1, 1>>>(q); return 0; }`,
		"leading parameter":   `template <class F, class... Exp> int launchEx(int c, void (*kern)(F, Exp...), S *q) { k<<<1, 1>>>(q); return 0; }`,
	} {
		t.Run(name, func(t *testing.T) {
			wantWalk(t, runSource(`struct S { int n; };
`+fns+`
template <class T> struct D {
  static int run(T *p) { return launchEx(1, k<T>, p); }
};
`, "s"), "", "k<S>")
		})
	}
}
