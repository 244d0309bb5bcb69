package scheduler

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/cache"
)

// The benchmarks measure the driver and the cache around a trivial front end
// (the fake one): what cufe adds to every build, not the front end's time.

func benchCold(b *testing.B, jobs int) {
	p := genProject(b, 200)
	fake := newFake()
	for b.Loop() {
		b.StopTimer()
		cacheDir, err := os.MkdirTemp(b.TempDir(), "cache")
		if err != nil {
			b.Fatal(err)
		}
		os.RemoveAll(p.out)
		b.StartTimer()
		st, err := cache.Open(cache.Options{Dir: cacheDir})
		if err != nil {
			b.Fatal(err)
		}
		s, err := Run(context.Background(), p.jobs(), Options{Jobs: jobs, Compiler: fake.Compile, Cache: st, Version: "test"})
		if err != nil || s.Built != 200 {
			b.Fatalf("%v %v", s, err)
		}
		if err := st.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkColdBuild200 is a 200-TU build from an empty cache and no outputs.
func BenchmarkColdBuild200J1(b *testing.B) { benchCold(b, 1) }
func BenchmarkColdBuild200J2(b *testing.B) { benchCold(b, 2) }

// BenchmarkNoopRebuild200 is a rebuild of 200 up-to-date TUs, opening and
// closing the cache as `cufe build` does. The target is under 100 ms.
//
// It measures the steady state: outputs and inputs older than the racy
// window, stamped by an earlier no-op, so that no file is read. (Right
// after a build the outputs written in its last two seconds are hashed
// once; that costs the first no-op a few milliseconds.)
func BenchmarkNoopRebuild200(b *testing.B) {
	p := genProject(b, 200)
	fake := newFake()
	cacheDir := b.TempDir()
	build := func() (*Summary, cache.Counters) {
		st, err := cache.Open(cache.Options{Dir: cacheDir})
		if err != nil {
			b.Fatal(err)
		}
		s, err := Run(context.Background(), p.jobs(), Options{Jobs: 2, Compiler: fake.Compile, Cache: st, Version: "test"})
		if err != nil {
			b.Fatal(err)
		}
		c := st.RunCounters()
		if err := st.Close(); err != nil {
			b.Fatal(err)
		}
		return s, c
	}
	build()
	time.Sleep(cache.DefaultRacyWindow + 100*time.Millisecond)
	build() // stamps what the cold build left racy
	for b.Loop() {
		if s, c := build(); s.Cached != 200 || s.Written != 0 || c.DataReads != 0 || c.Rehashed != 0 {
			b.Fatalf("not a no-op: %v, counters %+v", s, c)
		}
	}
}

// BenchmarkCacheHitPerTU is the cost of one hit: key, lookup with closure
// validation, and the unchanged-output check, in an open cache whose stamps
// vouch for the unit's files (as in a steady no-op rebuild).
func BenchmarkCacheHitPerTU(b *testing.B) {
	p := genProject(b, 1)
	fake := newFake()
	dir := b.TempDir()
	jobs := p.jobs()
	for i := 0; i < 2; i++ { // build, then stamp what the build left racy
		st, err := cache.Open(cache.Options{Dir: dir})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Run(context.Background(), jobs, Options{Jobs: 1, Compiler: fake.Compile, Cache: st, Version: "test"}); err != nil {
			b.Fatal(err)
		}
		if err := st.Close(); err != nil {
			b.Fatal(err)
		}
		time.Sleep(cache.DefaultRacyWindow + 100*time.Millisecond)
	}
	st, err := cache.Open(cache.Options{Dir: dir})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	for b.Loop() {
		s, err := Run(context.Background(), jobs, Options{Jobs: 1, Compiler: fake.Compile, Cache: st, Version: "test"})
		if err != nil || s.Cached != 1 {
			b.Fatalf("%v %v", s, err)
		}
		if c := st.RunCounters(); c.Rehashed != 0 || c.DataReads != 0 {
			b.Fatalf("a file was read: %+v", c)
		}
	}
}
