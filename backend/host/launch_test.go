package host

import (
	"strings"
	"testing"
)

// TestLaunchThroughExpressions: a launch whose callee is an expression
// other than a name (an array element, a member, a dereference) is
// rewritten from the expression's first token, the callee parenthesized
// where NVIDIA parenthesizes it, so that the call applies to all of it.
func TestLaunchThroughExpressions(t *testing.T) {
	src := `struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
extern "C" unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, unsigned long s = 0, void *st = 0);
__attribute__((global)) void k(int *p);
typedef void (*KP)(int *);
struct S { KP f; KP g[2]; };
void run(int *d, KP fp, KP *table, S s) {
  fp<<<1, 2>>>(d);
  (*fp)<<<1, 2>>>(d);
  table[1]<<<1, 2>>>(d);
  s.f<<<1, 2>>>(d);
  s.g[0]<<<1, 2>>>(d);
  ::k<<<1, 2>>>(d);
}
`
	got, err := translate(t, "launch.ii", []byte(src), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"(__cudaPushCallConfiguration( 1, 2 )) ? (void)0 : fp (d);",
		"(__cudaPushCallConfiguration( 1, 2 )) ? (void)0 : (*fp) (d);",
		"(__cudaPushCallConfiguration( 1, 2 )) ? (void)0 : ( table[1] ) (d);",
		"(__cudaPushCallConfiguration( 1, 2 )) ? (void)0 : ( s.f ) (d);",
		"(__cudaPushCallConfiguration( 1, 2 )) ? (void)0 : ( s.g[0] ) (d);",
		"(__cudaPushCallConfiguration( 1, 2 )) ? (void)0 : ::k (d);",
	} {
		if !strings.Contains(string(got), want) {
			t.Errorf("translation lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(string(got), "<<<") {
		t.Errorf("a launch was left as written:\n%s", got)
	}
}

// TestLaunchConfigOperators: '>' and '>>' inside a launch configuration
// are operators; only '>>>' (spaced or not, as g++ -E writes it) ends it.
func TestLaunchConfigOperators(t *testing.T) {
	src := `struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
extern "C" unsigned __cudaPushCallConfiguration(dim3 g, dim3 b, unsigned long s = 0, void *st = 0);
__attribute__((global)) void k(int *p);
void run(int *d, unsigned n, dim3 b) {
  k<<<n, b, b.x > 32 ? 64 : 0>>>(d);
  k<<<n >> 1, b>> >(d);
}
`
	got, err := translate(t, "launch.ii", []byte(src), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"(__cudaPushCallConfiguration( n, b, b.x > 32 ? 64 : 0 )) ? (void)0 : k (d);",
		"(__cudaPushCallConfiguration( n >> 1, b )) ? (void)0 : k (d);",
	} {
		if !strings.Contains(string(got), want) {
			t.Errorf("translation lacks %q:\n%s", want, got)
		}
	}
}
