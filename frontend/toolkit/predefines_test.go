package toolkit

import (
	"reflect"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
)

func texts(ms []pp.MacroArg) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Text
		if m.Undef {
			out[i] = "-U" + m.Text
		}
	}
	return out
}

func TestMacrosHostPass(t *testing.T) {
	tk := &Toolkit{Major: 11, Minor: 8, Build: 89}
	got := texts(tk.Macros(Options{Arches: []Arch{{Number: 70}}}, []pp.MacroArg{{Text: "NDEBUG"}, {Undef: true, Text: "foo"}}))
	want := []string{
		"__CUDA_ARCH_LIST__=700", "__CUDACC__", "__NVCC__",
		"NDEBUG", "-Ufoo",
		"__CUDACC_VER_MAJOR__=11", "__CUDACC_VER_MINOR__=8", "__CUDACC_VER_BUILD__=89",
		"__CUDA_API_VER_MAJOR__=11", "__CUDA_API_VER_MINOR__=8", "__NVCC_DIAG_PRAGMA_SUPPORT__=1",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("host pass:\n got %q\nwant %q", got, want)
	}
}

func TestMacrosDevicePassAllFlags(t *testing.T) {
	tk := &Toolkit{Major: 13, Minor: 0, Build: 88}
	o := Options{
		Device:                   Arch{Number: 90, Suffix: 'a'},
		Arches:                   []Arch{{Number: 90, Suffix: 'a'}, {Number: 80}, {Number: 90}},
		RDC:                      true,
		ExtendedLambda:           true,
		RelaxedConstexpr:         true,
		DeviceDebug:              true,
		AllowUnsupportedCompiler: true,
	}
	got := texts(tk.Macros(o, nil))
	want := []string{
		"__NV_NO_HOST_COMPILER_CHECK=1",
		"__CUDA_ARCH__=900", "__CUDA_ARCH_FEAT_SM90_ALL", "__CUDA_ARCH_SPECIFIC__=900", "__CUDA_ARCH_FAMILY_SPECIFIC__=900",
		"__CUDA_ARCH_LIST__=800,900", "CUDA_DOUBLE_MATH_FUNCTIONS", "__CUDACC__", "__NVCC__",
		"__CUDACC_RDC__", "__CUDACC_DEBUG__", "__CUDACC_EXTENDED_LAMBDA__", "__CUDACC_RELAXED_CONSTEXPR__",
		"__CUDACC_VER_MAJOR__=13", "__CUDACC_VER_MINOR__=0", "__CUDACC_VER_BUILD__=88",
		"__CUDA_API_VER_MAJOR__=13", "__CUDA_API_VER_MINOR__=0", "__NVCC_DIAG_PRAGMA_SUPPORT__=1",
		"__CUDACC_DEVICE_ATOMIC_BUILTINS__=1",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("device pass:\n got %q\nwant %q", got, want)
	}
}

func TestMacrosFamilyArchAndDefaults(t *testing.T) {
	tk13 := &Toolkit{Major: 13}
	got := texts(tk13.Macros(Options{Device: Arch{Number: 100, Suffix: 'f'}}, nil))
	if got[0] != "__CUDA_ARCH__=1000" || got[1] != "__CUDA_ARCH_FAMILY_SPECIFIC__=1000" || got[2] != "__CUDA_ARCH_LIST__=750" {
		t.Errorf("sm_100f device pass with the default list starts %q", got[:3])
	}
	tk12 := &Toolkit{Major: 12, Minor: 9}
	if got := texts(tk12.Macros(Options{}, nil)); got[0] != "__CUDA_ARCH_LIST__=520" {
		t.Errorf("12.x default arch list %q, want 520", got[0])
	}
	for _, m := range texts(tk12.Macros(Options{}, nil)) {
		if strings.HasPrefix(m, "__CUDACC_DEVICE_ATOMIC_BUILTINS__") {
			t.Error("12.x given __CUDACC_DEVICE_ATOMIC_BUILTINS__")
		}
	}
}

func TestPredefinesText(t *testing.T) {
	tk := &Toolkit{Major: 12, Minor: 9, Build: 86}
	got := tk.Predefines(Options{Device: Arch{Number: 70}, Arches: []Arch{{Number: 70}}})
	want := `#define __CUDA_ARCH__ 700
#define __CUDA_ARCH_LIST__ 700
#define CUDA_DOUBLE_MATH_FUNCTIONS 1
#define __CUDACC__ 1
#define __NVCC__ 1
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 9
#define __CUDACC_VER_BUILD__ 86
#define __CUDA_API_VER_MAJOR__ 12
#define __CUDA_API_VER_MINOR__ 9
#define __NVCC_DIAG_PRAGMA_SUPPORT__ 1
`
	if got != want {
		t.Errorf("Predefines:\n%s\nwant\n%s", got, want)
	}
}

func TestParseArch(t *testing.T) {
	for in, want := range map[string]Arch{
		"sm_70": {70, 0}, "compute_90a": {90, 'a'}, "sm_100f": {100, 'f'}, "86": {86, 0}, "sm_120a": {120, 'a'},
	} {
		got, err := ParseArch(in)
		if err != nil || got != want {
			t.Errorf("ParseArch(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "sm_", "sm_x", "compute_7", "sm_70b", "native"} {
		if _, err := ParseArch(bad); err == nil {
			t.Errorf("ParseArch(%q) accepted", bad)
		}
	}
	if s := (Arch{Number: 90, Suffix: 'a'}).String(); s != "compute_90a" {
		t.Errorf("String = %q", s)
	}
}

func TestApply(t *testing.T) {
	tk := &Toolkit{Major: 13, Minor: 0, Build: 88, IncludeDir: "/x/include", includes: []IncludeDir{
		{Path: "/x/bin/..//include"}, {Path: "/x/bin/..//include/cccl", System: true},
	}}
	p := &pp.Options{
		AngledDirs: []string{"/user/inc"},
		SystemDirs: []string{"/user/sys"},
		Includes:   []string{"pre.h"},
		Macros:     []pp.MacroArg{{Text: "X=1"}},
	}
	tk.Apply(p, Options{})
	if !reflect.DeepEqual(p.AngledDirs, []string{"/user/inc", "/x/bin/..//include"}) {
		t.Errorf("AngledDirs = %q", p.AngledDirs)
	}
	if !reflect.DeepEqual(p.SystemDirs, []string{"/user/sys", "/x/bin/..//include/cccl"}) {
		t.Errorf("SystemDirs = %q", p.SystemDirs)
	}
	if !reflect.DeepEqual(p.Includes, []string{"cuda_runtime.h", "pre.h"}) {
		t.Errorf("Includes = %q", p.Includes)
	}
	m := texts(p.Macros)
	if m[3] != "X=1" || m[2] != "__NVCC__" || m[4] != "__CUDACC_VER_MAJOR__=13" {
		t.Errorf("Macros = %q", m)
	}
}
