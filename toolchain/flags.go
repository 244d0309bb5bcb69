package toolchain

import (
	"fmt"
	"strings"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// Flags are what nvcc's steps take from a unit's compile flags (the `cufe
// compile` flags `cufe build` gives the front end).
type Flags struct {
	// Std is the -std value ("c++17"), "" when none was given (nvcc then
	// passes none to g++ and the host compiler's default to cicc).
	Std string
	// AngledDirs and SystemDirs are the user's -I and -isystem directories.
	AngledDirs, SystemDirs []string
	// Macros are the user's -D and -U, in order.
	Macros []pp.MacroArg
	// Includes are the user's -include files.
	Includes []string
	// Arches are the target architectures, in the order given; never
	// empty (the toolkit's default when none was given).
	Arches []toolkit.Arch
	// RDC is relocatable device code (-rdc=true, --device-c).
	RDC              bool
	ExtendedLambda   bool
	RelaxedConstexpr bool
	// AllowUnsupported is nvcc's -allow-unsupported-compiler: given, or
	// needed because the toolkit predates the host compiler.
	AllowUnsupported bool
}

// ParseFlags reads the toolchain's view of a unit's compile flags. Flags
// that change what nvcc's steps do and that the toolchain does not
// reproduce yet are refused with the reason, never dropped silently.
func ParseFlags(args []string, tc *Toolchain) (*Flags, error) {
	o, err := options.Parse(args)
	if err != nil {
		return nil, err
	}
	switch {
	case len(o.QuoteDirs) > 0:
		return nil, fmt.Errorf("-iquote is not supported by the toolchain steps (nvcc has no such flag)")
	case len(o.AfterDirs) > 0:
		return nil, fmt.Errorf("-idirafter is not supported by the toolchain steps (nvcc has no such flag)")
	case o.DeviceArch != "":
		return nil, fmt.Errorf("--device-arch is chosen per step by the toolchain; remove it from the build flags")
	}
	f := &Flags{
		Std:        o.Std,
		AngledDirs: o.AngledDirs, SystemDirs: o.SystemDirs,
		Macros: o.Macros, Includes: o.Includes,
		RDC: o.RDC, ExtendedLambda: o.ExtendedLambda, RelaxedConstexpr: o.RelaxedConstexpr,
		AllowUnsupported: o.AllowUnsupported || needsAllowUnsupported(tc),
	}
	seen := map[toolkit.Arch]bool{}
	for _, a := range o.Arches {
		arch, err := toolkit.ParseArch(a)
		if err != nil {
			return nil, fmt.Errorf("-arch %s: %v", a, err)
		}
		if !seen[arch] {
			seen[arch] = true
			f.Arches = append(f.Arches, arch)
		}
	}
	if len(f.Arches) == 0 {
		f.Arches = []toolkit.Arch{tc.Toolkit.DefaultArch()}
	}
	return f, nil
}

// cppDialect is cicc's language flag: --c++17 for -std=c++17 or gnu++17,
// and for no -std (g++ 11 and later default to gnu++17).
func (f *Flags) cppDialect() string {
	s := f.Std
	for _, p := range []string{"gnu++", "c++"} {
		s = strings.TrimPrefix(s, p)
	}
	switch s {
	case "":
		return "--c++17"
	case "2a":
		return "--c++20"
	case "2b":
		return "--c++23"
	case "1z":
		return "--c++17"
	case "1y":
		return "--c++14"
	case "0x":
		return "--c++11"
	}
	return "--c++" + s
}

// needsAllowUnsupported says whether nvcc would refuse the host compiler
// without -allow-unsupported-compiler: each toolkit accepts g++ up to a
// major version (11.8 stops at 11, 12.0-12.3 at 12, 12.4-12.9 at 13, 13.x
// at 15, from NVIDIA's installation guides).
func needsAllowUnsupported(tc *Toolchain) bool {
	if tc.HostVersion == 0 {
		return false
	}
	gcc := tc.HostVersion / 10000
	tk := tc.Toolkit
	limit := 15
	switch {
	case tk.Major < 12:
		limit = 11
	case tk.Major == 12 && tk.Minor < 4:
		limit = 12
	case tk.Major == 12:
		limit = 13
	}
	return gcc > limit
}

// NeedsAllowUnsupported says whether the toolkit predates the host compiler,
// so that nvcc (and cufe's front end, which reproduces nvcc's
// preprocessing) needs -allow-unsupported-compiler (CUDA 11.8 with g++ 12).
func (tc *Toolchain) NeedsAllowUnsupported() bool { return needsAllowUnsupported(tc) }
