package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// testFrontEnd stands in for tu.Compile: it follows `#include "x"` lines
// (beside the includer, then -I directories), fails on a line containing
// ERROR, warns on WARN, and writes outputs made of the flags and the text.
type testFrontEnd struct {
	calls atomic.Int64
	delay time.Duration
}

func (f *testFrontEnd) compile(ctx context.Context, in tu.Input) (*tu.Output, error) {
	f.calls.Add(1)
	if f.delay > 0 {
		select {
		case <-time.After(f.delay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	var dirs []string
	for _, a := range in.Args {
		if strings.HasPrefix(a, "-I") {
			dirs = append(dirs, a[2:])
		}
	}
	out := &tu.Output{}
	var text strings.Builder
	seen := map[string]bool{}
	var visit func(path string) error
	visit = func(path string) error {
		if seen[path] {
			return nil
		}
		seen[path] = true
		out.Closure = append(out.Closure, path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(data), "\n") {
			if strings.Contains(line, "ERROR") {
				out.Errors++
				fmt.Fprintf((*bytesWriter)(&out.Diagnostics), "%s: error: %s\n", filepath.Base(path), line)
			} else if strings.Contains(line, "WARN") {
				out.Warnings++
				fmt.Fprintf((*bytesWriter)(&out.Diagnostics), "%s: warning: %s\n", filepath.Base(path), line)
			}
			name, ok := strings.CutPrefix(line, `#include "`)
			if !ok {
				text.WriteString(line + "\n")
				continue
			}
			name = strings.TrimSuffix(name, `"`)
			found := false
			for _, d := range append([]string{filepath.Dir(path)}, dirs...) {
				if p := filepath.Join(d, name); fileExists(p) {
					if err := visit(p); err != nil {
						return err
					}
					found = true
					break
				}
			}
			if !found {
				out.Missing = append(out.Missing, name)
				out.Errors++
			}
		}
		return nil
	}
	if err := visit(in.Path); err != nil {
		return nil, err
	}
	if out.Errors > 0 {
		out.ExitStatus = 2
		return out, nil
	}
	out.Files = []tu.File{
		{Path: in.OutBase + ".cudafe1.cpp", Data: []byte("// " + strings.Join(in.Args, " ") + "\n" + text.String())},
		{Path: in.OutBase + ".module_id", Data: []byte("_id_" + filepath.Base(in.Path))},
	}
	return out, nil
}

type bytesWriter []byte

func (b *bytesWriter) Write(p []byte) (int, error) { *b = append(*b, p...); return len(p), nil }

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

func put(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Second) // an edit made before the build
	os.Chtimes(path, old, old)
}

// sampleProject writes a small project with a cufe.yaml and returns its root.
func sampleProject(t *testing.T) string {
	root := t.TempDir()
	put(t, filepath.Join(root, "cufe.yaml"), `# sample
sources: ["src/**/*.cu"]
exclude: ["src/experimental/**"]
include_dirs: [include]
defines: [PROJECT=1]
std: c++17
arch: [sm_80, sm_90]
output_dir: out
flags:
  - glob: "src/kernels/**"
    args: ["-DKERNELS"]
`)
	put(t, filepath.Join(root, "include", "common.h"), "struct common {};\n")
	put(t, filepath.Join(root, "include", "math.h"), "#include \"common.h\"\nint add(int, int);\n")
	put(t, filepath.Join(root, "src", "main.cu"), "#include \"common.h\"\nint main() {}\n")
	put(t, filepath.Join(root, "src", "kernels", "add.cu"), "#include \"math.h\"\n__global__ void add() {}\n")
	put(t, filepath.Join(root, "src", "kernels", "scale.cu"), "#include \"math.h\"\n__global__ void scale() {} // WARN\n")
	put(t, filepath.Join(root, "src", "experimental", "x.cu"), "ERROR not built\n")
	put(t, filepath.Join(root, "src", ".hidden", "h.cu"), "ERROR not built\n")
	put(t, filepath.Join(root, "other.cu"), "ERROR not in sources\n")
	return root
}

type result struct {
	status         int
	stdout, stderr string
}

func runCmd(t *testing.T, fe *testFrontEnd, args ...string) result {
	t.Helper()
	var out, errw bytes.Buffer
	var st int
	if args[0] == "build" {
		st = runBuild(args[1:], &out, &errw, fe.compile)
	} else {
		st = run(args, &out, &errw)
	}
	return result{st, out.String(), errw.String()}
}

func TestBuildSampleProject(t *testing.T) {
	root := sampleProject(t)
	cacheDir := t.TempDir()
	fe := &testFrontEnd{}
	r := runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "-j", "2")
	if r.status != 0 {
		t.Fatalf("cold build: status %d\n%s\n%s", r.status, r.stdout, r.stderr)
	}
	for _, want := range []string{"cufe: 3 TU: 3 built, 0 cached, 0 failed", "1 warning(s)", "cache: hits 0/3 (0.0%), stored 3"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("cold build output lacks %q:\n%s", want, r.stdout)
		}
	}
	if !strings.Contains(r.stderr, "scale.cu: warning:") {
		t.Errorf("warning not shown: %q", r.stderr)
	}
	host, err := os.ReadFile(filepath.Join(root, "out", "src", "kernels", "add.cudafe1.cpp"))
	if err != nil {
		t.Fatal(err)
	}
	wantFlags := fmt.Sprintf("// -std=c++17 -I%s -DPROJECT=1 -arch=sm_80 -arch=sm_90 -DKERNELS\n", filepath.Join(root, "include"))
	if !strings.HasPrefix(string(host), wantFlags) {
		t.Errorf("flags given to the front end:\n got %q\nwant %q", strings.SplitN(string(host), "\n", 2)[0]+"\n", wantFlags)
	}
	for _, f := range []string{"src/main.cudafe1.cpp", "src/main.module_id", "src/kernels/scale.diag"} {
		if !fileExists(filepath.Join(root, "out", filepath.FromSlash(f))) {
			t.Errorf("missing output %s", f)
		}
	}
	if fileExists(filepath.Join(root, "out", "src", "main.diag")) {
		t.Error("a .diag file for a unit without diagnostics")
	}

	// No-op rebuild.
	r = runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir)
	if r.status != 0 || fe.calls.Load() != 3 || !strings.Contains(r.stdout, "cache: hits 3/3 (100.0%)") || !strings.Contains(r.stdout, "0 file(s) written") {
		t.Fatalf("no-op rebuild: %d compiles\n%s%s", fe.calls.Load(), r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "scale.cu: warning:") {
		t.Errorf("warning not replayed on a hit: %q", r.stderr)
	}

	// explain: a hit, then a header edit named.
	r = runCmd(t, fe, "explain", "-C", root, "--cache-dir", cacheDir, "src/kernels/add.cu")
	if r.status != 0 || !strings.Contains(r.stdout, "src/kernels/add.cu: hit") {
		t.Fatalf("explain on a hit: %d\n%s%s", r.status, r.stdout, r.stderr)
	}
	put(t, filepath.Join(root, "include", "math.h"), "#include \"common.h\"\nlong add(long, long);\n")
	r = runCmd(t, fe, "explain", "-C", root, "--cache-dir", cacheDir, "src/kernels/add.cu", "src/main.cu")
	if r.status != 1 || !strings.Contains(r.stdout, "add.cu: miss") || !strings.Contains(r.stdout, "changed: file "+filepath.Join(root, "include", "math.h")) || !strings.Contains(r.stdout, "main.cu: hit") {
		t.Fatalf("explain after a header edit: %d\n%s%s", r.status, r.stdout, r.stderr)
	}
	r = runCmd(t, fe, "explain", "-C", root, "--cache-dir", cacheDir, "-D", "EXTRA", "src/main.cu")
	if r.status != 1 || !strings.Contains(r.stdout, "added:   flag -DEXTRA") {
		t.Fatalf("explain with a new flag: %d\n%s%s", r.status, r.stdout, r.stderr)
	}

	// Rebuild: the two includers of math.h, verbose with the reason.
	r = runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "-v")
	if r.status != 0 || !strings.Contains(r.stdout, "2 built, 1 cached") || !strings.Contains(r.stdout, "changed: file "+filepath.Join(root, "include", "math.h")) {
		t.Fatalf("rebuild after a header edit:\n%s%s", r.stdout, r.stderr)
	}

	// stats: text with denominators, JSON that agrees, zero.
	r = runCmd(t, fe, "stats", "--cache-dir", cacheDir)
	if r.status != 0 || !hasLine(r.stdout, "hits", "1/3 (33.3%)", "4/9 (44.4%)") || !hasLine(r.stdout, "misses", "2/3 (66.7%)", "5/9 (55.6%)") {
		t.Fatalf("stats:\n%s%s", r.stdout, r.stderr)
	}
	r = runCmd(t, fe, "stats", "--cache-dir", cacheDir, "--json")
	var js struct {
		Cumulative struct{ Runs, Lookups, Hits, Misses, Stored int64 }
		Entries    map[string]int
	}
	if err := json.Unmarshal([]byte(r.stdout), &js); err != nil {
		t.Fatalf("stats --json: %v\n%s", err, r.stdout)
	}
	if c := js.Cumulative; c.Runs != 3 || c.Lookups != 9 || c.Hits != 4 || c.Misses != 5 || c.Stored != 5 || js.Entries["result"] != 5 {
		t.Fatalf("stats --json: %+v", js)
	}
	if r = runCmd(t, fe, "stats", "--cache-dir", cacheDir, "--zero"); r.status != 0 {
		t.Fatal(r.stderr)
	}
	if r = runCmd(t, fe, "stats", "--cache-dir", cacheDir); !strings.Contains(r.stdout, "0/0") {
		t.Fatalf("stats after --zero:\n%s", r.stdout)
	}
}

