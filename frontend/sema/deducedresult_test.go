package sema

import "testing"

// autoHeader imitates cub's select_kernel_arg (a system header): a
// function template declared auto whose result, once deduced from its
// body, picks the overload of pick that launches k; an if constexpr
// leaves the branch returning another type out, and decltype(auto)
// keeps a reference.
const autoHeader = `struct S { int n; };
template <class T> struct box { T v; };
template <bool B> struct flag {};
template <class T> auto unbox(box<T> &&b) { return b.v; }
template <bool B, class T> auto first(box<T> &&b) {
  if constexpr (B) { return 1.5; }
  else
    return b.v;
}
template <class T> decltype(auto) ref(box<T> &b) { return (b.v); }
inline void pick(S *p) { k<<<1, 1>>>(p); }
inline void pick(long) {}
inline void pick(double) {}
inline void pick_ref(S *&p) { k<<<1, 1>>>(p); }
inline void pick_ref(S *const &p) {}
`

// TestProofWalkDeducedResult: during the proof walk a call of a function
// declared auto has the type its body's first return statement gives
// (decayed; in an instance the branch an if constexpr selects only;
// decltype(auto) keeps an lvalue's reference), so the overload that
// launches k is resolved and k<S> met.
func TestProofWalkDeducedResult(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"auto", "pick(unbox(box<T *>{p}));", "k<S>"},
		{"if constexpr", "pick(first<false>(box<T *>{p})); pick(first<true>(box<T *>{p}));", "k<S>"},
		{"decltype(auto)", "box<T *> b{p}; pick_ref(ref(b));", "k<S>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(autoHeader, c.body), "", c.kernels)
		})
	}
}
