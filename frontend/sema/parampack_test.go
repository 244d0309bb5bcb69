package sema

import "testing"

// TestProofWalkFunctionParameterPack: a function parameter pack passed on
// whole (thrust's triple_chevron::doit calling doit_host(k, args...), which
// launches k<<<...>>>(args...)) is expanded into its elements, so the
// calls and the launch it reaches resolve; the overload chosen follows the
// pack's length.
func TestProofWalkFunctionParameterPack(t *testing.T) {
	for name, c := range map[string]struct{ members, call, kernels string }{
		"passed on": {`template <class K, class... Args> int doit_host(K f, Args const&... args) const { f<<<grid, 1>>>(args...); return 0; }
  template <class K, class... Args> int doit(K f, Args const&... args) const { return doit_host(f, args...); }`,
			"Chev().doit(k<T>, p)", "k<S>"},
		"launched": {`template <class... Args> int doit_host(Args... args) const { k<<<grid, 1>>>(args...); return 0; }
  template <class K, class... Args> int doit(K, Args... args) const { return doit_host(args...); }`,
			"Chev().doit(0, p)", "k<S>"},
		"length picks the overload": {`template <class A> int pick(A a) const { k<<<1, 1>>>(a); return 0; }
  template <class A, class B> int pick(A, B b) const { k<<<1, 1>>>(b); return 0; }
  template <class... Args> int doit(Args... args) const { return pick(args...); }`,
			"Chev().doit(1, p)", "k<S>"},
		"empty pack": {`int none() const { k<<<1, 1>>>((S *)0); return 0; }
  template <class A> int none(A a) const { k<<<1, 1>>>(&a); return 0; }
  template <class... Args> int doit(Args... args) const { return none(args...) + sizeof...(args); }`,
			"Chev().doit()", "k<S>"},
	} {
		t.Run(name, func(t *testing.T) {
			wantWalk(t, runSource(`struct S { int n; };
struct Chev {
  int grid;
  `+c.members+`
};
template <class T> struct D {
  static int run(T *p) { return `+c.call+`; }
};
`, "s"), "", c.kernels)
		})
	}
}

// TestProofWalkLambdaParameterPack: a lambda in an instance whose
// parameters are a bound pack (cudaLaunchKernelEx's [&](ExpTypes...
// coercedArgs) { ... }(std::forward<ActTypes>(args)...)) is called, and
// its body expands the pack, so the launch in it resolves.
func TestProofWalkLambdaParameterPack(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class... Exp, class... Act> int launchEx(void (*kern)(Exp...), Act... args) {
  return [&](Exp... co) { k<<<1, 1>>>(co...); return sizeof...(co); }(args...);
}
template <class T> struct D {
  static int run(T *p) { return launchEx(k<T>, p); }
};
`, "s"), "", "k<S>")
}