func TestCacheCommands(t *testing.T) {
	root := sampleProject(t)
	cacheDir := t.TempDir()
	fe := &testFrontEnd{}
	runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "-q")
	r := runCmd(t, fe, "cache", "info", "--cache-dir", cacheDir)
	if r.status != 0 || !strings.Contains(r.stdout, "entries   14 (3 manifests, 2 closures, 3 results, 3 output data, 3 snapshots)") {
		t.Fatalf("cache info:\n%s%s", r.stdout, r.stderr)
	}
	if r = runCmd(t, fe, "cache", "verify", "--cache-dir", cacheDir); r.status != 0 || !strings.Contains(r.stdout, ": 0 bad") {
		t.Fatalf("cache verify:\n%s%s", r.stdout, r.stderr)
	}
	if r = runCmd(t, fe, "cache", "gc", "--cache-dir", cacheDir); r.status != 2 {
		t.Fatalf("gc without --max-size: %d", r.status)
	}
	if r = runCmd(t, fe, "cache", "gc", "--max-size=0", "--cache-dir", cacheDir); r.status != 0 || !strings.Contains(r.stdout, "evicted 14 of 14 entries") {
		t.Fatalf("cache gc:\n%s%s", r.stdout, r.stderr)
	}
	runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "-q")
	if r = runCmd(t, fe, "cache", "clear", "--cache-dir", cacheDir); r.status != 0 {
		t.Fatal(r.stderr)
	}
	if r = runCmd(t, fe, "cache", "info", "--cache-dir", cacheDir); !strings.Contains(r.stdout, "entries   0") {
		t.Fatalf("after clear:\n%s", r.stdout)
	}
	if r = runCmd(t, fe, "cache", "frobnicate", "--cache-dir", cacheDir); r.status != 2 {
		t.Fatalf("unknown cache command: %d", r.status)
	}
}

