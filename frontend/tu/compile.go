package tu

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/sema"
)

// NewCompiler returns the front end as a Compiler, sharing s (probed host
// compilers, found toolkits) between the translation units it compiles.
func NewCompiler(s *options.Session) Compiler {
	return func(ctx context.Context, in Input) (*Output, error) { return Compile(ctx, s, in) }
}

// Compile runs the front end on one translation unit: preprocessing (or
// reading a .ii), parsing, and the outputs that exist so far: the make
// dependency file OutBase+".d" and the diagnostics.
func Compile(ctx context.Context, s *options.Session, in Input) (*Output, error) {
	o, err := options.Parse(in.Args)
	if err != nil {
		return nil, err
	}
	if len(o.Inputs) > 0 {
		return nil, fmt.Errorf("compile flags name input files (%s); the input is %s", strings.Join(o.Inputs, " "), in.Path)
	}
	pre, err := Preprocess(s, o, in.Path)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := &Output{Closure: pre.Result.Closure, Missing: pre.Result.Missing}
	var tree *ast.TranslationUnit
	if !pre.Diags.ShouldStop() {
		popts := parseOptions(pre, o)
		tree = parse.Parse(pre.Result.Files, pre.Result.Tokens, popts, pre.Diags)
		// Semantic analysis (frontend/sema): its Result feeds the back end
		// once that lands; today its diagnostics are the outcome.
		if !pre.Diags.ShouldStop() {
			sema.Check(tree, pre.Result.Files, semaOptions(pre, o, popts), pre.Diags)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var diags bytes.Buffer
	if o.Diag.SARIF {
		pre.Diags.WriteSARIF(&diags)
	} else {
		pre.Diags.WriteText(&diags)
	}
	out.Diagnostics = diags.Bytes()
	out.Errors = pre.Diags.Count(diag.Error) + pre.Diags.Count(diag.Catastrophic)
	out.Warnings = pre.Diags.Count(diag.Warning)
	out.ExitStatus = pre.Diags.ExitStatus()
	// The host side's outputs (backend/host, `cufe compile`), once the TU
	// is known to be free of errors.
	if out.ExitStatus == 0 && o.Compile.GenCFileName != "" {
		files, err := hostOutputs(pre, tree, o, in.Path)
		if err != nil {
			return nil, err
		}
		out.Files = append(out.Files, files...)
	}
	if out.ExitStatus != 0 || in.OutBase == "" {
		return out, nil
	}
	var deps bytes.Buffer
	if err := pp.WriteDeps(&deps, in.Path, pre.Result, pp.DepsOptions{Targets: []string{in.OutBase + ".o"}}); err != nil {
		return nil, err
	}
	out.Files = append(out.Files, File{Path: in.OutBase + ".d", Data: deps.Bytes()})
	return out, nil
}

// parseOptions picks the parser's standard from the one preprocessing used.
func parseOptions(pre *Preprocessed, o *options.Options) parse.Options {
	std := o.Std
	if pre.Setup != nil {
		std = pre.Setup.PP.Std
	}
	po := parse.Options{Std: parse.CXX17}
	if strings.HasSuffix(std, "++20") || strings.HasSuffix(std, "++23") || strings.HasSuffix(std, "++2a") {
		po.Std = parse.CXX20
	}
	return po
}

// semaOptions picks semantic analysis options from the compile flags.
func semaOptions(pre *Preprocessed, o *options.Options, po parse.Options) sema.Options {
	return sema.Options{
		CXX20:            po.Std == parse.CXX20,
		RelaxedConstexpr: o.RelaxedConstexpr,
		ExtendedLambda:   o.ExtendedLambda,
		Tokens:           pre.Result.Tokens,
	}
}
