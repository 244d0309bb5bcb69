package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// TestLambdaCaptures: the entities an extended lambda captures, in the
// wrapper's order, with their types: with a default capture, the
// variables of the enclosing function the body (or a lambda nested in it)
// uses, in order of first use, and `this` for a member used through it;
// an explicit list in its order; not the lambda's own parameters and
// locals, nor static, global or namespace variables. A captured parameter
// has the type it is declared with, top-level const included.
func TestLambdaCaptures(t *testing.T) {
	src := cudaPrelude + `
template <typename F> __global__ void k(F f) {}
int global;
struct S {
  int m;
  void f(int p) const {
    k<<<1, 1>>>([=] __device__(int i) { return p + m + i; });
  }
};
void g(int a, float *b, int &r) {
  const int c = 5;
  static int st = 0;
  int arr[3] = {1, 2, 3};
  k<<<1, 1>>>([=] __device__(int i) { int own = i; return b[own] + a + global + st + arr[0]; });
  k<<<1, 1>>>([a, b] __device__() { return b[a]; });
  k<<<1, 1>>>([c, v = a * 2] __device__() { return c + v; });
  k<<<1, 1>>>([=] __device__() { return r + [=]() { return c; }(); });
  k<<<1, 1>>>([] __host__ __device__(int i) { return i; });
  k<<<1, 1>>>([a] __host__ __device__(int i) mutable { a += i; return a; });
}
struct T {
  int m;
  void f() { k<<<1, 1>>>([*this] __device__(int i) { return m + i; }); }
};
void h(const int k2, int *const q, const float s, const int *cp) {
  k<<<1, 1>>>([=] __device__(int i) { return i + k2 + q[0] + int(s) + cp[0]; });
}
`
	pre, err := gccPreprocess(src, "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "caps.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_c_cu_1", ExtendedLambda: true})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	var got []string
	for _, l := range ck.res.ExtendedLambdas {
		e := l.Info()
		caps := captureList(l)
		kind := "dl"
		if e.HostDevice {
			kind = "hdl"
			if e.Mutable {
				kind += " mutable"
			}
			if e.FuncPtrConv() {
				kind += " fp-conv"
			}
			kind += " " + e.Result.String()
		}
		got = append(got, kind+" "+e.Parent.Name+"#"+itoa(int64(e.ID))+" ["+caps+"]")
	}
	want := []string{
		"dl f#1 [p:int, this:const S *const]",
		"dl g#1 [b:float *, a:int, arr:int [3]]",
		"dl g#2 [a:int, b:float *]",
		"dl g#3 [c:const int, v:int]",
		"dl g#4 [r:int, c:const int]",
		"hdl fp-conv int g#5 []",
		"hdl mutable int g#6 [a:int]",
		"dl f#1 [*this:const T]",                                             // a const copy, as nvcc 11.8's wrapper holds it
		"dl h#1 [k2:const int, q:int *const, s:const float, cp:const int *]", // a parameter keeps its declared cv (nvcc 11.8's typedef)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("captures\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestLambdaCapturesIgnoreInstances: a body instantiated while a lambda
// is walked (a class template's member operator called in the lambda,
// using a member; its constructor, holding a lambda that uses one) is no
// part of the lambda:
// its names capture nothing there — not `this`, which a free function's
// lambda has none of, nor the instance's locals — and the kernel taking
// the closure keeps a known layout.
func TestLambdaCapturesIgnoreInstances(t *testing.T) {
	src := cudaPrelude + `
template <typename F> __global__ void k(F f, int n) {}
template <int N, typename F> __host__ __device__ void each(F f) { for (int i = 0; i < N; ++i) f(i); }
template <typename T, int N> struct arr {
  T data[N];
  __host__ __device__ T &operator[](int i) { return data[i]; }
  __host__ __device__ arr(T x) { T copy = x; each<N>([&](int i) { data[i] = copy; }); }
};
template <typename T> void run(const T *in, int count) {
  T *out = 0;
  auto body = [=] __device__(int tid, int cta) {
    arr<T, 4> x(in[tid]);
    if (!tid) out[cta] = x[0] + T(count);
  };
  k<<<1, 1>>>(body, count);
}
void go(const float *p) { run(p, 3); }
`
	pre, err := gccPreprocess(src, "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "inst.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_inst_cu_1", ExtendedLambda: true})
	for _, d := range append(ck.parseDiags, ck.semaDiags...) {
		t.Errorf("unexpected diagnostic: %s", ck.describe(d))
	}
	var got []string
	for _, l := range ck.res.ExtendedLambdas {
		got = append(got, l.Info().Parent.Name+" ["+captureList(l)+"]")
	}
	want := []string{"run [in:const T *, out:T *, count:int]"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("captures\n got:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestExtendedLambdaErrors: the restrictions NVIDIA reports on extended
// lambdas, on the lambda's line, and the forms cufe cannot rewrite, which
// fail with a position and a reason.
func TestExtendedLambdaErrors(t *testing.T) {
	cases := []struct{ body, want string }{
		{"int a; k<<<1, 1>>>([&a] __device__() { return a; });", "error: An extended __device__ lambda cannot capture variables by reference"},
		{"int a; k<<<1, 1>>>([&] __host__ __device__() { return a; });", "error: An extended __host__ __device__ lambda cannot capture variables by reference"},
		{"k<<<1, 1>>>([] __host__ __device__(auto i) { return i; });", "error: __host__ __device__ extended lambdas cannot be generic lambdas"},
		{"int a; k<<<1, 1>>>([v = a] __host__ __device__() { return v; });", "error: init-captures are not allowed for extended __host__ __device__ lambdas"},
		// In another lambda (nvcc 11.8's texts): not in a generic one, nor
		// in an extended __host__ __device__ one.
		{"auto o = [](auto x) { return [] __device__() { return 1; }; };", `error: An extended __device__ lambda cannot be defined inside a generic lambda expression("operator()").`},
		{"auto o = [] __host__ __device__ () { auto i = [] __device__(int) { return 1; }; return 0; };", `error: An extended __device__ lambda cannot be defined inside an extended __host__ __device__  lambda expression("operator()").`},
	}
	for _, c := range cases {
		src := cudaPrelude + "template <typename F> __global__ void k(F f) {}\nvoid g() {\n" + c.body + "\n}\n"
		pre, err := gccPreprocess(src, "-std=c++17")
		if err != nil {
			t.Skip(err)
		}
		ck := checkSource(t, "e.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_e_cu_1", ExtendedLambda: true})
		var got []string
		for _, d := range ck.semaDiags {
			got = append(got, ck.describe(d))
		}
		want := "<stdin>:8: " + c.want
		if len(got) == 0 || got[0] != want {
			t.Errorf("%s\n got %q\nwant %q", c.body, got, want)
		}
	}
	// In a lambda at namespace scope: no function to be the parent (3617).
	src0 := cudaPrelude + "auto gl = [] { return [] __device__ (int i) { return i; }; };\n"
	pre0, err := gccPreprocess(src0, "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck0 := checkSource(t, "e.cu", pre0, parse.CXX17, Options{ModuleID: "_x_1_e_cu_1", ExtendedLambda: true})
	const want3617 = "<stdin>:6: error: If an extended __device__ lambda is defined within the body of one or more nested lambda expressions, each of these enclosing lambda expressions must be defined within the immediate or nested block scope of a function."
	if len(ck0.semaDiags) != 1 || ck0.describe(ck0.semaDiags[0]) != want3617 {
		var got []string
		for _, d := range ck0.semaDiags {
			got = append(got, ck0.describe(d))
		}
		t.Errorf("lambda at namespace scope: got %q, want %q", got, want3617)
	}
	// A __device__ lambda in an extended __device__ lambda is device code:
	// an ordinary closure, no error.
	src1 := cudaPrelude + "template <typename F> __global__ void k(F f) {}\nvoid g() {\nk<<<1, 1>>>([] __device__ () { auto i = [] __device__ (int v) { return v; }; return i(1); });\n}\n"
	pre1, err := gccPreprocess(src1, "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck1 := checkSource(t, "e.cu", pre1, parse.CXX17, Options{ModuleID: "_x_1_e_cu_1", ExtendedLambda: true})
	for _, d := range ck1.semaDiags {
		t.Errorf("a __device__ lambda in an extended __device__ lambda: %s", ck1.describe(d))
	}
	// Without --extended-lambda, an annotated lambda is an error (3612).
	src := cudaPrelude + "template <typename F> __global__ void k(F f) {}\nvoid g() {\nk<<<1, 1>>>([] __device__() { return 1; });\n}\n"
	pre, err := gccPreprocess(src, "-std=c++17")
	if err != nil {
		t.Skip(err)
	}
	ck := checkSource(t, "e.cu", pre, parse.CXX17, Options{ModuleID: "_x_1_e_cu_1"})
	if len(ck.semaDiags) == 0 || ck.describe(ck.semaDiags[0]) != "<stdin>:8: error: __host__ or __device__ annotation on lambda requires --extended-lambda nvcc flag" {
		t.Errorf("without --extended-lambda: %v", ck.semaDiags)
	}
}

// captureList spells an extended lambda's captures, name:type, in order.
func captureList(l *ExtendedLambda) string {
	e := l.Info()
	var caps []string
	for i, c := range l.Captures {
		caps = append(caps, c.Name+":"+e.Captures[i].String())
	}
	return strings.Join(caps, ", ")
}
