package tu

import (
	"bytes"
	"context"
	"fmt"
	"strings"

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
// reading a .ii), parsing, semantic analysis, and the outputs: the host
// translation, stub file and module ID when the flags name them (or, when
// in.OutBase is set, under OutBase with NVIDIA's suffixes), and the make
// dependency file OutBase+".d". Outputs exist only for a TU without errors.
func Compile(ctx context.Context, s *options.Session, in Input) (*Output, error) {
	o, err := options.Parse(in.Args)
	if err != nil {
		return nil, err
	}
	if len(o.Inputs) > 0 {
		return nil, fmt.Errorf("compile flags name input files (%s); the input is %s", strings.Join(o.Inputs, " "), in.Path)
	}
	if in.OutBase != "" {
		defaultOutputs(o, in)
	}
	host := wantsHostOutputs(&o.Compile)
	warmToolkit(s, o, in.Path, host)
	// (No stage under --extended-lambda: see host.Stage.)
	a, err := analyzeUpTo(s, o, in.Path, host, false, stages{
		host:       o.Compile.GenCFileName != "" && !o.ExtendedLambda,
		stubGap:    o.Compile.StubFileName != "",
		deviceView: wantsDeviceView(o, in.Path),
	})
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	pre := a.Preprocessed
	out := &Output{Closure: pre.Result.Closure, Missing: pre.Result.Missing}
	if a.deviceView != nil {
		// The outputs depend on the device side's headers too.
		closure, missing := a.deviceView.dependencies()
		out.Closure = appendNew(out.Closure, closure)
		out.Missing = appendNew(out.Missing, missing)
	}
	var diags bytes.Buffer
	for _, eng := range []*diag.Engine{pre.Earlier, pre.Diags} {
		if eng == nil {
			continue
		}
		if o.Diag.SARIF {
			eng.WriteSARIF(&diags)
		} else {
			eng.WriteText(&diags)
		}
		out.Errors += eng.Count(diag.Error) + eng.Count(diag.Catastrophic)
		out.Warnings += eng.Count(diag.Warning)
		out.ExitStatus = max(out.ExitStatus, eng.ExitStatus())
	}
	out.Diagnostics = diags.Bytes()
	if out.ExitStatus == 0 && host && a.Sema != nil {
		files, warnings, err := hostOutputs(s, a, o, in)
		if err != nil {
			return nil, err
		}
		out.Files = append(out.Files, files...)
		for _, w := range warnings {
			out.Diagnostics = append(out.Diagnostics, w.Warning()+"\n\n"...)
			out.Warnings++
		}
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

// defaultOutputs names the outputs cufe build wants under in.OutBase, as
// nvcc -keep names them, for a CUDA source whose flags name none: the
// host translation, the stub file and a generated module ID, with the
// source named by its absolute path (as nvcc passes a path it was given).
func defaultOutputs(o *options.Options, in Input) {
	c := &o.Compile
	if !o.IsCUDA(in.Path) && !options.IsPreprocessed(in.Path) || wantsHostOutputs(c) {
		return
	}
	c.GenCFileName = in.OutBase + ".cudafe1.cpp"
	c.StubFileName = in.OutBase + ".cudafe1.stub.c"
	c.ModuleIDFileName = in.OutBase + ".module_id"
	c.GenModuleIDFile = true
	if c.OrigSrcFileName == "" {
		c.OrigSrcFileName = in.Path
	}
	if c.OrigSrcPathName == "" {
		c.OrigSrcPathName = in.Path
	}
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
	so := sema.Options{
		CXX20:            po.Std == parse.CXX20,
		RelaxedConstexpr: o.RelaxedConstexpr,
		ExtendedLambda:   o.ExtendedLambda,
		DeviceSide:       o.DeviceArch != "",
		Tokens:           pre.Result.Tokens,
		DeviceSkipped:    pre.Result.DeviceSkipped,
		RDC:              o.RDC,
	}
	if pre.Setup != nil && pre.Setup.Toolkit != nil {
		so.CUDAMajor = pre.Setup.Toolkit.Major
	}
	return so
}

// appendNew appends to list the entries of more it does not hold yet.
func appendNew(list, more []string) []string {
	have := make(map[string]bool, len(list))
	for _, p := range list {
		have[p] = true
	}
	for _, p := range more {
		if !have[p] {
			have[p] = true
			list = append(list, p)
		}
	}
	return list
}