func TestBuildSurvivesHeldLockAndBadCache(t *testing.T) {
	root := sampleProject(t)
	cacheDir := t.TempDir()
	held, err := cache.Open(cache.Options{Dir: cacheDir})
	if err != nil {
		t.Fatal(err)
	}
	fe := &testFrontEnd{}
	start := time.Now()
	r := runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "--lock-wait", "300ms")
	held.Close()
	if r.status != 0 || !strings.Contains(r.stderr, "waiting up to 300ms") || !strings.Contains(r.stderr, "building without the cache") || !strings.Contains(r.stdout, "cache: not used (cache in use by another process)") {
		t.Fatalf("build with a held lock: %d\n%s%s", r.status, r.stdout, r.stderr)
	}
	if time.Since(start) < 300*time.Millisecond {
		t.Fatal("did not wait for the lock")
	}
	want := readTree(t, filepath.Join(root, "out"))
	if len(want) != 7 { // 3 units × (.cudafe1.cpp, .module_id) + scale.diag
		t.Fatalf("outputs of the uncached build: %v", keys(want))
	}

	// A cache directory that is a file, and one full of garbage.
	bad := filepath.Join(t.TempDir(), "file")
	put(t, bad, "x")
	garbage := t.TempDir()
	put(t, filepath.Join(garbage, "MANIFEST"), "garbage")
	for _, dir := range []string{bad, garbage} {
		os.RemoveAll(filepath.Join(root, "out"))
		r = runCmd(t, fe, "build", "-C", root, "--cache-dir", dir)
		if r.status != 0 || !strings.Contains(r.stderr, "cache unusable, building without it") {
			t.Fatalf("build with cache dir %s: %d\n%s%s", dir, r.status, r.stdout, r.stderr)
		}
		if got := readTree(t, filepath.Join(root, "out")); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("outputs differ with an unusable cache")
		}
	}
	r = runCmd(t, fe, "build", "-C", root, "--no-cache")
	if r.status != 0 || !strings.Contains(r.stdout, "cache: not used (--no-cache)") {
		t.Fatalf("--no-cache: %s", r.stdout)
	}
}

