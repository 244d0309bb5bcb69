package toolkit

import (
	"fmt"
	"path/filepath"
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
	p, err := loadProfile(here)
	if p == nil || err != nil {
		return nil, err
	}
	raw, ok := p.values[name]
	if !ok {
		return nil, nil
	}
	val, err := p.expand(raw, expansionVars(here), 0)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", filepath.Join(here, "nvcc.profile"), name, err)
	}
	return splitProfileWords(val), nil
}
