package toolkit

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
)

// These tests compare cufe's idea of nvcc with NVIDIA's nvcc itself (its
// -dryrun output), where the oracle toolkits are installed.

type oracle struct {
	tk   *Toolkit
	nvcc []string // the command line prefix to run nvcc with
}

func oracle118(t *testing.T) oracle {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	tk, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	return oracle{tk, []string{tk.NVCC, "-allow-unsupported-compiler", "-ccbin", "/usr/bin/g++"}}
}

func oracle130(t *testing.T) oracle {
	root := os.Getenv("CUDA13_ORACLE")
	if root == "" {
		t.Skip("CUDA13_ORACLE not set")
	}
	tk, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	return oracle{tk, []string{tk.NVCC, "-ccbin", "g++"}}
}

// shellWords splits a -dryrun command line ("-D" "X" quoted or not).
func shellWords(s string) []string {
	return splitProfileWords(s)
}

// dryrunSteps runs nvcc -dryrun and returns the words of its `g++ -E` steps:
// the host step (no __CUDA_ARCH__) first, then the device steps.
func dryrunSteps(t *testing.T, o oracle, flags ...string) (host []string, device [][]string) {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, "x.cu")
	if err := os.WriteFile(src, []byte("__global__ void k() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append(append(append([]string{}, o.nvcc[1:]...), flags...), "-dryrun", "-c", src, "-o", filepath.Join(dir, "x.o"))
	cmd := exec.Command(o.nvcc[0], args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("nvcc %s: %v\n%s", strings.Join(flags, " "), err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		line = strings.TrimPrefix(line, "#$ ")
		w := shellWords(line)
		if len(w) < 2 || !strings.HasSuffix(w[0], "g++") || !contains(w, "-E") {
			continue
		}
		isDevice := false
		for _, x := range w {
			if strings.HasPrefix(x, "-D__CUDA_ARCH__=") {
				isDevice = true
			}
		}
		if isDevice {
			device = append(device, w)
		} else {
			host = w
		}
	}
	if host == nil {
		t.Fatalf("no host-side g++ -E step in\n%s", out)
	}
	return host, device
}

func contains(ws []string, s string) bool {
	for _, w := range ws {
		if w == s {
			return true
		}
	}
	return false
}

// macroWords returns the -D/-U arguments of a g++ command line, in order.
func macroWords(ws []string) []string {
	var out []string
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		switch {
		case w == "-D" || w == "-U":
			if i+1 < len(ws) {
				v := ws[i+1]
				if w == "-U" {
					v = "-U" + v
				}
				out = append(out, v)
				i++
			}
		case strings.HasPrefix(w, "-D"):
			out = append(out, w[2:])
		case strings.HasPrefix(w, "-U"):
			out = append(out, "-U"+w[2:])
		}
	}
	return out
}

// toolkitIncludes returns the -I/-isystem directories of a command line
// that are not the user's.
func toolkitIncludes(ws []string, user map[string]bool) []IncludeDir {
	var out []IncludeDir
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		var d IncludeDir
		switch {
		case w == "-isystem" && i+1 < len(ws):
			d = IncludeDir{Path: ws[i+1], System: true}
			i++
		case strings.HasPrefix(w, "-I"):
			d = IncludeDir{Path: w[2:]}
		default:
			continue
		}
		if !user[d.Path] {
			out = append(out, d)
		}
	}
	return out
}

type dryrunCase struct {
	flags []string
	opts  Options
	user  []pp.MacroArg
}

func compareWithDryrun(t *testing.T, o oracle, cases []dryrunCase) {
	for _, c := range cases {
		name := strings.Join(c.flags, " ")
		if name == "" {
			name = "no flags"
		}
		t.Run(name, func(t *testing.T) {
			host, device := dryrunSteps(t, o, c.flags...)
			hostOpts := c.opts
			hostOpts.Device = Arch{}
			if got, want := texts(o.tk.Macros(hostOpts, c.user)), macroWords(host); !reflect.DeepEqual(got, want) {
				t.Errorf("host step macros:\n got %q\nwant %q", got, want)
			}
			for _, d := range device {
				var arch string
				for _, w := range d {
					if strings.HasPrefix(w, "-D__CUDA_ARCH__=") {
						arch = strings.TrimPrefix(w, "-D__CUDA_ARCH__=")
					}
				}
				devOpts := c.opts
				devOpts.Device = Arch{}
				candidates := c.opts.Arches
				if len(candidates) == 0 {
					candidates = []Arch{o.tk.DefaultArch()}
				}
				for _, a := range candidates {
					if a.Value() == atoiOr0(arch) && (devOpts.Device.Number == 0 || featWord(d) == (a.Suffix != 0)) {
						devOpts.Device = a
					}
				}
				if got, want := texts(o.tk.Macros(devOpts, c.user)), macroWords(d); !reflect.DeepEqual(got, want) {
					t.Errorf("device step %s macros:\n got %q\nwant %q", arch, got, want)
				}
			}
			if got, want := o.tk.IncludeDirs(), toolkitIncludes(host, map[string]bool{"/tmp/user-inc": true, "/tmp/user-sys": true}); !reflect.DeepEqual(got, want) {
				t.Errorf("include dirs:\n got %+v\nwant %+v", got, want)
			}
			if !contains(host, "-include") || host[indexOf(host, "-include")+1] != "cuda_runtime.h" {
				t.Errorf("host step has no -include cuda_runtime.h")
			}
		})
	}
}

