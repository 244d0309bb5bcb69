package toolkit

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// writeFile creates path (and its directories) with the given contents.
func writeFile(t *testing.T, path, contents string, mode os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(contents), mode); err != nil {
		t.Fatal(err)
	}
}

// fakeNVCC is a shell script that records being run in ran, then prints
// nvcc's version banner for version.
func fakeNVCC(ran, version string) string {
	mm := version[:strings.LastIndexByte(version, '.')]
	return "#!/bin/sh\ntouch '" + ran + "'\n" +
		"echo 'nvcc: NVIDIA (R) Cuda compiler driver'\n" +
		"echo 'Cuda compilation tools, release " + mm + ", V" + version + "'\n"
}

// standardProfile is the nvcc.profile of NVIDIA's standard and pip layouts.
const standardProfile = `
TOP              = $(_HERE_)/..

NVVMIR_LIBRARY_DIR = $(TOP)/$(_NVVM_BRANCH_)/libdevice

LD_LIBRARY_PATH += $(TOP)/lib:
PATH            += $(TOP)/$(_NVVM_BRANCH_)/bin:$(_HERE_):

INCLUDES        +=  "-I$(TOP)/$(_TARGET_DIR_)/include" $(_SPACE_)

LIBRARIES        =+ $(_SPACE_) "-L$(TOP)/$(_TARGET_DIR_)/lib$(_TARGET_SIZE_)/stubs" "-L$(TOP)/$(_TARGET_DIR_)/lib$(_TARGET_SIZE_)"

CUDAFE_FLAGS    +=
PTXAS_FLAGS     +=
`

const cu13Profile = standardProfile + `SYSTEM_INCLUDES +=  "-isystem" "$(TOP)/$(_TARGET_DIR_)/include/cccl" $(_SPACE_)
`

func runtimeAPI(cudart int) string {
	return "/* fake */\n#define CUDART_VERSION  " + strconv.Itoa(cudart) + "\n"
}

// standardToolkit lays out ROOT/include, ROOT/bin/nvcc (which must not run)
// and ROOT/version.json.
func standardToolkit(t *testing.T) (root, ran string) {
	root = filepath.Join(t.TempDir(), "cuda-12.4")
	ran = filepath.Join(t.TempDir(), "nvcc-ran")
	writeFile(t, filepath.Join(root, "include", "cuda_runtime.h"), "/* fake */\n", 0o644)
	writeFile(t, filepath.Join(root, "include", "cuda_runtime_api.h"), runtimeAPI(12040), 0o644)
	writeFile(t, filepath.Join(root, "bin", "nvcc"), fakeNVCC(ran, "12.4.131"), 0o755)
	writeFile(t, filepath.Join(root, "bin", "nvcc.profile"), standardProfile, 0o644)
	writeFile(t, filepath.Join(root, "version.json"), `{"cuda": {"name": "CUDA SDK", "version": "12.4.1"},
 "cuda_nvcc": {"name": "CUDA NVCC", "version": "12.4.131"}}`, 0o644)
	return root, ran
}

func TestOpenStandardLayout(t *testing.T) {
	root, ran := standardToolkit(t)
	tk, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	if tk.Major != 12 || tk.Minor != 4 || tk.Build != 131 || tk.Embedded {
		t.Errorf("version %s embedded=%v, want 12.4.131 not embedded", tk.Version(), tk.Embedded)
	}
	if tk.IncludeDir != filepath.Join(root, "include") || tk.NVCC != filepath.Join(root, "bin", "nvcc") {
		t.Errorf("IncludeDir %q NVCC %q", tk.IncludeDir, tk.NVCC)
	}
	want := []IncludeDir{{Path: filepath.Join(root, "bin") + "/..//include"}}
	if got := tk.IncludeDirs(); !reflect.DeepEqual(got, want) {
		t.Errorf("IncludeDirs = %+v, want %+v (nvcc's spelling)", got, want)
	}
	if _, err := os.Stat(ran); err == nil {
		t.Error("Open ran nvcc although the headers and version.json give the version")
	}
}

func TestOpenTargetsLayout(t *testing.T) {
	dirs := targetDirs[runtime.GOARCH]
	if len(dirs) == 0 {
		t.Skip("no target directory known for", runtime.GOARCH)
	}
	root, _ := standardToolkit(t)
	if err := os.MkdirAll(filepath.Join(root, filepath.FromSlash(dirs[0]), "include"), 0o755); err != nil {
		t.Fatal(err)
	}
	tk, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	want := []IncludeDir{{Path: filepath.Join(root, "bin") + "/../" + dirs[0] + "/include"}}
	if got := tk.IncludeDirs(); !reflect.DeepEqual(got, want) {
		t.Errorf("IncludeDirs = %+v, want %+v", got, want)
	}
}

