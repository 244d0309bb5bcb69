package sema

import (
	"strings"
	"testing"
)

// TestProofWalkClosureCall: a system template that calls the closure it
// is given runs the lambda's body, walked where the lambda was written:
// the walk goes on; a generic lambda's call operator, a template sema
// does not instantiate, keeps it incomplete.
func TestProofWalkClosureCall(t *testing.T) {
	for _, c := range []struct{ name, lambda, why string }{
		{"lambda", "[](int &v) { return v + lib::Launch<int>::run(0); }", ""},
		{"generic lambda", "[](auto &v) { return v + lib::Launch<int>::run(0); }", "generic lambda"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := systemFile(t, "apply.h") + userCode + "int g() { lib::Cache cache; return cache(" + c.lambda + "); }\n"
			wantWalk(t, src, c.why, "k<int>")
		})
	}
}

// TestProofWalkUserBodyUses: a function whose definition starts in user
// code is walked as user code by the first walk even when a line marker
// between its declarator and its body marks the body as a system header's
// (nvcc 13's .ii does that around _CCCL_HOST); the uses the walk records
// there (a call it is not sure of) must be recorded too, or the proof walk
// would miss what they instantiate.
func TestProofWalkUserBodyUses(t *testing.T) {
	src := systemHeader + `template <class T> struct D {
  static int run(T *p, int) { k<<<1, 1>>>(p); return 0; }
};
struct S { int n; };
# 5 "sys.h"
inline int f(int c, S *p)
# 6 "sys.h" 3
{ return D<S>::run(c ? p : 0, 0); }
` + userCode + "int main() { return f(0, 0); }\n"
	w, _ := proofWalk(t, src)
	if w.Incomplete == nil || !strings.Contains(w.Incomplete.Reason, "call to run in code outside templates not resolved for sure") {
		t.Fatalf("outcome %+v, want the unsure call", w.Incomplete)
	}
}

// TestProofWalkFoldAndDeclaredResult: the walk instantiates the calls of a
// fold expression once per element (cub's ChainedPolicy::
// runtime_to_compiletime), and meets the kernel templates a walked
// function names in the decltype of its result type (cub's kernel
// getters, decltype(&Kernel<...>) Get() { return &Kernel<...>; }); before,
// neither was met, and the kernel list was not known complete.
func TestProofWalkFoldAndDeclaredResult(t *testing.T) {
	src := systemHeader + `template <int I> int launch(int *p) { k<<<1, 1>>>(p); return I; }
template <int... Is> struct Fold {
  static int run(int *p) { int e = 0; (..., (e = launch<Is>(p))); return e; }
};
template <class T> struct Source {
  static decltype(&k<T>) get() { return &k<T>; }
};
template <class T> struct Use {
  static int run() { return Source<T>::get() != 0; }
};
` + userCode + "int f() { return Fold<1, 2>::run(0) + Use<char>::run(); }\n"
	w, kernels := proofWalk(t, src)
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	if len(w.Unmet) != 0 {
		t.Errorf("%d sites unmet", len(w.Unmet))
	}
	if strings.Join(kernels, " ") != "k<int> k<char>" && strings.Join(kernels, " ") != "k<char> k<int>" {
		t.Errorf("kernels %v, want k<int> and k<char>", kernels)
	}
}
