// Package toolchain takes the translation units of `cufe build` past the
// front end with NVIDIA's device tools, the way nvcc does: per architecture
// the device-side preprocessing, cicc and ptxas; fatbinary; the host g++
// compile of the host translation (which includes the stub, which includes
// the fatbinary); then the device link (nvlink, fatbinary -link, link.stub)
// and the final g++ link against cudart. Every step runs in a private
// directory and is cached on its own key (the tool, its arguments and the
// content of every input), so a rebuild re-runs only the steps whose inputs
// changed.
//
// The command lines are those `nvcc -dryrun` prints for the same flags; the
// tests compare them argument by argument with recorded -dryrun outputs of
// CUDA 11.8 and 13.0.
package toolchain

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// Toolchain is a CUDA toolkit's device tools and the host compiler, with the
// spelling nvcc gives their directories. It is immutable once made; Find
// fills it from an installed toolkit, tests build it by hand.
type Toolchain struct {
	// Toolkit is the CUDA toolkit (version, include directories, macros).
	Toolkit *toolkit.Toolkit
	// CICC, PTXAS, FATBINARY and NVLINK are the tools' absolute paths.
	CICC, PTXAS, FATBINARY, NVLINK string
	// LinkStub is nvcc's bin/crt/link.stub, compiled for the device link.
	LinkStub string
	// HostCC is the host compiler nvcc calls (-ccbin), "/usr/bin/g++".
	HostCC string
	// HostVersion is the host compiler's version as cicc's --gnu_version
	// wants it (120200 for g++ 12.2.0).
	HostVersion int
	// Includes are the toolkit's -I and -isystem directories, spelled as
	// nvcc passes them to g++.
	Includes []toolkit.IncludeDir
	// LibDirs are the -L arguments of nvcc.profile's LIBRARIES, spelled as
	// nvcc spells them.
	LibDirs []string
	// Env is the environment the tools run with: nvcc's PATH (cicc finds
	// its libdevice through NVVMIR_LIBRARY_DIR) and the caller's.
	Env []string
}

// ErrNoTools means the toolkit lacks a device tool (a header-only tree, or
// cufe's embedded headers): the build stops after the front end.
var ErrNoTools = errors.New("the CUDA toolkit has no device tools (cicc, ptxas, fatbinary, nvlink)")

// Find locates the device tools of tk as nvcc would run them: cicc in
// nvcc.profile's CICC_PATH, else beside nvcc; the others beside nvcc or in
// the profile's PATH. hostCC is the host compiler (-ccbin; "" for g++ on
// PATH) and hostVersion its version number (120200).
func Find(tk *toolkit.Toolkit, hostCC string, hostVersion int) (*Toolchain, error) {
	if tk == nil || tk.Embedded || tk.NVCC == "" {
		return nil, ErrNoTools
	}
	here := filepath.Dir(tk.NVCC)
	var dirs []string
	cicc, err := tk.ProfileWords("CICC_PATH")
	if err != nil {
		return nil, err
	}
	dirs = append(dirs, cicc...)
	dirs = append(dirs, here)
	path, err := tk.ProfileWords("PATH")
	if err != nil {
		return nil, err
	}
	var pathDirs []string
	for _, w := range path {
		for _, d := range strings.Split(w, ":") {
			if d != "" {
				pathDirs = append(pathDirs, d)
			}
		}
	}
	dirs = append(dirs, pathDirs...)
	dirs = append(dirs, filepath.Join(tk.Root, "bin"), filepath.Join(tk.Root, "nvvm", "bin"))
	tc := &Toolchain{Toolkit: tk, HostVersion: hostVersion, Includes: tk.IncludeDirs()}
	var missing []string
	for _, t := range []struct {
		name string
		dst  *string
	}{{"cicc", &tc.CICC}, {"ptxas", &tc.PTXAS}, {"fatbinary", &tc.FATBINARY}, {"nvlink", &tc.NVLINK}} {
		*t.dst = firstExecutable(dirs, t.name)
		if *t.dst == "" {
			missing = append(missing, t.name)
		}
	}
	tc.LinkStub = filepath.Join(here, "crt", "link.stub")
	if !isFile(tc.LinkStub) {
		missing = append(missing, "crt/link.stub")
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%w: %s lacks %s", ErrNoTools, tk.Root, strings.Join(missing, ", "))
	}
	libs, err := tk.ProfileWords("LIBRARIES")
	if err != nil {
		return nil, err
	}
	for _, w := range libs {
		if strings.HasPrefix(w, "-L") {
			tc.LibDirs = append(tc.LibDirs, w)
		}
	}
	tc.LibDirs = withRuntimeDir(tc.LibDirs, tk.Root)
	if hostCC == "" {
		hostCC = "g++"
	}
	if !filepath.IsAbs(hostCC) {
		p, err := exec.LookPath(hostCC)
		if err != nil {
			return nil, fmt.Errorf("host compiler: %w", err)
		}
		hostCC = p
	}
	tc.HostCC = hostCC
	tc.Env = toolEnv(os.Environ(), pathDirs, tk)
	return tc, nil
}

// toolEnv sets what nvcc sets before running its steps: the profile's
// PATH and LD_LIBRARY_PATH before the caller's, NVVMIR_LIBRARY_DIR (where
// cicc finds libdevice) and CICC_PATH.
func toolEnv(env []string, pathDirs []string, tk *toolkit.Toolkit) []string {
	prepend := map[string]string{"PATH": strings.Join(pathDirs, ":")}
	if w, err := tk.ProfileWords("LD_LIBRARY_PATH"); err == nil && len(w) > 0 {
		prepend["LD_LIBRARY_PATH"] = strings.Trim(strings.Join(w, ""), ":")
	}
	set := map[string]string{}
	for _, name := range []string{"NVVMIR_LIBRARY_DIR", "CICC_PATH"} {
		if w, err := tk.ProfileWords(name); err == nil && len(w) == 1 {
			set[name] = w[0]
		}
	}
	out := make([]string, 0, len(env)+4)
	for _, e := range env {
		name, val, _ := strings.Cut(e, "=")
		if _, ok := set[name]; ok {
			continue
		}
		if pre, ok := prepend[name]; ok {
			if pre != "" && val != "" {
				val = pre + ":" + val
			} else if pre != "" {
				val = pre
			}
			delete(prepend, name)
			out = append(out, name+"="+val)
			continue
		}
		out = append(out, e)
	}
	for name, val := range prepend {
		if val != "" {
			out = append(out, name+"="+val)
		}
	}
	for name, val := range set {
		out = append(out, name+"="+val)
	}
	return out
}

// Version is the toolkit's version, "11.8.89".
func (tc *Toolchain) Version() string { return tc.Toolkit.Version() }

func firstExecutable(dirs []string, name string) string {
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// withRuntimeDir returns the library directories dirs (-L arguments), with
// the toolkit's lib/ added when none of them holds the CUDA runtime but
// lib/ does: NVIDIA's PyPI wheels of CUDA 13 (nvidia-cuda-runtime and the
// rest, unpacked into one tree) put libcudart_static.a in lib/ while their
// nvcc.profile names lib64/, where nvcc's own link then fails to find it.
func withRuntimeDir(dirs []string, root string) []string {
	for _, d := range dirs {
		if isFile(filepath.Join(strings.TrimPrefix(d, "-L"), "libcudart_static.a")) {
			return dirs
		}
	}
	lib := filepath.Join(root, "lib")
	if !isFile(filepath.Join(lib, "libcudart_static.a")) {
		return dirs
	}
	return append(dirs, "-L"+lib)
}