func TestOpenDebianPackageRoot(t *testing.T) {
	root := t.TempDir()
	ran := filepath.Join(t.TempDir(), "nvcc-ran")
	inc := filepath.Join(root, "usr", "include")
	writeFile(t, filepath.Join(inc, "cuda_runtime.h"), "", 0o644)
	writeFile(t, filepath.Join(inc, "cuda.h"), "#define CUDA_VERSION 11080\n", 0o644)
	here := filepath.Join(root, "usr", "lib", "nvidia-cuda-toolkit", "bin")
	// The real binary holds its banner as a string; this one also records runs.
	writeFile(t, filepath.Join(here, "nvcc"), fakeNVCC(ran, "11.8.89")+"\x00\x01binary\x00Cuda compilation tools, release 11.8, V11.8.89\x00", 0o755)
	writeFile(t, filepath.Join(here, "nvcc.profile"), `NVVMIR_LIBRARY_DIR = /x/libdevice
INCLUDES += "-I`+inc+`" $(_SPACE_)
`, 0o644)
	writeFile(t, filepath.Join(root, "usr", "bin", "nvcc"), "#!/bin/sh\nexec /usr/lib/nvidia-cuda-toolkit/bin/nvcc \"$@\"\n", 0o755)
	tk, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	if tk.Version() != "11.8.89" || tk.IncludeDir != inc || tk.NVCC != filepath.Join(here, "nvcc") {
		t.Errorf("got %s include %q nvcc %q", tk.Version(), tk.IncludeDir, tk.NVCC)
	}
	if got, want := tk.IncludeDirs(), []IncludeDir{{Path: inc}}; !reflect.DeepEqual(got, want) {
		t.Errorf("IncludeDirs = %+v, want %+v", got, want)
	}
	if _, err := os.Stat(ran); err == nil {
		t.Error("Open ran nvcc although its binary names the build")
	}
}

func TestOpenPipWheel(t *testing.T) {
	site := t.TempDir()
	root := filepath.Join(site, "nvidia", "cu13")
	writeFile(t, filepath.Join(root, "include", "cuda_runtime.h"), "", 0o644)
	writeFile(t, filepath.Join(root, "include", "cuda_runtime_api.h"), runtimeAPI(13000), 0o644)
	writeFile(t, filepath.Join(root, "bin", "nvcc"), "not run\n", 0o755)
	writeFile(t, filepath.Join(root, "bin", "nvcc.profile"), cu13Profile, 0o644)
	writeFile(t, filepath.Join(site, "nvidia_cuda_nvcc-13.0.88.dist-info", "METADATA"), "", 0o644)
	tk, err := Open(root)
	if err != nil {
		t.Fatal(err)
	}
	if tk.Version() != "13.0.88" {
		t.Errorf("version %s, want 13.0.88", tk.Version())
	}
	here := filepath.Join(root, "bin")
	want := []IncludeDir{{Path: here + "/..//include"}, {Path: here + "/..//include/cccl", System: true}}
	if got := tk.IncludeDirs(); !reflect.DeepEqual(got, want) {
		t.Errorf("IncludeDirs = %+v, want %+v", got, want)
	}
}

func TestVersionFallbacks(t *testing.T) {
	t.Run("header only", func(t *testing.T) {
		root := t.TempDir()
		writeFile(t, filepath.Join(root, "include", "cuda_runtime.h"), "", 0o644)
		writeFile(t, filepath.Join(root, "include", "cuda_runtime_api.h"), runtimeAPI(12060), 0o644)
		tk, err := Open(root)
		if err != nil {
			t.Fatal(err)
		}
		if tk.Version() != "12.6.0" || tk.NVCC != "" {
			t.Errorf("got %s nvcc %q, want 12.6.0 and no nvcc", tk.Version(), tk.NVCC)
		}
	})
	t.Run("nvcc asked when the headers say nothing", func(t *testing.T) {
		root := t.TempDir()
		ran := filepath.Join(t.TempDir(), "ran")
		writeFile(t, filepath.Join(root, "include", "cuda_runtime.h"), "", 0o644)
		writeFile(t, filepath.Join(root, "bin", "nvcc"), fakeNVCC(ran, "12.2.140"), 0o755)
		tk, err := Open(root)
		if err != nil {
			t.Fatal(err)
		}
		if tk.Version() != "12.2.140" {
			t.Errorf("version %s, want 12.2.140", tk.Version())
		}
		if _, err := os.Stat(ran); err != nil {
			t.Error("nvcc was not run, so where did the version come from?")
		}
	})
	t.Run("a build of another release is ignored", func(t *testing.T) {
		root, _ := standardToolkit(t)
		writeFile(t, filepath.Join(root, "version.json"), `{"cuda_nvcc": {"version": "11.0.1"}}`, 0o644)
		writeFile(t, filepath.Join(root, "bin", "nvcc"), "#!/bin/sh\nexit 1\n", 0o755)
		tk, err := Open(root)
		if err != nil {
			t.Fatal(err)
		}
		if tk.Version() != "12.4.0" {
			t.Errorf("version %s, want 12.4.0", tk.Version())
		}
	})
	t.Run("no version anywhere", func(t *testing.T) {
		root := t.TempDir()
		writeFile(t, filepath.Join(root, "include", "cuda_runtime.h"), "", 0o644)
		if _, err := Open(root); err == nil || !strings.Contains(err.Error(), "cannot tell the CUDA version") {
			t.Errorf("err = %v, want one saying the version is unknown", err)
		}
	})
	t.Run("garbage version", func(t *testing.T) {
		root := t.TempDir()
		writeFile(t, filepath.Join(root, "include", "cuda_runtime.h"), "", 0o644)
		writeFile(t, filepath.Join(root, "include", "cuda.h"), "#define CUDA_VERSION 12\n", 0o644)
		if _, err := Open(root); err == nil {
			t.Error("CUDA_VERSION 12 accepted")
		}
	})
}

