// Package toolkit finds the CUDA toolkit a compilation uses and says what nvcc
// adds to the host compiler's preprocessing steps in CUDA mode: predefined
// macros, the forced include of cuda_runtime.h and the toolkit's include
// directories, spelled as nvcc spells them (they reach `# N "file"` line
// markers). When no toolkit is installed, Embedded provides cufe's own CUDA
// header set, written for this project, so a project still goes through the
// whole front end.
package toolkit

import (
	"fmt"
	"path/filepath"
)

// Toolkit is one CUDA toolkit: a real installation or cufe's embedded headers.
type Toolkit struct {
	// Root is the toolkit's root directory (what --cuda-path names).
	Root string
	// IncludeDir is the directory on disk holding cuda_runtime.h. For the
	// embedded set it is the extracted copy in the user's cache.
	IncludeDir string
	// NVCC is the nvcc binary whose nvcc.profile decides the include flags;
	// empty when the toolkit has none (the embedded set, header-only trees).
	NVCC string
	// Major, Minor and Build are nvcc's version (__CUDACC_VER_*__). Build is
	// 0 when no source of it was found.
	Major, Minor, Build int
	// Embedded is true for cufe's own header set.
	Embedded bool

	// includes are the -I/-isystem directories read from nvcc.profile, in
	// its order; nil means just IncludeDir as -I.
	includes []IncludeDir
}

// IncludeDir is one directory nvcc hands to the host preprocessor.
type IncludeDir struct {
	// Path is spelled exactly as nvcc passes it (for example
	// ".../bin/..//include"): g++ keeps the spelling in line markers.
	Path string
	// System is true for -isystem, false for -I. It decides the "3" flag
	// of line markers for headers found there.
	System bool
}

// Version returns "MAJOR.MINOR.BUILD".
func (t *Toolkit) Version() string {
	return fmt.Sprintf("%d.%d.%d", t.Major, t.Minor, t.Build)
}

// String describes the toolkit for messages and `cufe explain`.
func (t *Toolkit) String() string {
	if t.Embedded {
		return fmt.Sprintf("cufe embedded CUDA headers (CUDA %d.%d compatible) at %s", t.Major, t.Minor, t.IncludeDir)
	}
	return fmt.Sprintf("CUDA %s at %s", t.Version(), t.Root)
}

// IncludeDirs returns the directories nvcc passes to g++ -E, in its order.
// nvcc puts the toolkit's -I directories after the user's -I ones and its
// -isystem directories after the user's -isystem ones (checked with 11.8 and
// 13.0 `nvcc -I/a -isystem /b -dryrun`). The include directory is a plain -I,
// not -isystem, so its headers' line markers carry no "3" flag; 13.0 adds
// include/cccl as -isystem.
func (t *Toolkit) IncludeDirs() []IncludeDir {
	if t.includes != nil {
		return append([]IncludeDir(nil), t.includes...)
	}
	return []IncludeDir{{Path: t.IncludeDir}}
}

// ForcedIncludes returns the headers nvcc force-includes (`-include
// cuda_runtime.h`), before any -include the user gave.
func (t *Toolkit) ForcedIncludes() []string {
	return []string{"cuda_runtime.h"}
}

// HeaderPath returns where the toolkit's header name (for example
// "cuda_runtime.h") lies on disk.
func (t *Toolkit) HeaderPath(name string) string {
	return filepath.Join(t.IncludeDir, filepath.FromSlash(name))
}
