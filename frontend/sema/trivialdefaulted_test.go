package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// defaultedLib imitates libcu++'s tuple (CUDA 13.0): copy and move
// constructors and assignments declared = default over bases whose
// assignments are deleted (an empty helper chosen by __is_assignable)
// and leaves with an assignment template; the element Launch has const
// members, so its assignments are deleted. UserCopy has a user-provided
// copy constructor, DeletedMove a deleted move constructor, which makes
// HoldsDeletedMove's implicit move constructor deleted, so left out: an
// rvalue takes the (trivial) copy constructor.
const defaultedLib = `template <bool B, class R = void> struct enable_if {};
template <class R> struct enable_if<true, R> { typedef R type; };
struct Grid { unsigned x; Grid(unsigned v = 1) : x(v) {} };
struct Launch { Grid const g; int const n; Launch(Grid a, int b) : g(a), n(b) {} };
template <bool Assigns> struct helper {};
template <> struct helper<false> {
  helper() = default; helper(const helper &) = default; helper(helper &&) = default;
  helper &operator=(const helper &) = delete; helper &operator=(helper &&) = delete; };
template <int I, class T> struct leaf {
  T v;
  template <class U> leaf &operator=(U &&u) { v = static_cast<U &&>(u); return *this; } };
template <class A, class B> struct impl : leaf<0, A>, leaf<1, B>, helper<__is_assignable(A &, const A &) && __is_assignable(B &, const B &)> {
  impl(const impl &) = default; impl(impl &&) = default;
  impl &operator=(const impl &) = default; impl &operator=(impl &&) = default; };
template <class A, class B> struct tup {
  impl<A, B> base;
  tup(const tup &) = default; tup(tup &&) = default;
  tup &operator=(const tup &) = default; tup &operator=(tup &&) = default;
  template <class U, bool Ok = __is_assignable(A &, A &&), typename enable_if<Ok, int>::type = 0> tup &operator=(U &&); };
struct UserCopy { int n; UserCopy(const UserCopy &o) : n(o.n) {} };
struct DeletedMove { int n; DeletedMove(const DeletedMove &) = default; DeletedMove(DeletedMove &&) = delete; };
struct HoldsDeletedMove { DeletedMove d; };
struct Ref { int &r; };
typedef tup<Launch, int> LT;
typedef tup<int, long> IT;
typedef tup<UserCopy, int> UT;
typedef tup<Ref, int> RT;
`

// TestDefaultedSpecialMemberTraits: the trivial-operation and assignment
// intrinsics see through special members defaulted on their first
// declaration (trivial when what they run on each base and member is),
// deleted ones (an explicitly deleted base assignment makes the defaulted
// one deleted; a deleted defaulted move is left out of overload
// resolution, and the copy or the template that remains answers) and
// user-provided ones (not trivial): each value is g++'s.
func TestDefaultedSpecialMemberTraits(t *testing.T) {
	known := []string{
		"__is_trivially_constructible(LT, const LT &)",
		"__is_trivially_constructible(LT, LT &&)",
		"__is_trivially_constructible(IT, IT &&)",
		"__is_trivially_assignable(IT &, IT &&)",
		"__is_trivially_assignable(IT &, const IT &)",
		"__is_assignable(IT &, IT &&)",
		"__is_trivially_constructible(HoldsDeletedMove, HoldsDeletedMove &&)",
		"__is_trivially_constructible(RT, RT &&)",
	}
	knownFalse := []string{
		"__is_trivially_assignable(LT &, const LT &)",
		"__is_trivially_assignable(LT &, LT &&)",
		"__is_assignable(LT &, LT &&)",
		"__is_assignable(LT &, const LT &)",
		"__is_trivially_constructible(UT, UT &&)",
		"__is_trivially_constructible(UT, const UT &)",
		"__is_trivially_constructible(DeletedMove, DeletedMove &&)",
		"__is_trivially_assignable(RT &, const RT &)",
	}
	reported := func(assert string) bool {
		t.Helper()
		src := defaultedLib + "static_assert(" + assert + ", \"checked\");\n"
		ck := checkSource(t, "t.cpp", []byte(src), parse.CXX17, Options{})
		if ck.parseErrors > 0 {
			t.Fatalf("%s: parse errors %v", assert, ck.parseDiags)
		}
		failed := false
		for _, d := range ck.semaDiags {
			if strings.Contains(d.Msg, "checked") {
				failed = true
			} else {
				t.Errorf("%s: unexpected %s", assert, ck.describe(d))
			}
		}
		return failed
	}
	for _, e := range known {
		if reported(e) || !reported("!"+e) {
			t.Errorf("%s: want it known true", e)
		}
	}
	for _, e := range knownFalse {
		if !reported(e) || reported("!"+e) {
			t.Errorf("%s: want it known false", e)
		}
	}
}
