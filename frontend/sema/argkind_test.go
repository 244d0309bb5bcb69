package sema

import (
	"strings"
	"testing"
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
