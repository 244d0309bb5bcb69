package scheduler

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
)

func TestLinesProgress(t *testing.T) {
	e := newEnv(t, 5)
	writeFile(t, e.p.src(2), "int y; // ERROR bad\n")
	var out, errw bytes.Buffer
	s, err := Run(context.Background(), e.p.jobs(), Options{Jobs: 2, Compiler: e.fake.Compile, Version: "test", Progress: Lines(&out, &errw, false)})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 6 {
		t.Fatalf("want 5 unit lines and a summary, got:\n%s", out.String())
	}
	unit := regexp.MustCompile(`^\[\d/5\] (built |failed) src/dir\d/tu00\d\.cu \(\d+(\.\d+)?(µs|ms|s)\)$`)
	for _, l := range lines[:5] {
		if !unit.MatchString(l) {
			t.Errorf("unit line %q", l)
		}
	}
	if lines[5] != s.String() || !strings.HasPrefix(lines[5], "cufe: 5 TU: 4 built, 0 cached, 1 failed; 0 warning(s), 1 error(s); 13 file(s) written;") {
		t.Errorf("summary %q", lines[5])
	}
	if !strings.Contains(errw.String(), "tu002.cu: 1: error: int y; // ERROR bad") {
		t.Errorf("diagnostics: %q", errw.String())
	}
}

func TestBarProgress(t *testing.T) {
	e := newEnv(t, 5)
	var out, errw bytes.Buffer
	s, err := Run(context.Background(), e.p.jobs(), Options{Jobs: 2, Compiler: e.fake.Compile, Version: "test", Progress: Bar(&out, &errw, false)})
	if err != nil || s.Built != 5 {
		t.Fatalf("%v %v", s, err)
	}
	text := out.String()
	// The bar is throttled, so a fast build may show only its first state.
	if !strings.Contains(text, "/5, ") || !strings.Contains(text, " TU/") || !strings.HasSuffix(text, s.String()+"\n") {
		t.Errorf("bar output:\n%q", text)
	}
}

func TestQuietProgress(t *testing.T) {
	e := newEnv(t, 3)
	writeFile(t, e.p.src(1), "int z; // PANIC\n")
	var errw bytes.Buffer
	if _, err := Run(context.Background(), e.p.jobs(), Options{Compiler: e.fake.Compile, Progress: Quiet(&errw)}); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(errw.String(), "cufe: src/dir1/tu001.cu: internal error: front end panicked") {
		t.Errorf("quiet output: %q", errw.String())
	}
}
