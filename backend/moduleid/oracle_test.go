package moduleid

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/backend/summary"
)

// frontEnd is one NVIDIA front end able to write a module ID file from a
// host-preprocessed file.
type frontEnd struct {
	name    string
	cudafe  string
	include []string // g++ -I flags for cuda_runtime.h
	defines []string
}

func frontEnds(t *testing.T) []frontEnd {
	var fes []frontEnd
	if r := os.Getenv("CUDA_ORACLE"); r != "" {
		fes = append(fes, frontEnd{name: "11.8", cudafe: filepath.Join(r, "usr/bin/cudafe++"),
			include: []string{"-I", filepath.Join(r, "usr/include")},
			defines: []string{"-D__NV_NO_HOST_COMPILER_CHECK=1", "-D__CUDACC_VER_MAJOR__=11", "-D__CUDACC_VER_MINOR__=8"}})
	}
	if r := os.Getenv("CUDA13_ORACLE"); r != "" {
		inc := cleanInclude13(t, filepath.Join(r, "include"))
		fes = append(fes, frontEnd{name: "13.0", cudafe: filepath.Join(r, "bin/cudafe++"),
			include: []string{"-I", inc, "-isystem", filepath.Join(inc, "cccl")},
			defines: []string{"-D__CUDACC_VER_MAJOR__=13", "-D__CUDACC_VER_MINOR__=0"}})
	}
	if len(fes) == 0 {
		t.Skip("neither CUDA_ORACLE nor CUDA13_ORACLE set")
	}
	return fes
}

// cleanInclude13 mirrors the CUDA 13 wheel's include directory without the
// stray libc++ headers (cmath, array, ...) at its top, which would shadow
// libstdc++'s for g++.
func cleanInclude13(t *testing.T, inc string) string {
	dir := t.TempDir()
	ents, err := os.ReadDir(inc)
	if err != nil {
		t.Skipf("CUDA 13 include: %v", err)
	}
	for _, e := range ents {
		n := e.Name()
		if strings.HasSuffix(n, ".h") || strings.HasSuffix(n, ".hpp") || e.IsDir() && n != "__config" {
			if err := os.Symlink(filepath.Join(inc, n), filepath.Join(dir, n)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dir
}

// moduleIDOf runs g++ -E and the front end on src as nvcc would and
// returns the module ID it writes.
func (fe frontEnd) moduleIDOf(t *testing.T, dir, name, src string) string {
	t.Helper()
	cu := filepath.Join(dir, name)
	if err := os.WriteFile(cu, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ii := filepath.Join(dir, "t.ii")
	args := append([]string{"-E", "-x", "c++", "-D__CUDACC__", "-D__NVCC__"}, fe.defines...)
	args = append(append(args, fe.include...), "-include", "cuda_runtime.h", "-m64", name, "-o", ii)
	cmd := exec.Command("g++", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("g++ -E: %v\n%s", err, out)
	}
	idf := filepath.Join(dir, "t.module_id")
	cmd = exec.Command(fe.cudafe, "--c++17", "--gnu_version=120200", "--display_error_number",
		"--orig_src_file_name", name, "--orig_src_path_name", cu, "--allow_managed", "--m64", "--parse_templates",
		"--gen_c_file_name", filepath.Join(dir, "t.cudafe1.cpp"), "--stub_file_name", "t.cudafe1.stub.c",
		"--gen_module_id_file", "--module_id_file_name", idf, ii)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("cudafe++ %s: %v\n%s", fe.name, err, out)
	}
	id, err := os.ReadFile(idf)
	if err != nil {
		t.Fatal(err)
	}
	return string(id)
}

func TestOracleModuleIDs(t *testing.T) {
	fes := frontEnds(t)
	cases := idCases
	if testing.Short() {
		cases = cases[:6]
	}
	for _, fe := range fes {
		for i, c := range cases {
			// CUDA 13's headers are slow to preprocess: every third case.
			if c.want == "" || fe.name == "13.0" && i%3 != 0 {
				continue // fallback IDs carry the front end's PID
			}
			dir := t.TempDir()
			got := fe.moduleIDOf(t, dir, "t.cu", c.src+"\n")
			want, err := Compute(Inputs{SourcePath: filepath.Join(dir, "t.cu"), SourceName: "t.cu", Entities: c.entities})
			if err != nil || got != want {
				t.Errorf("%s %s: cudafe++ wrote %q, cufe computes %q (%v)", fe.name, c.name, got, want, err)
			}
		}
	}
}

// TestOracleFallback checks the shape of the fallback ID: NVIDIA's seed is
// the file's ctime and the working directory; only the PID differs.
func TestOracleFallback(t *testing.T) {
	for _, fe := range frontEnds(t) {
		dir := t.TempDir()
		got := fe.moduleIDOf(t, dir, "t.cu", "static void sf() {}\n")
		fb := &Fallback{Ctime: CtimeOf(filepath.Join(dir, "t.cu"), time.Now()), Cwd: dir, PID: 0}
		want, err := Compute(Inputs{SourcePath: filepath.Join(dir, "t.cu"), SourceName: "t.cu", Fallback: fb})
		if err != nil {
			t.Fatal(err)
		}
		want = strings.TrimSuffix(want, "_0")
		if i := strings.LastIndexByte(got, '_'); i < 0 || got[:i] != want {
			t.Errorf("%s: cudafe++ wrote %q, want %q + _<pid>", fe.name, got, want)
		}
	}
}

// TestOracleNames checks base-name handling on odd file names.
func TestOracleNames(t *testing.T) {
	if testing.Short() {
		t.Skip("one front-end run per name")
	}
	for _, fe := range frontEnds(t) {
		for _, name := range []string{"my-file.v2.cu", "x y.cu", "héllo.cu", "noext", ".hidden.cu"} {
			dir := t.TempDir()
			got := fe.moduleIDOf(t, dir, name, kernSrc+"\n")
			want, _ := Compute(Inputs{SourcePath: filepath.Join(dir, name), SourceName: name, Entities: []summary.IDEntity{kern}})
			if got != want {
				t.Errorf("%s %q: cudafe++ wrote %q, cufe computes %q", fe.name, name, got, want)
			}
		}
	}
}
