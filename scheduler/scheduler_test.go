package scheduler

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/cufe-dev/cufe/cache"
)

// env is a project, a cache directory and a fake front end.
type env struct {
	p        *testProject
	cacheDir string
	fake     *fakeCompiler
	warns    []string
	mu       sync.Mutex
}

func newEnv(t testing.TB, n int) *env {
	return &env{p: genProject(t, n), cacheDir: t.TempDir(), fake: newFake()}
}

func (e *env) warn(m string) { e.mu.Lock(); e.warns = append(e.warns, m); e.mu.Unlock() }

// build runs one build through the cache, as `cufe build` does: open, run,
// close. It returns the summary and the run's cache counters.
func (e *env) build(t testing.TB, jobs int) (*Summary, cache.Counters) {
	t.Helper()
	e.fake.reset()
	st, err := cache.Open(cache.Options{Dir: e.cacheDir, Warn: e.warn, LockWait: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Run(context.Background(), e.p.jobs(), Options{Jobs: jobs, Compiler: e.fake.Compile, Cache: st, Version: "test", StaleSuffixes: testSuffixes, Warn: e.warn})
	if err != nil {
		t.Fatal(err)
	}
	c := st.RunCounters()
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	return s, c
}

func TestColdNoopHeaderFlagCycle(t *testing.T) {
	e := newEnv(t, 200)
	p := e.p

	// Cold build: everything compiled once.
	s, c := e.build(t, 2)
	if s.Built != 200 || s.Cached != 0 || s.Failed != 0 || e.fake.calls.Load() != 200 {
		t.Fatalf("cold build: %v, %d compiles", s, e.fake.calls.Load())
	}
	if c.Misses != 200 || c.Hits != 0 || c.Stored != 200 {
		t.Fatalf("cold counters %+v", c)
	}
	clean := cleanBuild(t, p)
	if d := diffTrees(tree(t, p.out), clean); d != "" {
		t.Fatalf("cold build differs from an uncached build:\n%s", d)
	}

	// No-op rebuild: every unit a hit, no compile, no file rewritten.
	before := mtimes(t, p.out)
	s, c = e.build(t, 2)
	if s.Cached != 200 || s.Built != 0 || s.Written != 0 || e.fake.calls.Load() != 0 {
		t.Fatalf("no-op rebuild: %v, %d compiles", s, e.fake.calls.Load())
	}
	if c.Hits != 200 || c.Misses != 0 {
		t.Fatalf("no-op counters %+v", c)
	}
	after := mtimes(t, p.out)
	if len(after) != len(before) {
		t.Fatalf("%d files before, %d after", len(before), len(after))
	}
	for f, m := range before {
		if !after[f].Equal(m) {
			t.Errorf("%s rewritten on a no-op rebuild", f)
		}
	}

	// Touching a header without changing it rebuilds nothing.
	now := time.Now().Add(-500 * time.Millisecond)
	os.Chtimes(filepath.Join(p.root, "include", "h3.h"), now, now)
	if s, _ = e.build(t, 2); s.Cached != 200 {
		t.Fatalf("after touching a header: %v", s)
	}

	// Editing h3.h rebuilds exactly the units including it (i%10 == 3).
	writeFile(t, filepath.Join(p.root, "include", "h3.h"), "#include \"deep/d0.h\"\n__device__ int h3(int); // edited\n")
	s, c = e.build(t, 2)
	want := map[string]bool{}
	for i := 3; i < p.n; i += headerGroups {
		want[p.src(i)] = true
	}
	got := e.fake.compiledSet()
	if len(got) != len(want) || s.Built != len(want) || s.Cached != p.n-len(want) {
		t.Fatalf("after editing h3.h: %v; compiled %d units, want %d", s, len(got), len(want))
	}
	for f := range want {
		if !got[f] {
			t.Errorf("%s includes h3.h and was not rebuilt", f)
		}
	}
	for _, u := range s.Units {
		if u.Status == Built && (len(u.Reasons) != 1 || !strings.Contains(u.Reasons[0], "h3.h")) {
			t.Errorf("%s rebuilt for %q", u.Job.Name, u.Reasons)
		}
	}
	if c.Hits != int64(p.n-len(want)) || c.Misses != int64(len(want)) {
		t.Fatalf("counters after header edit %+v", c)
	}

	// A deep header shared by a third of the groups.
	writeFile(t, filepath.Join(p.root, "include", "deep", "d1.h"), "typedef long d1_t;\n")
	s, _ = e.build(t, 2)
	n := 0
	for i := 0; i < p.n; i++ {
		if (i%headerGroups)%3 == 1 {
			n++
		}
	}
	if s.Built != n || int(e.fake.calls.Load()) != n {
		t.Fatalf("after editing deep/d1.h: %v, want %d built", s, n)
	}

	// A header that did not exist appears where an include looked for it.
	writeFile(t, filepath.Join(p.root, "include", "opt2.h"), "int opt;\n")
	s, _ = e.build(t, 2)
	if s.Built != p.n/4 {
		t.Fatalf("after opt2.h appeared: %v, want %d built", s, p.n/4)
	}

	// A flag change misses everything.
	p.args = append(p.args, "-DNEW_FLAG=1")
	s, c = e.build(t, 2)
	if s.Built != p.n || c.Misses != int64(p.n) {
		t.Fatalf("after a flag change: %v", s)
	}
	for _, u := range s.Units[:3] {
		if strings.Join(u.Reasons, ";") != "added:   flag -DNEW_FLAG=1" {
			t.Errorf("%s: reasons %q", u.Job.Name, u.Reasons)
		}
	}
	if d := diffTrees(tree(t, p.out), cleanBuild(t, p)); d != "" {
		t.Fatalf("incremental outputs differ from a clean build:\n%s", d)
	}

	// The stored statistics agree with all of the above.
	st, err := cache.Open(cache.Options{Dir: e.cacheDir})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	stats, err := st.Stats()
	if err != nil {
		t.Fatal(err)
	}
	misses := int64(200 + 0 + 0 + 20 + n + p.n/4 + p.n)
	lookups := int64(7 * p.n)
	if stats.Total.Runs != 7 || stats.Total.Lookups() != lookups || stats.Total.Misses != misses || stats.Total.Hits != lookups-misses || stats.Total.Stored != misses {
		t.Fatalf("cumulative stats %+v, want %d lookups, %d misses", stats.Total, lookups, misses)
	}
	if stats.Last.Misses != int64(p.n) || stats.Last.Hits != 0 {
		t.Fatalf("last-run stats %+v", stats.Last)
	}
	if stats.Total.Stages["compile"] <= 0 || stats.Total.Saved <= 0 {
		t.Fatalf("no times recorded: %+v", stats.Total)
	}
	inf, err := st.Info()
	if err != nil || inf.Entries["snapshot"] != p.n || inf.Entries["manifest"] != 2*p.n {
		t.Fatalf("info %+v %v", inf, err)
	}
	if len(e.warns) != 0 {
		t.Fatalf("warnings: %q", e.warns)
	}
}

func TestCorruptCacheIsSurvived(t *testing.T) {
	e := newEnv(t, 40)
	e.build(t, 2)
	// Flip the last byte of every value in the database.
	db, err := badger.Open(badger.DefaultOptions(e.cacheDir).WithLogger(nil))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	err = db.Update(func(txn *badger.Txn) error {
		it := txn.NewIterator(badger.DefaultIteratorOptions)
		type kv struct{ k, v []byte }
		var all []kv
		for it.Rewind(); it.Valid(); it.Next() {
			v, _ := it.Item().ValueCopy(nil)
			v[len(v)-1] ^= 0x5a
			all = append(all, kv{it.Item().KeyCopy(nil), v})
		}
		it.Close()
		for _, e := range all {
			if err := txn.Set(e.k, e.v); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	if err != nil || db.Close() != nil || n == 0 {
		t.Fatalf("corrupting: %v, %d values", err, n)
	}
	os.RemoveAll(e.p.out)
	s, c := e.build(t, 2)
	if s.Built != 40 || s.Failed != 0 || c.Corrupt == 0 {
		t.Fatalf("build over a corrupt cache: %v, %+v", s, c)
	}
	if d := diffTrees(tree(t, e.p.out), cleanBuild(t, e.p)); d != "" {
		t.Fatalf("outputs after a corrupt cache differ from a clean build:\n%s", d)
	}
	if !strings.Contains(strings.Join(e.warns, "\n"), "checksum mismatch") {
		t.Fatalf("no warning about corruption: %q", e.warns)
	}
	if s, _ = e.build(t, 2); s.Cached != 40 {
		t.Fatalf("the cache did not recover: %v", s)
	}
}

func TestFailuresPanicsAndDiagnostics(t *testing.T) {
	e := newEnv(t, 20)
	p := e.p
	writeFile(t, p.src(4), "#include \"common.h\"\nint x; // WARN unused\n")
	writeFile(t, p.src(5), "int y; // ERROR bad\n")
	writeFile(t, p.src(6), "int z; // PANIC\n")
	var logged strings.Builder
	var mu sync.Mutex
	prog := &recordingProgress{log: func(s string) { mu.Lock(); logged.WriteString(s); mu.Unlock() }}
	st, err := cache.Open(cache.Options{Dir: e.cacheDir})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Run(context.Background(), p.jobs(), Options{Jobs: 2, Compiler: e.fake.Compile, Cache: st, Version: "test", StaleSuffixes: testSuffixes, Progress: prog})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	if s.Built != 18 || s.Failed != 2 || s.Warnings != 1 || s.Errors != 1 || s.OK() {
		t.Fatalf("summary %v", s)
	}
	if u := s.Units[6]; u.Status != Failed || u.Err == nil || !strings.Contains(u.Err.Error(), "panicked") || !strings.Contains(u.Err.Error(), "goroutine") {
		t.Fatalf("panicking unit: %+v", u)
	}
	if u := s.Units[5]; u.Status != Failed || u.Output.ExitStatus != 2 {
		t.Fatalf("failing unit: %+v", u)
	}
	diag4 := filepath.Join(p.out, "src", "dir4", "tu004.diag")
	if b, err := os.ReadFile(diag4); err != nil || !strings.Contains(string(b), "warning: int x; // WARN") {
		t.Fatalf("diagnostics file: %q %v", b, err)
	}
	if !strings.Contains(logged.String(), "warning: int x;") || !strings.Contains(logged.String(), "error: int y;") {
		t.Fatalf("diagnostics not shown: %q", logged.String())
	}
	// A hit replays the warning; fixing it removes the .diag file.
	logged.Reset()
	s, _ = e.build(t, 2)
	if s.Cached != 18 || s.Warnings != 1 || s.Failed != 2 {
		t.Fatalf("rebuild: %v", s)
	}
	writeFile(t, p.src(4), "#include \"common.h\"\nint x;\n")
	e.build(t, 2)
	if _, err := os.Stat(diag4); !os.IsNotExist(err) {
		t.Fatalf("stale diagnostics file kept: %v", err)
	}
	// A unit that starts failing loses its old outputs.
	writeFile(t, p.src(7), "int w; // ERROR now\n")
	e.build(t, 2)
	if _, err := os.Stat(filepath.Join(p.out, "src", "dir2", "tu007.cudafe1.cpp")); !os.IsNotExist(err) {
		t.Fatalf("output of a now failing unit kept: %v", err)
	}
}

func TestFailFastAndCancel(t *testing.T) {
	e := newEnv(t, 30)
	writeFile(t, e.p.src(0), "int y; // ERROR first\n")
	s, err := Run(context.Background(), e.p.jobs(), Options{Jobs: 1, FailFast: true, Compiler: e.fake.Compile, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Failed != 1 || s.Canceled != 29 || e.fake.calls.Load() != 1 {
		t.Fatalf("fail-fast: %v, %d compiles", s, e.fake.calls.Load())
	}

	// Cancelling mid-build: what was written is whole, the rest is absent.
	e.fake.reset()
	e.fake.delay = 20 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Millisecond)
	defer cancel()
	out := t.TempDir()
	s, err = Run(ctx, e.p.jobsInto(out), Options{Jobs: 2, Compiler: e.fake.Compile, Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Canceled == 0 || s.Built == 0 || s.Built+s.Canceled+s.Failed != 30 {
		t.Fatalf("cancelled build: %v", s)
	}
	clean := cleanBuild(t, e.p)
	for f, text := range tree(t, out) {
		if strings.Contains(f, tempPrefix) {
			t.Errorf("temporary file left: %s", f)
		} else if clean[f] != text {
			t.Errorf("%s is not what a complete build writes", f)
		}
	}
}

func TestDeadTempFilesAreRemoved(t *testing.T) {
	e := newEnv(t, 3)
	dir := filepath.Dir(e.p.jobs()[0].Input.OutBase)
	dead := filepath.Join(dir, tempPrefix+"999999999-123")
	mine := filepath.Join(dir, fmt.Sprintf("%s%d-456", tempPrefix, os.Getpid()))
	writeFile(t, dead, "partial")
	writeFile(t, mine, "in progress")
	if _, err := Run(context.Background(), e.p.jobs(), Options{Compiler: e.fake.Compile}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("a dead build's temporary file survived: %v", err)
	}
	if _, err := os.Stat(mine); err != nil {
		t.Errorf("a live process's temporary file was removed: %v", err)
	}
}

func TestOutputOutsideOutBaseIsRefused(t *testing.T) {
	e := newEnv(t, 1)
	evil := filepath.Join(t.TempDir(), "elsewhere.cpp")
	comp := func(ctx context.Context, in tuInput) (*tuOutput, error) {
		out, err := e.fake.Compile(ctx, in)
		if err == nil {
			out.Files = append(out.Files, tuFile{Path: evil, Data: []byte("x")})
		}
		return out, err
	}
	s, err := Run(context.Background(), e.p.jobs(), Options{Compiler: comp})
	if err != nil {
		t.Fatal(err)
	}
	if s.Failed != 1 || !strings.Contains(s.Units[0].Err.Error(), "not beside the output prefix") {
		t.Fatalf("%v: %v", s, s.Units[0].Err)
	}
	if _, err := os.Stat(evil); !os.IsNotExist(err) {
		t.Fatal("a file outside the output prefix was written")
	}
}

// recordingProgress records what a build shows.
type recordingProgress struct{ log func(string) }

func (*recordingProgress) Start(int)         {}
func (*recordingProgress) Begin(string)      {}
func (*recordingProgress) Done(*Unit)        {}
func (r *recordingProgress) Log(s string)    { r.log(s) }
func (*recordingProgress) Finish(s *Summary) {}
