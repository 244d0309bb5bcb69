package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestExplicitArgumentKinds: a function template given a type for a
// non-type parameter, or a value for a type parameter, is not viable, for
// sure, so the proof walk resolves the call to the other overload
// (iterate<0, count>(f) beside iterate<count, F>; run<box<4>>(f) beside
// run<int N, F>), the arguments written as literals, bound parameters or
// names of types and values.
func TestExplicitArgumentKinds(t *testing.T) {
	src := systemHeader +
		"template <int N> struct box {};\n" +
		"template <int B, int E, class F> void iterate(F f) { k<F><<<1, 1>>>(0); }\n" +
		"template <int C, class F> void iterate(F f) { iterate<0, C>(f); }\n" +
		"template <class L, class F> void run(F f) { k<L><<<1, 1>>>(0); }\n" +
		"template <int N, class F> void run(F f) { run<box<N> >(f); }\n" +
		"typedef box<9> nine;\n" +
		"const int three = 3;\n" +
		"template <class F> void all(F f) { iterate<2>(f); run<5>(f); run<nine>(f); iterate<three, 4>(f); }\n" +
		userCode +
		"struct Fn {};\n" +
		"int main() { all(Fn()); return 0; }\n"
	w, names := proofWalk(t, src)
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	got := strings.Join(names, " ")
	for _, want := range []string{"k<Fn>", "k<box<5>>", "k<box<9>>"} {
		if !strings.Contains(got, want) {
			t.Errorf("kernels %s, want %s among them", got, want)
		}
	}
}

// TestUndeducedOverloadsSure: overloads the first walk meets in instances
// that are surely not viable leave the call sure: an enumerator given for
// a type parameter (moderngpu's cta_launch<nt>(k, ...) with enum { nt =
// 512 }), a type parameter neither given nor deducible when a function
// parameter pack follows (transform(f, n, c) beside transform<launch_t>).
func TestUndeducedOverloadsSure(t *testing.T) {
	src := "struct ctx {};\ntemplate <int nt, int vt> struct params {};\n" +
		"template <typename L, typename F, typename... A> void launch(F f, int n, ctx &c, A... a) {}\n" +
		"template <int nt = 128, int vt = 1, typename F, typename... A> void launch(F f, int n, ctx &c, A... a) { launch<params<nt, vt> >(f, n, c, a...); }\n" +
		"template <class T> void fixup(T *p, int n, ctx &c) { enum { nt = 512 }; auto k = [=](int i) {}; launch<nt>(k, n, c); }\n"
	for _, c := range []struct{ name, main string }{
		{"enumerator for a type parameter", "int main() { ctx c; fixup((int *)0, 1, c); }"},
		{"type parameter before a pack, not deducible", "int main() { ctx c; auto k = [](int) {}; launch(k, 10, c); launch<128, 1>(k, 10, c, 2); }"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ck := checkSource(t, "t.ii", []byte(src+c.main+"\n"), parse.CXX17, Options{})
			if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
				t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
			}
			if ck.res.FirstWalkUnsure() {
				var at []string
				for _, u := range append(ck.res.checker.sys.uses, ck.res.checker.instanceUnsure...) {
					if unsureUse(u) {
						at = append(at, ck.files.Position(u.pos).String())
					}
				}
				t.Errorf("calls left unsure at %v", at)
			}
		})
	}
}
