// Package host writes the host translation (x.cudafe1.cpp): the translation
// unit as the host compiler must see it once the device side is gone.
//
// NVIDIA's front end regenerates that file from its IL. cufe instead copies
// the preprocessed token stream, with `# N "file"` line markers so that the
// host compiler's messages keep pointing at the user's code, and rewrites
// only what the host compiler must not see or must see differently:
//
//   - CUDA attributes (__attribute__((global)) and friends) are removed;
//   - device-only function bodies become NVIDIA's dummy bodies, the original
//     kept under #if 0;
//   - a kernel keeps its declaration only (the stub file defines it), a
//     kernel template becomes a __wrapper__device_stub_ template plus a
//     forwarding template (the stub file specializes the wrapper);
//   - `k<<<g, b, s, st>>>(args)` becomes
//     `(__cudaPushCallConfiguration(g, b, s, st)) ? (void)0 : k(args)`;
//   - __device__/__constant__ variables become static host shadows and
//     __managed__ ones pointers in the __nv_managed_data__ section, every host
//     use of them going through the lazy managed-runtime initialization;
//   - anonymous namespaces are named _GLOBAL__N_<module id>;
//   - CUDA's builtin types (declared __device_builtin__) are hidden and
//     crt/host_runtime.h is included in their place, as NVIDIA does, so that
//     the toolkit's own host definitions of them are the ones compiled.
//
// The runtime boilerplate before the translation and the trailer after it
// (including the stub file) are the caller's (backend/hostgen); Generate
// places them around its output.
package host

import (
	"fmt"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Input is one translation unit, parsed and checked.
type Input struct {
	// Files and Tokens are the preprocessed translation unit as one stream
	// (a .ii read by pp.ReadPreprocessed): token positions must increase
	// along Tokens, which is how AST positions are mapped back to tokens.
	Files  *source.FileSet
	Tokens []token.Token
	Unit   *ast.TranslationUnit
	// ModuleID names the anonymous namespaces (_GLOBAL__N_<id>).
	ModuleID string
	// RDC is --device-c: extern device variables stay extern.
	RDC bool
	// ExtendedLambda is --extended-lambda: the extended-lambda preamble is
	// written, and Lambdas are the extended lambdas to rewrite (any other
	// __device__ lambda of host code is an error). Dialect is the toolkit
	// whose preamble and wrappers are written.
	ExtendedLambda bool
	Lambdas        []Lambda
	Dialect        Dialect
	// Prologue is written first (the runtime boilerplate), Epilogue last
	// (the trailer that includes the stub file).
	Prologue, Epilogue []byte
}

// Error is a construct the host translation cannot handle: reported at a
// position, never silently mistranslated.
type Error struct {
	Pos source.Pos
	Msg string
}

func (e *Error) Error() string { return e.Msg }

// Generate returns the host translation of in.
func Generate(in *Input) ([]byte, error) { return generate(in, true) }

// generate is Generate; without shortcuts the printer resolves every
// token's position (the reference its shortcuts are tested against).
func generate(in *Input, shortcuts bool) ([]byte, error) {
	g, err := prepare(in)
	if err != nil {
		return nil, err
	}
	p := newPrinter(in.Files, in.Tokens, 0)
	if !shortcuts {
		p.src = nil
	}
	p.raw(in.Prologue)
	if err := p.emit(g.edits); err != nil {
		return nil, err
	}
	p.endLine()
	p.raw(in.Epilogue)
	return p.bytes(), nil
}

// prepare makes the edits of in's translation: everything but printing.
func prepare(in *Input) (*generator, error) {
	g, err := prepareTokens(in)
	if err != nil {
		return nil, err
	}
	return g.prepareTree()
}

// prepareTokens makes the edits that need the tokens only (in.Unit is not
// read), the first of prepare's.
func prepareTokens(in *Input) (*generator, error) {
	scan, err := scanTokens(in.Tokens)
	if err != nil {
		return nil, err
	}
	g := &generator{in: in, toks: in.Tokens, scan: scan, edits: newEditSet(), firstBuiltin: -1, deviceVars: map[string]int{}}
	g.stripCUDAAttributes()
	return g, nil
}

// prepareTree makes the rest of prepare's edits, from g.in.Unit.
func (g *generator) prepareTree() (*generator, error) {
	g.decls(g.in.Unit.Decls, declContext{linkage: -1})
	return g.prepareUses()
}

// prepareUses makes the edits that follow those of the top-level
// declarations (prepareTree's rest).
func (g *generator) prepareUses() (*generator, error) {
	in := g.in
	g.includeHostRuntime()
	g.lambdaPreamble()
	g.sortHidden()
	uses := collectUses(in.Unit, g.useTokens())
	g.launches(uses.launches)
	g.managedUses(uses.names)
	g.lambdas(uses.lambdas)
	if len(g.in.Lambdas) > 0 {
		g.sortHidden() // the lambdas' #if 0 spans
	}
	if g.err != nil {
		return nil, g.err
	}
	return g, nil
}

// generator collects the edits of one host translation.
type generator struct {
	in    *Input
	toks  []token.Token
	scan  *tokenScan
	edits *editSet
	err   error
	// managed are the __managed__ variables: uses of these names in host
	// code are wrapped.
	managed []managedVar
	// deviceVars counts the declarations seen of each device variable (by
	// qualified name): the first becomes the static shadow, later ones
	// extern redeclarations.
	deviceVars map[string]int
	// hidden marks token ranges under #if 0 (device-only code), where
	// launches and managed uses are left alone.
	hidden []span
	// firstBuiltin is the first hidden builtin type declaration (-1: none),
	// sizeTEnd the token after the global size_t typedef (0: none seen):
	// crt/host_runtime.h is included at the later of the two.
	firstBuiltin, sizeTEnd int
	// nsTypes are the type names declared so far in each namespace (see
	// namespaceTypes.note).
	nsTypes namespaceTypes
}

// failf records the first error, at pos.
func (g *generator) failf(pos source.Pos, format string, args ...any) {
	if g.err == nil {
		g.err = &Error{Pos: pos, Msg: "host translation: " + fmt.Sprintf(format, args...)}
	}
}
