package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestProofWalkDetectionTrait: a detection trait (thrust's
// __THRUST_DEFINE_HAS_MEMBER_FUNCTION: a partial specialization whose
// argument is decltype(declval<T>().member())) instantiated while the walk
// is on: the member its class lacks is a substitution failure where
// nothing runs, declval (declared with a trailing decltype, its body a
// static_assert) is not instantiated, and the walk goes on.
func TestProofWalkDetectionTrait(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T, class U = T &&> U helper(int);
template <class T> T helper(long);
template <class T> auto declval() noexcept -> decltype(helper<T>(0)) { static_assert(sizeof(T) == 0, "declval"); return helper<T>(0); }
template <class T, class = void> struct has_system { static const bool value = false; };
template <class T> struct has_system<T, decltype((void)declval<T>().system())> { static const bool value = true; };
struct Alloc { int x; };
template <class T> struct Traits {
  static int go(T *p) { if (!has_system<Alloc>::value) k<<<1, 1>>>(p); return 0; }
};
template <class T> struct D {
  static int run(T *p) { return Traits<T>::go(p); }
};
`, "s"), "", "k<S>")
}

// TestDeducesResultWritten: a function template whose result type sema
// cannot express is taken to deduce it from its body only when its
// declaration writes a placeholder (auto without a trailing return type,
// decltype(auto)).
func TestDeducesResultWritten(t *testing.T) {
	src := `template <class T> auto trailing(T t) -> decltype(t.f(), t.g()) { return t.g(); }
template <class T> auto deduced(T t) { return t; }
template <class T> decltype(auto) deducedRef(T &t) { return t; }
template <class T> int plain(T) { return 0; }
`
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	c := ck.res.checker
	for name, want := range map[string]bool{"trailing": false, "deduced": true, "deducedRef": true, "plain": false} {
		var found *types.TemplateDecl
		for td := range c.tmpls {
			if td.Name == name {
				found = td
			}
		}
		if found == nil {
			t.Fatalf("no template %s", name)
		}
		if got := c.deducesResult(found); got != want {
			t.Errorf("%s: deducesResult %v, want %v", name, got, want)
		}
	}
}
