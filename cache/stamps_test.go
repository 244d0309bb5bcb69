package cache

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func openRacy(t *testing.T, dir string, racy time.Duration) *Store {
	t.Helper()
	s, err := Open(Options{Dir: dir, LockWait: time.Second, RacyWindow: racy})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A stamped input is not read again: its stamp's digest is trusted while
// the file keeps its size, times and inode, and not once any of them moves.
func TestFileHasherTrustsStampsAndOnlyThem(t *testing.T) {
	const racy = time.Millisecond
	dir, cacheDir := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "h.h")
	if err := os.WriteFile(path, []byte("int a;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * racy)

	s := openRacy(t, cacheDir, racy)
	st, err := s.NewFileHasher().Hash(path)
	if err != nil || st.Sum != HashBytes([]byte("int a;\n")) {
		t.Fatalf("first hash: %v %v", st, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	// Replace the stamp's digest by one no content has: if Hash returns
	// it, the file was not read.
	s = openRacy(t, cacheDir, racy)
	rec, ok := s.stampOf(path)
	if !ok {
		t.Fatal("no stamp written at Close")
	}
	planted := HashBytes([]byte("planted"))
	rec.Sum = planted
	v, _ := s.codec.seal(&rec)
	setRaw(t, s, prefixStamp+path, v)
	s.Close()

	s = openRacy(t, cacheDir, racy)
	if st, err = s.NewFileHasher().Hash(path); err != nil || st.Sum != planted {
		t.Fatalf("stamped file read again: %v %v", st.Sum.Short(), err)
	}
	// The same size and modification time, other content: the change time
	// moved, so the stamp no longer vouches and the file is read.
	fi, _ := os.Stat(path)
	if err := os.WriteFile(path, []byte("int b;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(path, fi.ModTime(), fi.ModTime())
	if st, err = s.NewFileHasher().Hash(path); err != nil || st.Sum != HashBytes([]byte("int b;\n")) {
		t.Fatalf("same-size edit hidden by the stamp: %v %v", st.Sum.Short(), err)
	}
	s.Close()
}

// A file read within the racy window of its last change is not stamped:
// a change in the same clock tick could not be told from it later.
func TestFileHasherDoesNotStampRecentFiles(t *testing.T) {
	dir, cacheDir := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "new.h")
	if err := os.WriteFile(path, []byte("int n;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := openRacy(t, cacheDir, 0) // DefaultRacyWindow
	if _, err := s.NewFileHasher().Hash(path); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = openRacy(t, cacheDir, 0)
	defer s.Close()
	if _, ok := s.stampOf(path); ok {
		t.Fatal("a file changed just before it was read got a stamp")
	}
}

// A file changed within the racy window before Close gets no stamp (it
// could never vouch for it): that file is hashed next time.
func TestRacyOutputStampIsHashed(t *testing.T) {
	dir, cacheDir := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "a.cudafe1.cpp")
	data := []byte("int x;\n")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s := openRacy(t, cacheDir, 0)
	s.NoteOutput(path, HashBytes(data))
	s.Close()
	s = openRacy(t, cacheDir, 0)
	defer s.Close()
	if _, ok := s.stampOf(path); ok {
		t.Fatal("a racy stamp was written")
	}
	if !s.holds(OutputFile{path, int64(len(data)), HashBytes(data)}) {
		t.Fatal("intact output not recognized")
	}
	if c := s.RunCounters(); c.Rehashed != 1 {
		t.Fatalf("a racy stamp vouched for its file: %+v", c)
	}
	if s.holds(OutputFile{path, int64(len(data)), HashBytes([]byte("int y;\n"))}) {
		t.Fatal("an output holding other content was taken as intact")
	}
}

// GC drops the stamps of files that no longer exist, and keeps the others.
func TestGCPrunesStampsOfVanishedFiles(t *testing.T) {
	dir, cacheDir := t.TempDir(), t.TempDir()
	kept, gone := filepath.Join(dir, "kept.cpp"), filepath.Join(dir, "gone.cpp")
	for _, f := range []string{kept, gone} {
		if err := os.WriteFile(f, []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := openRacy(t, cacheDir, time.Millisecond)
	s.NoteOutput(kept, HashBytes([]byte(kept)))
	s.NoteOutput(gone, HashBytes([]byte(gone)))
	time.Sleep(10 * time.Millisecond) // clear of the racy window at Close
	s.Close()
	s = openRacy(t, cacheDir, 0)
	if got := keysWithPrefix(t, s, prefixStamp); len(got) != 2 {
		t.Fatalf("stamps before gc: %q", got)
	}
	s.Close()
	os.Remove(gone)
	s = openRacy(t, cacheDir, 0)
	defer s.Close()
	p := newProject(t)
	p.put(t, s, p.output("v"))
	if rep, err := s.GC(0); err != nil || rep.Evicted == 0 {
		t.Fatalf("gc: %+v %v", rep, err)
	}
	if got := keysWithPrefix(t, s, prefixStamp); len(got) != 1 || got[0] != prefixStamp+kept {
		t.Fatalf("stamps after gc: %q", got)
	}
}
