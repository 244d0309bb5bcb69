package tu

import (
	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// earlyStubGap is the search for a stub-file gap (fromsema.StubGapSites)
// and, when there is one, the proof walk's name index
// (fromsema.StubGapIndex), run on a goroutine of its own once the parse is
// complete: neither needs semantic analysis, so they run while sema
// finishes instead of after.
type earlyStubGap struct {
	done  chan struct{}
	gap   *fromsema.Error
	proof *fromsema.ProofIndex // for gap (nil without one)
	ok    bool                 // false when the search panicked (hostOutputs searches again)
}

// startStubGap begins the search in tree, parsed from toks in files.
func startStubGap(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet) *earlyStubGap {
	e := &earlyStubGap{done: make(chan struct{})}
	go func() {
		defer close(e.done)
		// On a tree sema will reject the search may fail: only then does
		// it matter, and hostOutputs, which runs on accepted trees only,
		// searches again.
		defer func() { _ = recover() }()
		e.gap, e.proof = fromsema.StubGapIndex(tree, toks, files)
		e.ok = true
	}()
	return e
}

// result waits for the search and returns its finding, with the proof's
// index for it; ok is false when there was no search or it failed.
func (e *earlyStubGap) result() (gap *fromsema.Error, proof *fromsema.ProofIndex, ok bool) {
	if e == nil {
		return nil, nil, false
	}
	<-e.done
	return e.gap, e.proof, e.ok
}
