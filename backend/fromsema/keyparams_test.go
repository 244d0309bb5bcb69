package fromsema

import "testing"

// paramLib declares a function template lib::val that leads to the
// kernel site (thrust's placeholder val(x)).
const paramLib = `# 1 "lib.h"
template <class T> __attribute__((global)) void CopyKernel(T *p) {}
namespace lib {
template <class T> int val(const T &x) { CopyKernel<T><<<1, 1>>>(&x); return 0; }
}
`

// TestParameterNamesNoTemplate: in a function outside templates, an
// unqualified name of one of its parameters, in its mem-initializers or
// body, denotes the parameter (thrust's error_code(int val, ...) :
// m_val(val)), not a template of that name; a qualified one, or another
// function's, still may.
func TestParameterNamesNoTemplate(t *testing.T) {
	for _, c := range []struct {
		name, use string
		want      bool
	}{
		{"mem-initializer", "namespace lib { struct E { int v; E(int val) : v(val) {} }; }", false},
		{"body", "namespace lib { int f(int val) { return val + 1; } }", false},
		{"defined outside its class", "namespace lib { struct E { int v; E(int); }; E::E(int val) : v(val) {} }", false},
		{"qualified", "namespace lib { int f(int val) { return lib::val(val); } }", true},
		{"another function's", "namespace lib { int f(int val) { return val; } int g(int x) { return val(x); } }", true},
		{"a using-declaration in a block", "namespace lib { int f(int val) { { using lib::val; return val(1); } } }", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := "# 1 \"x.ii\"\n" + paramLib + "# 2 \"x.ii\" 2\n" + c.use + "\n"
			pos, files := firstNamedOutside(t, src)
			if got := pos.IsValid() && files.Position(pos).Filename == "x.ii"; got != c.want {
				t.Errorf("%s leads to a kernel: %v (at %v), want %v", c.use, got, files.Position(pos), c.want)
			}
		})
	}
}
