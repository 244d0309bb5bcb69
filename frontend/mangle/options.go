package mangle

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/types"
)

// Variant picks which of a constructor's or destructor's symbols to name.
type Variant uint8

// The variants (Itanium 5.1.4.3).
const (
	Complete   Variant = iota // C1 / D1
	BaseObject                // C2 / D2
	Deleting                  // D0
	Allocating                // C3
)

// Options select the flavour of mangling.
type Options struct {
	// ModuleID, when non-empty, names unnamed namespaces
	// _GLOBAL__N_<ModuleID> as NVIDIA's front end does; otherwise they are
	// g++'s _GLOBAL__N_1.
	ModuleID string
	// Device selects the names cicc gives device code: internal linkage is
	// not marked with L, and internal-linkage entities other than __global__
	// functions get the _INTERNAL<ModuleID> outermost scope. It needs
	// ModuleID.
	Device bool
	// Variant is the constructor or destructor symbol to name.
	Variant Variant
	// LambdaWrappers names extended lambdas' closures after NVIDIA's
	// wrappers (Unvdl, Unvhdl), as the host side names the stubs of kernel
	// template instances over them; CUDA13 selects CUDA 13's encodings of
	// those (see lambda.go).
	LambdaWrappers, CUDA13 bool
	// Cached is a function whose name cicc made before the names being
	// made, and keeps (the function it computed the module ID from): a
	// closure local to it is named with that function's encoding as made
	// alone, the closure name's substitutions in a table of their own
	// (see lambda.go). Nil when cicc read the module ID.
	Cached *types.FunctionDecl
}

// Error is a declaration or type the mangler cannot name.
type Error struct {
	Pos    source.Pos
	Entity string
	Reason string
}

func (e *Error) Error() string {
	if e.Entity == "" {
		return "cannot mangle: " + e.Reason
	}
	return fmt.Sprintf("cannot mangle %s: %s", e.Entity, e.Reason)
}

func declError(d types.Decl, format string, args ...any) *Error {
	return &Error{Pos: d.Base().Pos, Entity: types.QualifiedName(d), Reason: fmt.Sprintf(format, args...)}
}
