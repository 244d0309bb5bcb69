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
	got := instanceNames(ck.res)
	want := []string{"apply<&ops::zero>", "apply<&tset<int>>", "apply<&twice>"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernel instances: got %q, want %q", got, want)
	}
}

// TestFunctionAddressOfDependentType: a non-type parameter whose type
// names an earlier parameter through an alias template (template
// <class T, deq_t<T> D>, deq_t<T> a pointer to function taking T *) takes
// its argument at that type with the earlier argument substituted, in a
// launch, an explicit call's template arguments and a template's
// instance alike (ggml's k_get_rows_kq<dst_t, dequantize_q2_K<dst_t>>).
func TestFunctionAddressOfDependentType(t *testing.T) {
	src := `template <typename T> using deq_t = void (*)(const void *, long, T *, int);
template <typename T, deq_t<T> D> __attribute__((global)) void kq(const void *x, T *y) { D(x, 0, y, 0); }
template <typename T> __attribute__((device)) void deq2(const void *, long ib, T *y, int i) { y[i] = T(ib); }
__attribute__((device)) void deq3(const void *, long, float *, int) {}
template <int N, typename T, deq_t<T> D> void run(const void *x, T *y) { kq<T, D><<<N, 1>>>(x, y); }
template <typename T> void dispatch(const void *x, T *y) { run<64, T, deq2<T>>(x, y); }
void host(float *f, int *i) {
  kq<float, deq3><<<1, 1>>>(nullptr, f);
  dispatch<float>(nullptr, f);
  dispatch<int>(nullptr, i);
}
`
	ck := checkSource(t, "dep.ii", []byte(src), parse.CXX17, Options{})
	if len(ck.semaDiags) > 0 || ck.parseErrors > 0 {
		t.Fatalf("does not check cleanly: %v %v", ck.parseDiags, ck.semaDiags)
	}
	got := instanceNames(ck.res)
	want := []string{"kq<float, &deq2<float>>", "kq<float, &deq3>", "kq<int, &deq2<int>>"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("kernel instances: got %q, want %q", got, want)
	}
}

// instanceNames lists the kernel template instances of res, sorted.
func instanceNames(res *Result) []string {
	var names []string
	for _, k := range res.Kernels {
		if k.Decl.Template != nil {
			names = append(names, types.QualifiedName(k.Decl))
		}
	}
	sort.Strings(names)
	return names
}
