package tu

import (
	"sync"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// earlyStubGap is the search for a stub-file gap (fromsema.StubGapSites)
// and, when there is one, the proof walk's name index
// (fromsema.IndexStubGap), run on a goroutine of its own once the parse is
// complete: neither needs semantic analysis, so they run while sema
// finishes instead of after. When the index is built before sema is done,
// the goroutine goes on preparing the proof's searches
// (fromsema.ProofIndex.Prepare) on the core that would otherwise idle,
// until sema is done: that much less of the proof is left to run after
// sema, alone on the critical path.
type earlyStubGap struct {
	done  chan struct{}
	gap   *fromsema.Error
	proof *fromsema.ProofIndex // for gap (nil without one)
	ok    bool                 // false when the search panicked (hostOutputs searches again)
	// sites are the names of kernel templates that make gap, skipped
	// those the search passed over (see fromsema.StubGapSearch).
	sites, skipped []*ast.Name
	// searched is closed once the search is over (the index may still be
	// building); none is set before that when it found no gap.
	searched chan struct{}
	none     bool
	// prove is set when the host side's proof may follow (see
	// hostProofNeeded): without it the search builds no index.
	prove bool
}

// startStubGap begins the search in tree, parsed from toks in files;
// semaDone is closed once semantic analysis of tree is done (preparing
// the proof stops then). With prove unset no proof will follow the search
// and no index is built for one.
func startStubGap(tree *ast.TranslationUnit, toks []token.Token, files *source.FileSet, semaDone <-chan struct{}, prove bool) *earlyStubGap {
	e := &earlyStubGap{done: make(chan struct{}), searched: make(chan struct{}), prove: prove}
	go func() {
		defer close(e.done)
		endSearch := sync.OnceFunc(func() { close(e.searched) })
		defer endSearch()
		// On a tree sema will reject the search may fail: only then does
		// it matter, and hostOutputs, which runs on accepted trees only,
		// searches again.
		defer func() { _ = recover() }()
		gap, names, skipped := fromsema.StubGapSearch(tree, toks, files)
		e.none = gap == nil
		endSearch()
		e.gap, e.sites, e.skipped = gap, names, skipped
		if gap != nil && prove {
			e.proof = fromsema.IndexStubGap(tree, toks, files, gap, names)
			e.proof.Prepare(semaDone)
		}
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

// stubGapProof returns the stub-file gap of a's tree and, when prove is
// set and there is one, the proof's index for it: the early search's
// (when it ran), else a search now. When sema's first walk did not
// resolve every call for sure, the kernel templates named in the bodies
// that walk covers are sites too (fromsema.WithSkipped), and the index is
// built for all of them.
func stubGapProof(a *Analyzed, files *source.FileSet, prove bool) (*fromsema.Error, *fromsema.ProofIndex) {
	e := a.stubGap
	gap, proof, ok := e.result()
	var sites, skipped []*ast.Name
	if ok {
		sites, skipped = e.sites, e.skipped
	} else {
		gap, sites, skipped = fromsema.StubGapSearch(a.Tree, a.Result.Tokens, files)
		proof = nil
	}
	if fromsema.SkippedSitesReached(a.Tree, a.Result.Tokens, files, a.Sema, skipped) {
		gap, sites = fromsema.WithSkipped(gap, sites, skipped)
		proof = nil
	}
	if gap != nil && prove && proof == nil {
		proof = fromsema.IndexStubGap(a.Tree, a.Result.Tokens, files, gap, sites)
	}
	return gap, proof
}

// stageAfter returns when the host stage should stage the tree (see
// hostStage.parsedAfter): at once when no proof will follow semantic
// analysis (no search, it found no gap, or prove is unset), else once semaDone is closed,
// so that staging (a tenth of a thrust TU's CPU) runs beside the proof,
// alone on the critical path with a core to spare, instead of competing
// with sema and the index for the cores. nil means at once.
func (e *earlyStubGap) stageAfter(semaDone <-chan struct{}) <-chan struct{} {
	if e == nil {
		return nil
	}
	ready := make(chan struct{})
	go func() {
		defer close(ready)
		if <-e.searched; !e.none && e.prove {
			<-semaDone
		}
	}()
	return ready
}
