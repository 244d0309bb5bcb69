package pp

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestDirListingsAbsent: once a probe has missed in a directory, a name it
// does not list, or in a directory that does not exist, is absent; a listed
// one, or one the listing cannot judge, is left to be opened; so is any
// name in a directory where no probe has missed yet.
func TestDirListingsAbsent(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("no listings here")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.h"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	d := newDirListings()
	if d.absent(dir + "/b.h") {
		t.Fatal("a directory was listed before any probe missed there")
	}
	for _, p := range []string{dir + "/b.h", dir + "/sub/x.h", dir + "/none/x.h", dir + "/a.h/x.h"} {
		d.missed(p)
	}
	for _, c := range []struct {
		path   string
		absent bool
	}{
		{dir + "/a.h", false},
		{dir + "/b.h", true},
		{dir + "/sub", false},
		{dir + "/sub/x.h", true},
		{dir + "/none/x.h", true},
		{dir + "/a.h/x.h", true}, // a file is no directory
		{dir + "/sub/..", false},
		{dir + "/", false},
		{"/", false},
	} {
		if got := d.absent(c.path); got != c.absent {
			t.Errorf("absent(%q) = %v, want %v", c.path, got, c.absent)
		}
	}
	// Once listed, a directory is not listed again: a file appearing later
	// is still absent to this TU, as to its include closure.
	if err := os.WriteFile(filepath.Join(dir, "b.h"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if !d.absent(dir + "/b.h") {
		t.Error("the listing was read again")
	}
}
