package toolkit

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// checkExtracted verifies that tk.IncludeDir holds exactly the embedded set.
func checkExtracted(t *testing.T, tk *Toolkit) {
	t.Helper()
	files, err := embeddedHeaders()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		got, err := os.ReadFile(tk.HeaderPath(f.name))
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		if !bytes.Equal(got, f.data) {
			t.Fatalf("%s differs from the embedded copy", f.name)
		}
	}
	n := 0
	filepath.WalkDir(tk.IncludeDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return err
	})
	if n != len(files) {
		t.Errorf("%d files extracted, %d embedded", n, len(files))
	}
}

func TestEmbeddedExtraction(t *testing.T) {
	cache := t.TempDir()
	tk, err := EmbeddedIn(cache)
	if err != nil {
		t.Fatal(err)
	}
	if !tk.Embedded || tk.Major != EmbeddedMajor || tk.Minor != EmbeddedMinor || tk.Build != EmbeddedBuild || tk.NVCC != "" {
		t.Errorf("toolkit %+v", tk)
	}
	if !strings.HasPrefix(tk.IncludeDir, cache) || filepath.Base(tk.IncludeDir) != "include" {
		t.Errorf("IncludeDir %s not under %s", tk.IncludeDir, cache)
	}
	if got := tk.IncludeDirs(); len(got) != 1 || got[0].Path != tk.IncludeDir || got[0].System {
		t.Errorf("IncludeDirs = %+v", got)
	}
	checkExtracted(t, tk)

	// A second call reuses the copy without rewriting it.
	st1, _ := os.Stat(tk.HeaderPath("cuda_runtime.h"))
	tk2, err := EmbeddedIn(cache)
	if err != nil {
		t.Fatal(err)
	}
	st2, _ := os.Stat(tk2.HeaderPath("cuda_runtime.h"))
	if tk2.IncludeDir != tk.IncludeDir || !st1.ModTime().Equal(st2.ModTime()) || !os.SameFile(st1, st2) {
		t.Error("second extraction rewrote the headers")
	}
	entries, _ := os.ReadDir(cache)
	if len(entries) != 1 {
		t.Errorf("cache holds %d entries, want 1 (no temporary leftovers)", len(entries))
	}
}

func TestEmbeddedExtractionRepairsDamage(t *testing.T) {
	cache := t.TempDir()
	tk, err := EmbeddedIn(cache)
	if err != nil {
		t.Fatal(err)
	}
	victim := tk.HeaderPath("driver_types.h")
	os.Chmod(victim, 0o644)
	if err := os.WriteFile(victim, []byte("/* edited */\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(tk.HeaderPath("crt/host_defines.h")); err != nil {
		t.Fatal(err)
	}
	tk2, err := EmbeddedIn(cache)
	if err != nil {
		t.Fatal(err)
	}
	checkExtracted(t, tk2)
}

func TestEmbeddedExtractionConcurrentGoroutines(t *testing.T) {
	cache := t.TempDir()
	var wg sync.WaitGroup
	dirs := make([]string, 16)
	errs := make([]error, 16)
	for i := range dirs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			tk, err := EmbeddedIn(cache)
			errs[i] = err
			if err == nil {
				dirs[i] = tk.IncludeDir
			}
		}(i)
	}
	wg.Wait()
	for i := range dirs {
		if errs[i] != nil {
			t.Fatalf("goroutine %d: %v", i, errs[i])
		}
		if dirs[i] != dirs[0] {
			t.Fatalf("goroutines disagree: %s vs %s", dirs[i], dirs[0])
		}
	}
	tk, _ := EmbeddedIn(cache)
	checkExtracted(t, tk)
	if entries, _ := os.ReadDir(cache); len(entries) != 1 {
		t.Errorf("cache holds %d entries, want 1", len(entries))
	}
}

