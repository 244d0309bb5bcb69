//go:build unix

package pp

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/frontend/token"
)

// TestPrefetcherLeavesFIFOsAlone: a header the prefetcher reads ahead may
// never be included; if it is a FIFO, opening or reading it would block the
// prefetcher (and the preprocessor waiting for it at the end) for good.
func TestPrefetcherLeavesFIFOsAlone(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.h"), 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	main := filepath.Join(dir, "main.cpp")
	src := "#if __has_include(<no_such_header.h>)\n#include \"pipe.h\"\n#endif\n#include \"real.h\"\nint m = R;\n"
	if err := os.WriteFile(main, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "real.h"), []byte("#define R 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	c := &collect{}
	p := New(&Options{Std: "c++17"}, c)
	p.prefetchFirst = true // the prefetcher meets the FIFO before anything else
	go func() {
		_, err := p.Stream(main, NewPrinter(io.Discard, p.Files(), WriteOptions{}).Token)
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("preprocessing hangs on a FIFO it never includes")
	}
	if len(c.diags) > 0 {
		t.Fatal(c.diags[0].Msg)
	}
	if e := p.cache.entries[filepath.Join(dir, "pipe.h")]; e == nil || !e.special {
		t.Errorf("the prefetcher did not meet the FIFO (entry %+v)", e)
	}
}

// TestPrefetcherReadsAFileOnce: a header met under two paths (here a
// symbolic link beside it) is read once by the prefetcher, and its tokens
// lexed ahead serve both inclusions.
func TestPrefetcherReadsAFileOnce(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "real.h"), []byte("int r;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.h", filepath.Join(dir, "link.h")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	main := filepath.Join(dir, "main.cpp")
	if err := os.WriteFile(main, []byte("#include \"real.h\"\n#include \"link.h\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := &collect{}
	p := New(&Options{Std: "c++17"}, c)
	p.prefetchFirst = true
	var n int
	if _, err := p.Stream(main, func(token.Token) { n++ }); err != nil {
		t.Fatal(err)
	}
	if len(c.diags) > 0 || n != 6 {
		t.Fatalf("%d tokens, diagnostics %v", n, c.diags)
	}
	real, link := p.cache.entries[filepath.Join(dir, "real.h")], p.cache.entries[filepath.Join(dir, "link.h")]
	if real == nil || link == nil || link.same != real || &link.src[0] != &real.src[0] {
		t.Errorf("link.h was read again (entries %p %p, same %p)", real, link, link.same)
	}
	if p.ownLexed != 0 {
		t.Errorf("the preprocessor lexed %d bytes itself", p.ownLexed)
	}
}
