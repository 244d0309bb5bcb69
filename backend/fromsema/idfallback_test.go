package fromsema_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// fallbackCases are the static functions with local classes that make
// CUDA 11.8's cicc take the fallback module ID, and their near misses:
// device is the seed nvcc 11.8 (cicc) chose, "" for the fallback ID;
// host the one nvcc 13.0 (cudafe++) chose. undecided is set where cufe
// cannot tell from the syntax and reports so.
var fallbackCases = []struct {
	name, src    string
	device, host string
	undecided    bool
}{
	{"user constructor, no object", "static bool can() { struct key { key() {} }; key *p = nullptr; return p; }\nvoid g(int) {}", "", "_Z1gi", false},
	{"user destructor, unused class", "static bool can() { struct key { ~key() {} }; return true; }\nvoid g(int) {}", "", "_Z1gi", false},
	{"nested block and class", "static bool can() { if (true) { struct outer { struct key { key() {} }; }; } return true; }\nvoid g(int) {}", "", "_Z1gi", false},
	{"static inline", "static inline bool can() { struct key { key() {} }; key k; return true; }\nvoid g(int) {}", "", "_Z1gi", false},
	{"static device function", "static __device__ bool can() { struct key { __device__ key() {} }; key k; return true; }\nvoid g(int) {}", "", "_Z1gi", false},
	{"template argument of an object", "#include <vector>\nstatic bool can() { struct key { int d; }; std::vector<key> v; return v.empty(); }\nvoid g(int) {}", "", "_Z1gi", false},
	{"template argument of a pointer", "#include <vector>\nstatic bool can() { struct key { int d; }; std::vector<key> *p = nullptr; return p; }\nvoid g(int) {}", "_Z1gi", "_Z1gi", false},
	{"defaulted constructor", "static bool can() { struct key { int a; key() = default; }; return true; }\nvoid g(int) {}", "_Z1gi", "_Z1gi", false},
	{"member function only", "static int can() { struct key { int f() { return 1; } }; key k; return k.f(); }\nvoid g(int) {}", "_Z1gi", "_Z1gi", false},
	{"default member initializer", "static int can() { struct key { int a = 1; }; key k; return k.a; }\nvoid g(int) {}", "_Z1gi", "_Z1gi", false},
	{"anonymous namespace", "namespace { bool can() { struct key { key() {} }; key k; return true; } }\nvoid g(int) {}", "_Z1gi", "_Z1gi", false},
	{"external function", "bool can() { struct key { key() {} }; key k; return true; }\nvoid g(int) {}", "_Z3canv", "_Z3canv", false},
	{"after the seed", "void g(int) {}\nstatic bool can() { struct key { key() {} }; return true; }", "_Z1gi", "_Z1gi", false},
	{"member with a constructor", "struct M { M() {} };\nstatic bool can() { struct key { M m; }; key k; return true; }\nvoid g(int) {}", "", "_Z1gi", true},
}

// TestModuleIDLocalClassFallback: with the device side's rule (nvcc
// before 13.0) a static function's local class makes the fallback ID; with
// cudafe++'s it changes nothing.
func TestModuleIDLocalClassFallback(t *testing.T) {
	s := options.NewSession()
	for _, c := range fallbackCases {
		dir := t.TempDir()
		src := filepath.Join(dir, "t.cu")
		if err := os.WriteFile(src, []byte(c.src+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		o, err := options.Parse([]string{src})
		if err != nil {
			t.Fatal(err)
		}
		a, err := tu.Analyze(s, o, src)
		if err != nil || a.Sema == nil || a.Diags.ExitStatus() != 0 {
			t.Errorf("%s: the front end failed (%v)", c.name, err)
			continue
		}
		in := fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files}
		for _, device := range []bool{true, false} {
			want := c.host
			if device {
				want = c.device
			}
			ents, err := fromsema.IDEntities(in, fromsema.IDOptions{DeviceSide: device})
			if device && c.undecided {
				if err == nil || !strings.Contains(err.Error(), "cannot tell") {
					t.Errorf("%s: want an error saying the rule cannot be decided, got %v", c.name, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s (device side %v): %v", c.name, device, err)
				continue
			}
			got := ""
			if e := moduleid.Select(ents); e != nil {
				got = e.Mangled
			}
			if got != want {
				t.Errorf("%s (device side %v): seed %q, NVIDIA's %q", c.name, device, got, want)
			}
		}
	}
}

// TestOracleModuleIDLocalClassFallback checks fallbackCases against nvcc
// 11.8 (whose cicc writes the ID) and nvcc 13.0 (whose cudafe++ does).
func TestOracleModuleIDLocalClassFallback(t *testing.T) {
	type tool struct{ nvcc, want string }
	var tools []tool
	if r := os.Getenv("CUDA_ORACLE"); r != "" {
		tools = append(tools, tool{filepath.Join(r, "usr/lib/nvidia-cuda-toolkit/bin/nvcc"), "device"})
	}
	if r := os.Getenv("CUDA13_ORACLE"); r != "" {
		tools = append(tools, tool{filepath.Join(r, "bin/nvcc"), "host"})
	}
	if len(tools) == 0 {
		t.Skip("neither CUDA_ORACLE nor CUDA13_ORACLE set")
	}
	fallback := regexp.MustCompile(`^_[0-9a-f]{8}_4_t_cu_[0-9a-f]{8}_[0-9]+$`)
	for _, tl := range tools {
		for _, c := range fallbackCases {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "t.cu"), []byte(c.src+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			args := []string{"-ccbin", "/usr/bin/g++", "-keep", "-c", "t.cu", "-o", "t.o"}
			if tl.want == "device" {
				args = append(args, "-allow-unsupported-compiler", "-arch=sm_70")
			} else {
				args = append(args, "-arch=sm_75")
			}
			cmd := exec.Command(tl.nvcc, args...)
			cmd.Dir = dir
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%s: nvcc: %v\n%s", c.name, err, out)
			}
			id, err := os.ReadFile(filepath.Join(dir, "t.module_id"))
			if err != nil {
				t.Fatal(err)
			}
			want := c.host
			if tl.want == "device" {
				want = c.device
			}
			if want == "" {
				if !fallback.Match(id) {
					t.Errorf("%s: %s wrote %q, want the fallback ID", c.name, tl.nvcc, id)
				}
				continue
			}
			w, _ := moduleid.Compute(moduleid.Inputs{SourcePath: filepath.Join(dir, "t.cu"), SourceName: "t.cu", Entities: seedEntity(want)})
			if string(id) != w {
				t.Errorf("%s: %s wrote %q, want %q (seed %s)", c.name, tl.nvcc, id, w, want)
			}
		}
	}
}

// seedEntity is an entity list whose one eligible function seeds the ID
// with mangled.
func seedEntity(mangled string) []summary.IDEntity {
	return []summary.IDEntity{{Kind: summary.IDFunction, Mangled: mangled}}
}
