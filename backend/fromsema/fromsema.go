// Package fromsema turns what semantic analysis learnt about a translation
// unit (frontend/sema) into the TU summary the back ends read
// (backend/summary): the module ID's candidate definitions, the kernels
// with their parameter layouts and NVIDIA's type spellings, the device
// variables, and the host reference arrays of --device-c.
//
// It is the only place that knows both sides, so that sema stays free of
// NVIDIA's output conventions and the back ends free of sema's types.
// Whatever sema could not work out exactly is reported as an *Error at a
// position: a summary is either right or not produced.
//
// Two steps, because the module ID depends on the TU's definitions and the
// device-side names depend on the module ID:
//
//	ents, err := fromsema.IDEntities(in, opts)  // → moduleid.Resolve
//	tu, err := fromsema.Summary(in, id, opts)   // → stub, hostgen
package fromsema

import (
	"fmt"

	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Input is one analysed translation unit.
type Input struct {
	Result *sema.Result
	Tree   *ast.TranslationUnit
	Files  *source.FileSet
	// Tokens is the token stream the tree was parsed from, when known:
	// searches of the tree then skip the declarations whose tokens cannot
	// hold what they look for (see backend/internal/prune).
	Tokens []token.Token
	// DeviceView is set when the tree is the device side's view of the
	// TU (the preprocessing cicc reads, __CUDA_ARCH__ defined), from which
	// cicc writes the stub file: the stub-file proof then trusts the
	// walk's overload resolution to rule out the overloads no walked call
	// picked (see deadoverloads.go). False for a host-side .ii and for the
	// host side of a .cu, where code only the device side sees is absent.
	DeviceView bool
}

// Options are the command-line facts the summary records.
type Options struct {
	// SourcePath and SourceName are --orig_src_path_name and
	// --orig_src_file_name (or the input's name).
	SourcePath, SourceName string
	RDC, ExtendedLambda    bool
	Host                   summary.HostCompiler
	// CUDA13 selects CUDA 13's names for the stubs of kernels over
	// extended lambdas (mangle.Options.CUDA13).
	CUDA13 bool
	// IDGiven is set when cicc reads the module ID rather than computes it
	// (cufe writes it): device names then follow sema.Result.SetModuleIDGiven.
	IDGiven bool
	// NoStub is set when no stub file will be written (none was asked
	// for, or StubGap found one would be incomplete): a kernel template
	// instance the summary cannot describe is then left out instead of
	// failing the host translation, which does not need it. (Not under
	// RDC, whose host reference arrays list the kernels.)
	NoStub bool
}

// Error is a construct the summary cannot describe exactly.
type Error struct {
	Pos source.Pos
	Msg string
}

func (e *Error) Error() string { return e.Msg }

func errorf(pos source.Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
