package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "out.txt")
	if err := WriteFile(p, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(p, []byte("two")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "two" {
		t.Fatalf("content %q, want %q", b, "two")
	}
	ents, _ := os.ReadDir(filepath.Dir(p))
	if len(ents) != 1 {
		t.Fatalf("directory holds %d entries, want only the file (no temporaries)", len(ents))
	}
	if err := WriteFile(filepath.Join(p, "x"), nil); err == nil {
		t.Fatal("writing under a regular file succeeded")
	}
}

func TestPending(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ii")
	w, err := Create(p)
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte("partial"))
	if _, err := os.Stat(p); err == nil {
		t.Fatal("the file is visible before Commit")
	}
	w.Abort()
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Fatalf("Abort left %d entries", len(ents))
	}
	w, _ = Create(p)
	w.Write([]byte("whole"))
	if err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "whole" {
		t.Fatalf("content %q", b)
	}
}
