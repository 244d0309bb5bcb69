package hostcc

import (
	"slices"
	"strings"
	"testing"
)

func TestDefaultWithoutCompilerIsEmbedded(t *testing.T) {
	t.Setenv("PATH", "")
	t.Setenv("CXX", "")
	path, _, err := FindCompiler()
	if err != nil || path != "" {
		t.Fatalf("FindCompiler() = %q, %v with an empty PATH", path, err)
	}
	for _, std := range []string{"c++11", "c++14", "c++17", "c++20", "c++23", "gnu++11", "gnu++14", "gnu++17", "gnu++20", "gnu++23"} {
		c, err := Default(std)
		if err != nil {
			t.Fatal(err)
		}
		if !c.Embedded || c.Std != std || c.Compiler != "" {
			t.Errorf("Default(%s): Embedded %v Std %s Compiler %q", std, c.Embedded, c.Std, c.Compiler)
		}
		if c.Version != "12.2.0" || c.VersionFlag() != "--gnu_version=120200" || len(c.SystemDirs) == 0 || len(c.Notes) != 0 {
			t.Errorf("Default(%s): %s %s %q notes %q", std, c.Version, c.VersionFlag(), c.SystemDirs, c.Notes)
		}
		if !strings.Contains(c.Predefines(), "#define __cplusplus ") {
			t.Errorf("Default(%s): no __cplusplus", std)
		}
	}
}

func TestDefaultProbesCXX(t *testing.T) {
	gxx(t)
	t.Setenv("CXX", "ccache g++ -fno-exceptions")
	c, err := NewCache("").Default("c++17", []string{"-O2"})
	if err != nil {
		t.Fatal(err)
	}
	if c.Embedded || !strings.HasSuffix(c.Compiler, "/g++") || !slices.Equal(c.Flags, []string{"-fno-exceptions", "-O"}) {
		t.Errorf("Default with CXX: Embedded %v Compiler %q Flags %q", c.Embedded, c.Compiler, c.Flags)
	}
	if strings.Contains(c.Predefines(), "__EXCEPTIONS") {
		t.Error("CXX's -fno-exceptions was not passed")
	}
	t.Setenv("CXX", "/nonexistent/c++")
	if _, err := Default("c++17"); err == nil || !strings.Contains(err.Error(), "/nonexistent/c++") {
		t.Errorf("a CXX naming nothing: %v", err)
	}
}

func TestEmbeddedFailsLoudly(t *testing.T) {
	for _, tc := range []struct {
		std   string
		flags []string
		want  string
	}{
		{"c++26", nil, "no -std=c++26"},
		{"c11", nil, "not a C++ standard"},
		{"c++17", []string{"-fno-such-thing"}, `does not know how "-fno-such-thing"`},
		{"c++17", []string{"-m32"}, `does not know how "-m32"`},
		{"c++17", []string{"-fPIC", "-fPIE"}, `"-fPIC" followed by "-fPIE"`},
		{"c++17", []string{"-march=native"}, "-march=native"},
	} {
		_, err := Embedded(tc.std, tc.flags)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Embedded(%s, %q) error = %v, want %q", tc.std, tc.flags, err, tc.want)
		}
	}
}

// TestEmbeddedDataIsComplete checks the generated files against what the
// code expects of them: every standard the task lists, every delta flag in
// ParseArgs's normal form, tables non-empty.
func TestEmbeddedDataIsComplete(t *testing.T) {
	meta, err := loadMeta()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"c++98", "c++11", "c++14", "c++17", "c++20", "c++23", "gnu++98", "gnu++11", "gnu++14", "gnu++17", "gnu++20", "gnu++23"} {
		if !slices.Contains(meta.stds, s) {
			t.Errorf("no embedded macros for %s", s)
		}
	}
	deltas, err := loadFlagDeltas()
	if err != nil {
		t.Fatal(err)
	}
	for f := range deltas.ops {
		a, err := ParseArgs([]string{f})
		if err != nil || !slices.Equal(a.Flags, []string{f}) {
			t.Errorf("delta flag %q normalizes to %q (%v); Embedded could never use it", f, a.Flags, err)
		}
	}
	tables, err := loadFeatureTables()
	if err != nil {
		t.Fatal(err)
	}
	for k, m := range tables.byKind {
		if len(m) < 100 {
			t.Errorf("%s table has only %d names", kindNames[k], len(m))
		}
	}
}

// TestNotesForOtherCompilers: a non-gcc-12 compiler keeps the gcc 12 tables
// and says so.
func TestNotesForOtherCompilers(t *testing.T) {
	c := &Config{Std: "c++26", Macros: []string{"#define __GNUC__ 14", "#define __GNUC_MINOR__ 1",
		"#define __GNUC_PATCHLEVEL__ 0", "#define __cplusplus 202400L"}}
	if err := c.finish(); err != nil {
		t.Fatal(err)
	}
	if len(c.Notes) != 2 || c.Version != "14.1.0" || c.VersionNumber != 140100 || c.HasBuiltin("__builtin_expect") != 1 {
		t.Errorf("gcc 14 config: %s %d notes %q", c.Version, c.VersionNumber, c.Notes)
	}
	clang := &Config{Macros: []string{"#define __GNUC__ 4", "#define __GNUC_MINOR__ 2", "#define __GNUC_PATCHLEVEL__ 1",
		"#define __clang__ 1", "#define __clang_major__ 17", "#define __clang_minor__ 0", "#define __clang_patchlevel__ 6",
		"#define __cplusplus 201703L"}}
	if err := clang.finish(); err != nil {
		t.Fatal(err)
	}
	if clang.Kind != "clang" || clang.VersionFlag() != "--clang_version=170006" || clang.Std != "gnu++17" || len(clang.Notes) != 1 {
		t.Errorf("clang config: %s %s %s notes %q", clang.Kind, clang.VersionFlag(), clang.Std, clang.Notes)
	}
	bad := &Config{Macros: []string{"#define X 1"}}
	if err := bad.finish(); err == nil {
		t.Error("a config without version macros was accepted")
	}
}