func TestOpenRejectsNonToolkit(t *testing.T) {
	_, err := Open(t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "cuda_runtime.h") {
		t.Errorf("err = %v, want one naming cuda_runtime.h", err)
	}
}

func TestFindOrder(t *testing.T) {
	a, _ := standardToolkit(t)
	b, _ := standardToolkit(t)
	c, _ := standardToolkit(t)
	d, _ := standardToolkit(t)
	empty := t.TempDir()
	env := func(cudaPath, nvcc, def string) Env {
		return Env{
			Getenv: func(k string) string {
				if k == "CUDA_PATH" {
					return cudaPath
				}
				return ""
			},
			LookPath: func(string) (string, error) {
				if nvcc == "" {
					return "", errors.New("not found")
				}
				return nvcc, nil
			},
			DefaultRoot: def,
		}
	}
	for _, tc := range []struct {
		name, arg string
		env       Env
		want      string
		wantErr   string
	}{
		{"argument first", a, env(b, filepath.Join(c, "bin", "nvcc"), d), a, ""},
		{"CUDA_PATH second", "", env(b, filepath.Join(c, "bin", "nvcc"), d), b, ""},
		{"nvcc on PATH third", "", env("", filepath.Join(c, "bin", "nvcc"), d), c, ""},
		{"default last", "", env("", "", d), d, ""},
		{"nvcc on PATH without toolkit is skipped", "", env("", filepath.Join(empty, "bin", "nvcc"), d), d, ""},
		{"bad argument is an error", empty, env(b, "", d), "", "--cuda-path"},
		{"bad CUDA_PATH is an error", "", env(empty, "", d), "", "CUDA_PATH"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := FindEnv(tc.arg, tc.env)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want one mentioning %s", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tk.Root != tc.want {
				t.Errorf("found %s, want %s", tk.Root, tc.want)
			}
		})
	}
	t.Run("nothing anywhere", func(t *testing.T) {
		_, err := FindEnv("", env("", "", empty))
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("err = %v, want ErrNotFound", err)
		}
	})
}

func TestFindThroughSymlinkedNVCC(t *testing.T) {
	root, _ := standardToolkit(t)
	bin := t.TempDir()
	link := filepath.Join(bin, "nvcc")
	if err := os.Symlink(filepath.Join(root, "bin", "nvcc"), link); err != nil {
		t.Skip("no symlinks:", err)
	}
	tk, err := FindEnv("", Env{
		Getenv:      func(string) string { return "" },
		LookPath:    func(string) (string, error) { return link, nil },
		DefaultRoot: t.TempDir(),
	})
	if err != nil {
		t.Fatal(err)
	}
	if tk.Root != root {
		t.Errorf("found %s, want %s", tk.Root, root)
	}
}

func TestFindDebianSystemNVCC(t *testing.T) {
	// /usr/bin/nvcc is Debian's wrapper script; /usr/include holds the
	// headers and the real nvcc with its profile lives in lib/.
	usr := t.TempDir()
	writeFile(t, filepath.Join(usr, "include", "cuda_runtime.h"), "", 0o644)
	writeFile(t, filepath.Join(usr, "include", "cuda_runtime_api.h"), runtimeAPI(11080), 0o644)
	writeFile(t, filepath.Join(usr, "bin", "nvcc"), "#!/bin/sh\nexit 1\n", 0o755)
	real := filepath.Join(usr, "lib", "nvidia-cuda-toolkit", "bin")
	writeFile(t, filepath.Join(real, "nvcc"), "\x00Cuda compilation tools, release 11.8, V11.8.89\x00", 0o755)
	writeFile(t, filepath.Join(real, "nvcc.profile"), `INCLUDES += "-I/usr/include" $(_SPACE_)`+"\n", 0o644)
	tk, err := FindEnv("", Env{
		Getenv:      func(string) string { return "" },
		LookPath:    func(string) (string, error) { return filepath.Join(usr, "bin", "nvcc"), nil },
		DefaultRoot: t.TempDir(),
	})
	if err != nil {
		t.Fatal(err)
	}
	if tk.Root != usr || tk.Version() != "11.8.89" || tk.NVCC != filepath.Join(real, "nvcc") {
		t.Errorf("got root %s version %s nvcc %s", tk.Root, tk.Version(), tk.NVCC)
	}
	if got := tk.IncludeDirs(); len(got) != 1 || got[0].Path != "/usr/include" || got[0].System {
		t.Errorf("IncludeDirs = %+v", got)
	}
}
