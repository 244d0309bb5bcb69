package sema

import (
	"fmt"
	"os"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Incremental is semantic analysis fed one top-level declaration at a time,
// so that it can run beside the parser: each declaration is analysed as soon
// as the parser completes it, while the parser reads the next. Fed the
// declarations and pragmas of a translation unit in order, it reports and
// returns exactly what Check does (Check is built on it).
//
// The caller must not change a declaration after handing it over, and must
// call Add and Finish from one goroutine at a time.
type Incremental struct {
	c   *checker
	rep diag.Reporter // c.rep may be swapped when a panic strikes
	// panicked holds what a bug in sema panicked with; analysis stops there
	// (Check's behaviour) and Finish reports it.
	panicked any
	failed   bool
}

// NewIncremental starts the analysis of a translation unit whose positions
// are in files. Diagnostics go to r.
func NewIncremental(files *source.FileSet, opts Options, r diag.Reporter) *Incremental {
	return &Incremental{c: newChecker(files, opts, r), rep: r}
}

// Add analyses d (when not nil), after reading pragmas: the #pragma lines
// met since the previous Add, which must include every #pragma before d's
// end (the parser has met them all by the time d is complete).
func (in *Incremental) Add(d ast.Decl, pragmas []*ast.Pragma) {
	if in.failed {
		return
	}
	defer in.recover()
	if len(pragmas) > 0 {
		in.c.initPacks(pragmas)
		in.c.noteExecCheckPragmas(pragmas)
	}
	if d != nil {
		in.c.decl(d)
	}
}

// Finish ends the analysis of tu, whose declarations have all been added,
// and returns its result.
func (in *Incremental) Finish(tu *ast.TranslationUnit) *Result {
	c := in.c
	if tu != nil {
		if n := len(tu.Decls); n > 0 {
			c.pickFirstFunction(c.files.Position(tu.Decls[n-1].Pos()).Filename)
		}
	}
	if !in.failed {
		func() {
			defer in.recover()
			c.walkLaterInstances()
			c.reportTemplateLaunches()
			c.flushLate()
			c.finishKernels()
			c.finishVariables()
		}()
	}
	if in.panicked != nil {
		// A bug in sema must not take the whole build down: report it as an
		// internal error at the translation unit and return what exists.
		var at source.Pos
		if tu != nil {
			at = tu.Pos()
		}
		in.rep.Report(diag.Diagnostic{Severity: diag.Internal, ID: diag.ErrNotSupported, Pos: at,
			Msg: fmt.Sprintf("internal error in semantic analysis: %v", in.panicked)})
		return c.res
	}
	if c.opts.ModuleID != "" {
		c.res.SetModuleID(c.opts.ModuleID)
	}
	c.res.checker = c
	return c.res
}

// recover turns a panic of the analysis into a stop (deferred).
func (in *Incremental) recover() {
	if p := recover(); p != nil {
		if os.Getenv("CUFE_SEMA_PANIC") != "" {
			panic(p)
		}
		in.panicked, in.failed = p, true
	}
}

// SetTokens replaces Options.Tokens (the translation unit's tokens, which
// raw attribute arguments index) while they are still being read: the
// tokens given must reach past every declaration added from now on.
func (in *Incremental) SetTokens(toks []token.Token) { in.c.opts.Tokens = toks }
