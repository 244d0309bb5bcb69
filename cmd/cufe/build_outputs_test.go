package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/toolkit"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// TestBuildSampleHostOutputs: `cufe build` of testdata/sample (embedded
// CUDA headers, no toolkit) writes per unit the host translation, the stub
// file it includes and the module ID, and g++ accepts each translation
// with its stub against the embedded headers.
func TestBuildSampleHostOutputs(t *testing.T) {
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	t.Setenv("CUDA_PATH", "")
	root := t.TempDir()
	src := filepath.Join("..", "..", "testdata", "sample")
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		data, err := os.ReadFile(p)
		if err == nil {
			put(t, filepath.Join(root, rel), string(data))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var out, errw bytes.Buffer
	if st := runBuild([]string{"-C", root, "--cache-dir", t.TempDir(), "-j", "2"}, &out, &errw, tu.NewCompiler(options.NewSession())); st != 0 {
		t.Fatalf("cufe build: %d\n%s\n%s", st, out.String(), errw.String())
	}
	tk, err := toolkit.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	units, _ := filepath.Glob(filepath.Join(root, "src", "*.cu"))
	if len(units) < 3 {
		t.Fatalf("only %d units in the sample", len(units))
	}
	for _, u := range units {
		base := filepath.Join(root, "build", "cufe", "src", strings.TrimSuffix(filepath.Base(u), ".cu"))
		id, err := os.ReadFile(base + ".module_id")
		if err != nil || !strings.HasPrefix(string(id), "_") {
			t.Fatalf("%s: module ID %q (%v)", u, id, err)
		}
		stub, err := os.ReadFile(base + ".cudafe1.stub.c")
		if err != nil || !bytes.Contains(stub, []byte("__sti____cudaRegisterAll")) {
			t.Fatalf("%s: stub file (%v)", u, err)
		}
		host, err := os.ReadFile(base + ".cudafe1.cpp")
		if err != nil || !bytes.Contains(host, []byte(`#include "`+filepath.Base(base)+`.cudafe1.stub.c"`)) {
			t.Fatalf("%s: host translation does not include its stub (%v)", u, err)
		}
		if _, err := os.Stat(base + ".d"); err != nil {
			t.Errorf("%s: %v", u, err)
		}
		// The fatbinary source nvcc's device side would write.
		put(t, base+".fatbin.c", "static const unsigned long long __fatDeviceText[2] = {0, 0};\n")
		cmd := exec.Command(gxx, "-fsyntax-only", "-x", "c++", "-I", tk.IncludeDir, base+".cudafe1.cpp")
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: g++ -fsyntax-only: %v\n%s", u, err, msg)
		}
	}
}
