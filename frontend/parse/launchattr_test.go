package parse

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// TestLaunchAttrArgs: the arguments of CUDA launch attributes, in either
// spelling, are parsed as expressions (sema evaluates them as any
// constant expression); other GNU attributes keep raw tokens, and launch
// arguments that are not expressions fall back to them without a
// diagnostic.
func TestLaunchAttrArgs(t *testing.T) {
	for _, c := range []struct {
		src  string
		args int // expressions parsed; -1: kept raw
	}{
		{"__attribute__((global)) __attribute__((launch_bounds(sizeof(int) * 32, 2))) void k(int *p) {}", 2},
		{"__attribute__((global)) __launch_bounds__(int{sizeof(long)} * 8) void k(int *p) {}", 1},
		{"template <int N> struct P { static constexpr int n = N; };\n__attribute__((global)) __attribute__((launch_bounds(P<64>::n > 32 ? 64 : 32))) void k(int *p) {}", 1},
		{"__attribute__((global)) __attribute__((cluster_dims(2, 1, 1))) void k(int *p) {}", 3},
		{"__attribute__((global)) __attribute__((launch_bounds(;))) void k(int *p) {}", -1},
		{"__attribute__((format(printf, 1, 2))) int f(const char *, ...);", -1},
	} {
		var r recorder
		res := pp.ReadPreprocessed("t.ii", []byte(c.src+"\n"), &r)
		tu := Parse(res.Files, res.Tokens, Options{Std: CXX17}, &r)
		if len(r.diags) > 0 {
			t.Errorf("%s: diagnostics %v", c.src, r.diags)
			continue
		}
		var got *ast.Attribute
		for _, d := range tu.Decls {
			for _, a := range attrsOf(d) {
				if a.HasArgs {
					got = a
				}
			}
		}
		switch {
		case got == nil:
			t.Errorf("%s: no attribute with arguments found", c.src)
		case c.args < 0 && !got.Raw:
			t.Errorf("%s: %s parsed as %d expressions, want raw tokens", c.src, got.Name, len(got.Args))
		case c.args >= 0 && (got.Raw || len(got.Args) != c.args):
			t.Errorf("%s: %s raw=%v with %d expressions, want %d expressions", c.src, got.Name, got.Raw, len(got.Args), c.args)
		}
	}
}

// attrsOf returns the attributes of a declaration's specifiers and
// declarators (the places the cases above put them).
func attrsOf(d ast.Decl) []*ast.Attribute {
	var out []*ast.Attribute
	switch x := d.(type) {
	case *ast.FuncDef:
		if x.Spec != nil {
			out = append(out, x.Spec.Attrs()...)
		}
		if x.Decl != nil {
			out = append(out, x.Decl.Attrs()...)
		}
	case *ast.SimpleDecl:
		if x.Spec != nil {
			out = append(out, x.Spec.Attrs()...)
		}
		for _, dd := range x.Decls {
			out = append(out, dd.Attrs()...)
		}
	}
	return out
}
