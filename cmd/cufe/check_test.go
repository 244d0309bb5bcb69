package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckCommand(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ii")
	good := filepath.Join(dir, "good.ii")
	os.WriteFile(bad, []byte("int f() { return 1 }\nint g() { return zz; }\n"), 0o644)
	os.WriteFile(good, []byte("template <class T> T id(T t) { return t; }\nint x = id(3);\n"), 0o644)

	var out, errb bytes.Buffer
	if rc := runCheck([]string{"--display_error_number", bad}, &out, &errb); rc != 2 {
		t.Fatalf("bad.ii: exit %d, want 2 (%s)", rc, errb.String())
	}
	// Diagnostics go to stderr, as cudafe++ writes them.
	out, errb = errb, out
	want := []string{
		bad + `(1): error: expected a ";"`,
		bad + `(2): error: identifier "zz" is undefined`,
		`2 errors detected in the compilation of "` + bad + `".`,
	}
	for _, w := range want {
		if !strings.Contains(out.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, out.String())
		}
	}
	out.Reset()
	errb.Reset()
	if rc := runCheck([]string{"-std=c++20", good}, &out, &errb); rc != 0 || out.Len() != 0 || errb.Len() != 0 {
		t.Fatalf("good.ii: exit %d, output %q %q", rc, out.String(), errb.String())
	}
	// A .cu file goes through the preprocessor and the CUDA rules.
	cu := filepath.Join(dir, "k.cu")
	os.WriteFile(cu, []byte("__global__ int k() { return 0; }\n"), 0o644)
	errb.Reset()
	if rc := runCheck([]string{cu}, &out, &errb); rc != 2 || !strings.Contains(errb.String(), "k.cu(1): error") {
		t.Fatalf("k.cu: exit %d\n%s", rc, errb.String())
	}
}

// TestCheckParseOnly: --parse-only reports syntax errors but not semantic ones.
func TestCheckParseOnly(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ii")
	os.WriteFile(bad, []byte("int f() { return 1 }\nstatic_assert(sizeof(int) == 8, \"no\");\n"), 0o644)
	var out, errb bytes.Buffer
	if rc := runCheck([]string{"--parse-only", bad}, &out, &errb); rc != 2 {
		t.Fatalf("exit %d, want 2 (%s)", rc, errb.String())
	}
	if !strings.Contains(errb.String(), `expected a ";"`) {
		t.Errorf("syntax error missing:\n%s", errb.String())
	}
	if strings.Contains(errb.String(), `static assertion failed`) {
		t.Errorf("semantic error reported under --parse-only:\n%s", errb.String())
	}
	semantic := filepath.Join(dir, "sem.ii")
	os.WriteFile(semantic, []byte("static_assert(sizeof(int) == 8, \"no\");\n"), 0o644)
	errb.Reset()
	if rc := runCheck([]string{"--parse-only", semantic}, &out, &errb); rc != 0 || errb.Len() != 0 {
		t.Fatalf("sem.ii: exit %d, output %q", rc, errb.String())
	}
	// Without --parse-only, the same file has semantic errors.
	if rc := runCheck([]string{semantic}, &out, &errb); rc != 2 || !strings.Contains(errb.String(), "static assertion failed") {
		t.Fatalf("sem.ii without --parse-only: exit %d, output %q", rc, errb.String())
	}
}
