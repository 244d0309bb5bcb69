package tu

import (
	"os"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/sema"
	"github.com/cufe-dev/cufe/frontend/token"
)

// analyzePreprocessed is analyzeUpTo for a .ii/.i input, in a pipeline of
// three goroutines: the reader lexes the file, the parser takes its tokens
// as they come, and sema takes each top-level declaration as the parser
// completes it. Each stage's diagnostics are held back and given to the
// engine in stage order afterwards, and a stage runs only if the one
// before did not end the compilation (its work is dropped otherwise): what
// is reported and returned is what reading, then parsing, then checking one
// after the other gives.
func analyzePreprocessed(o *options.Options, input string, parseOnly bool, stage stages) (*Analyzed, error) {
	src, err := os.ReadFile(input)
	if err != nil {
		return nil, err
	}
	dopts := o.DiagOptions(input)
	// The reader's reporter keeps 11.8's wording, as ReadPreprocessed's
	// callers always had it.
	readDiags := &bufferReporter{}
	stream := pp.StartPreprocessed(input, src, readDiags)
	files := stream.Partial().Files
	pre := &Preprocessed{Result: stream.Partial()}
	popts := parseOptions(pre, o)
	parseDiags := &bufferReporter{dialect: dopts.Dialect}

	var tree *ast.TranslationUnit
	var hs *hostStage
	var gap *earlyStubGap
	var sem *sema.Incremental
	semaDiags := &bufferReporter{dialect: dopts.Dialect}
	if parseOnly {
		tree = parse.ParseStream(files, stream, popts, parseDiags, nil)
	} else {
		sem = sema.NewIncremental(files, semaOptions(pre, o, popts), semaDiags)
		decls := newDeclQueue()
		done := decls.consume(func(batch []semaItem) {
			// The tokens read so far reach past the declarations.
			toks, _ := stream.Tokens(-1)
			sem.SetTokens(toks)
			for _, it := range batch {
				sem.Add(it.decl, it.pragmas)
			}
		})
		if stage.host {
			hs = startHostStage(o, files, func() []token.Token { return stream.Result().Tokens })
		}
		tree = parse.ParseStream(files, stream, popts, parseDiags, func(d ast.Decl, prs []*ast.Pragma) {
			decls.put(semaItem{d, prs})
			hs.add(d)
		})
		if hasErrors(parseDiags.diags) {
			hs.parsed(nil)
		} else {
			if stage.stubGap {
				gap = startStubGap(tree, stream.Result().Tokens, files, done, true)
			}
			hs.parsedAfter(tree, gap.stageAfter(done))
		}
		decls.close()
		<-done
	}

	res := stream.Result()
	eng := diag.NewEngine(res.Files, dopts)
	for _, d := range readDiags.diags {
		eng.Report(d)
	}
	pre.Result, pre.Diags = res, eng
	a := &Analyzed{Preprocessed: pre, Opts: popts, hostStage: hs, stubGap: gap}
	if eng.ShouldStop() {
		return a, nil
	}
	for _, d := range parseDiags.diags {
		eng.Report(d)
	}
	a.Tree = tree
	applyTreePragmas(a)
	if parseOnly || eng.ShouldStop() {
		return a, nil
	}
	sem.SetTokens(res.Tokens)
	a.Sema = sem.Finish(a.Tree)
	for _, d := range semaDiags.diags {
		eng.Report(d)
	}
	return a, nil
}
