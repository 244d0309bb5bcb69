package sema

import "testing"

// genericLambdaHeader imitates cub's transform_kernel_impl (a system
// header): a generic lambda, capturing by reference, called with a tag
// object and a pack; only its instantiation for the arguments' types
// resolves the overload of pick that launches k.
const genericLambdaHeader = `struct S { int n; };
template <bool B> struct tag {};
inline void pick(S *p) { k<<<1, 1>>>(p); }
inline void pick(long) {}
inline void pick(double) {}
inline void each() {}
template <class T, class... R> void each(T t, R... r) { pick(t); each(r...); }
template <class T> void run_tiles(T *p, int n) {
  auto tile = [&](auto full, auto... ps) {
    if (n > 0) { each(ps...); }
    return p;
  };
  pick(tile(tag<true>{}, p, p));
}
template <class T> void fwd(T *p) {
  auto f = [](auto &&x) -> decltype(auto) { return x; };
  pick(f(p));
}
`

// TestProofWalkGenericLambda: a generic lambda's body is walked at its
// calls with its parameters' types deduced from the arguments (auto...
// taking a pack, auto&& forwarding), so the calls in it resolve and k<S>
// is met; its call has the type its return gives.
func TestProofWalkGenericLambda(t *testing.T) {
	for _, c := range []struct{ name, body string }{
		{"pack", "run_tiles(p, 3);"},
		{"forwarding", "fwd(p);"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(genericLambdaHeader, c.body), "", "k<S>")
		})
	}
}
