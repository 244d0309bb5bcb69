package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// destructibleLib imitates libcu++'s is_destructible fallback: the
// destructor named through the template parameter, in a SFINAE test.
const destructibleLib = `template <class T> T &&declval();
struct true_type { static const bool value = true; };
struct false_type { static const bool value = false; };
template <class> struct apply { typedef int type; };
template <class T> struct wellformed {
  template <class T1> static true_type test(typename apply<decltype(declval<T1 &>().~T1())>::type);
  template <class T1> static false_type test(...);
  static const bool value = decltype(test<T>(12))::value;
};
struct Plain { int a, b; };
struct Declared { ~Declared() {} int a; };
struct Holds { Declared d; Plain p[2]; };
typedef Plain Alias;
`

// TestDestructorNamedThroughParameter: x.~T() with T a template parameter
// (or a typedef) that names x's class denotes its destructor, implicit or
// declared, so the SFINAE test succeeds; before, the member "~T1" was
// looked up, certainly absent, and the test failed (is_destructible<S>
// false for every class, a static_assert in libcu++'s users failing).
func TestDestructorNamedThroughParameter(t *testing.T) {
	for _, c := range []struct {
		assert string
		fails  bool
	}{
		{"wellformed<Plain>::value", false},
		{"!wellformed<Plain>::value", true},
		{"!wellformed<Declared>::value", true},
		{"!wellformed<Holds>::value", true},
		{"!wellformed<Alias>::value", true},
		{"!wellformed<int>::value", true},
	} {
		src := destructibleLib + "static_assert(" + c.assert + ", \"checked\");\n"
		ck := checkSource(t, "t.cpp", []byte(src), parse.CXX17, Options{})
		if ck.parseErrors > 0 {
			t.Fatalf("%s: parse errors %v", c.assert, ck.parseDiags)
		}
		failed := false
		for _, d := range ck.semaDiags {
			if strings.Contains(d.Msg, "checked") {
				failed = true
			} else {
				t.Errorf("%s: unexpected %s", c.assert, ck.describe(d))
			}
		}
		if failed != c.fails {
			t.Errorf("static_assert(%s): reported %v, want %v", c.assert, failed, c.fails)
		}
	}
}

// TestProofWalkImplicitDestructorCall: p->~T() with T's destructor
// implicit destroys T's members: the walk follows it into the destructor
// of a member, which launches k.
func TestProofWalkImplicitDestructorCall(t *testing.T) {
	wantWalk(t, runSource(`struct S { int n; };
template <class T> struct Guard { T *p; ~Guard() { k<<<1, 1>>>(p); } };
template <class T> struct Box { Guard<T> g; };
template <class T> struct D {
  static int run(T *p) {
    Box<T> *b = (Box<T> *)0;
    b->~Box<T>();
    (void)p;
    return 0;
  }
};
`, "s"), "", "k<S>")
}
