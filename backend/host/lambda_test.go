package host

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// TestLambdaCaptureSpelling: the wrapper's template arguments and values
// for each kind of capture, as nvcc 11.8's host translation spells them
// (a variable, `this`, and `*this`, whose copy the wrapper holds const).
func TestLambdaCaptureSpelling(t *testing.T) {
	src := `struct __attribute__((device_builtin)) __nv_lambda_preheader_injection { };
template <class F> __attribute__((global)) void k(F f);
struct S {
  int m;
  void run(int x) { k([x, this] __attribute__((device)) (int i) { return i + x + m; }); }
  void copy() { k([*this] __attribute__((device)) (int i) { return i + m; }); }
};
`
	var l diagList
	res := pp.ReadPreprocessed("l.ii", []byte(src), &l)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
	if len(l.diags) > 0 {
		t.Fatalf("parse: %s", l.diags[0].Msg)
	}
	var exprs []*ast.LambdaExpr
	ast.Inspect(tu, func(n any) bool {
		if x, ok := n.(*ast.LambdaExpr); ok {
			exprs = append(exprs, x)
		}
		return true
	})
	if len(exprs) != 2 {
		t.Fatalf("%d lambdas, want 2", len(exprs))
	}
	lambdas := []Lambda{
		{At: exprs[0].At, Body: exprs[0].Body.At, Tag: "__nv_dl_tag<void (S::*)(int),(&S::run),1>",
			Captures: []LambdaCapture{{Name: "x"}, {Name: "this", This: true}}},
		{At: exprs[1].At, Body: exprs[1].Body.At, Tag: "__nv_dl_tag<void (S::*)(void),(&S::copy),1>",
			Captures: []LambdaCapture{{Name: "*this", StarThis: true}}},
	}
	out, err := Generate(&Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ModuleID: testModuleID,
		ExtendedLambda: true, Lambdas: lambdas})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"__nv_dl_wrapper_t< __nv_dl_tag<void (S::*)(int),(&S::run),1> , typename __nvdl_remove_ref<decltype(x)>::type, decltype(this) const>( __nv_dl_tag<void (S::*)(int),(&S::run),1> {} , x, this)",
		"__nv_dl_wrapper_t< __nv_dl_tag<void (S::*)(void),(&S::copy),1> , typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this) > ::type> :: type const>( __nv_dl_tag<void (S::*)(void),(&S::copy),1> {} , *this)",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("translation lacks\n  %s\nin\n%s", want, out)
		}
	}
}
