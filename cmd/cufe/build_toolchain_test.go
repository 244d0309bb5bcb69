package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/toolkit"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// linkableSample copies testdata/sample (one program in four units, its
// executable named by cufe.yaml) into a temporary directory.
func linkableSample(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	src := filepath.Join("..", "..", "testdata", "sample")
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
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
	return root
}

var stepsLine = regexp.MustCompile(`toolchain: CUDA \S+, steps (\d+) run, (\d+) cached`)

// TestBuildToolchainOracle builds the sample end to end with CUDA 11.8's
// device tools into an executable (not run: no GPU here), checks with
// cuobjdump and nm that the device images and the kernels' host stubs are
// in it, and that a rebuild is served entirely from the cache.
func TestBuildToolchainOracle(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	t.Setenv("CUDA_PATH", root)
	cacheDir := t.TempDir()
	for _, pp := range []string{"cufe", "g++"} {
		t.Run(pp, func(t *testing.T) {
			if pp == "g++" && testing.Short() {
				t.Skip("one device preprocessor in -short")
			}
			proj := linkableSample(t)
			build := func() string {
				var out, errw bytes.Buffer
				args := []string{"-C", proj, "--cache-dir", cacheDir, "-j", "2", "--device-pp", pp}
				if st := runBuild(args, &out, &errw, tu.NewCompiler(options.NewSession())); st != 0 {
					t.Fatalf("cufe build: %d\n%s\n%s", st, out.String(), errw.String())
				}
				return out.String()
			}
			first := build()
			m := stepsLine.FindStringSubmatch(first)
			if m == nil || m[1] == "0" {
				t.Fatalf("no toolchain steps ran:\n%s", first)
			}
			exe := filepath.Join(proj, "build", "cufe", "sample")
			checkExecutable(t, root, exe)
			for _, u := range []string{"reduce", "saxpy", "stream"} {
				if _, err := os.Stat(filepath.Join(proj, "build", "cufe", "src", u+".o")); err != nil {
					t.Error(err)
				}
			}
			second := build()
			// Per unit: device preprocessing, cicc, ptxas, fatbinary, host g++ -c;
			// then nvlink, fatbinary -link, link.stub and the link.
			if m := stepsLine.FindStringSubmatch(second); m == nil || m[1] != "0" || m[2] != "24" {
				t.Errorf("rebuild did not hit every step (24: 4 units × 5 + 4 link steps):\n%s", second)
			}
		})
	}
}

// checkExecutable looks into exe: a device image per unit with its kernels
// (cuobjdump), the host stubs of the kernels and the fatbinary section.
func checkExecutable(t *testing.T, cudaRoot, exe string) {
	t.Helper()
	cuobjdump := filepath.Join(cudaRoot, "usr", "bin", "cuobjdump")
	if _, err := os.Stat(cuobjdump); err != nil {
		cuobjdump = filepath.Join(cudaRoot, "bin", "cuobjdump")
	}
	kernels := []string{"_Z8blockSumILi256EEvPKfPfi", "_Z5saxpyifPKfPf", "_Z5scaleP7float2xi"}
	if _, err := os.Stat(cuobjdump); err == nil {
		out, err := exec.Command(cuobjdump, "-elf", exe).CombinedOutput()
		if err != nil {
			t.Fatalf("cuobjdump: %v\n%s", err, out)
		}
		for _, k := range kernels {
			if !bytes.Contains(out, []byte(".text."+k)) {
				t.Errorf("device image lacks kernel %s", k)
			}
		}
	}
	nm, err := exec.Command("nm", exe).CombinedOutput()
	if err != nil {
		t.Fatalf("nm: %v\n%s", err, nm)
	}
	for _, k := range kernels {
		if !bytes.Contains(nm, []byte("__device_stub_"+k)) {
			t.Errorf("executable lacks the host stub of %s", k)
		}
	}
	sections, err := exec.Command("readelf", "-S", "-W", exe).CombinedOutput()
	if err != nil {
		t.Fatalf("readelf: %v", err)
	}
	if !bytes.Contains(sections, []byte(".nv_fatbin")) {
		t.Errorf("executable has no .nv_fatbin section")
	}
}

// TestBuildToolchainOffWithoutToolkit: without a CUDA toolkit the build
// stops after the front end and -v says why.
func TestBuildToolchainOffWithoutToolkit(t *testing.T) {
	t.Setenv("CUDA_PATH", "")
	if _, err := toolkit.Find(""); err == nil {
		t.Skip("a CUDA toolkit is installed here")
	}
	root := sampleProject(t)
	r := runCmd(t, &testFrontEnd{}, "build", "-C", root, "--no-cache", "-v")
	if r.status != 0 || !strings.Contains(r.stdout, "toolchain: off (no CUDA toolkit found") {
		t.Fatalf("status %d\n%s%s", r.status, r.stdout, r.stderr)
	}
	r = runCmd(t, &testFrontEnd{}, "build", "-C", root, "--no-cache", "-v", "--toolchain=off")
	if r.status != 0 || !strings.Contains(r.stdout, "toolchain: off (--toolchain=off)") {
		t.Fatalf("status %d\n%s%s", r.status, r.stdout, r.stderr)
	}
	if r = runCmd(t, &testFrontEnd{}, "build", "-C", root, "--no-cache", "--toolchain=on"); r.status != 2 || !strings.Contains(r.stderr, "want auto or off") {
		t.Fatalf("--toolchain=on: status %d\n%s", r.status, r.stderr)
	}
}

// TestBuildCUDAPath: --cuda-path names the toolkit; one that is not there
// is an error (exit status 2, naming it), not a quiet front-end-only build
// as when no toolkit is found at all.
func TestBuildCUDAPath(t *testing.T) {
	root := sampleProject(t)
	missing := filepath.Join(t.TempDir(), "no-cuda")
	r := runCmd(t, &testFrontEnd{}, "build", "-C", root, "--no-cache", "--cuda-path", missing)
	if r.status != 2 || !strings.Contains(r.stderr, "--cuda-path") || !strings.Contains(r.stderr, missing) {
		t.Fatalf("missing --cuda-path: status %d\n%s%s", r.status, r.stdout, r.stderr)
	}
	if root := os.Getenv("CUDA_ORACLE"); root != "" {
		// The toolkit named, not the environment's, builds the sample.
		t.Setenv("CUDA_PATH", missing)
		var out, errw bytes.Buffer
		args := []string{"-C", linkableSample(t), "--no-cache", "--cuda-path", filepath.Join(root, "usr")}
		if st := runBuild(args, &out, &errw, tu.NewCompiler(options.NewSession())); st != 0 || !strings.Contains(out.String(), "toolchain: CUDA 11.8") {
			t.Fatalf("--cuda-path %s/usr: status %d\n%s%s", root, st, out.String(), errw.String())
		}
	}
}