func TestBuildDiscoveryAndErrors(t *testing.T) {
	root := sampleProject(t)
	fe := &testFrontEnd{}
	cacheDir := t.TempDir()
	// Positional globs and directories replace cufe.yaml's sources; a file
	// named explicitly is built even when excluded.
	r := runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "src/kernels", "-q")
	if r.status != 0 || fe.calls.Load() != 2 {
		t.Fatalf("directory argument: %d compiles, %d\n%s", fe.calls.Load(), r.status, r.stderr)
	}
	r = runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "src/experimental/x.cu")
	if r.status != 1 || !strings.Contains(r.stdout, "1 failed") || !strings.Contains(r.stderr, "x.cu: error:") {
		t.Fatalf("failing unit: %d\n%s%s", r.status, r.stdout, r.stderr)
	}
	if r = runCmd(t, fe, "build", "-C", root, "--cache-dir", cacheDir, "nothing/**/*.cu"); r.status != 2 || !strings.Contains(r.stderr, "no translation unit found") {
		t.Fatalf("glob matching nothing: %d %s", r.status, r.stderr)
	}
	// Without cufe.yaml: **/*.cu, skipping hidden directories and the output.
	os.Remove(filepath.Join(root, "cufe.yaml"))
	put(t, filepath.Join(root, "build", "cufe", "stale.cu"), "ERROR in the output dir\n")
	fe.calls.Store(0)
	r = runCmd(t, fe, "build", "-C", root, "--no-cache", "-I", "include")
	if r.status != 1 || fe.calls.Load() != 5 {
		// main, add, scale, experimental/x (fails), other (fails)
		t.Fatalf("default discovery: %d compiles, status %d\n%s%s", fe.calls.Load(), r.status, r.stdout, r.stderr)
	}
	if strings.Contains(r.stdout+r.stderr, ".hidden") || strings.Contains(r.stdout+r.stderr, "stale.cu") {
		t.Fatalf("a hidden or output directory was searched:\n%s%s", r.stdout, r.stderr)
	}
	// A bad cufe.yaml is reported with its position.
	put(t, filepath.Join(root, "cufe.yaml"), "sources: [a]\nsourcse: [b]\n")
	if r = runCmd(t, fe, "build", "-C", root, "--no-cache"); r.status != 2 || !strings.Contains(r.stderr, "line 2: field sourcse not found") {
		t.Fatalf("bad cufe.yaml: %d %s", r.status, r.stderr)
	}
}

func TestHelpForEveryCommand(t *testing.T) {
	for _, name := range []string{"build", "cache", "stats", "explain"} {
		r := runCmd(t, &testFrontEnd{}, name, "--help")
		if r.status != 0 || !strings.HasPrefix(r.stdout, "Usage: cufe "+name) || r.stderr != "" {
			t.Errorf("%s --help: %d\n%s%s", name, r.status, r.stdout, r.stderr)
		}
		// Only build runs the toolchain; its help says when it is on.
		if mentions := strings.Contains(r.stdout, "toolchain"); mentions != (name == "build") {
			t.Errorf("%s --help mentions the toolchain: %v", name, mentions)
		}
		if name == "build" && !strings.Contains(r.stdout, "-toolchain string") {
			t.Errorf("build --help lacks the --toolchain flag:\n%s", r.stdout)
		}
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"0": 0, "1024": 1024, "512K": 512 << 10, "500M": 500 << 20, "5G": 5 << 30, "1.5GiB": 3 << 29, "2 MB": 2 << 20} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "G", "-1", "5X"} {
		if _, err := parseSize(bad); err == nil {
			t.Errorf("parseSize(%q) accepted", bad)
		}
	}
}

func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.Mode().IsRegular() {
			b, _ := os.ReadFile(p)
			rel, _ := filepath.Rel(dir, p)
			m[rel] = string(b)
		}
		return nil
	})
	return m
}

func keys(m map[string]string) []string {
	var k []string
	for x := range m {
		k = append(k, x)
	}
	return k
}

// hasLine reports whether text has a line made of these fields.
func hasLine(text string, fields ...string) bool {
	for _, l := range strings.Split(text, "\n") {
		if strings.Join(strings.Fields(l), " ") == strings.Join(fields, " ") {
			return true
		}
	}
	return false
}
