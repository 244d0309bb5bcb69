package hostcc

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// countingCompiler writes a wrapper around g++ that appends a line to a log
// each time it runs, so a test can tell a cache hit from a probe.
func countingCompiler(t *testing.T) (compiler string, runs func() int) {
	t.Helper()
	real := gxx(t)
	dir := t.TempDir()
	log := filepath.Join(dir, "runs.log")
	compiler = filepath.Join(dir, "g++")
	script := fmt.Sprintf("#!/bin/sh\necho run >> %q\nexec %q \"$@\"\n", log, real)
	if err := os.WriteFile(compiler, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return compiler, func() int {
		b, _ := os.ReadFile(log)
		return strings.Count(string(b), "run\n")
	}
}

func cacheFiles(t *testing.T, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return names
}

func sameConfig(a, b *Config) bool {
	return a.Compiler == b.Compiler && a.Version == b.Version && a.Std == b.Std && a.Target == b.Target &&
		a.Banner == b.Banner && slices.Equal(a.Flags, b.Flags) && slices.Equal(a.Macros, b.Macros) &&
		slices.Equal(a.SystemDirs, b.SystemDirs) && slices.Equal(a.PreIncludes, b.PreIncludes) &&
		a.Predefines() == b.Predefines() && a.VersionNumber == b.VersionNumber
}

func TestDiskCacheRoundTripsWithoutRunningTheCompiler(t *testing.T) {
	compiler, runs := countingCompiler(t)
	dir := t.TempDir()
	first, err := NewCache(dir).Probe(compiler, "c++17", []string{"-O2", "-Wall"})
	if err != nil {
		t.Fatal(err)
	}
	if runs() != 1 || len(cacheFiles(t, dir)) != 1 {
		t.Fatalf("first probe: %d runs, %d cache files", runs(), len(cacheFiles(t, dir)))
	}
	// A new Cache (a later cufe process) with flags that normalize the same.
	second, err := NewCache(dir).Probe(compiler, "c++1z", []string{"-O3", "-g"})
	if err != nil {
		t.Fatal(err)
	}
	if runs() != 1 {
		t.Errorf("the second probe ran the compiler (%d runs)", runs())
	}
	if !sameConfig(first, second) {
		t.Errorf("cached config differs:\n%+v\n%+v", first, second)
	}
	if second.HasBuiltin("__builtin_expect") != 1 {
		t.Error("cached config lost its tables")
	}
	// Other flags are another key.
	if _, err := NewCache(dir).Probe(compiler, "c++17", []string{"-fno-exceptions"}); err != nil {
		t.Fatal(err)
	}
	if runs() != 2 || len(cacheFiles(t, dir)) != 2 {
		t.Errorf("new flags: %d runs, %d files", runs(), len(cacheFiles(t, dir)))
	}
}

func TestDiskCacheSurvivesCorruption(t *testing.T) {
	compiler, runs := countingCompiler(t)
	dir := t.TempDir()
	want, err := NewCache(dir).Probe(compiler, "c++20", nil)
	if err != nil {
		t.Fatal(err)
	}
	file := cacheFiles(t, dir)[0]
	good, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for i, bad := range [][]byte{
		nil,                 // empty
		good[:len(good)/2],  // torn
		[]byte("garbage\n"), // not ours
		[]byte(strings.Replace(string(good), "__GNUC__", "__GNUX__", 1)), // checksum mismatch
	} {
		if err := os.WriteFile(file, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := NewCache(dir).Probe(compiler, "c++20", nil)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if !sameConfig(got, want) {
			t.Errorf("case %d: re-probed config differs", i)
		}
		if runs() != i+2 {
			t.Errorf("case %d: %d runs, want a re-probe", i, runs())
		}
		if now, _ := os.ReadFile(file); string(now) != string(good) {
			t.Errorf("case %d: the cache file was not rewritten", i)
		}
	}
}

func TestDecodeRejectsAnotherKey(t *testing.T) {
	c, err := Embedded("c++17", nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Compiler = "/usr/bin/g++"
	data := encodeConfig("k1\n", c)
	if _, err := decodeConfig("k1\n", data); err != nil {
		t.Fatalf("own key: %v", err)
	}
	if _, err := decodeConfig("k2\n", data); err == nil {
		t.Error("a file written for another key was accepted")
	}
}

// TestConcurrentProbesShareOneDirectory stands in for several cufe processes
// starting at once: each has its own Cache on one directory.
func TestConcurrentProbesShareOneDirectory(t *testing.T) {
	compiler, _ := countingCompiler(t)
	dir := t.TempDir()
	const n = 8
	cfgs := make([]*Config, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cfgs[i], errs[i] = NewCache(dir).Probe(compiler, "c++17", nil)
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if !sameConfig(cfgs[i], cfgs[0]) {
			t.Errorf("probe %d differs", i)
		}
	}
	if files := cacheFiles(t, dir); len(files) != 1 {
		t.Errorf("%d cache files: %q", len(files), files)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, ".probe-*")); len(leftovers) != 0 {
		t.Errorf("temporary files left: %q", leftovers)
	}
	if readCached(dir, cacheKeyFor(t, compiler, "c++17")) == nil {
		t.Error("the file left behind does not read back")
	}
}

// TestCacheRunsOncePerKeyInProcess checks the in-memory side: many
// goroutines, one Cache, one compiler run.
func TestCacheRunsOncePerKeyInProcess(t *testing.T) {
	compiler, runs := countingCompiler(t)
	c := NewCache("")
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := c.Probe(compiler, "c++17", []string{"-O1"}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if runs() != 1 {
		t.Errorf("%d runs for one key", runs())
	}
}

func cacheKeyFor(t *testing.T, compiler, std string) string {
	path, info, target, err := resolveCompiler(compiler)
	if err != nil {
		t.Fatal(err)
	}
	return cacheKey(path, info, target, Args{Std: std})
}

// BenchmarkCachedProbe is a later cufe run's cost: a fresh Cache, one small
// file read and parsed, no compiler run.
func BenchmarkCachedProbe(b *testing.B) {
	gxx(b)
	dir := b.TempDir()
	if _, err := NewCache(dir).Probe("g++", "c++17", []string{"-O2"}); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := NewCache(dir).Probe("g++", "c++17", []string{"-O2"}); err != nil {
			b.Fatal(err)
		}
	}
}
