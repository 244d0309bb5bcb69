package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCppOutputFile: -o FILE is written in place, replaced by a later run,
// removed when preprocessing fails (as g++ -E does), and never the input.
func TestCppOutputFile(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "a.cpp")
	put(t, src, "int first;\n")
	out := filepath.Join(dir, "a.ii")
	put(t, out, strings.Repeat("stale contents\n", 1000))
	if _, errs, st := cpp(t, "-o", out, src); st != 0 {
		t.Fatalf("status %d: %s", st, errs)
	}
	if b, err := os.ReadFile(out); err != nil || !strings.Contains(string(b), "int first;") || strings.Contains(string(b), "stale") {
		t.Fatalf("output after a run over an older one: %v %q", err, b)
	}

	// A failing run leaves no output, not even the older one.
	put(t, src, "#include \"nope.h\"\n")
	if _, _, st := cpp(t, "-o", out, src); st != 4 {
		t.Fatalf("missing header: status %d", st)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("output left after a failure: %v", err)
	}

	// The input as output: refused before anything is truncated.
	put(t, src, "int kept;\n")
	if _, errs, st := cpp(t, "-o", src, src); st != 4 || !strings.Contains(errs, "same as output") {
		t.Fatalf("-o the input: status %d: %s", st, errs)
	}
	if b, _ := os.ReadFile(src); string(b) != "int kept;\n" {
		t.Fatalf("the input was changed: %q", b)
	}

	// A file that is not a regular one (a named pipe standing for a
	// device: a regression must not remove the real /dev/null) is written
	// to, and not removed on failure.
	if pipe, ok := namedPipe(t); ok {
		put(t, src, "#include \"nope.h\"\n")
		if _, _, st := cpp(t, "-o", pipe, src); st != 4 {
			t.Fatalf("missing header, -o a pipe: status %d", st)
		}
		if st, err := os.Stat(pipe); err != nil || st.Mode().IsRegular() {
			t.Fatalf("%s after a failed run: %v %v", pipe, st, err)
		}
	}
}
