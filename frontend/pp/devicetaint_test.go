package pp

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/token"
)

// TestDeviceTaint checks which output tokens are marked DeviceDependent
// when __CUDA_ARCH__ is the macro the device side defines otherwise.
func TestDeviceTaint(t *testing.T) {
	cases := []struct {
		name   string
		files  map[string]string
		marked string // the marked tokens' texts, in order
	}{
		{"group and the token after it", map[string]string{"main.cpp": "int a;\n#ifndef __CUDA_ARCH__\nint b;\n#endif\nint c;\n"}, "int b ; int"},
		{"group skipped on the host", map[string]string{"main.cpp": "int a;\n#if defined(__CUDA_ARCH__)\n__device__\n#endif\nint c;\nint d;\n"}, "int"},
		{"macro defined in a group, empty on the host", map[string]string{"main.cpp": "#ifdef __CUDA_ARCH__\n#define D __device__\n#else\n#define D\n#endif\nint z;\nD int x;\nint y;\n"}, "int int"},
		{"macro defined in a group, expanded", map[string]string{"main.cpp": "#ifndef __CUDA_ARCH__\n#define C static const\n#endif\nint z;\nC int x;\n"}, "int static const"},
		{"tainted through another macro", map[string]string{"main.cpp": "#define ARCH __CUDA_ARCH__\n#if ARCH >= 700\nint a;\n#else\nint b;\n#endif\n"}, "int b ;"},
		{"elif makes the rest device-dependent", map[string]string{"main.cpp": "#if defined(FOO)\nint a;\n#elif defined(__CUDA_ARCH__)\nint b;\n#else\nint c;\n#endif\nint d;\n"}, "int c ; int"},
		{"macro defined in a skipped group", map[string]string{"main.cpp": "#ifdef __CUDA_ARCH__\n#define IS_DEV 1\n#endif\nint z;\n#if IS_DEV\nint a;\n#else\nint b;\n#endif\n"}, "int int b ;"},
		{"header included in a group", map[string]string{"main.cpp": "#ifndef __CUDA_ARCH__\n#include \"h.h\"\n#endif\n", "h.h": "int h;\n"}, "int h ;"},
		{"nothing device-dependent", map[string]string{"main.cpp": "#ifdef FOO\nint a;\n#endif\n#define M static\nM int b;\n#if M_X\n#endif\nint c;\n"}, ""},
		{"macro used in a condition marks no token", map[string]string{"main.cpp": "#ifdef __CUDA_ARCH__\n#define V 1\n#endif\nint z;\n#define W V\n#if 1\nint a;\n#endif\n"}, "int"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := runTaint(t, c.files, []string{"__CUDA_ARCH__"})
			if got := markedTexts(res.Tokens); got != c.marked {
				t.Errorf("marked %q, want %q", got, c.marked)
			}
			if off := runTaint(t, c.files, nil); markedTexts(off.Tokens) != "" {
				t.Errorf("without DeviceMacros, marked %q", markedTexts(off.Tokens))
			}
		})
	}
}

func runTaint(t *testing.T, files map[string]string, device []string) *Result {
	t.Helper()
	c := &collect{}
	p := New(&Options{Std: "c++17", ReadFile: memFS(files), DeviceMacros: device}, c)
	res, err := p.Run("main.cpp")
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func markedTexts(toks []token.Token) string {
	var out []string
	for _, t := range toks {
		if t.Flags&token.DeviceDependent != 0 {
			out = append(out, t.Text)
		}
	}
	return strings.Join(out, " ")
}
