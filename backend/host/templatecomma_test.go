package host

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// A comma inside a template argument list does not end a kernel template's
// parameter, a device variable's initializer or an init-capture: tokens
// alone cannot tell `add<1, 2>` from two less-thans, so the ends come from
// the syntax tree. (Each used to be cut at that comma: an error for the
// kernel template, a host shadow g++ rejects for the variables, a broken
// wrapper for the lambda.) The expected spellings are those of cudafe++
// 11.8's host translation of the same code, spacing aside.
func TestTemplateCommas(t *testing.T) {
	src := `template <class T, int N> struct Arr { T v[N]; };
template <class A, class B> struct Pair { A a; B b; };
template <int A, int B> struct Add { static constexpr int value = A + B; };
template <int A, int B> constexpr int add = A + B;
template <class T> __attribute__((global)) void fill(Arr<T, 4> a, Pair<T, int> p, T x) {}
__attribute__((device)) int dz = add<1, 2>, dq = Add<3, 4>::value, f(int), dr = add<5, 6>;
__attribute__((managed)) int ma = add<1, 2>, mb = Add<3, 4>::value, mc;
int main() { Arr<float, 4> a{}; fill<<<1, 1>>>(a, Pair<float, int>{1.0f, 2}, 1.0f); return ma + mb + mc; }
`
	out, err := translate(t, "x.ii", []byte("# 1 \"x.cu\"\n"+src), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	for _, want := range []string{
		"static void __wrapper__device_stub_fill( Arr<T, 4> & a , Pair<T, int> & p , T & x )",
		"void fill(Arr<T, 4> a , Pair<T, int> p , T x) {__wrapper__device_stub_fill<T>(a,p,x);return;}",
		"static int dz , dq , f(int), dr ;",
		"static int * ma = 0 , * mb = 0 , * mc = 0 ;",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("translation lacks\n  %s\nin\n%s", want, text)
		}
	}
}

// TestLambdaInitCaptureTemplateCommas: an init-capture's initializer runs
// to the comma before the next capture, or to the `]` after the last.
func TestLambdaInitCaptureTemplateCommas(t *testing.T) {
	src := `struct __attribute__((device_builtin)) __nv_lambda_preheader_injection { };
template <int A, int B> struct Add { static constexpr int value = A + B; };
template <int A, int B> constexpr int add = A + B;
template <class F> __attribute__((global)) void k(F f);
void run() { k([x = add<1, 2>, y = Add<3, 4>::value] __attribute__((device)) () { return x + y; }); }
`
	var l diagList
	res := pp.ReadPreprocessed("l.ii", []byte(src), &l)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
	if len(l.diags) > 0 {
		t.Fatalf("parse: %s", l.diags[0].Msg)
	}
	var x *ast.LambdaExpr
	ast.Inspect(tu, func(n any) bool {
		if e, ok := n.(*ast.LambdaExpr); ok {
			x = e
		}
		return true
	})
	if x == nil || len(x.Captures) != 2 {
		t.Fatalf("want one lambda with two captures, got %+v", x)
	}
	tag := "__nv_dl_tag<void (*)(void),(&::run),1>"
	lambdas := []Lambda{{At: x.At, Body: x.Body.At, Tag: tag,
		Captures: []LambdaCapture{{Name: "x", Init: x.Captures[0].At}, {Name: "y", Init: x.Captures[1].At}}}}
	out, err := Generate(&Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ModuleID: testModuleID,
		ExtendedLambda: true, Lambdas: lambdas})
	if err != nil {
		t.Fatal(err)
	}
	want := "__nv_dl_wrapper_t< " + tag + " , typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(add<1, 2>)>::type>::type, " +
		"typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(Add<3, 4> ::value)>::type>::type>( " + tag + " {} , add<1, 2>, Add<3, 4> ::value)"
	if !strings.Contains(string(out), want) {
		t.Errorf("translation lacks\n  %s\nin\n%s", want, out)
	}
}
