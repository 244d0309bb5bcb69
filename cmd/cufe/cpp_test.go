package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func cpp(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errw bytes.Buffer
	status = run(append([]string{"cpp"}, args...), &out, &errw)
	return out.String(), errw.String(), status
}

func TestCppCommand(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	dir := t.TempDir()
	put(t, filepath.Join(dir, "inc", "h.h"), "#define TWICE(x) ((x) * 2)\n")
	src := filepath.Join(dir, "a.cpp")
	put(t, src, "#include \"h.h\"\nint v = TWICE(VALUE);\n")

	out, errs, st := cpp(t, "-I", filepath.Join(dir, "inc"), "-DVALUE=21", "-std=c++17", src)
	if st != 0 || errs != "" || !strings.Contains(out, "int v = ((21) * 2);") || !strings.Contains(out, "# 1 \""+src+"\"") {
		t.Fatalf("cufe cpp: status %d\nstdout:\n%s\nstderr:\n%s", st, out, errs)
	}
	out, _, _ = cpp(t, "-P", "-I", filepath.Join(dir, "inc"), "-DVALUE=1", src)
	if strings.Contains(out, "# 1") {
		t.Errorf("-P printed line markers:\n%s", out)
	}

	// -o writes the file; -MD beside it.
	o := filepath.Join(dir, "out", "a.ii")
	if _, errs, st = cpp(t, "-I", filepath.Join(dir, "inc"), "-DVALUE=1", "-MD", "-o", o, src); st != 0 {
		t.Fatalf("-o: status %d: %s", st, errs)
	}
	if b, err := os.ReadFile(o); err != nil || !strings.Contains(string(b), "((1) * 2)") {
		t.Fatalf("-o output: %v %q", err, b)
	}
	if d, err := os.ReadFile(filepath.Join(dir, "out", "a.d")); err != nil || !strings.Contains(string(d), "h.h") {
		t.Fatalf("-MD output: %v %q", err, d)
	}
	out, _, st = cpp(t, "-MM", "-I", filepath.Join(dir, "inc"), src)
	if st != 0 || !strings.HasPrefix(out, "a.o: "+src) || !strings.Contains(out, "h.h") {
		t.Fatalf("-MM: %d %q", st, out)
	}

	// A missing header: NVIDIA's catastrophic error, exit 4, and no output file.
	bad := filepath.Join(dir, "bad.cpp")
	put(t, bad, "int a;\n#include \"nope.h\"\n")
	badOut := filepath.Join(dir, "bad.ii")
	_, errs, st = cpp(t, "-o", badOut, bad)
	if st != 4 || !strings.Contains(errs, bad+"(2): catastrophic error: cannot open source file \"nope.h\"") ||
		!strings.Contains(errs, "1 catastrophic error detected in the compilation of \""+bad+"\".") {
		t.Fatalf("missing header: status %d\n%s", st, errs)
	}
	if _, err := os.Stat(badOut); err == nil {
		t.Fatal("an output file was written after a catastrophic error")
	}

	// Errors that do not stop preprocessing: exit 2.
	put(t, bad, "#if 1\nint a;\n")
	if _, errs, st = cpp(t, bad); st != 2 || !strings.Contains(errs, bad+"(1): error: the #endif for this directive is missing") {
		t.Fatalf("unterminated #if: status %d\n%s", st, errs)
	}

	// Usage errors.
	if _, errs, st = cpp(t, "--frobnicate", src); st != 4 || !strings.Contains(errs, "invalid option: --frobnicate") {
		t.Fatalf("unknown option: %d %s", st, errs)
	}
	if _, errs, st = cpp(t); st != 4 || !strings.Contains(errs, "expected one input file") {
		t.Fatalf("no input: %d %s", st, errs)
	}
	if out, _, st = cpp(t, "--help"); st != 0 || !strings.HasPrefix(out, "Usage: cufe cpp") {
		t.Fatalf("--help: %d %s", st, out)
	}
}

// TestCppCUDAEmbedded: a .cu file preprocesses in CUDA mode against the
// embedded headers when no toolkit is named.
func TestCppCUDAEmbedded(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	t.Setenv("CUDA_PATH", "")
	dir := t.TempDir()
	src := filepath.Join(dir, "k.cu")
	put(t, src, "__global__ void k(float *x) { x[threadIdx.x] = 0; }\n#ifdef __CUDACC__\nint cuda_mode;\n#endif\n")
	out, errs, st := cpp(t, "--cuda-path", "", src)
	if st != 0 {
		t.Fatalf("status %d: %s", st, errs)
	}
	for _, want := range []string{"__attribute__((global)) void k", "int cuda_mode;", "cuda_runtime.h"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}
