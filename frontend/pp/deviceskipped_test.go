package pp

import (
	"strings"
	"testing"
)

// TestDeviceSkipped checks which text the host side skips in
// device-dependent groups (Result.DeviceSkipped): the device side's
// declarations, and nothing from groups both sides skip alike.
func TestDeviceSkipped(t *testing.T) {
	cases := []struct {
		name  string
		src   string
		texts []string // the noted stretches, trimmed
	}{
		{"group only the device side reads", "int a;\n#ifdef __CUDA_ARCH__\n__device__ int f(int);\n#endif\nint b;\n", []string{"__device__ int f(int);"}},
		{"else branch the host side skips", "#ifndef __CUDA_ARCH__\nint h();\n#else\n__device__ int d();\n#endif\n", []string{"__device__ int d();"}},
		// The whole skip is noted, the branches before the #elif too.
		{"elif that becomes device-dependent", "#if defined(FOO)\nint a;\n#elif defined(__CUDA_ARCH__)\nint b;\n#endif\n", []string{"int a;\n#elif defined(__CUDA_ARCH__)\nint b;"}},
		{"nested group inside a skipped one", "#if __CUDA_ARCH__ >= 700\n#ifdef X\nint x;\n#endif\nint y;\n#endif\n", []string{"#ifdef X\nint x;\n#endif\nint y;"}},
		{"group both sides skip", "#ifdef FOO\nint a;\n#endif\n#if 0\nint b;\n#endif\n", nil},
		{"taken device-dependent group", "#ifndef __CUDA_ARCH__\nint a;\n#endif\n", nil},
		{"group both sides skip inside a taken device-dependent one", "#define ALWAYS\n#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 350\n#ifndef ALWAYS\nint a;\n#endif\n#endif\n", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{"main.cpp": c.src}
			res := runTaint(t, files, []string{"__CUDA_ARCH__"})
			var got []string
			for _, s := range res.DeviceSkipped {
				f := res.Files.File(s.From)
				if f == nil || res.Files.File(s.To-1) != f {
					t.Fatalf("span %v has no single file", s)
				}
				got = append(got, strings.TrimSpace(string(f.Src[f.Offset(s.From):f.Offset(s.To)])))
			}
			if strings.Join(got, "|") != strings.Join(c.texts, "|") {
				t.Errorf("noted %q, want %q", got, c.texts)
			}
			if off := runTaint(t, files, nil); len(off.DeviceSkipped) != 0 {
				t.Errorf("without DeviceMacros, noted %d stretches", len(off.DeviceSkipped))
			}
		})
	}
}
