package sema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// TestDependentCallDeferred: in a template definition, a call with a
// type-dependent argument is resolved only for each instance ([temp.dep]:
// argument-dependent lookup and overload resolution wait for the
// arguments' types), so the definition's walk binds it to no function,
// however few candidates ordinary lookup finds; a call whose arguments are
// not dependent is resolved where it is written.
func TestDependentCallDeferred(t *testing.T) {
	src := `void f(int);
void f(double);
namespace n { struct S {}; void f(S); }
template <class T> void g(T t) {
  f(t);
  f(1);
}

`
	var pr recorder
	res := pp.ReadPreprocessed("dep.cu", []byte(src), &pr)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{Std: parse.CXX17}, &pr)
	var sr recorder
	out := Check(tu, res.Files, Options{Tokens: res.Tokens}, &sr)
	if len(pr.diags)+len(sr.diags) > 0 {
		t.Fatalf("unexpected diagnostics: %v %v", pr.diags, sr.diags)
	}
	byLine := map[int]*ast.CallExpr{}
	ast.Inspect(tu, func(n any) bool {
		if x, ok := n.(*ast.CallExpr); ok {
			byLine[res.Files.Position(x.At).Line] = x
		}
		return true
	})
	dep, plain := byLine[5], byLine[6]
	if dep == nil || plain == nil {
		t.Fatalf("calls not found: %v", byLine)
	}
	if fn := out.Calls[dep]; fn != nil {
		t.Errorf("f(t) in g's definition bound to %s at %v; want it left to g's instances", fn.Name, res.Files.Position(fn.Pos))
	}
	fn := out.Calls[plain]
	if fn == nil || fn.Type == nil || len(fn.Type.Params) != 1 || fn.Type.Params[0].String() != "int" {
		t.Errorf("f(1) in g's definition bound to %v; want f(int)", fn)
	}
}
