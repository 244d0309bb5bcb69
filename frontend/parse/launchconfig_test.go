package parse

import (
	"fmt"
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// TestLaunchConfigOperators: only '>>>' closes a launch configuration; '>'
// and '>>' inside it are operators, as NVIDIA's front end takes them
// (`<<<n, b, b.x > 32 ? s : 0, st>>>`, seen in ggml's CUDA kernels), and
// the closing '>>>' may follow the last argument with or without space
// and be spaced itself (g++ -E writes `>> >`).
func TestLaunchConfigOperators(t *testing.T) {
	for _, c := range []struct {
		launch string
		shape  string // the configuration's arguments, outermost operator each
	}{
		{"k<<<n, b, b > 32 ? s : 0, st>>>(p);", "name name cond(>) name"},
		{"k<<<n >> 1, 32>>>(p);", "binary(>>) lit"},
		{"k<<<n, 32 >>>(p);", "name lit"},
		{"k<<<n, 32>> >(p);", "name lit"},
		{"k<<<n, 32> > >(p);", "name lit"},
		{"k<<<n, (b > 1) ? 2 : 3>>>(p);", "name cond(paren)"},
		{"k<<<t<2>::n, 1>>>(p);", "name lit"},
	} {
		src := "template <int N> struct t { static const int n = N; };\nvoid k(int *);\nvoid h(int n, int b, int s, int st, int *p) { " + c.launch + " }\n"
		var r recorder
		res := pp.ReadPreprocessed("t.ii", []byte(src), &r)
		tu := Parse(res.Files, res.Tokens, Options{Std: CXX17}, &r)
		if len(r.diags) > 0 {
			t.Errorf("%s: diagnostics %v", c.launch, r.diags)
			continue
		}
		fd := tu.Decls[len(tu.Decls)-1].(*ast.FuncDef)
		l, ok := fd.Body.Stmts[0].(*ast.ExprStmt).X.(*ast.LaunchExpr)
		if !ok {
			t.Errorf("%s: not parsed as a launch", c.launch)
			continue
		}
		shape := ""
		for i, e := range l.Config {
			if i > 0 {
				shape += " "
			}
			shape += exprShape(e)
		}
		if shape != c.shape {
			t.Errorf("%s: configuration %q, want %q", c.launch, shape, c.shape)
		}
		if len(l.Args) != 1 {
			t.Errorf("%s: %d call arguments, want 1", c.launch, len(l.Args))
		}
	}
}

// exprShape names an expression's outermost operator.
func exprShape(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.NameExpr:
		return "name"
	case *ast.Literal:
		return "lit"
	case *ast.BinaryExpr:
		return fmt.Sprintf("binary(%s)", x.Op)
	case *ast.CondExpr:
		return "cond(" + innerShape(x.Cond) + ")"
	case *ast.ParenExpr:
		return "paren"
	}
	return fmt.Sprintf("%T", e)
}

func innerShape(e ast.Expr) string {
	if b, ok := e.(*ast.BinaryExpr); ok {
		return b.Op.String()
	}
	return exprShape(e)
}
