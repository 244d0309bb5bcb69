package tu

import (
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Analyzed is a translation unit through the whole front end.
type Analyzed struct {
	*Preprocessed
	Tree *ast.TranslationUnit // nil when preprocessing stopped
	Sema *sema.Result         // nil when parsing stopped
	Opts parse.Options
	// hostStage is the host translation being staged (see startHostStage),
	// stubGap the early search for a stub-file gap; nil unless asked for.
	hostStage *hostStage
	stubGap   *earlyStubGap
	// deviceView is the device side's view for the stub file's
	// registrations (see startDeviceView); nil unless asked for.
	deviceView *deviceView
}

// stages says what of the back half starts beside semantic analysis:
// the host translation's staging, the search for a stub-file gap, the
// device side's view for the stub file (when the host side shows it may
// matter: see startDeviceView).
type stages struct{ host, stubGap, deviceView bool }

// Analyze preprocesses (or reads) input, parses it and runs semantic
// analysis, stopping after a stage that ends the compilation (a catastrophic
// error, the error limit). The diagnostics are in the engine.
func Analyze(s *options.Session, o *options.Options, input string) (*Analyzed, error) {
	return analyze(s, o, input, false)
}

// ParseOnly is Analyze without semantic analysis: it preprocesses (or reads)
// input and parses it, leaving Sema nil. `cufe check --parse-only` uses it to
// time the parser alone; the diagnostics are the syntax errors only.
func ParseOnly(s *options.Session, o *options.Options, input string) (*Analyzed, error) {
	return analyzeUpTo(s, o, input, false, true, stages{})
}

// analyze is Analyze; with flat, a .cu's preprocessed tokens are printed
// and read back first (see flatten), as the host translation needs.
func analyze(s *options.Session, o *options.Options, input string, flat bool) (*Analyzed, error) {
	return analyzeUpTo(s, o, input, flat, false, stages{})
}

// analyzeUpTo is analyze, stopping after parsing with parseOnly; the back
// half's stages start beside semantic analysis (Analyzed.hostStage,
// stubGap).
func analyzeUpTo(s *options.Session, o *options.Options, input string, flat, parseOnly bool, stage stages) (*Analyzed, error) {
	if options.IsPreprocessed(input) {
		return analyzePreprocessed(o, input, parseOnly, stage)
	}
	// A CUDA source's device-dependent text is marked for the device view
	// and for semantic analysis (sema.Options.DeviceSkipped: calls across
	// execution spaces the device side may resolve otherwise).
	pre, err := preprocess(s, o, input, nil, nil, stage.deviceView || !parseOnly && o.IsCUDA(input))
	if err != nil {
		return nil, err
	}
	var view *deviceView
	if stage.deviceView && pre.Setup != nil && !pre.Diags.ShouldStop() {
		// The device side may see other kernels: it is looked at, from
		// now on, beside the host side's front end.
		if differ, why := deviceKernelsMayDiffer(pre.Setup, o, pre.Result); differ {
			view = startDeviceView(s, o, input, why)
		}
	}
	if flat && pre.Setup != nil && !pre.Diags.ShouldStop() {
		if pre, err = flatten(pre, input); err != nil {
			return nil, err
		}
	}
	a := &Analyzed{Preprocessed: pre, Opts: parseOptions(pre, o), deviceView: view}
	if pre.Diags.ShouldStop() {
		return a, nil
	}
	if parseOnly {
		a.Tree = parse.Parse(pre.Result.Files, pre.Result.Tokens, a.Opts, pre.Diags)
		applyTreePragmas(a)
		return a, nil
	}
	// Semantic analysis runs beside the parser: each top-level declaration
	// goes to it once parsed. Its diagnostics are held back and replayed
	// after the parser's, in the order a parse-then-check run reports them.
	held := &bufferReporter{dialect: pre.Diags.Options().Dialect}
	sem := sema.NewIncremental(pre.Result.Files, semaOptions(pre, o, a.Opts), held)
	decls := newDeclQueue()
	done := decls.consume(func(batch []semaItem) {
		for _, it := range batch {
			sem.Add(it.decl, it.pragmas)
		}
	})
	if stage.host {
		a.hostStage = startHostStage(o, pre.Result.Files, func() []token.Token { return pre.Result.Tokens })
	}
	a.Tree = parse.ParseEach(pre.Result.Files, pre.Result.Tokens, a.Opts, pre.Diags, func(d ast.Decl, prs []*ast.Pragma) {
		decls.put(semaItem{d, prs})
		a.hostStage.add(d)
	})
	if pre.Diags.ShouldStop() {
		a.hostStage.parsed(nil)
	} else {
		if stage.stubGap {
			a.stubGap = startStubGap(a.Tree, pre.Result.Tokens, pre.Result.Files, done, hostProofNeeded(a, o))
		}
		a.hostStage.parsedAfter(a.Tree, a.stubGap.stageAfter(done))
		if stage.deviceView && a.deviceView == nil && len(a.Tree.DeviceDependent) > 0 {
			a.deviceView = startDeviceView(s, o, input, "")
		}
	}
	decls.close()
	<-done
	applyTreePragmas(a)
	if pre.Diags.ShouldStop() {
		return a, nil
	}
	a.Sema = sem.Finish(a.Tree)
	for _, d := range held.diags {
		pre.Diags.Report(d)
	}
	return a, nil
}

// semaItem is a declaration on its way from the parser to sema.
type semaItem struct {
	decl    ast.Decl
	pragmas []*ast.Pragma
}

// applyTreePragmas hands a preprocessed input's #pragma nv_diag_* lines to
// the diagnostic engine: they reach it only from the syntax tree (cufe's
// preprocessor applies them as it meets them).
func applyTreePragmas(a *Analyzed) {
	pre := a.Preprocessed
	if pre.Setup == nil || pre.Reread {
		for _, pr := range a.Tree.Pragmas {
			if pr.Kind == ast.PragmaNVDiag || pr.Kind == ast.PragmaDiag {
				pre.Diags.ApplyPragma(pr.At, pragmaText(pr.Tokens))
			}
		}
	}
}

// pragmaText rebuilds a pragma's text from its tokens.
func pragmaText(toks []token.Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.Flags&token.LeadingSpace != 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}
