package toolkit

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
)

// ProfileWords returns the nvcc.profile variable name (LIBRARIES, CICC_PATH,
// PATH, ...) expanded as nvcc expands it and split into words, so that the
// build steps that run NVIDIA's tools (package toolchain) spell library and
// tool directories exactly as `nvcc -dryrun` does. A toolkit without nvcc or
// without the variable gives nil.
func (t *Toolkit) ProfileWords(name string) ([]string, error) {
	if t.NVCC == "" {
		return nil, nil
	}
	here := filepath.Dir(t.NVCC)
	path := filepath.Join(here, "nvcc.profile")
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	p, err := parseProfile(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	raw, ok := p.values[name]
	if !ok {
		return nil, nil
	}
	vars := map[string]string{"_HERE_": here, "_TARGET_DIR_": ""}
	top := filepath.Dir(here)
	for _, d := range targetDirs[runtime.GOARCH] {
		if st, err := os.Stat(filepath.Join(top, filepath.FromSlash(d))); err == nil && st.IsDir() {
			vars["_TARGET_DIR_"] = d
			break
		}
	}
	val, err := p.expand(raw, vars, 0)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", path, name, err)
	}
	return splitProfileWords(val), nil
}
