package fromsema

import "testing"

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
			pos, files := firstNamedOutside(t, src)
			if got := pos.IsValid() && !files.IsSystem(pos); got != c.want {
				t.Errorf("%s leads to a kernel: %v (at %v), want %v", c.use, got, files.Position(pos), c.want)
			}
		})
	}
}
