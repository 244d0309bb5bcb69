package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestProofWalkPartialOrderingShared: of three function templates that deduce
// alike from two arguments of one type (thrust's min_system(
// execution_policy<S>&, execution_policy<S>&) beside the
// (execution_policy<S1>&, execution_policy<S2>&) pair), the one whose
// parameters share a template parameter is more specialized: the call is
// resolved to it, and walked. Where deduction cannot settle the order (a
// parameter sema cannot deduce against), the call stays unresolved.
func TestProofWalkPartialOrderingShared(t *testing.T) {
	header := `struct S { int n; };
template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
template <class A, class B> struct is_same { static const bool value = false; };
template <class A> struct is_same<A, A> { static const bool value = true; };
template <class D> struct policy {};
struct tag : policy<tag> {};
template <class A> A &min_system(policy<A> &a, policy<A> &) { k<<<1, 1>>>((S *)0); return static_cast<A &>(a); }
template <class A, class B> typename enable_if<is_same<A, A>::value, A &>::type min_system(policy<A> &a, policy<B> &) { return static_cast<A &>(a); }
template <class A, class B> typename enable_if<is_same<B, B>::value, B &>::type min_system(policy<A> &, policy<B> &b) { return static_cast<B &>(b); }
template <class A> struct holder { typedef A type; };
template <class A> void pick(A *, typename holder<A>::type *) { k<<<1, 1>>>((S *)0); }
template <class A, class B> void pick(A *, B *) {}
`
	wantWalk(t, runBody(header, "tag t; policy<tag> &a = t, &b = t; min_system(a, b);"), "", "k<S>")
	wantWalk(t, runBody(header, "pick(p, p);"), "call to pick<S> not resolved for sure", "")
}

