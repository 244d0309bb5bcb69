package toolchain

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestWithRuntimeDir: the toolkit's lib/ joins the library directories
// only when those the profile names lack the CUDA runtime and lib/ holds
// it (the layout of CUDA 13's PyPI wheels).
func TestWithRuntimeDir(t *testing.T) {
	dir := t.TempDir()
	lib64, lib := filepath.Join(dir, "targets", "lib64"), filepath.Join(dir, "lib")
	profile := []string{"-L" + filepath.Join(dir, "targets", "lib64", "stubs"), "-L" + lib64}

	if got := withRuntimeDir(profile, dir); !slices.Equal(got, profile) {
		t.Errorf("no runtime anywhere: %v, want the profile's %v", got, profile)
	}
	put(t, filepath.Join(lib, "libcudart_static.a"), "cudart\n")
	want := append(slices.Clone(profile), "-L"+lib)
	if got := withRuntimeDir(profile, dir); !slices.Equal(got, want) {
		t.Errorf("runtime in lib/ only: %v, want %v", got, want)
	}
	put(t, filepath.Join(lib64, "libcudart_static.a"), "cudart\n")
	if got := withRuntimeDir(profile, dir); !slices.Equal(got, profile) {
		t.Errorf("runtime where the profile says: %v, want the profile's %v", got, profile)
	}
}
