package fromsema

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
)

// qualifierLib declares a function template lib::detail::system that
// leads to the kernel site, beside a namespace lib::system (thrust's
// allocator_traits' system(a) beside thrust::system) and a class lib::Box
// outside templates whose member template leads there too.
const qualifierLib = `# 1 "lib.h" 1 3
template <class T> __attribute__((global)) void CopyKernel(T *p) {}
namespace lib {
namespace detail {
template <class A> int system(A &a) { CopyKernel<A><<<1, 1>>>(&a); return 0; }
}
namespace system { struct error_code {}; namespace errc { enum e { ok }; } }
struct Box { template <class T> static void go(T *p) { CopyKernel<T><<<1, 1>>>(p); } };
}
`

// TestQualifierNamesNoTemplate: a name followed by :: names a namespace
// or a type, so it leads to no function template of its name (using
// system::error_code;), but a class's name leads to its member templates
// (Box::go<int>).
func TestQualifierNamesNoTemplate(t *testing.T) {
	for _, c := range []struct {
		name, use string
		want      bool
	}{
		{"using-declaration", "namespace lib { using system::error_code; }", false},
		{"namespace alias", "namespace lib { namespace errc = system::errc; }", false},
		{"called", "namespace lib { int n = detail::system(n); }", true},
		{"class member", "int f(int *p) { lib::Box::go<int>(p); return 0; }", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := "# 1 \"x.ii\"\n" + qualifierLib + "# 2 \"x.ii\" 2\n" + c.use + "\n"
			res := pp.ReadPreprocessed("x.ii", []byte(src), failOnReport{t})
			tree := parse.Parse(res.Files, res.Tokens, parse.Options{}, failOnReport{t})
			var sites []source.Pos
			for _, tk := range res.Tokens {
				if tk.Text == "CopyKernel" && res.Files.Position(tk.Pos).Line > 2 {
					sites = append(sites, tk.Pos)
				}
			}
			st := newSiteTemplates(tree, res.Tokens, res.Files, sites)
			all := func(source.Pos) bool { return true }
			pos, _ := st.namedOutside(st.reach, nil, all)
			if got := pos.IsValid() && !res.Files.IsSystem(pos); got != c.want {
				t.Errorf("%s leads to a kernel: %v (at %v), want %v", c.use, got, res.Files.Position(pos), c.want)
			}
		})
	}
}
