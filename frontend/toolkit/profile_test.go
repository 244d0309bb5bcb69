package toolkit

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestParseProfileOperators(t *testing.T) {
	p, err := parseProfile([]byte(`
# comment
A = one
A += zero
A =+ two
B = $(A)-$(C)-$(_SPACE_)x$(UNKNOWN)
C = c
`))
	if err != nil {
		t.Fatal(err)
	}
	if got := p.values["A"]; got != "zeroonetwo" {
		t.Errorf("A = %q, want += before and =+ after", got)
	}
	got, err := p.expand(p.values["B"], nil, 0)
	if err != nil || got != "zeroonetwo-c- x" {
		t.Errorf("B expands to %q, %v", got, err)
	}
}

func TestParseProfileErrors(t *testing.T) {
	if _, err := parseProfile([]byte("no equals sign\n")); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("err = %v, want one naming line 1", err)
	}
	p, err := parseProfile([]byte("A = $(B)\nB = $(A)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.expand("$(A)", nil, 0); err == nil {
		t.Error("a loop of variables expanded")
	}
	if _, err := p.expand("$(A", nil, 0); err == nil {
		t.Error("an unclosed $( expanded")
	}
}

func TestIncludeFlags(t *testing.T) {
	got, err := includeFlags(splitProfileWords(`"-I/a b" -I /c "-isystem" "/d" -isystem/e`))
	if err != nil {
		t.Fatal(err)
	}
	want := []IncludeDir{{Path: "/a b"}, {Path: "/c"}, {Path: "/d", System: true}, {Path: "/e", System: true}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if _, err := includeFlags([]string{"-DX"}); err == nil {
		t.Error("-DX accepted as an include flag")
	}
	if _, err := includeFlags([]string{"-isystem"}); err == nil {
		t.Error("-isystem without a directory accepted")
	}
}

func TestBadProfileFailsOpen(t *testing.T) {
	root, _ := standardToolkit(t)
	writeFile(t, filepath.Join(root, "bin", "nvcc.profile"), "INCLUDES += \"-I$(TOP)/include\" -DWHAT\n", 0o644)
	_, err := Open(root)
	if err == nil || !strings.Contains(err.Error(), "nvcc.profile") {
		t.Errorf("err = %v, want one naming nvcc.profile", err)
	}
	os.Remove(filepath.Join(root, "bin", "nvcc.profile"))
	tk, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	if got := tk.IncludeDirs(); len(got) != 1 || got[0].Path != tk.IncludeDir {
		t.Errorf("without a profile IncludeDirs = %+v, want just %s", got, tk.IncludeDir)
	}
}

func TestNVCCBinaryVersionScan(t *testing.T) {
	dir := t.TempDir()
	nvcc := filepath.Join(dir, "nvcc")
	// A decoy first, then the real line across the end of the first 1 MiB read.
	decoy := "Cuda compilation tools, release soon\x00"
	data := decoy + strings.Repeat("\x00", 1<<20-20-len(decoy)) +
		"Cuda compilation tools, release 12.3, V12.3.107\x00"
	writeFile(t, nvcc, data, 0o755)
	v, ok := nvccBinaryVersion(&Toolkit{NVCC: nvcc})
	if !ok || v != (version{12, 3, 107}) {
		t.Errorf("got %v %v, want 12.3.107", v, ok)
	}
	writeFile(t, nvcc, strings.Repeat("x", 3<<20), 0o755)
	if _, ok := nvccBinaryVersion(&Toolkit{NVCC: nvcc}); ok {
		t.Error("found a version in a file without one")
	}
}
