package pp

import (
	"strings"
	"testing"
)

// TestDeviceFiles checks which files are noted as read otherwise on the
// device side (Result.DeviceFiles), a skipped #include among them
// (its group's file), __CUDA_ARCH__ being the device macro.
func TestDeviceFiles(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		noted string // comma-separated, in order
	}{
		{"nothing device-dependent", map[string]string{"main.cpp": "#include \"h.h\"\nint a;\n", "h.h": "#ifdef FOO\nint b;\n#endif\n"}, ""},
		{"a group in a header, the mark after it in the main file", map[string]string{"main.cpp": "#include \"h.h\"\nint a;\n", "h.h": "#ifdef __CUDA_ARCH__\nint b;\n#endif\n"}, "h.h"},
		{"a group at the end of the TU, no token after it", map[string]string{"main.cpp": "int a;\n#ifdef __CUDA_ARCH__\ntemplate void f<int>();\n#endif\n"}, "main.cpp"},
		{"a tainted macro expanded in another file", map[string]string{"main.cpp": "#include \"h.h\"\nint z;\nSPACE int a;\n", "h.h": "#ifdef __CUDA_ARCH__\n#define SPACE __device__\n#else\n#define SPACE\n#endif\n"}, "h.h,main.cpp"},
		{"the device macro left unexpanded in code", map[string]string{"main.cpp": "int a = __CUDA_ARCH__;\n"}, "main.cpp"},
		{"an include the host side skips", map[string]string{"main.cpp": "#include \"h.h\"\n", "h.h": "#ifdef __CUDA_ARCH__\n#include \"d.h\"\n#endif\n", "d.h": "int d;\n"}, "h.h"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := runTaint(t, c.files, []string{"__CUDA_ARCH__"})
			if got := strings.Join(res.DeviceFiles, ","); got != c.noted {
				t.Errorf("DeviceFiles %q, want %q", got, c.noted)
			}
			if off := runTaint(t, c.files, nil); len(off.DeviceFiles) > 0 {
				t.Errorf("without DeviceMacros, noted %v", off.DeviceFiles)
			}
		})
	}
}
