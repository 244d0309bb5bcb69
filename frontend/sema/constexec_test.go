package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// constexecLib holds constexpr functions in the shapes CCCL 3 writes them:
// overloads and a function template deduced from const T& parameters
// (cuda::std::min), and a body that declares local aliases and variables,
// asserts with ((void) 0), branches on if constexpr and returns from a
// nested block (cuda::ceil_div).
const constexecLib = `template <bool B> struct bc { static constexpr bool value = B; };
template <class T> struct is_signed : bc<(T(-1) < T(0))> {};
template <class T> struct make_unsigned { typedef unsigned type; };
template <> struct make_unsigned<long> { typedef unsigned long type; };
namespace lib {
template <class T, class C> constexpr const T &mn(const T &a, const T &b, C c) { return c(b, a) ? b : a; }
template <class T> constexpr const T &mn(const T &a, const T &b) { return b < a ? b : a; }
template <class T, class U> constexpr T cdiv(const T a, const U b) noexcept {
  ((void) 0);
  if constexpr (is_signed<T>::value) {
    ((void) 0);
  }
  using P = decltype(T{} / U{});
  typedef typename make_unsigned<P>::type UP;
  auto a1 = static_cast<UP>(a);
  const auto b1 = static_cast<UP>(b);
  if constexpr (is_signed<unsigned>::value) {
    return 0;
  } else {
    { const auto r = a1 / b1; return static_cast<T>(r + (r * b1 != a1)); }
  }
}
constexpr int loop(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
}
`

// TestConstexprCalls: such calls are evaluated where a constant is needed
// (a static_assert that fails is reported: the value is known), and a body
// the interpreter does not model (a loop) leaves the value unknown rather
// than wrong (its static_assert, false in truth, is not reported).
func TestConstexprCalls(t *testing.T) {
	for _, c := range []struct {
		assert string
		fails  bool
	}{
		{"(lib::mn)(256, 300) == 256", false},
		{"lib::mn(256, 300) == 300", true},
		{"lib::cdiv(1000, 32) * 32 == 1024", false},
		{"lib::cdiv(1000L, 32) == 31", true},
		{"lib::cdiv(lib::mn(64, 96), 3) == 22", false},
		{"lib::loop(4) == 99", false},
	} {
		src := constexecLib + "static_assert(" + c.assert + ", \"checked\");\n"
		ck := checkSource(t, "t.cpp", []byte(src), parse.CXX17, Options{})
		if ck.parseErrors > 0 {
			t.Fatalf("%s: parse errors %v", c.assert, ck.parseDiags)
		}
		failed := false
		for _, d := range ck.semaDiags {
			if strings.Contains(d.Msg, "checked") || strings.Contains(d.Msg, "static assertion") {
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

// TestConstexprDefaultArguments: a constexpr call leaving parameters to
// their default arguments is evaluated with the defaults' values, in
// recursion too (moderngpu's s_log2(x / 2) with p = 0, overloaded on int
// and size_t, gives cta_reduce_t's number of passes). Each static_assert
// is false, so an error says sema evaluated it.
func TestConstexprDefaultArguments(t *testing.T) {
	const slog = "constexpr int s_log2(int x, int p = 0) { return x > 1 ? s_log2(x / 2) + 1 : p; }\n" +
		"constexpr unsigned long s_log2(unsigned long x, unsigned long p = 0) { return x > 1 ? s_log2(x / 2) + 1 : p; }\n"
	for _, c := range []struct{ name, src string }{
		{"default left", "constexpr int f(int x, int p = 3) { return p + x; }\nstatic_assert(f(32) == 32, \"\");\n"},
		{"recursion", slog + "static_assert(s_log2(32) == 4, \"\");\n"},
		{"in a class template", slog + "template <class T, int g> struct S { enum { n = s_log2(g) }; };\nstatic_assert(S<int, 32>::n == 4, \"\");\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ck := checkSource(t, "t.ii", []byte(c.src), parse.CXX17, Options{})
			if len(ck.semaDiags) != 1 || ck.semaDiags[0].ID != 1574 {
				t.Errorf("diagnostics %v, want the false static_assert (1574) alone", ck.semaDiags)
			}
		})
	}
}
