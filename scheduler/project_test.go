package scheduler

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/frontend/tu"
)

// testProject is a generated CUDA-like project: n units sharing headers.
// Unit i includes common.h and h<i%10>.h; h<k>.h includes deep/d<k%3>.h;
// every unit optionally includes opt<i%4>.h, which does not exist at first.
type testProject struct {
	root, out string
	n         int
	args      []string
}

const headerGroups = 10

func genProject(tb testing.TB, n int) *testProject {
	tb.Helper()
	root := tb.TempDir()
	p := &testProject{root: root, out: filepath.Join(root, "build", "cufe"), n: n,
		args: []string{"-I" + filepath.Join(root, "include"), "-std=c++17"}}
	writeFile(tb, filepath.Join(root, "include", "common.h"), "#pragma once\nstruct common { int x; };\n")
	for k := 0; k < headerGroups; k++ {
		writeFile(tb, filepath.Join(root, "include", fmt.Sprintf("h%d.h", k)),
			fmt.Sprintf("#include \"deep/d%d.h\"\n__device__ int h%d(int);\n", k%3, k))
	}
	for k := 0; k < 3; k++ {
		writeFile(tb, filepath.Join(root, "include", "deep", fmt.Sprintf("d%d.h", k)), fmt.Sprintf("typedef int d%d_t;\n", k))
	}
	for i := 0; i < n; i++ {
		writeFile(tb, p.src(i), fmt.Sprintf("#include \"common.h\"\n#include \"h%d.h\"\n#include_if_exists \"opt%d.h\"\n__global__ void k%d(int *p) { p[%d] = h%d(%d); }\n",
			i%headerGroups, i%4, i, i, i%headerGroups, i))
	}
	return p
}

func (p *testProject) src(i int) string {
	return filepath.Join(p.root, "src", fmt.Sprintf("dir%d", i%5), fmt.Sprintf("tu%03d.cu", i))
}

func (p *testProject) jobs() []Job {
	return p.jobsInto(p.out)
}

func (p *testProject) jobsInto(out string) []Job {
	jobs := make([]Job, p.n)
	for i := range jobs {
		rel, _ := filepath.Rel(p.root, p.src(i))
		jobs[i] = Job{Name: rel, Input: tu.Input{
			Path: p.src(i), Args: p.args,
			OutBase: filepath.Join(out, strings.TrimSuffix(rel, ".cu")),
		}}
	}
	return jobs
}

// writeFile writes a file and dates it a second back, as an edit made
// before the build starts: the cache does not store results whose inputs
// are newer than the compile (they may have changed during it).
func writeFile(tb testing.TB, path, text string) {
	tb.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		tb.Fatal(err)
	}
	old := time.Now().Add(-time.Second)
	if err := os.Chtimes(path, old, old); err != nil {
		tb.Fatal(err)
	}
}

// tree reads every file under dir: relative path → content.
func tree(tb testing.TB, dir string) map[string]string {
	tb.Helper()
	m := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		m[rel] = string(b)
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// mtimes reads the modification time of every file under dir.
func mtimes(tb testing.TB, dir string) map[string]time.Time {
	tb.Helper()
	m := map[string]time.Time{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				m[p] = fi.ModTime()
			}
		}
		return err
	})
	return m
}

// diffTrees describes how two trees differ, or returns "".
func diffTrees(a, b map[string]string) string {
	var out []string
	for k, v := range a {
		w, ok := b[k]
		switch {
		case !ok:
			out = append(out, "only in first: "+k)
		case v != w:
			out = append(out, "differs: "+k)
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, "only in second: "+k)
		}
	}
	sort.Strings(out)
	if len(out) > 10 {
		out = append(out[:10], fmt.Sprintf("… and %d more", len(out)-10))
	}
	return strings.Join(out, "\n")
}

// cleanBuild builds p from scratch, uncached, into a fresh directory and
// returns the outputs as a tree relative to that directory.
func cleanBuild(tb testing.TB, p *testProject) map[string]string {
	tb.Helper()
	out := tb.TempDir()
	s, err := Run(tb.Context(), p.jobsInto(out), Options{Jobs: 2, Compiler: newFake().Compile, Version: "test", StaleSuffixes: testSuffixes})
	if err != nil {
		tb.Fatal(err)
	}
	if s.Total != p.n {
		tb.Fatalf("clean build: %v", s)
	}
	return tree(tb, out)
}

var testSuffixes = []string{".cudafe1.cpp", ".cudafe1.stub.c", ".module_id"}
