package fromsema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// failOnReport fails the test on any diagnostic.
type failOnReport struct{ t *testing.T }

func (f failOnReport) Report(d diag.Diagnostic) { f.t.Errorf("diagnostic: %v", d) }

// indexOf builds the key index of a preprocessed source.
func indexOf(t *testing.T, src string) (*keyIndex, *source.FileSet) {
	t.Helper()
	res := pp.ReadPreprocessed("x.ii", []byte(src), failOnReport{t})
	tree := parse.Parse(res.Files, res.Tokens, parse.Options{}, failOnReport{t})
	return newKeyIndex(tree, res.Tokens, res.Files), res.Files
}

// firstNamedOutside parses src and returns the first name outside
// templates that may lead to one of its kernel sites (the names
// CopyKernel past line 2 of their file), as namedOutside finds it over
// all positions, with the file set.
func firstNamedOutside(t *testing.T, src string) (source.Pos, *source.FileSet) {
	t.Helper()
	res := pp.ReadPreprocessed("x.ii", []byte(src), failOnReport{t})
	tree := parse.Parse(res.Files, res.Tokens, parse.Options{}, failOnReport{t})
	var sites []source.Pos
	for _, tk := range res.Tokens {
		if tk.Text == "CopyKernel" && res.Files.Position(tk.Pos).Line > 2 {
			sites = append(sites, tk.Pos)
		}
	}
	st := newSiteTemplates(tree, res.Tokens, res.Files, sites)
	pos, _ := st.namedOutside(st.reach, nil, func(source.Pos) bool { return true })
	return pos, res.Files
}

// leadsFrom reports whether the n-th use (0-based) of name outside
// templates may lead to the template seed (of bucket space, declared in
// namespace path), searched in mode m with every bucket associated.
func leadsFrom(t *testing.T, ix *keyIndex, name string, nth int, m mode, seed, space, path string) bool {
	t.Helper()
	r := ix.newReach(map[node]bool{{key: seed, space: space, path: path}: true})
	seen := 0
	for ui := range ix.units {
		u := &ix.units[ui]
		if u.template {
			continue
		}
		found, may := false, false
		ix.identsAt(u.from, u.to, func(i int, tk *token.Token) bool {
			if tk.Text != name || ix.declared.has(tk.Pos) {
				return true
			}
			if seen++; seen-1 != nth {
				return true
			}
			found = true
			var held bset
			may = ix.eachTarget(i, tk, u, ix.qualifiedKey(i, tk), allBuckets, &held, func(n node) bool {
				n.mode = m
				ok, _, _ := r.mayFrom(n, allBuckets)
				return ok
			})
			return false
		})
		if found {
			return may
		}
	}
	t.Fatalf("no use %d of %s outside templates", nth, name)
	return false
}

// The library of the cases below: lib::Launcher holds the kernel site;
// lib::policy's definition does not lead there (policy_base's copy does,
// from its body); lib::seq::policy's does (a member of type Launcher<D>).
const defOnlyLib = `# 1 "lib.h"
template <class T> __attribute__((global)) void CopyKernel(T *p) {}
namespace lib {
template <class T> struct Launcher {
  template <class U> static void Go(U *p) { CopyKernel<U><<<1, 1>>>(p); }
};
template <class T> auto pick() { Launcher<T>::Go((T *)0); return 0; }
template <class T> int launch() { Launcher<T>::Go((T *)0); return 0; }
template <class T> struct Holder { Holder() { Launcher<T>::Go((T *)0); } };
namespace detail {
template <class D> struct policy_base {
  template <class T> void copy(T *p) const { Launcher<T>::Go(p); }
  static constexpr int width() { return sizeof(Launcher<D> *); }
  HOOK
};
}
template <class D> struct policy : lib::detail::policy_base<D> { typedef int type; };
namespace seq {
template <class D> struct policy { Launcher<D> *launcher; };
}
}
`

