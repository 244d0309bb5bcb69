package cache

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// warnings collects what a Store reports.
type warnings struct {
	mu   sync.Mutex
	msgs []string
}

func (w *warnings) add(m string) { w.mu.Lock(); w.msgs = append(w.msgs, m); w.mu.Unlock() }
func (w *warnings) text() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return strings.Join(w.msgs, "\n")
}

func openTest(t *testing.T, dir string, w *warnings) *Store {
	t.Helper()
	s, err := Open(Options{Dir: dir, Warn: w.add, LockWait: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// project is a source including one header, with a missing include name.
type project struct {
	dir, src, hdr string
	in            tu.Input
}

func newProject(t *testing.T) project {
	t.Helper()
	dir := t.TempDir()
	p := project{dir: dir, src: filepath.Join(dir, "a.cu"), hdr: filepath.Join(dir, "inc", "h.h")}
	write(t, p.src, "#include \"h.h\"\nint main() {}\n")
	write(t, p.hdr, "int h;\n")
	p.in = tu.Input{Path: p.src, Args: []string{"-I", filepath.Join(dir, "inc"), "-std=c++17"}, OutBase: filepath.Join(dir, "out", "a")}
	return p
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	// Make the file look older than any compile that follows, as an edit
	// made before a build is; Put refuses files newer than the compile.
	old := time.Now().Add(-time.Second)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
}

func (p project) output(text string) *tu.Output {
	return &tu.Output{
		Files:       []tu.File{{Path: p.in.OutBase + ".cudafe1.cpp", Data: []byte(text)}},
		Diagnostics: []byte("a.cu(2): warning: demo\n"),
		Warnings:    1,
		Closure:     []string{p.src, p.hdr},
		Missing:     []string{"opt.h"},
	}
}

func (p project) put(t *testing.T, s *Store, out *tu.Output) Key {
	t.Helper()
	h := NewFileHasher()
	k, src, err := TUKey("test", p.in, h)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Put(PutRequest{Key: k, Source: src, Input: p.in, Output: out, Started: time.Now(), CompileTime: 3 * time.Second}, h)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func (p project) lookup(t *testing.T, s *Store) Result {
	t.Helper()
	h := NewFileHasher()
	k, _, err := TUKey("test", p.in, h)
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.Lookup(k, h)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// loadFirst is the content of a hit's first output file, read from the
// cache.
func loadFirst(t *testing.T, h *Hit) string {
	t.Helper()
	files, err := h.Load()
	if err != nil {
		t.Fatal(err)
	}
	return string(files[0].Data)
}

func TestPutLookupAndInvalidation(t *testing.T) {
	p := newProject(t)
	var w warnings
	s := openTest(t, t.TempDir(), &w)
	defer s.Close()

	if r := p.lookup(t, s); r.Hit != nil || !strings.Contains(strings.Join(r.Reasons, ";"), "no earlier build") {
		t.Fatalf("empty cache: %+v", r)
	}
	p.put(t, s, p.output("v1"))
	r := p.lookup(t, s)
	if r.Hit == nil {
		t.Fatalf("miss after put: %q", r.Reasons)
	}
	if got := loadFirst(t, r.Hit); got != "v1" || r.Hit.CompileTime != 3*time.Second || r.Hit.Output.Warnings != 1 {
		t.Fatalf("hit returned %q, %v, %d warnings", got, r.Hit.CompileTime, r.Hit.Output.Warnings)
	}

	// A header edit misses and names the header.
	write(t, p.hdr, "int h2;\n")
	r = p.lookup(t, s)
	if r.Hit != nil || len(r.Reasons) != 1 || !strings.Contains(r.Reasons[0], "changed: file "+p.hdr) {
		t.Fatalf("after header edit: %+v", r)
	}
	p.put(t, s, p.output("v2"))
	// Going back to the old header content finds the older closure.
	write(t, p.hdr, "int h;\n")
	if r = p.lookup(t, s); r.Hit == nil || loadFirst(t, r.Hit) != "v1" {
		t.Fatalf("old closure not found again: %+v", r)
	}

	// A missing include name that appears invalidates.
	write(t, filepath.Join(p.dir, "inc", "opt.h"), "")
	r = p.lookup(t, s)
	if r.Hit != nil || !strings.Contains(strings.Join(r.Reasons, ";"), "appeared: "+filepath.Join(p.dir, "inc", "opt.h")) {
		t.Fatalf("after a missing header appeared: %+v", r)
	}
	os.Remove(filepath.Join(p.dir, "inc", "opt.h"))

	// A flag change misses and names the flag.
	p.in.Args = append(p.in.Args, "-DNEW")
	r = p.lookup(t, s)
	if r.Hit != nil || strings.Join(r.Reasons, ";") != "added:   flag -DNEW" {
		t.Fatalf("after a flag change: %+v", r)
	}

	c := s.RunCounters()
	if c.Hits != 2 || c.Misses != 4 || c.Stored != 2 || c.Saved != 6*time.Second {
		t.Fatalf("counters %+v", c)
	}
	if w.text() != "" {
		t.Fatalf("unexpected warnings: %s", w.text())
	}
}

func TestTooNewIsNotStored(t *testing.T) {
	p := newProject(t)
	s := openTest(t, t.TempDir(), &warnings{})
	defer s.Close()
	h := NewFileHasher()
	k, src, err := TUKey("test", p.in, h)
	if err != nil {
		t.Fatal(err)
	}
	started := time.Now()
	// The header is written during the compile.
	if err := os.WriteFile(p.hdr, []byte("int changed;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err = s.Put(PutRequest{Key: k, Source: src, Input: p.in, Output: p.output("x"), Started: started}, h)
	if !errors.Is(err, ErrTooNew) {
		t.Fatalf("Put = %v, want ErrTooNew", err)
	}
	if r := p.lookup(t, s); r.Hit != nil {
		t.Fatal("a result made while its header changed was stored")
	}
}

// corruptAll flips one byte of every stored value with the given prefix.
func corruptAll(t *testing.T, s *Store, prefix string) int {
	t.Helper()
	n := 0
	if err := s.upgrade(); err != nil { // the store may have opened read-only
		t.Fatal(err)
	}
	err := s.db.Update(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.IteratorOptions{Prefix: []byte(prefix)})
		var keys [][]byte
		var vals [][]byte
		for it.Rewind(); it.Valid(); it.Next() {
			v, _ := it.Item().ValueCopy(nil)
			v[len(v)-1] ^= 0xff
			keys = append(keys, it.Item().KeyCopy(nil))
			vals = append(vals, v)
		}
		it.Close()
		for i := range keys {
			if err := txn.Set(keys[i], vals[i]); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestCorruptValueIsAMissWithWarning(t *testing.T) {
	p := newProject(t)
	var w warnings
	s := openTest(t, t.TempDir(), &w)
	defer s.Close()
	p.put(t, s, p.output("v1"))
	if n := corruptAll(t, s, prefixResult); n != 1 {
		t.Fatalf("corrupted %d results", n)
	}
	if r := p.lookup(t, s); r.Hit != nil {
		t.Fatal("a corrupt result was served")
	}
	if !strings.Contains(w.text(), "checksum mismatch") {
		t.Fatalf("no warning about the corrupt value: %q", w.text())
	}
	if c := s.RunCounters(); c.Corrupt != 1 {
		t.Fatalf("corrupt count %d", c.Corrupt)
	}
	p.put(t, s, p.output("v1"))
	if r := p.lookup(t, s); r.Hit == nil {
		t.Fatal("no hit after storing again")
	}
}

func TestVerifyRemovesBadEntries(t *testing.T) {
	p := newProject(t)
	s := openTest(t, t.TempDir(), &warnings{})
	defer s.Close()
	p.put(t, s, p.output("v1"))
	rep, err := s.Verify()
	if err != nil || len(rep.Bad) != 0 || rep.Checked != 10 {
		t.Fatalf("clean verify: %+v %v", rep, err)
	}
	corruptAll(t, s, prefixManifest)
	rep, err = s.Verify()
	if err != nil || len(rep.Bad) != 1 || !strings.HasPrefix(rep.Bad[0], prefixManifest) {
		t.Fatalf("verify after corrupting the manifest: %+v %v", rep, err)
	}
	inf, err := s.Info()
	if err != nil || inf.Entries["manifest"] != 0 || inf.Entries["result"] != 1 {
		t.Fatalf("info after verify: %+v %v", inf, err)
	}
	if rep, _ = s.Verify(); len(rep.Bad) != 0 {
		t.Fatalf("second verify still finds %q", rep.Bad)
	}
}

func TestGCEvictsLeastRecentlyUsed(t *testing.T) {
	dir := t.TempDir()
	var ps []project
	s := openTest(t, dir, &warnings{})
	for i := 0; i < 3; i++ {
		p := newProject(t)
		p.put(t, s, p.output(strings.Repeat("x", 1000*(i+1))))
		ps = append(ps, p)
		time.Sleep(5 * time.Millisecond)
	}
	// Use the oldest so that it becomes the most recent.
	if r := ps[0].lookup(t, s); r.Hit == nil {
		t.Fatal("miss")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = openTest(t, dir, &warnings{})
	defer s.Close()
	inf, err := s.Info()
	if err != nil || inf.Count() != 15 {
		t.Fatalf("info %+v %v", inf, err)
	}
	rep, err := s.GC(inf.Bytes - 1)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Evicted == 0 || rep.After > rep.Limit {
		t.Fatalf("gc %+v", rep)
	}
	t.Logf("gc %+v", rep)
	if r := ps[1].lookup(t, s); r.Hit != nil {
		t.Fatal("the least recently used unit survived gc")
	}
	if r := ps[0].lookup(t, s); r.Hit == nil {
		t.Fatalf("the most recently used unit was evicted: %q", r.Reasons)
	}
	if c := s.RunCounters(); c.Evictions != int64(rep.Evicted) {
		t.Fatalf("evictions counted %d, gc says %d", c.Evictions, rep.Evicted)
	}
}

func TestStatsPersistAcrossRuns(t *testing.T) {
	p := newProject(t)
	dir := t.TempDir()
	for run := 0; run < 3; run++ {
		s := openTest(t, dir, &warnings{})
		if r := p.lookup(t, s); r.Hit == nil {
			p.put(t, s, p.output("v"))
		}
		s.AddStageTime("compile", time.Second)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	s := openTest(t, dir, &warnings{})
	defer s.Close()
	st, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if st.Total.Runs != 3 || st.Total.Hits != 2 || st.Total.Misses != 1 || st.Total.Stored != 1 || st.Total.Saved != 6*time.Second || st.Total.Stages["compile"] != 3*time.Second {
		t.Fatalf("total %+v", st.Total)
	}
	if st.Last.Hits != 1 || st.Last.Lookups() != 1 {
		t.Fatalf("last %+v", st.Last)
	}
	if err := s.ZeroStats(); err != nil {
		t.Fatal(err)
	}
	if st, _ = s.Stats(); st.Total.Lookups() != 0 || st.Last.Lookups() != 0 {
		t.Fatalf("after zero: %+v", st)
	}
}

func TestHeldLockWaitsThenFails(t *testing.T) {
	dir := t.TempDir()
	held := openTest(t, dir, &warnings{})
	var w warnings
	start := time.Now()
	_, err := Open(Options{Dir: dir, Warn: w.add, LockWait: 300 * time.Millisecond})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("Open on a held dir = %v", err)
	}
	if d := time.Since(start); d < 300*time.Millisecond || d > 3*time.Second {
		t.Fatalf("waited %v", d)
	}
	if !strings.Contains(w.text(), "waiting up to") {
		t.Fatalf("no waiting message: %q", w.text())
	}
	// Released during the wait: the second open succeeds.
	go func() { time.Sleep(200 * time.Millisecond); held.Close() }()
	s, err := Open(Options{Dir: dir, Warn: w.add, LockWait: 5 * time.Second})
	if err != nil {
		t.Fatalf("Open after release: %v", err)
	}
	s.Close()
}

func TestUnusableDirectory(t *testing.T) {
	f := filepath.Join(t.TempDir(), "file")
	write(t, f, "not a directory")
	if _, err := Open(Options{Dir: f}); err == nil {
		t.Fatal("Open on a regular file succeeded")
	}
	// A directory full of garbage where badger's files should be.
	dir := t.TempDir()
	write(t, filepath.Join(dir, "MANIFEST"), "garbage garbage garbage")
	write(t, filepath.Join(dir, "000001.vlog"), "garbage")
	if s, err := Open(Options{Dir: dir}); err == nil {
		s.Close()
		t.Fatal("Open on a corrupted directory succeeded")
	}
}

func TestClear(t *testing.T) {
	p := newProject(t)
	s := openTest(t, t.TempDir(), &warnings{})
	defer s.Close()
	p.put(t, s, p.output("v"))
	if err := s.Clear(); err != nil {
		t.Fatal(err)
	}
	if inf, _ := s.Info(); inf.Count() != 0 {
		t.Fatalf("entries after clear: %+v", inf)
	}
	if r := p.lookup(t, s); r.Hit != nil {
		t.Fatal("hit after clear")
	}
}

func TestExplain(t *testing.T) {
	p := newProject(t)
	s := openTest(t, t.TempDir(), &warnings{})
	defer s.Close()
	k := p.put(t, s, p.output("v"))
	ex, err := s.Explain(k, NewFileHasher())
	if err != nil || !ex.Hit || len(ex.Closure) != 2 || ex.LastStored.IsZero() {
		t.Fatalf("explain hit: %+v %v", ex, err)
	}
	write(t, p.src, "int main() { return 1; }\n")
	h := NewFileHasher()
	k2, _, _ := TUKey("test", p.in, h)
	ex, err = s.Explain(k2, h)
	if err != nil || ex.Hit || len(ex.Reasons) != 1 || !strings.HasPrefix(ex.Reasons[0], "changed: file "+p.src) {
		t.Fatalf("explain after a source edit: %+v %v", ex, err)
	}
	if c := s.RunCounters(); c.Lookups() != 0 {
		t.Fatalf("explain counted lookups: %+v", c)
	}
}
