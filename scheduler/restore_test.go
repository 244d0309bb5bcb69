package scheduler

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/cufe-dev/cufe/cache"
)

// buildWith is env.build with cache options of the test's choosing (a short
// racy window, so that stamps vouch for files a few milliseconds old) and an
// optional After hook.
func (e *env) buildWith(t *testing.T, racy time.Duration, after func(context.Context, *Unit) error) (*Summary, cache.Counters, cache.Stats) {
	t.Helper()
	e.fake.reset()
	st, err := cache.Open(cache.Options{Dir: e.cacheDir, Warn: e.warn, LockWait: time.Second, RacyWindow: racy})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Run(context.Background(), e.p.jobs(), Options{Jobs: 2, Compiler: e.fake.Compile, Cache: st, Version: "test", StaleSuffixes: testSuffixes, Warn: e.warn, After: after})
	if err != nil {
		t.Fatal(err)
	}
	c := st.RunCounters()
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	st, err = cache.Open(cache.Options{Dir: e.cacheDir, LockWait: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	stats, err := st.Stats()
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	return s, c, stats
}

// outPath is the output of unit i with suffix.
func (p *testProject) outPath(i int, suffix string) string {
	rel, _ := filepath.Rel(p.root, p.src(i))
	return filepath.Join(p.out, strings.TrimSuffix(rel, ".cu")+suffix)
}

func TestHitRestoresExactlyTheDamagedOutputs(t *testing.T) {
	e := newEnv(t, 20)
	p := e.p
	if s, _ := e.build(t, 2); s.Built != 20 {
		t.Fatalf("cold build: %v", s)
	}
	clean := cleanBuild(t, p)

	// Damage three outputs of three units, right after the build (their
	// stamps are racy then): one deleted, one edited to the same size with
	// its modification time put back, one grown.
	deleted := p.outPath(3, ".cudafe1.stub.c")
	sameSize := p.outPath(7, ".cudafe1.cpp")
	grown := p.outPath(11, ".module_id")
	if err := os.Remove(deleted); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(sameSize)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(sameSize)
	data[0] ^= 0x20
	if err := os.WriteFile(sameSize, data, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(sameSize, fi.ModTime(), fi.ModTime())
	if err := os.WriteFile(grown, append(mustRead(t, grown), " edited"...), 0o644); err != nil {
		t.Fatal(err)
	}
	damaged := map[string]bool{deleted: true, sameSize: true, grown: true}
	before := mtimes(t, p.out)

	s, c, stats := e.buildWith(t, 0, nil)
	if s.Cached != 20 || s.Built != 0 || e.fake.calls.Load() != 0 {
		t.Fatalf("rebuild after damage: %v, %d compiles", s, e.fake.calls.Load())
	}
	if s.Written != 3 || c.Restored != 3 || c.DataReads != 3 || c.Hits != 20 {
		t.Fatalf("restored %d files (counters %+v), want the 3 damaged ones from 3 data reads", s.Written, c)
	}
	for _, u := range s.Units {
		want := 0
		for f := range damaged {
			if strings.HasPrefix(f, u.Job.Input.OutBase+".") {
				want = 1
			}
		}
		if u.Written != want {
			t.Errorf("%s: %d files written, want %d", u.Job.Name, u.Written, want)
		}
	}
	if d := diffTrees(tree(t, p.out), clean); d != "" {
		t.Fatalf("outputs after the restore differ from a clean build:\n%s", d)
	}
	for f, m := range mtimes(t, p.out) {
		if !damaged[f] && !before[f].Equal(m) {
			t.Errorf("%s was intact and got rewritten", f)
		}
	}
	if stats.Last.Restored != 3 || stats.Last.DataReads != 3 || stats.Last.Hits != 20 || stats.Total.Restored != 3 {
		t.Fatalf("stored statistics %+v disagree with the build", stats)
	}
	if len(e.warns) != 0 {
		t.Fatalf("warnings: %q", e.warns)
	}
}

func TestIntactHitsReadNoOutputData(t *testing.T) {
	e := newEnv(t, 20)
	const racy = time.Millisecond
	if s, _, _ := e.buildWith(t, racy, nil); s.Built != 20 {
		t.Fatalf("cold build: %v", s)
	}
	time.Sleep(20 * racy)
	// The first rebuild may hash the outputs written within the racy
	// window of the cold build's stamps; it must read no cached bytes.
	s, c, _ := e.buildWith(t, racy, nil)
	if s.Cached != 20 || s.Written != 0 || c.DataReads != 0 || c.Restored != 0 {
		t.Fatalf("first no-op: %v, counters %+v", s, c)
	}
	time.Sleep(20 * racy)
	s, c, stats := e.buildWith(t, racy, nil)
	if s.Cached != 20 || s.Written != 0 || c.DataReads != 0 || c.Rehashed != 0 || c.Restored != 0 {
		t.Fatalf("second no-op: %v, counters %+v: intact outputs must be vouched for by their stamps", s, c)
	}
	if stats.Last.DataReads != 0 || stats.Last.Rehashed != 0 || stats.Last.Hits != 20 {
		t.Fatalf("stored statistics %+v", stats.Last)
	}

	// An edit that keeps the size and the modification time changes the
	// change time, which no tool can set back: the stamp no longer vouches.
	f := e.p.outPath(5, ".cudafe1.cpp")
	fi, _ := os.Stat(f)
	data := mustRead(t, f)
	data[len(data)-2] ^= 0x01
	if err := os.WriteFile(f, data, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(f, fi.ModTime(), fi.ModTime())
	s, c, _ = e.buildWith(t, racy, nil)
	if s.Written != 1 || c.Restored != 1 || c.DataReads != 1 || c.Rehashed != 1 {
		t.Fatalf("after a same-size edit: %v, counters %+v", s, c)
	}
}

func TestCachedUnitLoadsItsOutputsForLaterSteps(t *testing.T) {
	e := newEnv(t, 6)
	e.build(t, 2)
	clean := cleanBuild(t, e.p)
	var seen []string
	after := func(_ context.Context, u *Unit) error {
		files, err := u.OutputFiles()
		if err != nil {
			return err
		}
		if len(files) != 3 {
			t.Errorf("%s: %d output files", u.Job.Name, len(files))
		}
		for _, f := range files {
			rel, _ := filepath.Rel(e.p.out, f.Path)
			if clean[rel] != string(f.Data) {
				t.Errorf("%s: loaded bytes differ from a clean build", rel)
			}
		}
		e.mu.Lock()
		seen = append(seen, u.Job.Name)
		e.mu.Unlock()
		return nil
	}
	s, c, _ := e.buildWith(t, 0, after)
	if s.Cached != 6 || len(seen) != 6 || c.DataReads != 6 || s.Written != 0 {
		t.Fatalf("%v; hook saw %d units; counters %+v", s, len(seen), c)
	}
}

func TestDamagedOutputWithEvictedDataRecompiles(t *testing.T) {
	e := newEnv(t, 4)
	e.build(t, 2)
	db, err := badger.Open(badger.DefaultOptions(e.cacheDir).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.DropPrefix([]byte("d/")); err != nil {
		t.Fatal(err)
	}
	db.Close()
	gone := e.p.outPath(2, ".cudafe1.cpp")
	os.Remove(gone)
	s, c := e.build(t, 2)
	if s.Built != 1 || s.Cached != 3 || e.fake.calls.Load() != 1 {
		t.Fatalf("%v, %d compiles: only the unit whose bytes are gone should compile", s, e.fake.calls.Load())
	}
	if _, err := os.Stat(gone); err != nil {
		t.Fatalf("output not rewritten: %v", err)
	}
	for _, u := range s.Units {
		if u.Status == Built && !strings.Contains(strings.Join(u.Reasons, ";"), "cached outputs are gone") {
			t.Errorf("%s rebuilt for %q", u.Job.Name, u.Reasons)
		}
	}
	if c.Hits != 3 || c.Misses != 1 || c.Stored != 1 || c.DataReads != 1 {
		t.Fatalf("counters %+v", c)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