// TestDefinitionMode: a class head outside templates instantiates the
// definitions of the classes it names, not their member functions'
// bodies; a qualified name denotes one namespace's templates. What a
// definition names in an unevaluated call leads to a function's
// declaration, and to its body only when its return type is deduced; a
// constexpr member's body counts when a definition names it outside
// unevaluated operands.
func TestDefinitionMode(t *testing.T) {
	for _, c := range []struct {
		name, hook, use string
		m               mode
		want            bool
	}{
		{"head, definition only", "", "struct tag : lib::policy<tag> {};", definition, false},
		{"head, in full", "", "struct tag : lib::policy<tag> {};", full, true},
		{"unqualified, both policies", "", "namespace lib { namespace seq { struct tag : policy<tag> {}; } }", definition, true},
		{"qualified, the other policy", "", "struct tag : lib::seq::policy<tag> {};", definition, true},
		{"unevaluated call, declared type", "using r = decltype(launch<D>());", "struct tag : lib::policy<tag> {};", definition, false},
		{"unevaluated call, deduced type", "using r = decltype(pick<D>());", "struct tag : lib::policy<tag> {};", definition, true},
		{"evaluated call", "static const int n = launch<D>();", "struct tag : lib::policy<tag> {};", definition, true},
		{"constexpr member used", "char pad[width()];", "struct tag : lib::policy<tag> {};", definition, true},
		{"constexpr member unused", "char pad[4];", "struct tag : lib::policy<tag> {};", definition, false},
		{"a needed body's local", "static constexpr int make() { lib::Holder<D> h; return 1; } char pad[make()];", "struct tag : lib::policy<tag> {};", definition, true},
		{"typedef", "", "typedef lib::policy<int>::type t;", definition, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(defOnlyLib, "HOOK", c.hook, 1) + c.use + "\n"
			ix, _ := indexOf(t, src)
			name := "policy"
			if got := leadsFrom(t, ix, name, 0, c.m, "Launcher", "lib", "lib"); got != c.want {
				t.Errorf("%s leads to Launcher: %v, want %v", c.use, got, c.want)
			}
		})
	}
}

// TestVariableSpecMode: the type named by a variable's definition at
// namespace scope starts in definition mode (sema's proof walk follows
// the constructor the definition chooses and the destructor: see
// sema.DefinesNamespaceVar), in user code and, without an initializer,
// in a system header (thrust's placeholders); what sema does not follow
// (a system header's initialized variable, a static data member's
// definition, a call in the type) starts in full.
func TestVariableSpecMode(t *testing.T) {
	const sys, user = "# 1 \"sys.h\" 1 3\n", "# 2 \"x.ii\" 2\n"
	for _, c := range []struct {
		name, use string
		want      bool
	}{
		{"system, default-initialized", sys + "static const lib::policy<int>::type _1;\n" + user, false},
		{"system, initialized", sys + "lib::policy<int> p = lib::policy<int>();\n" + user, true},
		{"user, initialized", "lib::policy<int> p(1), q;\n", false},
		{"user, extern", "extern lib::policy<int> p;\n", true},
		{"static data member", "struct X { static int m; };\nlib::policy<int> X::m;\n", true},
		{"typedef, before", "typedef lib::policy<int> t;\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ix, files := indexOf(t, "# 1 \"x.ii\"\n"+strings.Replace(defOnlyLib, "HOOK", "", 1)+c.use)
			st := &siteTemplates{files: files, ix: ix}
			got, nth := false, 0
			for ui := range ix.units {
				u := &ix.units[ui]
				if u.template {
					continue
				}
				ix.identsAt(u.from, u.to, func(i int, tk *token.Token) bool {
					if tk.Text != "policy" || ix.declared.has(tk.Pos) {
						return true
					}
					m := full
					if st.headUse(i, u) {
						m = definition
					}
					got = leadsFrom(t, ix, "policy", nth, m, "Launcher", "lib", "lib") || got
					nth++
					return true
				})
			}
			if got != c.want {
				t.Errorf("%q leads to Launcher: %v, want %v", c.use, got, c.want)
			}
		})
	}
}
