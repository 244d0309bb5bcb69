package fromsema_test

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
)

// TestStubGap: a kernel template launched from a namespace-scope host
// function template, or named in a member function a class template
// defines in its body, is no gap (sema walks the instances of both); one
// launched from a class template's member defined out of the class, its
// constructor, destructor, operators or virtual members (called
// implicitly), a member template, a nested class, a static member's
// initializer, or a device function template, is.
func TestStubGap(t *testing.T) {
	const kernel = "template <class T> __global__ void k(T *p) { p[threadIdx.x] = T(); }\n"
	for _, c := range []struct {
		name, src string
		gap       bool
	}{
		{"function template", kernel + "template <class T> void run(T *p) { k<<<1, 1>>>(p); }\nint main() { run((float *)0); }\n", false},
		{"class template member", kernel + "template <class T> struct R { void go(T *p); };\ntemplate <class T> void R<T>::go(T *p) { k<<<1, 1>>>(p); }\nint main() { R<float>().go(0); }\n", true},
		{"class template, member defined in the class", kernel + "template <class T> struct R { void go(T *p) { k<<<1, 1>>>(p); } static void addr() { (void)k<T>; } };\nint main() { R<float>().go(0); R<int>::addr(); }\n", false},
		{"class template, constructor", kernel + "template <class T> struct R { R(T *p) { k<<<1, 1>>>(p); } };\nint main() { R<float> r((float *)0); }\n", true},
		{"class template, destructor", kernel + "template <class T> struct R { ~R() { k<<<1, 1>>>((T *)0); } };\nint main() { R<float> r; }\n", true},
		{"class template, call operator", kernel + "template <class T> struct R { void operator()(T *p) const { k<<<1, 1>>>(p); } };\nint main() { R<float>()((float *)0); }\n", true},
		{"class template, virtual member", kernel + "template <class T> struct R { virtual void go(T *p) { k<<<1, 1>>>(p); } };\nint main() { R<float> r; }\n", true},
		{"class template, member template", kernel + "template <class T> struct R { template <class U> void go(U *p) { k<<<1, 1>>>(p); } };\nint main() { R<float>().go((int *)0); }\n", true},
		{"class template, nested class", kernel + "template <class T> struct R { struct N { void go(T *p) { k<<<1, 1>>>(p); } }; };\nint main() { R<float>::N().go(0); }\n", true},
		{"class template, static member initializer", kernel + "template <class T> struct R { static constexpr void (*f)(T *) = k<T>; };\nint main() { (void)R<float>::f; }\n", true},
		{"device function template", kernel + "template <class T> __device__ void launch(T *p) { k<<<1, 1>>>(p); }\nint main() {}\n", true},
		{"no template", kernel + "int main() { k<<<1, 1>>>((int *)0); }\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			gap := fromsema.StubGap(analyzeSource(t, "t.cu", c.src))
			if (gap != nil) != c.gap {
				t.Errorf("gap = %v, want a gap: %v", gap, c.gap)
			}
			if gap != nil && !strings.Contains(gap.Msg, "kernel template k") {
				t.Errorf("gap message %q does not name the kernel", gap.Msg)
			}
		})
	}
}
