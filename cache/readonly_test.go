package cache

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// dbFiles lists badger's files in dir with their modification times.
func dbFiles(t *testing.T, dir string) map[string]time.Time {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]time.Time{}
	for _, e := range ents {
		if e.Name() == statsLogName {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = fi.ModTime()
	}
	return out
}

// A run that only hits opens the database read-only and leaves it as it
// was; the run is counted all the same.
func TestHitOnlyRunWritesNothingToTheDatabase(t *testing.T) {
	p := newProject(t)
	dir := t.TempDir()
	s := openTest(t, dir, &warnings{})
	p.put(t, s, p.output("v"))
	p.lookup(t, s) // used in the run that stored it: its last use is written
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before := dbFiles(t, dir)

	for run := 0; run < 3; run++ {
		s = openTest(t, dir, &warnings{})
		if s.writable() {
			t.Fatal("an existing database was opened for writing")
		}
		if r := p.lookup(t, s); r.Hit == nil {
			t.Fatalf("miss: %q", r.Reasons)
		}
		if s.writable() {
			t.Fatal("a hit reopened the database for writing")
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	after := dbFiles(t, dir)
	if len(after) != len(before) {
		t.Fatalf("database files changed: %v -> %v", before, after)
	}
	for f, m := range before {
		if !after[f].Equal(m) {
			t.Errorf("%s modified by a run that only hit", f)
		}
	}

	s = openTest(t, dir, &warnings{})
	defer s.Close()
	st, err := s.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if st.Total.Runs != 4 || st.Total.Hits != 4 || st.Total.Stored != 1 || st.Last.Hits != 1 || st.Last.Stored != 0 {
		t.Fatalf("statistics %+v / last %+v", st.Total, st.Last)
	}
}

// The first write of a run reopens the database for writing; the runs
// logged meanwhile are folded into the database and the log emptied.
func TestFirstWriteUpgradesAndFoldsTheLog(t *testing.T) {
	p := newProject(t)
	dir := t.TempDir()
	s := openTest(t, dir, &warnings{})
	p.put(t, s, p.output("v"))
	s.Close()
	for run := 0; run < 2; run++ {
		s = openTest(t, dir, &warnings{})
		p.lookup(t, s)
		s.Close()
	}
	if fi, err := os.Stat(filepath.Join(dir, statsLogName)); err != nil || fi.Size() == 0 {
		t.Fatalf("no runs logged: %v", err)
	}

	s = openTest(t, dir, &warnings{})
	write(t, p.hdr, "int changed;\n")
	if r := p.lookup(t, s); r.Hit != nil {
		t.Fatal("hit after a header edit")
	}
	p.put(t, s, p.output("v2"))
	if !s.writable() {
		t.Fatal("a put did not reopen the database for writing")
	}
	if r := p.lookup(t, s); r.Hit == nil || loadFirst(t, r.Hit) != "v2" {
		t.Fatalf("no hit after the put: %+v", r)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(filepath.Join(dir, statsLogName)); err != nil || fi.Size() != 0 {
		t.Fatalf("log not folded: %v %v", fi.Size(), err)
	}
	s = openTest(t, dir, &warnings{})
	defer s.Close()
	st, _ := s.Stats()
	// The first session only stored (no lookup): runs that look nothing up
	// are not counted.
	if st.Total.Runs != 3 || st.Total.Hits != 3 || st.Total.Misses != 1 || st.Total.Stored != 1 || st.Last.Stored != 1 {
		t.Fatalf("statistics after the fold %+v / last %+v", st.Total, st.Last)
	}
}

// Builds that only read share the cache; one that must write waits for the
// others, and if they outlast the wait it goes on reading, its writes
// failing as a locked cache's do.
func TestReadersShareAndAWriterWaits(t *testing.T) {
	p := newProject(t)
	dir := t.TempDir()
	s := openTest(t, dir, &warnings{})
	p.put(t, s, p.output("v"))
	s.Close()

	var w warnings
	a, err := Open(Options{Dir: dir, Warn: w.add, LockWait: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Open(Options{Dir: dir, LockWait: 200 * time.Millisecond})
	if err != nil {
		t.Fatalf("a second reader could not open the cache: %v", err)
	}
	if p.lookup(t, a).Hit == nil || p.lookup(t, b).Hit == nil {
		t.Fatal("readers miss")
	}
	write(t, p.hdr, "int other;\n")
	h := NewFileHasher()
	k, src, err := TUKey("test", p.in, h)
	if err != nil {
		t.Fatal(err)
	}
	err = a.Put(PutRequest{Key: k, Source: src, Input: p.in, Output: p.output("w"), Started: time.Now()}, h)
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("put while another reader holds the cache: %v", err)
	}
	if !strings.Contains(w.text(), "waiting up to 200ms") {
		t.Fatalf("no word about the wait: %q", w.text())
	}
	write(t, p.hdr, "int h;\n")
	if p.lookup(t, a).Hit == nil {
		t.Fatal("the failed writer can no longer read")
	}
	a.Close()
	b.Close()
	s = openTest(t, dir, &warnings{})
	defer s.Close()
	if st, _ := s.Stats(); st.Total.Runs != 2 || st.Total.Hits != 3 || st.Total.Uncacheable != 1 {
		t.Fatalf("statistics of the three runs: %+v", st.Total)
	}
}
