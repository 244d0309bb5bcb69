package toolchain

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/cache"
	"github.com/cufe-dev/cufe/frontend/toolkit"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// fakeEnv is a toolchain of shell scripts (testdata/faketool.sh under each
// tool's name) that log their command lines, and a project of two units:
// src/a.cu, which reads src/common.h, and other/b.cu, which reads nothing.
type fakeEnv struct {
	root, log, out string
	tc             *Toolchain
	store          *cache.Store
}

func newFakeEnv(t *testing.T) *fakeEnv {
	t.Helper()
	dir := t.TempDir()
	e := &fakeEnv{root: filepath.Join(dir, "proj"), log: filepath.Join(dir, "log"), out: filepath.Join(dir, "proj", "build")}
	script, err := os.ReadFile(filepath.Join("testdata", "faketool.sh"))
	if err != nil {
		t.Fatal(err)
	}
	tk := filepath.Join(dir, "cuda")
	bin := filepath.Join(tk, "bin")
	for _, name := range []string{"cicc", "ptxas", "fatbinary", "nvlink", "g++"} {
		put(t, filepath.Join(bin, name), string(script))
		if err := os.Chmod(filepath.Join(bin, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	put(t, filepath.Join(bin, "crt", "link.stub"), "link stub\n")
	put(t, filepath.Join(tk, "include", "crt", "host_runtime.h"), "host runtime\n")
	put(t, filepath.Join(tk, "lib64", "libcudart_static.a"), "cudart\n")
	put(t, filepath.Join(e.root, "src", "a.cu"), "kernel a\n")
	put(t, filepath.Join(e.root, "src", "common.h"), "common 1\n")
	put(t, filepath.Join(e.root, "other", "b.cu"), "kernel b\n")
	e.tc = &Toolchain{
		Toolkit: &toolkit.Toolkit{Root: tk, IncludeDir: filepath.Join(tk, "include"), Major: 11, Minor: 8, Build: 89},
		CICC:    filepath.Join(bin, "cicc"), PTXAS: filepath.Join(bin, "ptxas"), FATBINARY: filepath.Join(bin, "fatbinary"),
		NVLINK: filepath.Join(bin, "nvlink"), LinkStub: filepath.Join(bin, "crt", "link.stub"),
		HostCC: filepath.Join(bin, "g++"), HostVersion: 120200,
		Includes: []toolkit.IncludeDir{{Path: filepath.Join(tk, "include")}},
		LibDirs:  []string{"-L" + filepath.Join(tk, "lib64")},
		Env:      append(os.Environ(), "FAKE_LOG="+e.log, "FAKE_TOOLKIT="+tk),
	}
	e.store, err = cache.Open(cache.Options{Dir: filepath.Join(dir, "cache")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.store.Close() })
	return e
}

func put(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	// Files written just before a step are too new to cache (an edit may
	// be under way); date them back as an editor's save would be.
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
}

// unit is a unit of the fake project with a front end that wrote the host
// translation, stub and module ID.
func (e *fakeEnv) unit(name string) UnitInput {
	stem := strings.TrimSuffix(filepath.Base(name), ".cu")
	outBase := filepath.Join(e.out, strings.TrimSuffix(name, ".cu"))
	return UnitInput{
		Name: name, Root: e.root, Source: filepath.Join(e.root, name), Args: []string{"-std=c++17", "-arch=sm_70"},
		OutBase: outBase,
		FrontEnd: []tu.File{
			{Path: outBase + ".cudafe1.cpp", Data: []byte("host " + stem + "\n#include \"" + stem + ".cudafe1.stub.c\"\n")},
			{Path: outBase + ".cudafe1.stub.c", Data: []byte("stub " + stem + "\n#include \"" + stem + ".fatbin.c\"\n")},
			{Path: outBase + ".module_id", Data: []byte("id " + stem + "\n")},
		},
	}
}

// build runs both units and the link with a fresh Builder (as a new `cufe
// build` would) and returns the command lines the tools logged.
func (e *fakeEnv) build(t *testing.T) (*Builder, [][]string, map[string]error) {
	t.Helper()
	os.Remove(e.log)
	b, err := New(Config{Toolchain: e.tc, Cache: e.store, Version: "test", Preprocessor: PreprocessGCC, TempDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	errs := map[string]error{}
	var objects []string
	for _, name := range []string{"src/a.cu", "other/b.cu"} {
		obj, err := b.Unit(context.Background(), e.unit(name))
		if err != nil {
			errs[name] = err
			continue
		}
		objects = append(objects, obj)
	}
	if len(errs) == 0 {
		err := b.Link(context.Background(), LinkInput{Args: []string{"-std=c++17", "-arch=sm_70"}, Objects: objects, Output: filepath.Join(e.out, "app")})
		if err != nil {
			errs["link"] = err
		}
	}
	var lines [][]string
	data, _ := os.ReadFile(e.log)
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if l != "" {
			lines = append(lines, strings.Split(l, "\t"))
		}
	}
	return b, lines, errs
}

func TestFakeToolchainBuildAndRebuild(t *testing.T) {
	e := newFakeEnv(t)
	b, lines, errs := e.build(t)
	if len(errs) > 0 {
		t.Fatalf("cold build: %v", errs)
	}
	// Per unit: g++ -E, cicc, ptxas, fatbinary, g++ -c; then nvlink,
	// fatbinary -link, link.stub, link.
	if ran, cached := b.Stats().Totals(); ran != 14 || cached != 0 || len(lines) != 14 {
		t.Fatalf("cold build: %d run, %d cached, %d logged; want 14 run", ran, cached, len(lines))
	}
	// The tools got exactly the command lines nvcc gives them (the g++ steps
	// with -MD -MF added), in nvcc's order.
	f, err := ParseFlags([]string{"-std=c++17", "-arch=sm_70"}, e.tc)
	if err != nil {
		t.Fatal(err)
	}
	a := f.Arches[0]
	n := newNames("a", f)
	src := Source{Name: "src/a.cu", Path: filepath.Join(e.root, "src/a.cu")}
	want := [][]string{
		e.tc.Preprocess(f, src, a, workDir+n.deviceII(a)),
		e.tc.Cicc(f, src, n, a, false),
		e.tc.Ptxas(f, n, a),
		e.tc.Fatbinary(f, n),
		e.tc.HostCompile(f, n),
	}
	for i, w := range want {
		got := lines[i]
		if len(got) > 3 && got[len(got)-3] == "-MD" {
			got = got[:len(got)-3]
		}
		w = append([]string{filepath.Base(w[0])}, w[1:]...)
		if last := w[len(w)-1]; strings.HasPrefix(last, workDir) {
			// g++ -E writes into its private directory, named at run time.
			w[len(w)-1] = got[len(got)-1]
			if filepath.Base(got[len(got)-1]) != strings.TrimPrefix(last, workDir) {
				t.Errorf("step %d writes %s, want %s", i+1, got[len(got)-1], last)
			}
		}
		if strings.Join(got, " ") != strings.Join(w, " ") {
			t.Errorf("step %d:\n got  %q\n want %q", i+1, got, w)
		}
	}
	exe := filepath.Join(e.out, "app")
	st, err := os.Stat(exe)
	if err != nil || st.Mode().Perm() != 0o755 {
		t.Fatalf("executable: %v %v", st, err)
	}
	obj, err := os.ReadFile(filepath.Join(e.out, "src", "a.o"))
	if err != nil || !strings.Contains(string(obj), "host a") || !strings.Contains(string(obj), "fatbin of") {
		t.Fatalf("object of a: %q %v", obj, err)
	}

	// A rebuild with nothing changed runs no tool and rewrites nothing.
	before, _ := os.Stat(exe)
	b, lines, errs = e.build(t)
	if ran, cached := b.Stats().Totals(); len(errs) > 0 || ran != 0 || cached != 14 || len(lines) != 0 {
		t.Fatalf("no-op rebuild: %d run, %d cached, %d logged, %v\n%q", ran, cached, len(lines), errs, lines)
	}
	if after, _ := os.Stat(exe); !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("no-op rebuild rewrote the executable")
	}

	// Touching a's header re-runs a's chain and the link, not b's.
	put(t, filepath.Join(e.root, "src", "common.h"), "common 2\n")
	b, lines, errs = e.build(t)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, l := range lines {
		for _, arg := range l {
			if strings.HasPrefix(arg, "b.") || strings.HasPrefix(arg, "--create=b.") || strings.HasSuffix(arg, "/b.cu") {
				t.Errorf("b's step ran after a's header changed: %q", l)
			}
		}
	}
	if ran, cached := b.Stats().Totals(); ran != 9 || cached != 5 {
		t.Errorf("after a header edit: %d run, %d cached; want a's 5 steps and the 4 link steps run\n%s", ran, cached, b.Stats())
	}

	// A header the host compile reads (found through its -MD output) is
	// part of that step's key.
	put(t, filepath.Join(e.tc.Toolkit.IncludeDir, "crt", "host_runtime.h"), "host runtime 2\n")
	b, _, errs = e.build(t)
	if k := b.Stats().Kinds()["host-cc"]; len(errs) > 0 || k.Ran != 3 {
		t.Errorf("after a toolkit header edit: host-cc %+v (want the 2 units and link.stub re-run), %v", k, errs)
	}
}

func TestFakeToolchainStepFailure(t *testing.T) {
	e := newFakeEnv(t)
	put(t, filepath.Join(e.root, "other", "b.cu"), "kernel b FAIL\n")
	_, _, errs := e.build(t)
	if _, ok := errs["src/a.cu"]; ok {
		t.Fatalf("a failed with b: %v", errs)
	}
	var se *StepError
	if !errors.As(errs["other/b.cu"], &se) || se.Step != "cicc compute_70" || !strings.Contains(se.Output, "error: FAIL found") {
		t.Fatalf("b's error: %v", errs["other/b.cu"])
	}
	if _, err := os.Stat(filepath.Join(e.out, "other", "b.o")); err == nil {
		t.Errorf("b's object was written")
	}
	// The failure was not cached: fixed, b builds.
	put(t, filepath.Join(e.root, "other", "b.cu"), "kernel b\n")
	if _, _, errs := e.build(t); len(errs) > 0 {
		t.Fatal(errs)
	}
}

func TestFallbackWithoutHostTranslation(t *testing.T) {
	// Without the front end's host translation, the module ID and the stub
	// come from cicc (--gen_module_id_file), as in nvcc 11.8.
	e := newFakeEnv(t)
	f, err := ParseFlags([]string{"-arch=sm_70"}, e.tc)
	if err != nil {
		t.Fatal(err)
	}
	n := newNames("a", f)
	argv := e.tc.Cicc(f, Source{Name: "src/a.cu", Path: "/p/src/a.cu"}, n, f.Arches[0], true)
	if !strings.Contains(strings.Join(argv, " "), "--gen_module_id_file --module_id_file_name a.module_id") {
		t.Errorf("cicc without cufe's module ID: %q", argv)
	}
	in := e.unit("src/a.cu")
	if frontEndOutputs(in.FrontEnd, in.OutBase) == nil {
		t.Fatal("the front end's outputs were not recognised")
	}
	if frontEndOutputs(in.FrontEnd[:2], in.OutBase) != nil {
		t.Error("outputs without a module ID taken as a host translation")
	}
}

// TestCiccStubWithoutFrontEndStub: when the front end wrote the host
// translation and module ID but no stub file (it could not prove the
// kernel list complete), cicc, reading that module ID, writes the stub
// file the host compile includes, and the build says so.
func TestCiccStubWithoutFrontEndStub(t *testing.T) {
	e := newFakeEnv(t)
	var logged []string
	b, err := New(Config{Toolchain: e.tc, Cache: e.store, Version: "test", Preprocessor: PreprocessGCC, TempDir: t.TempDir(),
		Log: func(s string) { logged = append(logged, s) }})
	if err != nil {
		t.Fatal(err)
	}
	in := e.unit("src/a.cu")
	in.FrontEnd = slices.DeleteFunc(in.FrontEnd, func(f tu.File) bool { return strings.HasSuffix(f.Path, ".stub.c") })
	obj, err := b.Unit(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(obj)
	if !strings.Contains(string(data), "host a") || !strings.Contains(string(data), "stub of cicc") {
		t.Errorf("object %q: want cufe's host translation with cicc's stub file", data)
	}
	log, _ := os.ReadFile(e.log)
	if strings.Contains(string(log), "--gen_module_id_file") {
		t.Errorf("cicc wrote the module ID instead of reading the front end's:\n%s", log)
	}
	if !strings.Contains(strings.Join(logged, ""), "stub file cicc wrote") {
		t.Errorf("the build did not say whose stub file it compiled: %q", logged)
	}
}
