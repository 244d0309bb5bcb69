//go:build unix

package pp

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
)

// bigHeader writes a header of more than mapMinSize bytes defining N
// functions and returns its path.
func bigHeader(t *testing.T, dir string, n int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("#pragma once\n#define TWICE(x) ((x) + (x))\n")
	for i := 0; b.Len() <= mapMinSize; i++ {
		b.WriteString("inline int f")
		b.WriteString(strings.Repeat("x", i%7))
		b.WriteString("_")
		b.WriteString(strings.Repeat("1", 1+i%3))
		b.WriteString("(int a) { return TWICE(a) * ")
		b.WriteString(strings.Repeat("2", 1+i%5))
		b.WriteString("; } // a comment that makes the header longer\n")
	}
	path := filepath.Join(dir, "big.h")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestMapFilesSameOutput: preprocessing with the headers mapped prints
// what it prints with them read, and the large header is mapped indeed
// (the process's mappings list it), the small one not.
func TestMapFilesSameOutput(t *testing.T) {
	dir := t.TempDir()
	big := bigHeader(t, dir, 0)
	if err := os.WriteFile(filepath.Join(dir, "small.h"), []byte("#define SMALL 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	main := filepath.Join(dir, "main.cpp")
	if err := os.WriteFile(main, []byte("#include \"big.h\"\n#include \"small.h\"\nint m = TWICE(SMALL);\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	print := func(o *Options) string {
		c := &collect{}
		p := New(o, c)
		var out bytes.Buffer
		pr := NewPrinter(&out, p.Files(), WriteOptions{})
		if _, err := p.Stream(main, pr.Token); err != nil {
			t.Fatal(err)
		}
		if err := pr.Close(); err != nil {
			t.Fatal(err)
		}
		if len(c.diags) > 0 {
			t.Fatal(c.diags[0].Msg)
		}
		return out.String()
	}
	read := print(&Options{Std: "c++17"})
	mapped := print(&Options{Std: "c++17", OnFault: func(err error) { t.Error(err); runtime.Goexit() }})
	if read != mapped {
		t.Fatalf("mapped headers print differently:\n%s\nread:\n%s", mapped, read)
	}
	if !strings.Contains(read, "((3) + (3))") {
		t.Fatalf("unexpected output:\n%s", read)
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Skip("no /proc/self/maps here:", err)
	}
	if !strings.Contains(string(maps), big) {
		t.Errorf("%s is not mapped", big)
	}
	if strings.Contains(string(maps), filepath.Join(dir, "small.h")) {
		t.Errorf("small.h is mapped; only files of at least %d bytes should be", mapMinSize)
	}
}

// TestMapFilesFaultIsAnError: a mapped header truncated by another process
// faults when its text is touched; the preprocessor's goroutines turn that
// into an error naming the file, handed to OnFault, and the goroutine that
// touched the text ends there. FaultError does the same for the caller's
// goroutine, naming the file from the file set.
func TestMapFilesFaultIsAnError(t *testing.T) {
	dir := t.TempDir()
	big := bigHeader(t, dir, 0)
	faults := make(chan error, 1)
	onFault := func(err error) { faults <- err; runtime.Goexit() }
	o := &Options{OnFault: onFault}
	src, err := o.readFile(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 0); err != nil {
		t.Fatal(err)
	}
	cache := newFileCache(o.readFile, o.readAhead, nil)
	e, _ := cache.claim(big)
	e.src = src
	close(e.ready)
	go func() {
		guardFaults(onFault)
		defer catchFault(onFault, cache.holding)
		b := src[len(src)-1] // past the file's new end: a fault
		faults <- fmt.Errorf("touching the truncated mapping did not fault (read %q)", b)
	}()
	if err := <-faults; err == nil || !strings.Contains(err.Error(), big) || !strings.Contains(err.Error(), "changed while it was being read") {
		t.Errorf("fault in a preprocessor goroutine: got %v", err)
	}

	files := source.NewFileSet()
	files.AddFile(big, src, source.NoPos, false)
	got := make(chan error, 1)
	go func() {
		defer func() { got <- FaultError(recover(), files) }()
		guardFaults(func(error) {})
		b := src[0]
		panic(fmt.Sprintf("no fault (read %q)", b))
	}()
	if err := <-got; err == nil || !strings.Contains(err.Error(), big) {
		t.Errorf("FaultError in the caller's goroutine: got %v", err)
	}
	if err := FaultError(errors.New("not a fault"), files); err != nil {
		t.Errorf("FaultError of a plain panic value: %v, want nil", err)
	}
}
