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
			"x.cu:2:19: host translation: a __device__ lambda in host code needs --extended-lambda"},
		{"managed function pointer", `__attribute__((managed)) int (*fp)(int);`,
			"x.cu:2:30: host translation: a __managed__ variable of this type is not supported"},
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

// TestUnnamedKernelTemplateParams: a kernel template's unnamed template
// parameters (thrust's `template <class, class _0> __global__ void
// _kernel_agent(_0)`) are named in the forwarding definition, which passes
// them on to the wrapper; the wrapper's header keeps them unnamed, as
// NVIDIA's does.
func TestUnnamedKernelTemplateParams(t *testing.T) {
	src := "template <class, class _0, int = 3, class...>\n__attribute__((global)) void k(_0) {}\n"
	out, err := translate(t, "x.ii", []byte("# 1 \"x.cu\"\n\n"+src), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)
	for _, want := range []string{
		"template <class __T1, class _0, int __T2 = 3, class... __T3>",
		"__wrapper__device_stub_k<__T1,_0,__T2,__T3...>(__T0);return;}",
	} {
		if !strings.Contains(strings.Join(strings.Fields(text), ""), strings.Join(strings.Fields(want), "")) {
			t.Errorf("translation lacks %q:\n%s", want, text)
		}
	}
}
