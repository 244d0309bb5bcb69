package tu

import (
	"github.com/cufe-dev/cufe/backend/host"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// hostStage is the host translation's edits (host.Stage), made on a
// goroutine of their own from the moment the parse is complete: they need
// the tokens and the syntax tree only, so they run while semantic analysis
// finishes, off the critical path. hostOutputs takes them when it has the
// module ID; if staging failed it generates the translation itself, so
// what is reported and written never depends on the stage.
type hostStage struct {
	done   chan struct{}
	staged *host.Staged // nil when staging failed
}

// startHostStage begins staging the host translation of tree.
func startHostStage(o *options.Options, files *source.FileSet, toks []token.Token, tree *ast.TranslationUnit) *hostStage {
	h := &hostStage{done: make(chan struct{})}
	in := &host.Input{Files: files, Tokens: toks, Unit: tree, RDC: o.RDC, ExtendedLambda: o.ExtendedLambda}
	go func() {
		defer close(h.done)
		// The tree may be one semantic analysis will reject, on which the
		// generator was never meant to run: a panic only means no stage
		// (hostOutputs, which runs on accepted trees only, generates).
		defer func() { _ = recover() }()
		if s, err := host.Stage(in); err == nil {
			h.staged = s
		}
	}()
	return h
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
