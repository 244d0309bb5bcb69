package tu

import (
	"github.com/cufe-dev/cufe/backend/host"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// hostStage is the host translation staged (host.StageTokens, then
// StageTree) on a goroutine of its own: the edits of the tokens as soon as
// they are all read, while the parser and sema work; those of the syntax
// tree, and the printing, once the parse is complete, while sema finishes.
// They need no semantic analysis, so they run off the critical path.
// hostOutputs takes the stage when it has the module ID; if staging
// failed it generates the translation itself, so what is reported and
// written never depends on the stage.
type hostStage struct {
	tree   chan *ast.TranslationUnit // the parse's tree; nil: no stage
	done   chan struct{}
	staged *host.Staged // nil when staging failed
}

// startHostStage begins staging the host translation of the tokens that
// toks returns (it may wait for them) in files, which it reads only once
// toks has returned. The caller must call parsed once.
func startHostStage(o *options.Options, files *source.FileSet, toks func() []token.Token) *hostStage {
	h := &hostStage{tree: make(chan *ast.TranslationUnit, 1), done: make(chan struct{})}
	go func() {
		defer close(h.done)
		// The tree may be one semantic analysis will reject, on which the
		// generator was never meant to run: a panic only means no stage
		// (hostOutputs, which runs on accepted trees only, generates).
		defer func() { _ = recover() }()
		s, err := host.StageTokens(&host.Input{Files: files, Tokens: toks(), RDC: o.RDC, ExtendedLambda: o.ExtendedLambda})
		tree := <-h.tree
		if err != nil || tree == nil {
			return
		}
		if s.StageTree(tree) == nil {
			h.staged = s
		}
	}()
	return h
}

// parsed hands the stage the parse's tree, or nil to drop the stage (the
// parse failed: there will be no outputs).
func (h *hostStage) parsed(tree *ast.TranslationUnit) {
	if h != nil {
		h.tree <- tree
	}
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