// TestEmbeddedExtractionConcurrentProcesses runs this test binary several
// times at once, each extracting into the same directory.
func TestEmbeddedExtractionConcurrentProcesses(t *testing.T) {
	if dir := os.Getenv("CUFE_TEST_EXTRACT_INTO"); dir != "" {
		tk, err := EmbeddedIn(dir)
		if err != nil {
			t.Fatal(err)
		}
		os.Stdout.WriteString("INCLUDE=" + tk.IncludeDir + "\n")
		return
	}
	if testing.Short() {
		t.Skip("starts processes")
	}
	cache := t.TempDir()
	const n = 6
	cmds := make([]*exec.Cmd, n)
	outs := make([]bytes.Buffer, n)
	for i := range cmds {
		cmds[i] = exec.Command(os.Args[0], "-test.run=^TestEmbeddedExtractionConcurrentProcesses$")
		cmds[i].Env = append(os.Environ(), "CUFE_TEST_EXTRACT_INTO="+cache)
		cmds[i].Stdout = &outs[i]
		cmds[i].Stderr = &outs[i]
		if err := cmds[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	include := regexp.MustCompile(`INCLUDE=(\S+)`)
	var first string
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("process %d: %v\n%s", i, err, outs[i].String())
		}
		m := include.FindStringSubmatch(outs[i].String())
		if m == nil {
			t.Fatalf("process %d printed no directory:\n%s", i, outs[i].String())
		}
		if first == "" {
			first = m[1]
		} else if m[1] != first {
			t.Fatalf("processes disagree: %s vs %s", m[1], first)
		}
	}
	tk, err := EmbeddedIn(cache)
	if err != nil {
		t.Fatal(err)
	}
	if tk.IncludeDir != first {
		t.Errorf("IncludeDir %s, processes said %s", tk.IncludeDir, first)
	}
	checkExtracted(t, tk)
	if entries, _ := os.ReadDir(cache); len(entries) != 1 {
		t.Errorf("cache holds %d entries, want 1", len(entries))
	}
}

func TestEmbeddedDefaultLocation(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	tk, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(tk.IncludeDir, os.Getenv("XDG_CACHE_HOME")) && !strings.HasPrefix(tk.IncludeDir, os.TempDir()) {
		t.Errorf("extracted to %s", tk.IncludeDir)
	}
	checkExtracted(t, tk)
}

// TestEmbeddedIncludesResolve checks that every quoted #include of the
// embedded set names a file of the set (angle includes are the C++ library's).
func TestEmbeddedIncludesResolve(t *testing.T) {
	files, err := embeddedHeaders()
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, f := range files {
		have[f.name] = true
	}
	for _, want := range []string{"cuda_runtime.h", "cuda_runtime_api.h", "driver_types.h", "vector_types.h", "builtin_types.h",
		"device_types.h", "host_defines.h", "crt/host_defines.h", "device_launch_parameters.h", "crt/host_runtime.h"} {
		if !have[want] {
			t.Errorf("embedded set lacks %s", want)
		}
	}
	inc := regexp.MustCompile(`(?m)^\s*#\s*include\s+"([^"]+)"`)
	for _, f := range files {
		for _, m := range inc.FindAllSubmatch(f.data, -1) {
			if !have[string(m[1])] {
				t.Errorf("%s includes %q, which is not embedded", f.name, m[1])
			}
		}
	}
}

func TestContentHashChangesWithContent(t *testing.T) {
	a := []embeddedFile{{"a.h", []byte("x")}}
	b := []embeddedFile{{"a.h", []byte("y")}}
	c := []embeddedFile{{"b.h", []byte("x")}}
	if contentHash(a) == contentHash(b) || contentHash(a) == contentHash(c) {
		t.Error("hash ignores names or contents")
	}
	if contentHash(a) != contentHash([]embeddedFile{{"a.h", []byte("x")}}) {
		t.Error("hash not deterministic")
	}
}

func TestEmbeddedExtractionRemovesStaleLeftovers(t *testing.T) {
	cache := t.TempDir()
	stale := filepath.Join(cache, ".extract-123")
	fresh := filepath.Join(cache, ".extract-456")
	for _, d := range []string{stale, fresh} {
		if err := os.MkdirAll(filepath.Join(d, "include"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-2 * staleAfter)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	if _, err := EmbeddedIn(cache); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Error("a leftover from hours ago was kept")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a recent temporary directory (maybe another process's) was removed")
	}
}