// TestProofWalkDeductionConflict: a template whose one parameter type T
// two arguments of different types would deduce (thrust's sequence(
// ForwardIterator, ForwardIterator, T) given a policy and two iterators)
// is not viable, for sure: the call resolves to the other overload.
func TestProofWalkDeductionConflict(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
struct policy {};
template <class P, class It> void sequence(const P &, It a, It b) { k<<<1, 1>>>((S *)0); }
template <class It, class V> void sequence(It a, It b, V init) {}
template <class T> struct D {
  static int run(T *p) { policy pol; sequence(pol, p, p); return 0; }
};
`, "s"), "", "k<S>")
}

// TestProofWalkPartialOrderingReferenceCV: thrust's raw_reference_cast(T&)
// beside raw_reference_cast(const T&), called with a const lvalue (its
// wrapped_function's const Argument2& y), binds the same const S either
// way; partial ordering's tie-break for references
// ([temp.deduct.partial]/9) makes const T& the more specialized, so the
// call resolves to it and its kernel is walked. A non-const lvalue picks
// T& by the conversions already; T& against T&& with an lvalue is settled
// by the same rule (T&), and T against const T& stays ambiguous (no
// reference pair): unresolved, not guessed.
func TestProofWalkPartialOrderingReferenceCV(t *testing.T) {
	header := `struct S { int n; };
template <class T> struct raw { typedef T &type; };
template <class T> typename raw<T>::type cast(T &r) { return r; }
template <class T> typename raw<const T>::type cast(const T &r) { k<<<1, 1>>>((S *)0); return r; }
template <class T> void fwd(T &) { k<<<1, 1>>>((S *)0); }
template <class T> void fwd(T &&) {}
template <class T> void val(T) {}
template <class T> void val(const T &) {}
`
	wantWalk(t, runBody(header, "const S &y = *p; cast(y);"), "", "k<S>")
	wantWalk(t, runBody(header, "S &y = *p; cast(y);"), "", "")
	wantWalk(t, runBody(header, "S &y = *p; fwd(y);"), "", "k<S>")
	wantWalk(t, runBody(header, "const S &y = *p; val(y);"), "call to val<S> not resolved for sure", "")
}

// TestProofWalkPartialOrderingArrays: array parameters take part in
// partial ordering: S (&)[N] with N a template parameter stands for an
// array of a unique bound, so sc(S (&)[N], ..., S &) is more specialized
// than sc(S (&)[N], ..., CB &) (CUB's BlockScan::InclusiveScan over
// items), and fix(T (&)[3]) than fix(T (&)[N]) for an S[3]; two arrays
// of bounds of one parameter, both(S (&)[N], S (&)[N]), against those of
// two, both(S (&)[N], S (&)[M]), order the same way. amb(S (&)[N])
// against amb(T (&)[3]) is ambiguous (neither deduces from the other;
// g++ says so): unresolved.
func TestProofWalkPartialOrderingArrays(t *testing.T) {
	header := `struct S { int n; };
template <int N, class Op> void sc(S (&in)[N], S (&out)[N], Op op, S &agg) { k<<<1, 1>>>(&agg); }
template <int N, class Op, class CB> void sc(S (&in)[N], S (&out)[N], Op op, CB &cb) {}
template <class T, int N> void fix(T (&in)[N]) {}
template <class T> void fix(T (&in)[3]) { k<<<1, 1>>>(&in[0]); }
template <int N> void both(S (&)[N], S (&)[N]) { k<<<1, 1>>>((S *)0); }
template <int N, int M> void both(S (&)[N], S (&)[M]) {}
template <int N> void amb(S (&)[N]) {}
template <class T> void amb(T (&)[3]) {}
`
	wantWalk(t, runBody(header, "S v[3]; sc(v, v, 0, *p);"), "", "k<S>")
	wantWalk(t, runBody(header, "S v[3]; fix(v);"), "", "k<S>")
	wantWalk(t, runBody(header, "S v[3]; both(v, v);"), "", "k<S>")
	wantWalk(t, runBody(header, "S v[3]; amb(v);"), "not resolved for sure", "")
}

// TestProofWalkPartialOrderingClassBound: member templates of a class
// template whose parameters are arrays, one of a bound the member
// template deduces (int (&)[K]), one of the class's (int (&)[BINS]),
// both at the same depth and index once the class is instantiated
// (CUB's BlockRadixRank::RankKeys): rk(U (&)[K], int (&)[K], D,
// int (&)[BINS]) is more specialized than rk(U (&)[K], int (&)[K], D, CB)
// and is the one called with an int[BINS] (g++ picks it too).
func TestProofWalkPartialOrderingClassBound(t *testing.T) {
	header := `struct S { int n; };
template <int B> struct Empty { void operator()(int (&)[B]) {} };
template <class T, int BINS> struct Rank {
  template <class U, int K, class D, class CB> void rk(U (&keys)[K], int (&ranks)[K], D d, CB cb) {}
  template <class U, int K, class D, class CB> void rk(U (&keys)[K], int (&ranks)[K], D d, int (&ex)[BINS], CB cb) { rk(keys, ranks, d, cb); }
  template <class U, int K, class D> void rk(U (&keys)[K], int (&ranks)[K], D d, int (&ex)[BINS]) { k<<<1, 1>>>((T *)0); rk(keys, ranks, d, ex, Empty<BINS>()); }
};
`
	wantWalk(t, runBody(header, "Rank<S, 2> r; unsigned keys[5]; int ranks[5]; int ex[2]; r.rk(keys, ranks, 0, ex);"), "", "k<S>")
}

// TestPartialOrderTrailingPacks: of down(F, P, A...) and down(F, A...),
// both viable for (f, t, p) and for (f, p), the first is more specialized:
// a function parameter pack's type deduces no parameter that is not a pack
// ([temp.deduct.partial]/8), while a pack of bare parameters deduces from
// anything (moderngpu's workcreate_t::downsweep overloads, called with
// lambdas from a function template's instance): the first walk resolves
// both calls for sure.
func TestPartialOrderTrailingPacks(t *testing.T) {
	src := "template <class... T> struct tuple {};\n" +
		"struct W {\n" +
		"  template <class F, class P, class... A> int down(F f, P p, A... a) { return 1; }\n" +
		"  template <class F, class... A> int down(F f, A... a) { return down([](int) {}, tuple<>(), a...); }\n" +
		"};\n" +
		"template <class T> void use(T *p) { W w; w.down([](int) {}, tuple<T *>(), p); w.down([](int) {}, p); }\n" +
		"int main() { use((int *)0); }\n"
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 {
		t.Fatalf("diagnostics: %v", ck.semaDiags)
	}
	for _, u := range ck.res.checker.instanceUnsure {
		t.Errorf("%s: call left unsure", ck.files.Position(u.pos))
	}
}
