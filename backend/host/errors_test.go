package host

import (
	"strings"
	"testing"
)

// TestUnsupportedFailsLoudly: constructs the translation cannot handle are
// errors with a position and a reason, never silently mistranslated.
func TestUnsupportedFailsLoudly(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"extended lambda", `auto f() { return [] __attribute__((device)) (int x) { return x; }; }`,
			"x.cu:2:19: host translation: extended __device__ lambdas in host code are not supported yet"},
		{"managed function pointer", `__attribute__((managed)) int (*fp)(int);`,
			"x.cu:2:30: host translation: a __managed__ variable of this type is not supported"},
		{"unnamed template parameter", "template <typename T, typename = void>\n__attribute__((global)) void k(T) {}",
			"x.cu:2:1: host translation: kernel template k: an unnamed template parameter is not supported"},
		{"kernel template array parameter", "template <typename T>\n__attribute__((global)) void k(T a[4]) {}",
			"x.cu:3:32: host translation: kernel template k: an array or function parameter is not supported"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := translate(t, "x.ii", []byte("# 1 \"x.cu\"\n\n"+c.src+"\n"), nil, nil)
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !strings.HasPrefix(err.Error(), c.want) {
				t.Fatalf("error %q, want %q", err, c.want)
			}
		})
	}
}
