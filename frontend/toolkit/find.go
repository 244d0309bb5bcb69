package toolkit

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// ErrNotFound is returned by Find when no toolkit was named and none is
// installed in the usual places; the caller then uses Embedded.
var ErrNotFound = errors.New("no CUDA toolkit found (tried CUDA_PATH, nvcc on PATH, /usr/local/cuda)")

// DefaultRoot is where Find looks last, as nvcc's own installers put it.
const DefaultRoot = "/usr/local/cuda"

// Env is what Find reads from the process: the environment and PATH lookup.
// Tests substitute both; FindEnv with a nil field uses the real one.
type Env struct {
	Getenv   func(string) string
	LookPath func(string) (string, error)
	// DefaultRoot replaces /usr/local/cuda as the last place looked at.
	DefaultRoot string
}

func (e Env) getenv(k string) string {
	if e.Getenv != nil {
		return e.Getenv(k)
	}
	return os.Getenv(k)
}

func (e Env) lookPath(name string) (string, error) {
	if e.LookPath != nil {
		return e.LookPath(name)
	}
	return exec.LookPath(name)
}

// Find locates the CUDA toolkit: cudaPath (the --cuda-path argument) if not
// empty, else $CUDA_PATH, else the directory above the nvcc found on PATH,
// else /usr/local/cuda. A path the user named (cudaPath or CUDA_PATH) that
// holds no toolkit is an error, not a reason to look elsewhere; when nothing
// was named and nothing is installed, Find returns ErrNotFound.
func Find(cudaPath string) (*Toolkit, error) {
	return FindEnv(cudaPath, Env{})
}

// FindEnv is Find with the environment and PATH lookup given.
func FindEnv(cudaPath string, env Env) (*Toolkit, error) {
	if cudaPath != "" {
		t, err := Open(cudaPath)
		if err != nil {
			return nil, fmt.Errorf("--cuda-path: %w", err)
		}
		return t, nil
	}
	if p := env.getenv("CUDA_PATH"); p != "" {
		t, err := Open(p)
		if err != nil {
			return nil, fmt.Errorf("CUDA_PATH: %w", err)
		}
		return t, nil
	}
	if nvcc, err := env.lookPath("nvcc"); err == nil {
		if t, err := openFromNVCC(nvcc); err == nil {
			return t, nil
		}
	}
	def := env.DefaultRoot
	if def == "" {
		def = DefaultRoot
	}
	if t, err := Open(def); err == nil {
		return t, nil
	}
	return nil, ErrNotFound
}

// openFromNVCC opens the toolkit of an nvcc found on PATH: bin/.. first; if
// that is not a toolkit, the directory above the binary the symlink leads to
// (a /usr/bin/nvcc symlinked into an installation).
func openFromNVCC(nvcc string) (*Toolkit, error) {
	abs, err := filepath.Abs(nvcc)
	if err != nil {
		return nil, err
	}
	root := filepath.Dir(filepath.Dir(abs))
	t, err := open(root, filepath.Dir(abs))
	if err == nil {
		return t, nil
	}
	real, rerr := filepath.EvalSymlinks(abs)
	if rerr != nil || real == abs {
		return nil, err
	}
	return open(filepath.Dir(filepath.Dir(real)), filepath.Dir(real))
}

// Open reads the toolkit installed at root, in any of the layouts cufe knows:
//
//	standard and pip wheel  ROOT/include, ROOT/bin/nvcc
//	                        (/usr/local/cuda, .../site-packages/nvidia/cu13)
//	Debian, package root    ROOT/usr/include, ROOT/usr/lib/nvidia-cuda-toolkit/bin/nvcc
//	Debian, as /usr         ROOT/include, ROOT/lib/nvidia-cuda-toolkit/bin/nvcc
//	                        (ROOT/bin/nvcc is then a shell script calling it)
//
// A toolkit is a directory whose include directory has cuda_runtime.h.
func Open(root string) (*Toolkit, error) {
	return open(root, "")
}

// open is Open, where hereHint is the directory of the nvcc that was found on
// PATH (nvcc's $(_HERE_) when the user runs it from there); "" to search.
func open(root, hereHint string) (*Toolkit, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	inc := ""
	for _, cand := range []string{"include", "usr/include"} {
		dir := filepath.Join(abs, filepath.FromSlash(cand))
		if isFile(filepath.Join(dir, "cuda_runtime.h")) {
			inc = dir
			break
		}
	}
	if inc == "" {
		return nil, fmt.Errorf("%s is not a CUDA toolkit: no include/cuda_runtime.h or usr/include/cuda_runtime.h", abs)
	}
	t := &Toolkit{Root: abs, IncludeDir: inc}
	here := findNVCCDir(abs, hereHint)
	if here != "" {
		t.NVCC = filepath.Join(here, "nvcc")
		includes, err := readProfileIncludes(here)
		if err != nil {
			return nil, err
		}
		t.includes = includes
	}
	if err := readVersion(t); err != nil {
		return nil, err
	}
	return t, nil
}

// nvccDirs are where the real nvcc binary and its nvcc.profile lie below a
// root, in the order Open tries them.
var nvccDirs = []string{"bin", "lib/nvidia-cuda-toolkit/bin", "usr/lib/nvidia-cuda-toolkit/bin", "usr/bin"}

// findNVCCDir returns the directory of the nvcc that decides the include
// flags: the first one holding nvcc.profile (the real binary; Debian's
// /usr/bin/nvcc is a script without one), else the first holding nvcc.
func findNVCCDir(root, hint string) string {
	dirs := make([]string, 0, len(nvccDirs)+1)
	if hint != "" {
		dirs = append(dirs, hint)
	}
	for _, d := range nvccDirs {
		dirs = append(dirs, filepath.Join(root, filepath.FromSlash(d)))
	}
	for _, d := range dirs {
		if isFile(filepath.Join(d, "nvcc.profile")) && isFile(filepath.Join(d, "nvcc")) {
			return d
		}
	}
	for _, d := range dirs {
		if isFile(filepath.Join(d, "nvcc")) {
			return d
		}
	}
	return ""
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
