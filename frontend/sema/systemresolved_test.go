package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/source"
)

// TestResolvedCalls: the walks record what they resolved each named call
// to, by the position of the callee's name: the proof walk in the
// instances it walked (launch's impl(0, p), resolved to impl(int, T *)
// and never to impl(long, T *)), the first walk in code outside templates
// (main's l.launch(f)); a call in a template nothing instantiates
// (unused's l.impl(1L, p)) is not met.
func TestResolvedCalls(t *testing.T) {
	src := systemHeader +
		"template <class A> struct L {\n" +
		"  template <class T> void impl(int, T *p) const { k<T><<<1, 1>>>(p); }\n" +
		"  template <class T> void impl(long, T *p) const { k<T><<<1, 1>>>(p); }\n" +
		"  template <class T> void launch(T *p) const { impl(0, p); }\n" +
		"};\n" +
		"template <class T> void unused(const L<T> &l, T *p) { l.impl(1L, p); }\n" +
		userCode +
		"int main() { L<int> l; float *f = 0; l.launch(f); return 0; }\n"
	ck := checkSource(t, "t.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
		t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
	}
	named := map[string][]source.Pos{}
	for _, tok := range ck.res.checker.opts.Tokens {
		named[tok.Text] = append(named[tok.Text], tok.Pos)
	}
	sites := named["k"][1:]
	impl, launch := named["impl"], named["launch"]
	if len(impl) != 4 || len(launch) != 2 {
		t.Fatalf("impl at %v, launch at %v", impl, launch)
	}
	w := ck.res.CompleteKernelInstances(sites, nil, nil)
	if w.Incomplete != nil {
		t.Fatalf("incomplete: %s", w.Incomplete.Reason)
	}
	for _, c := range []struct {
		what string
		call source.Pos
		met  bool
		to   source.Pos
	}{
		{"launch's impl(0, p)", impl[2], true, impl[0]},
		{"unused's l.impl(1L, p)", impl[3], false, source.NoPos},
		{"main's l.launch(f)", launch[1], true, launch[0]},
	} {
		to, met := w.ResolvedCall(c.call)
		if met != c.met || met && (len(to) != 1 || to[0] != c.to) {
			t.Errorf("%s: resolved to %v (met %v), want %v (met %v)", c.what, to, met, c.to, c.met)
		}
	}
	calls := w.ResolvedCalls()
	for i := 1; i < len(calls); i++ {
		if calls[i-1] >= calls[i] {
			t.Fatalf("ResolvedCalls not sorted: %v", calls)
		}
	}
}
