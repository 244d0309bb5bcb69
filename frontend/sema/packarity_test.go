package sema

import "testing"

// forEachHeader imitates thrust's tuple_for_each_helper: a recursion on
// a function parameter pack that ends in an overload taking only the
// function object; and an overload set where a template whose parameter
// before its pack has a default argument beats a function needing a
// derived-to-base conversion.
const forEachHeader = `struct S { int n; };
struct Base {};
struct Inc : Base { void operator()(S *&p) const { ++p; } };
template <class T> int viaK(T *p) { k<<<1, 1>>>(p); return 0; }
template <class Fun> Fun helper(Fun f) { k<<<1, 1>>>((S *)0); return f; }
template <class Fun, class T, class... Ts> Fun helper(Fun f, T &t, Ts &... ts) { f(t); return helper(f, ts...); }
template <class Fun, class... Ts> Fun opt(Fun f, int n = 0, Ts... ts) { k<<<1, 1>>>((long *)0); return f; }
inline int opt(Base b) { return viaK((S *)0); }
template <class T> struct D {
  static int run(T *p) { ARG return 0; }
};
`

// TestProofWalkArityBeforePack: a function template whose parameters
// before its trailing pack have no default arguments needs an argument
// for each ([over.match.viable]/2; the pack may be empty, they may not):
// helper(f) calls only the one-parameter helper (thrust's
// tuple_for_each_helper, zip_iterator_base.h:174). A default argument
// before the pack makes a template viable with fewer arguments: opt(f)
// calls the template (an exact match), not opt(Base) (sema used to count
// the specialization's default arguments from its last parameter, the
// empty pack, and so found none, and called opt(Base) for sure).
func TestProofWalkArityBeforePack(t *testing.T) {
	for _, c := range []struct{ name, body, kernels string }{
		{"pack recursion ends", "Inc f; T *a = p, *b = p; helper(f, a, b);", "k<S>"},
		{"pack recursion from one", "Inc f; helper(f);", "k<S>"},
		{"default before the pack", "Inc f; opt(f);", "k<long>"},
		{"default before the pack, given", "Inc f; opt(f, 1);", "k<long>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalkSubst(t, forEachHeader, "", c.kernels, "ARG", c.body)
		})
	}
}
