package toolkit

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// TestEmbeddedFP16MatchesFloat16 builds testdata/fp16_check.cpp with the
// embedded cuda_fp16.h and runs it: its conversions and arithmetic must
// give the bits of g++'s _Float16 (IEEE binary16, rounding to nearest
// even) on every case it tries.
func TestEmbeddedFP16MatchesFloat16(t *testing.T) {
	g := gxx(t)
	dir := t.TempDir()
	probe := filepath.Join(dir, "probe.cpp")
	if err := os.WriteFile(probe, []byte("_Float16 h = (_Float16)1.5f;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(g, "-std=c++17", "-fsyntax-only", probe).CombinedOutput(); err != nil {
		t.Skipf("this g++ has no _Float16 to compare with: %s", out)
	}
	tk := extracted(t)
	exe := filepath.Join(dir, "fp16_check")
	if out, err := exec.Command(g, "-std=c++17", "-O1", "-Wall", "-Wextra", "-I", tk.IncludeDir,
		filepath.Join("testdata", "fp16_check.cpp"), "-o", exe).CombinedOutput(); err != nil || len(out) > 0 {
		t.Fatalf("g++: %v\n%s", err, out)
	}
	out, err := exec.Command(exe).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	m := regexp.MustCompile(`checked (\d+) mismatches (\d+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no summary line:\n%s", out)
	}
	if n, _ := strconv.Atoi(string(m[1])); n < 3000000 || string(m[2]) != "0" {
		t.Errorf("%s", out)
	}
}
