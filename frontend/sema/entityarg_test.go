package sema

import (
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestFunctionAddressArguments: a kernel template's parameter of pointer to
// function type takes the function's address whether the argument names
// it, takes its address, names a function template's specialization, or is
// a host function template's own parameter passed on; none of them is a
// null pointer.
func TestFunctionAddressArguments(t *testing.T) {
	src := `using fn = void (*)(float *, int);
template <fn F> __attribute__((global)) void apply(float *p, int n) { F(p, n); }
__attribute__((device)) void twice(float *p, int n) { p[n] *= 2; }
namespace ops { __attribute__((device)) void zero(float *p, int n) { p[n] = 0; } }
template <class T> __attribute__((device)) void tset(float *p, int n) { p[n] = T(1); }
template <fn F> void launch(float *p, int n) { apply<F><<<1, 1>>>(p, n); }
void host(float *p) {
  apply<twice><<<1, 1>>>(p, 0);
  apply<&ops::zero><<<1, 1>>>(p, 0);
  apply<tset<int>><<<1, 1>>>(p, 0);
  launch<twice>(p, 1);
  launch<&ops::zero>(p, 1);
}
`
	ck := checkSource(t, "args.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 || ck.parseErrors > 0 {
		t.Fatalf("does not check cleanly: %v %v", ck.parseDiags, ck.semaDiags)
	}
	var got []string
	for _, k := range ck.res.Kernels {
		if k.Decl.Template != nil {
			got = append(got, types.QualifiedName(k.Decl))
		}
	}
	sort.Strings(got)
	want := []string{"apply<&ops::zero>", "apply<&tset<int>>", "apply<&twice>"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernel instances: got %q, want %q", got, want)
	}
}
