//go:build unix

package pp

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
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
