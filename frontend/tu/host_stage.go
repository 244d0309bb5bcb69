package tu

import (
	"sync"

	"github.com/cufe-dev/cufe/backend/host"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// hostStage is the host translation staged (host.StageTokens, AddDecl,
// StageTree) on a goroutine of its own: the edits of the tokens as soon as
// they are all read, those of each top-level declaration as the parser
// hands it over, the rest and the printing once the parse is complete,
// while sema finishes — or, when a stub-file proof will follow sema, once
// sema is done, beside the proof (see earlyStubGap.stageAfter). They need
// no semantic analysis, so they run off the critical path. hostOutputs takes the stage when it has the module ID;
// if staging failed it generates the translation itself, so what is
// reported and written never depends on the stage.
type hostStage struct {
	mu   sync.Mutex
	cond sync.Cond
	// queue holds the declarations handed over and not yet staged
	// (unbounded: the parser never waits for the stage).
	queue  []ast.Decl
	ended  bool                 // parsed was called
	tree   *ast.TranslationUnit // parsed's tree; nil: no stage
	ready  <-chan struct{}      // parsedAfter's: staging the tree waits for it
	done   chan struct{}
	staged *host.Staged // nil when staging failed
}

// startHostStage begins staging the host translation of the tokens that
// toks returns (it may wait for them) in files, which it reads only once
// toks has returned. The caller hands it the top-level declarations with
// add, in order, then must call parsed once.
func startHostStage(o *options.Options, files *source.FileSet, toks func() []token.Token) *hostStage {
	h := &hostStage{done: make(chan struct{})}
	h.cond.L = &h.mu
	go func() {
		defer close(h.done)
		// The tree may be one semantic analysis will reject, on which the
		// generator was never meant to run: a panic only means no stage
		// (hostOutputs, which runs on accepted trees only, generates).
		defer func() { _ = recover() }()
		s, err := host.StageTokens(&host.Input{Files: files, Tokens: toks(), RDC: o.RDC, ExtendedLambda: o.ExtendedLambda})
		if err != nil {
			return
		}
		for {
			ds, tree, ready, ended := h.next()
			for _, d := range ds {
				s.AddDecl(d)
			}
			if ended {
				if tree == nil {
					return
				}
				if ready != nil {
					<-ready
				}
				if s.StageTree(tree) == nil {
					h.staged = s
				}
				return
			}
		}
	}()
	return h
}

// next waits for declarations to stage or the end of the parse, and
// returns the declarations queued, and the tree and when to stage it once
// parsed was called.
func (h *hostStage) next() (ds []ast.Decl, tree *ast.TranslationUnit, ready <-chan struct{}, ended bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for len(h.queue) == 0 && !h.ended {
		h.cond.Wait()
	}
	ds, h.queue = h.queue, nil
	return ds, h.tree, h.ready, h.ended && len(ds) == 0
}

// add hands the stage the next top-level declaration.
func (h *hostStage) add(d ast.Decl) {
	if h == nil || d == nil {
		return
	}
	h.mu.Lock()
	h.queue = append(h.queue, d)
	h.mu.Unlock()
	h.cond.Signal()
}

// parsed hands the stage the parse's tree, or nil to drop the stage (the
// parse failed: there will be no outputs).
func (h *hostStage) parsed(tree *ast.TranslationUnit) {
	h.parsedAfter(tree, nil)
}

// parsedAfter is parsed, the tree staged once ready is closed (nil: at
// once). ready must be closed eventually, and before the stage is waited
// for (see earlyStubGap.stageAfter).
func (h *hostStage) parsedAfter(tree *ast.TranslationUnit, ready <-chan struct{}) {
	if h == nil {
		return
	}
	h.mu.Lock()
	h.ended, h.tree, h.ready = true, tree, ready
	h.mu.Unlock()
	h.cond.Signal()
}

// hasErrors reports whether ds hold an error (no outputs will be made).
func hasErrors(ds []diag.Diagnostic) bool {
	for _, d := range ds {
		if d.Severity >= diag.Error {
			return true
		}
	}
	return false
}

// wait returns the staged translation, or nil when there is none.
func (h *hostStage) wait() *host.Staged {
	if h == nil {
		return nil
	}
	<-h.done
	return h.staged
}

// printStaged prints h's translation with the module ID id on a goroutine
// of its own; the channel yields the body, or nil when the caller must
// generate the translation instead.
func printStaged(h *hostStage, id string) <-chan *host.Body {
	ch := make(chan *host.Body, 1)
	go func() {
		var body *host.Body
		defer func() {
			_ = recover()
			ch <- body
		}()
		if s := h.wait(); s != nil {
			if b, err := s.Print(id); err == nil {
				body = b
			}
		}
	}()
	return ch
}
