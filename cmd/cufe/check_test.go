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
	if rc := runCheck([]string{"-std=c++20", good}, &out, &errb); rc != 0 || out.Len() != 0 {
		t.Fatalf("good.ii: exit %d, output %q", rc, out.String())
	}
}
