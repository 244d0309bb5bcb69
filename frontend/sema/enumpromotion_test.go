package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestEnumPromotion: an enumeration whose underlying type is not fixed
// promotes to int when int holds its values ([conv.prom]/3), though its
// underlying type is unsigned int: max(n, 2 * group_size) deduces T =
// int (moderngpu's cta_reduce_t sizes its storage so); one whose values
// int cannot hold promotes to unsigned int, and a fixed underlying type
// is kept. Each static_assert below is false, so an error says sema
// evaluated it; a missing one says it could not.
func TestEnumPromotion(t *testing.T) {
	const mx = "template <typename T> constexpr T max(T a, T b) { return (a < b) ? b : a; }\n" +
		"template <typename T, typename U> struct same { static constexpr bool value = false; };\n" +
		"template <typename T> struct same<T, T> { static constexpr bool value = true; };\n"
	for _, c := range []struct{ name, src string }{
		{"array bound in a class template", "template <int n> struct R { enum { g = 32 }; int a[max(n, 2 * g)]; };\nstatic_assert(sizeof(R<4>) != 256, \"\");\n"},
		{"outside templates", "enum { g = 32 };\nint a[max(4, g + 0)];\nstatic_assert(sizeof(a) == 127, \"\");\n"},
		{"promotes to int", "enum E { a = 1, b = 2 };\nstatic_assert(!same<decltype(a + 0), int>::value, \"\");\n"},
		{"promotes to unsigned int", "enum E { big = 0x80000000u };\nstatic_assert(!same<decltype(big + 0), unsigned>::value, \"\");\n"},
		{"fixed underlying type", "enum E : unsigned { a = 1 };\nstatic_assert(!same<decltype(a + 0), unsigned>::value, \"\");\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ck := checkSource(t, "t.ii", []byte(mx+c.src), parse.CXX17, Options{})
			if len(ck.semaDiags) != 1 || ck.semaDiags[0].ID != 1574 {
				t.Errorf("diagnostics %v, want the false static_assert (1574) alone", ck.semaDiags)
			}
		})
	}
}

// TestSizeofWithUnknownMember: a member whose type sema could not work
// out (an array bound a constexpr function with a loop gives) is missing
// from the class's layout, so sizeof of the class is not known and a
// static_assert on it is left alone, not reported false.
func TestSizeofWithUnknownMember(t *testing.T) {
	src := "constexpr int f() { int s = 0; for (int i = 0; i < 4; ++i) s += 8; return s; }\n" +
		"template <int n> struct R { int a[f()]; };\nstatic_assert(sizeof(R<4>) == 128, \"\");\n" +
		"struct S { char c[f()]; int k; };\nstatic_assert(sizeof(S) == 36, \"\");\n"
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 {
		t.Errorf("diagnostics %v, want none", ck.semaDiags)
	}
}
