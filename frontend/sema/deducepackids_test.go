package sema

import "testing"

// tagPackHeader imitates cub's transform_kernel_impl overloads (a system
// header): one per algorithm tag, the one for the other tag taking its
// trailing pack as specializations of a template (aptr<In>...), which a
// pointer argument can never be, so deduction fails for it for sure.
const tagPackHeader = `struct S { int n; };
enum class Alg { pre, bulk };
template <class T, T v> struct ic { static constexpr T value = v; constexpr operator T() const { return v; } };
template <class T> struct aptr { T *p; int off; };
template <class P, class O, class... In> void impl(ic<Alg, Alg::pre>, O n, In... ins) { k<<<1, 1>>>((S *)0); }
template <class P, class O, class... In> void impl(ic<Alg, Alg::bulk>, O n, aptr<In>... ins) {}
template <class P, class... In> void plain(In... ins) { k<<<1, 1>>>((S *)0); }
template <class P, class... In> void plain(aptr<In>... ins) {}
`

// TestProofWalkPackOfTemplateIDs: a trailing function parameter pack
// whose type is a template-id naming the pack (aptr<In>...) is not
// deduced by sema, but an argument of pointer type matches no
// specialization of aptr, so the overload is not viable, for sure, and
// the call resolves to the other one, which launches k.
func TestProofWalkPackOfTemplateIDs(t *testing.T) {
	for _, c := range []struct{ name, body string }{
		{"tagged", "constexpr auto a = ic<Alg, Alg::pre>{}; impl<int>(a, 1, p, p);"},
		{"untagged", "plain<int>(p, p);"},
	} {
		t.Run(c.name, func(t *testing.T) {
			wantWalk(t, runBody(tagPackHeader, c.body), "", "k<S>")
		})
	}
}
