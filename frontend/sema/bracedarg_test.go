package sema

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// bracedOp is a class template whose run() launches a kernel template,
// reached through an operator() and a function taking an aggregate from
// a braced list (CUTLASS's operators are called gemm_op({...})).
const bracedOp = "template <class T> __attribute__((global)) void k(T *p) {}\n" +
	"struct Args { int m; int n; };\n" +
	"struct One { One(int); };\n" +
	"template <class T> struct Op {\n" +
	"  void run(void *s = nullptr) { k<T><<<1, 1>>>(nullptr); }\n" +
	"  void operator()(void *s = nullptr) { run(s); }\n" +
	"  void operator()(const Args &a, void *s = nullptr) { run(s); }\n" +
	"};\n" +
	"template <class T> void go(void *) {}\n" +
	"template <class T> void go(const Args &) { Op<T>().run(); }\n"

// TestBracedListArguments: a braced list of two or more elements
// initializes no scalar or pointer parameter, so the one candidate left
// whose parameter it may initialize is the one a valid call calls, and
// the first walk follows it to the kernel; with two candidates left that
// sema cannot rank (two classes) the call stays unsure, which the first
// walk reports (FirstWalkUnsure) for the driver to ask for a proof walk.
func TestBracedListArguments(t *testing.T) {
	for _, c := range []struct {
		name, main, kernels string
		unsure              bool
	}{
		{"object call", "int main() { Op<float> op; op({1, 2}); }", "k<float>", false},
		{"function template call", "int main() { go<double>({1, 2}); }", "k<double>", false},
		{"scalar parameter, one element", "void f(int); void f(const Args &);\nint main() { f({1}); Op<int> op; }", "", false},
		{"two class parameters", "template <class T> struct Two {\n void operator()(const Args &) { Op<T>().run(); }\n void operator()(const One &) {}\n};\n" +
			"template <class T> void use() { Two<T> t; t({1, 2}); }\nint main() { use<char>(); }", "", true},
		{"two function templates", "template <class T> void h(const Args &) { Op<T>().run(); }\ntemplate <class T> void h(const One &) {}\n" +
			"template <class T> void use() { h<T>({1, 2}); }\nint main() { use<char>(); }", "", true},
		{"no braced list", "int main() { Op<long> op; op(nullptr); }", "k<long>", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ck := checkSource(t, "t.ii", []byte(bracedOp+c.main+"\n"), parse.CXX17, Options{})
			if len(ck.parseDiags)+len(ck.semaDiags) > 0 {
				t.Fatalf("diagnostics: %v %v", ck.parseDiags, ck.semaDiags)
			}
			if got := strings.Join(instantiatedKernels(ck.res), " "); got != c.kernels {
				t.Errorf("kernels %q, want %q", got, c.kernels)
			}
			if got := ck.res.FirstWalkUnsure(); got != c.unsure {
				t.Errorf("FirstWalkUnsure() = %v, want %v", got, c.unsure)
			}
		})
	}
}
