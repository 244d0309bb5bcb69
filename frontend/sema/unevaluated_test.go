package sema

import (
	"strings"
	"testing"
)

// invokeHeader imitates CCCL 3's invoke machinery, which cub's device
// algorithms instantiate through their traits: a class template whose
// member template declares its result with decltype over a pack expansion
// of declval calls, and a transparent functor whose operator() declares
// its result with calls of forward on its parameters.
const invokeHeader = `template <class T> T &&declval_() noexcept;
template <class T> struct rr { typedef T type; };
template <class T> struct rr<T &> { typedef T type; };
template <class T> T &&fwd(typename rr<T>::type &t) noexcept { return static_cast<T &&>(t); }
template <class T> T &&fwd(typename rr<T>::type &&t) noexcept { return static_cast<T &&>(t); }
template <class F, class... A> auto inv(F &&f, A &&...a) -> decltype(declval_<F>()(declval_<A>()...));
struct plus {
  template <class T1, class T2> auto operator()(T1 &&t, T2 &&u) const -> decltype(fwd<T1>(t) + fwd<T2>(u)) { return fwd<T1>(t) + fwd<T2>(u); }
};
template <class F, class... A> struct invokable {
  template <class XF, class... XA> static decltype(inv(declval_<XF>(), declval_<XA>()...)) try_call(int);
  template <class XF, class... XA> static char try_call(...);
  typedef decltype(try_call<F, A...>(0)) result;
};
`

// TestProofWalkUnevaluated: what the walk meets in unevaluated operands
// (decltype) while it instantiates CCCL-like traits from a walked body
// does not break the proof where nothing can be instantiated there: a
// member template's declaration still dependent, calls of functions whose
// result types are declared (no odr-use, no body instantiated), a
// trailing result type naming the function's parameters.
func TestProofWalkUnevaluated(t *testing.T) {
	src := systemHeader + invokeHeader + `template <class T> struct Launch {
  static int run(int) {
    typedef typename invokable<plus, int, int>::result R;
    k<<<1, 1>>>((T *)0);
    return sizeof(R);
  }
};
` + userCode + "int f() { return Launch<int>::run(0); }\n"
	wantWalk(t, src, "", "k<int>")
}

// TestProofWalkUnevaluatedDeducedResult: a call in decltype of a function
// whose result type is deduced instantiates its body, and the kernel it
// launches: the walk finds it, or does not claim to know every instance.
func TestProofWalkUnevaluatedDeducedResult(t *testing.T) {
	src := systemHeader + `template <class T> auto launcher(T *p) { k<<<1, 1>>>(p); return 0; }
template <class T> struct Launch {
  static int run(int) { return sizeof(decltype(launcher((T *)0))); }
};
` + userCode + "int f() { return Launch<int>::run(0); }\n"
	w, got := proofWalk(t, src)
	if w.Incomplete == nil && len(w.Unmet) == 0 && strings.Join(got, " ") != "k<int>" {
		t.Errorf("walk complete, every site met, with kernels %v: want k<int>", got)
	}
}

// TestProofWalkPackExpansionArgs: a call's pack expansion argument
// (one(A())...) is typed once per element of the bound pack, not also as
// written, where its pack has no type and the walk would take one(A()) for
// a call it cannot resolve.
func TestProofWalkPackExpansionArgs(t *testing.T) {
	src := systemHeader + `template <class T> int one(T) { return 0; }
template <class... A> int sum(A...) { return 0; }
template <class... A> int all(A...) { return sum(one(A())...); }
template <class T> struct Launch { static int run(int) { k<<<1, 1>>>((T *)0); return all(1, 2L); } };
` + userCode + "int f() { return Launch<int>::run(0); }\n"
	wantWalk(t, src, "", "k<int>")
}

// TestProofWalkForwardLvalue: forward<int>(x) on a named int calls the
// overload taking an lvalue reference, for sure: an rvalue reference does
// not bind an lvalue of its own type.
func TestProofWalkForwardLvalue(t *testing.T) {
	src := systemHeader + invokeHeader + `template <class T> struct Launch { static int run(int) { k<<<1, 1>>>((T *)0); return 0; } };
` + userCode + "int f() { int x = 0; fwd<int>(x); return Launch<int>::run(0); }\n"
	wantWalk(t, src, "", "k<int>")
}
