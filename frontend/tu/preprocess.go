package tu

import (
	"fmt"
	"os"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Preprocessed is a translation unit after preprocessing.
type Preprocessed struct {
	Result *pp.Result
	Diags  *diag.Engine
	Setup  *options.Setup // nil for .ii input
	// Reread is set when Result was printed and read back (see flatten):
	// its #pragma lines reach the engine from the syntax tree, as a .ii's.
	Reread bool
	// Earlier holds the diagnostics of the preprocessing before a reread
	// (nil otherwise); they come before Diags'.
	Earlier *diag.Engine
}

// relay forwards reports to an engine made once the file set exists.
type relay struct{ to diag.Reporter }

func (r *relay) Report(d diag.Diagnostic) { r.to.Report(d) }

// Preprocess preprocesses input, keeping the tokens.
func Preprocess(s *options.Session, o *options.Options, input string) (*Preprocessed, error) {
	return preprocess(s, o, input, nil, nil, false)
}

// PreprocessStream preprocesses input, handing each token to emit instead of
// keeping them (`cufe cpp` prints them as they come).
func PreprocessStream(s *options.Session, o *options.Options, input string, emit func(*pp.Result, token.Token)) (*Preprocessed, error) {
	return preprocess(s, o, input, emit, nil, false)
}

// PreprocessMapped is PreprocessStream reading the larger headers by
// mapping them (pp.Options.OnFault), for a run that ends with the process:
// the mappings stay. The calling goroutine, and every one emit's tokens
// reach, must turn memory faults into panics and handle them (pp.FaultError);
// onFault is called, and must not return, when one of the preprocessor's
// own goroutines meets one.
func PreprocessMapped(s *options.Session, o *options.Options, input string, emit func(*pp.Result, token.Token), onFault func(error)) (*Preprocessed, error) {
	return preprocess(s, o, input, emit, onFault, false)
}

// preprocess preprocesses input (or reads it, when it is a .ii/.i file) with
// the options o. Diagnostics are in the returned engine; the error is for
// failures that are not about the source (unreadable input, bad options).
//
// With onFault set, headers are mapped (PreprocessMapped). With
// markDevice, a CUDA source's tokens that may differ on the device side are
// marked (token.DeviceDependent; see deviceMacros).
func preprocess(s *options.Session, o *options.Options, input string, emit func(*pp.Result, token.Token), onFault func(error), markDevice bool) (*Preprocessed, error) {
	dopts := o.DiagOptions(input)
	if options.IsPreprocessed(input) {
		src, err := os.ReadFile(input)
		if err != nil {
			return nil, err
		}
		// ReadPreprocessed makes its own file set: collect, then replay.
		buf := &bufferReporter{}
		res := pp.ReadPreprocessed(input, src, buf)
		eng := diag.NewEngine(res.Files, dopts)
		for _, d := range buf.diags {
			eng.Report(d)
		}
		if emit != nil {
			for _, t := range res.Tokens {
				emit(res, t)
			}
		}
		return &Preprocessed{Result: res, Diags: eng}, nil
	}
	if _, err := os.Stat(input); err != nil {
		return nil, fmt.Errorf("cannot open source file %q: %w", input, err)
	}
	st, err := s.Preprocessor(o, input)
	if err != nil {
		return nil, err
	}
	st.PP.OnFault = onFault
	if markDevice && st.Toolkit != nil {
		if st.PP.DeviceMacros, st.PP.DeviceDefinitions, err = deviceMacros(s, o, input, st); err != nil {
			return nil, err
		}
	}
	rl := &relay{}
	p := pp.New(st.PP, rl)
	eng := diag.NewEngine(p.Files(), dopts)
	rl.to = eng
	p.SetPragmaHandler(func(pos source.Pos, text string) { eng.ApplyPragma(pos, text) })
	var res *pp.Result
	if emit == nil {
		res, err = p.Run(input)
	} else {
		partial := &pp.Result{Files: p.Files()}
		res, err = p.Stream(input, func(t token.Token) {
			if partial.Main == nil {
				partial.Main = p.MainFile()
			}
			emit(partial, t)
		})
	}
	if err != nil {
		return nil, err
	}
	return &Preprocessed{Result: res, Diags: eng, Setup: st}, nil
}

// bufferReporter holds diagnostics for an engine made (or fed) later;
// catalog entries are worded in dialect, as the engine would word them.
type bufferReporter struct {
	diags   []diag.Diagnostic
	dialect diag.Dialect
}

func (b *bufferReporter) Report(d diag.Diagnostic) { b.diags = append(b.diags, d) }

// Dialect implements diag.DialectReporter.
func (b *bufferReporter) Dialect() diag.Dialect { return b.dialect }
