//go:build unix

package main

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// namedPipe makes a named pipe in a temporary directory and drains it
// until the test ends, so that a writer opening it does not block.
func namedPipe(t *testing.T) (string, bool) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Logf("no named pipe: %v", err)
		return "", false
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f, err := os.Open(p) // blocks until a writer opens it
		if err != nil {
			return
		}
		io.Copy(io.Discard, f)
		f.Close()
	}()
	t.Cleanup(func() {
		// Unblock the reader if no writer ever came.
		if w, err := os.OpenFile(p, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
		<-done
	})
	return p, true
}
