package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The developer switches write their files around the command and hand
// back its exit status; a path that cannot be created leaves the command
// to run without them.
func TestDeveloperSwitchesWriteTheirFiles(t *testing.T) {
	dir := t.TempDir()
	work := func() int {
		var keep [][]byte
		for i := 0; i < 64; i++ {
			keep = append(keep, make([]byte, 8192))
		}
		return len(keep) - 61 // 3, an exit status the wrappers must pass on
	}
	cases := []struct {
		env   string
		wrap  func(func() int) int
		magic []byte
	}{
		{"CUFE_CPUPROFILE", profiled, []byte{0x1f, 0x8b}},
		{"CUFE_MEMPROFILE", memProfiled, []byte{0x1f, 0x8b}},
		{"CUFE_TRACE", traced, []byte("go 1.")},
	}
	for _, c := range cases {
		path := filepath.Join(dir, c.env)
		t.Setenv(c.env, path)
		if got := c.wrap(work); got != 3 {
			t.Errorf("%s: exit status %d, want 3", c.env, got)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v", c.env, err)
		}
		if !bytes.HasPrefix(data, c.magic) {
			t.Errorf("%s: file starts %q, want %q", c.env, data[:min(len(data), 8)], c.magic)
		}
		t.Setenv(c.env, filepath.Join(dir, "missing", "f"))
		if got := c.wrap(work); got != 3 {
			t.Errorf("%s with an unwritable path: exit status %d, want 3", c.env, got)
		}
	}
}