// featWord reports whether a device step defines architecture-specific
// feature macros (the "a"/"f" variant of an architecture).
func featWord(ws []string) bool {
	for _, w := range ws {
		if strings.HasPrefix(w, "-D__CUDA_ARCH_FAMILY_SPECIFIC__") {
			return true
		}
	}
	return false
}

func indexOf(ws []string, s string) int {
	for i, w := range ws {
		if w == s {
			return i
		}
	}
	return -1
}

func atoiOr0(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0
		}
		n = n*10 + int(r-'0')
	}
	return n
}

func arches(names ...string) []Arch {
	var out []Arch
	for _, n := range names {
		a, err := ParseArch(n)
		if err != nil {
			panic(err)
		}
		out = append(out, a)
	}
	return out
}

func TestPredefinesMatchNVCC118(t *testing.T) {
	o := oracle118(t)
	if o.tk.Version() != "11.8.89" {
		t.Errorf("CUDA_ORACLE toolkit is %s, want 11.8.89", o.tk.Version())
	}
	uo := Options{AllowUnsupportedCompiler: true}
	with := func(f func(*Options)) Options { c := uo; f(&c); return c }
	compareWithDryrun(t, o, []dryrunCase{
		{[]string{"-arch=sm_70"}, with(func(c *Options) { c.Arches = arches("sm_70") }), nil},
		{[]string{}, uo, nil},
		{[]string{"-arch=sm_70", "-rdc=true", "--extended-lambda", "--expt-relaxed-constexpr", "-G"},
			with(func(c *Options) {
				c.Arches = arches("sm_70")
				c.RDC, c.ExtendedLambda, c.RelaxedConstexpr, c.DeviceDebug = true, true, true, true
			}), nil},
		{[]string{"-gencode", "arch=compute_80,code=sm_80", "-gencode", "arch=compute_75,code=sm_75",
			"-I/tmp/user-inc", "-isystem", "/tmp/user-sys", "-DNDEBUG", "-Ufoo", "-DX=2"},
			with(func(c *Options) { c.Arches = arches("sm_80", "sm_75") }),
			[]pp.MacroArg{{Text: "NDEBUG"}, {Undef: true, Text: "foo"}, {Text: "X=2"}}},
		{[]string{"-arch=sm_86", "--use_fast_math", "-lineinfo", "-O3"}, with(func(c *Options) { c.Arches = arches("sm_86") }), nil},
	})
}

func TestPredefinesMatchNVCC130(t *testing.T) {
	o := oracle130(t)
	if o.tk.Version() != "13.0.88" {
		t.Errorf("CUDA13_ORACLE toolkit is %s, want 13.0.88", o.tk.Version())
	}
	compareWithDryrun(t, o, []dryrunCase{
		{[]string{"-arch=sm_90"}, Options{Arches: arches("sm_90")}, nil},
		{[]string{}, Options{}, nil},
		{[]string{"-arch=sm_90", "-rdc=true", "--expt-extended-lambda", "--expt-relaxed-constexpr", "-G"},
			Options{Arches: arches("sm_90"), RDC: true, ExtendedLambda: true, RelaxedConstexpr: true, DeviceDebug: true}, nil},
		{[]string{"-arch=sm_90", "-dlto"}, Options{Arches: arches("sm_90"), RDC: true}, nil},
		{[]string{"-gencode", "arch=compute_90a,code=sm_90a", "-I/tmp/user-inc", "-isystem", "/tmp/user-sys", "-DNDEBUG"},
			Options{Arches: arches("compute_90a")}, []pp.MacroArg{{Text: "NDEBUG"}}},
		{[]string{"-gencode", "arch=compute_100f,code=sm_100f"}, Options{Arches: arches("compute_100f")}, nil},
		{[]string{"-gencode", "arch=compute_80,code=sm_80", "-gencode", "arch=compute_120a,code=sm_120a"},
			Options{Arches: arches("sm_80", "compute_120a")}, nil},
	})
}

func TestOracleLayouts(t *testing.T) {
	t.Run("11.8 Debian", func(t *testing.T) {
		o := oracle118(t)
		root := os.Getenv("CUDA_ORACLE")
		if o.tk.IncludeDir != filepath.Join(root, "usr", "include") {
			t.Errorf("IncludeDir = %s", o.tk.IncludeDir)
		}
		if !strings.HasSuffix(o.tk.NVCC, "usr/lib/nvidia-cuda-toolkit/bin/nvcc") {
			t.Errorf("NVCC = %s", o.tk.NVCC)
		}
	})
	t.Run("13.0 pip wheel", func(t *testing.T) {
		o := oracle130(t)
		if want := []IncludeDir{{Path: o.tk.Root + "/bin/..//include"}, {Path: o.tk.Root + "/bin/..//include/cccl", System: true}}; !reflect.DeepEqual(o.tk.IncludeDirs(), want) {
			t.Errorf("IncludeDirs = %+v, want %+v", o.tk.IncludeDirs(), want)
		}
	})
}
