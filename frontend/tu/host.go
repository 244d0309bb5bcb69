package tu

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/backend/host"
	"github.com/cufe-dev/cufe/backend/hostgen"
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/stub"
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/toolkit"
)

// HostError is a failure of the host-side outputs at a source position (a
// construct cufe cannot translate or describe yet): the driver reports it
// as an error there and writes nothing.
type HostError struct {
	Pos  source.Position
	Msg  string
	Exit int // NVIDIA's exit status for it (2: error, 4: catastrophic)
}

// Warning spells e as a warning (the outputs other than the one it
// concerns are written).
func (e *HostError) Warning() string {
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s(%d): warning: %s", e.Pos.Filename, e.Pos.Line, e.Msg)
	}
	return "warning: " + e.Msg
}

func (e *HostError) Error() string {
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s(%d): error: %s", e.Pos.Filename, e.Pos.Line, e.Msg)
	}
	return "error: " + e.Msg
}

// wantsHostOutputs reports whether the flags ask for any host-side output.
func wantsHostOutputs(c *options.CompileOptions) bool {
	return c.GenCFileName != "" || c.StubFileName != "" || c.GenModuleIDFile
}

// stubInclude is how the host translation names the stub file it
// includes: as --stub_file_name gives it (nvcc passes a name relative to
// where g++ runs), or its base name when cufe build chose the names.
func stubInclude(c *options.CompileOptions, outBase string) string {
	if outBase != "" && c.StubFileName == outBase+".cudafe1.stub.c" {
		return filepath.Base(c.StubFileName)
	}
	return c.StubFileName
}

// hostOutputs builds the host side's outputs: the module ID (read from
// --module_id_file_name, or computed and written under
// --gen_module_id_file), the stub file (--stub_file_name) in the dialect
// of the toolkit in use, and the host translation (--gen_c_file_name)
// with NVIDIA's boilerplate and trailer.
func hostOutputs(s *options.Session, a *Analyzed, o *options.Options, in Input) (out []File, warnings []*HostError, err error) {
	c := &o.Compile
	files := a.Result.Files
	srcName := c.OrigSrcFileName
	if srcName == "" {
		srcName = filepath.Base(in.Path)
	}
	fs := fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: files, Tokens: a.Result.Tokens}
	fail := func(err error) error {
		var fe *fromsema.Error
		if errors.As(err, &fe) {
			return &HostError{Pos: files.Position(fe.Pos), Msg: "not supported: " + fe.Msg, Exit: 2}
		}
		var he *host.Error
		if errors.As(err, &he) {
			return &HostError{Pos: files.Position(he.Pos), Msg: he.Msg, Exit: 2}
		}
		return &HostError{Msg: err.Error(), Exit: 2}
	}
	idOpts := moduleid.Options{FileName: c.ModuleIDFileName, Generate: c.GenModuleIDFile}
	idIn := moduleid.Inputs{SourcePath: c.OrigSrcPathName, SourceName: srcName}
	d := pickDialect(s, a, o)
	if idOpts.Generate || idOpts.FileName == "" {
		// Before 13.0, nvcc has cicc write the ID (see fromsema.IDOptions).
		ents, err := fromsema.IDEntities(fs, fromsema.IDOptions{DeviceSide: d.stub == stub.CUDA118})
		if err != nil {
			return nil, nil, fail(err)
		}
		idIn.Entities = ents
		if moduleid.Select(ents) == nil {
			fb, err := moduleid.FallbackFor(fallbackName(c, in.Path))
			if err != nil {
				return nil, nil, &HostError{Msg: err.Error(), Exit: 4}
			}
			idIn.Fallback = fb
		}
	}
	id, err := moduleid.Resolve(idOpts, idIn)
	if err != nil {
		return nil, nil, &HostError{Msg: err.Error(), Exit: 4}
	}
	if c.GenCFileName == "" && c.StubFileName == "" {
		if c.GenModuleIDFile {
			out = append(out, File{Path: c.ModuleIDFileName, Data: moduleid.Contents(id)})
		}
		return out, nil, nil
	}
	// The staged translation prints beside the summary and the stub file.
	var body <-chan *host.Body
	// (None is staged under --extended-lambda, see Compile: the rewrites
	// and the preamble need what semantic analysis found and the
	// toolkit's dialect.)
	if c.GenCFileName != "" && a.hostStage != nil {
		body = printStaged(a.hostStage, id)
	}
	cuda13 := d.stub == stub.CUDA13
	// The device side's kernels make the stub file when it may see
	// others than the host side (see devicestub.go): the host side's gap
	// then bears on the host translation only.
	fromDevice := c.StubFileName != "" && a.deviceView != nil && a.deviceView.kernels != ""
	var gap *fromsema.Error
	if c.StubFileName != "" {
		// (A search of the tree: only when a stub file is asked for,
		// made beside sema when it could be.)
		prove := hostProofNeeded(a, o)
		var proof *fromsema.ProofIndex
		gap, proof = stubGapProof(a, files, prove)
		// The syntactic search cannot rule the gap out; a walk of every
		// instance the TU uses may, and adds the kernels it finds.
		if gap != nil && prove {
			gap = proof.Complete(fs)
		}
	}
	if gap == nil && c.StubFileName != "" && !fromDevice {
		gap = fromsema.RegistrationDoubt(fs)
	}
	var varGap *fromsema.Error
	if c.StubFileName != "" && (gap == nil || fromDevice) && a.deviceView != nil {
		var w *HostError
		varGap, w = addDeviceSideVariables(a)
		if w != nil {
			warnings = append(warnings, w)
		}
		if gap == nil {
			gap = varGap
		}
	}
	sopts := fromsema.Options{
		NoStub:     c.StubFileName == "" || gap != nil,
		SourcePath: c.OrigSrcPathName, SourceName: srcName, RDC: o.RDC, ExtendedLambda: o.ExtendedLambda,
		Host: summary.HostCompiler{Kind: summary.GCC, Version: c.GnuVersion}, CUDA13: cuda13,
		// cicc computes the ID when nvcc passes cudafe++ one to read.
		IDGiven: idOpts.Generate || idOpts.FileName == "",
	}
	sum, err := fromsema.Summary(fs, id, sopts)
	if err != nil {
		return nil, nil, fail(err)
	}
	if n := len(a.Result.Tokens); n > 0 {
		sum.PresumedName = files.Position(a.Result.Tokens[n-1].Pos).Filename
	}
	stubSum := sum
	var stubGap *HostError
	if gap != nil {
		stubGap = &HostError{Pos: files.Position(gap.Pos), Msg: gap.Msg}
	}
	if fromDevice {
		// (A variable the host side cannot register blocks the stub file
		// all the same; the host side's kernel gap does not.)
		stubGap = nil
		if varGap != nil {
			stubGap = &HostError{Pos: files.Position(varGap.Pos), Msg: varGap.Msg}
		} else if stubSum, stubGap = deviceStub(a, sum, id, sopts); stubGap != nil {
			stubSum = nil
		}
	}
	// The stub file is made first, while the staged translation prints;
	// its error, if any, is reported after the translation's, as ever.
	var stubData []byte
	var stubErr error
	if c.StubFileName != "" {
		if stubGap == nil {
			stubData, stubErr = stub.Generate(stubSum, stub.Options{Dialect: d.stub, ModuleID: id, StubFileName: stubInclude(c, in.OutBase),
				FatbinName: fatbinName(c), HiddenVisibility: d.hidden})
		}
	}
	if c.GenCFileName != "" {
		include := stubInclude(c, in.OutBase)
		if include == "" {
			include = trimExt(filepath.Base(c.GenCFileName)) + ".stub.c"
		}
		hopts := hostgen.Options{Dialect: d.host, ModuleID: id, StubFileName: include, HiddenVisibility: d.hidden}
		var lambdas []host.Lambda
		if o.ExtendedLambda {
			if lambdas, err = fromsema.HostLambdas(fs, cuda13); err != nil {
				return nil, nil, fail(err)
			}
		}
		hd := host.CUDA118
		if cuda13 {
			hd = host.CUDA13
		}
		hin := &host.Input{
			Files: files, Tokens: a.Result.Tokens, Unit: a.Tree, ModuleID: id,
			RDC: o.RDC, ExtendedLambda: o.ExtendedLambda, Lambdas: lambdas, Dialect: hd,
			Prologue: hostgen.Header(sum, hopts), Epilogue: hostgen.Trailer(sum, hopts),
		}
		data, err := hostTranslation(hin, body)
		if err != nil {
			return nil, nil, fail(err)
		}
		out = append(out, File{Path: c.GenCFileName, Data: data})
	}
	if stubGap != nil {
		// The rest is right; the stub file would not be: leave it
		// unwritten (in nvcc's pipeline cicc writes it), and say so.
		warnings = append(warnings, &HostError{Pos: stubGap.Pos, Msg: "stub file " + c.StubFileName + " not written: " + stubGap.Msg})
	} else if c.StubFileName != "" {
		if stubErr != nil {
			return nil, nil, &HostError{Msg: "not supported: " + stubErr.Error(), Exit: 2}
		}
		out = append(out, File{Path: c.StubFileName, Data: stubData})
	}
	if c.GenModuleIDFile {
		out = append(out, File{Path: c.ModuleIDFileName, Data: moduleid.Contents(id)})
	}
	return out, warnings, nil
}

// hostTranslation is host.Generate(in), from the staged body when there is
// one that can take in's prologue (see host.Body.Wrap).
func hostTranslation(in *host.Input, body <-chan *host.Body) ([]byte, error) {
	if body != nil {
		if b := <-body; b != nil {
			if data, ok := b.Wrap(in.Prologue, in.Epilogue); ok {
				return data, nil
			}
		}
	}
	return host.Generate(in)
}

// fallbackName is the file whose modification time seeds a fallback
// module ID: NVIDIA's front end stats --orig_src_file_name relative to the
// working directory.
func fallbackName(c *options.CompileOptions, input string) string {
	if c.OrigSrcFileName != "" {
		return c.OrigSrcFileName
	}
	return input
}

// fatbinName is the fatbinary source the stub includes: --include_file_name
// (what nvcc gives cicc), else the name nvcc -keep would use beside the
// stub file (x.cudafe1.stub.c → x.fatbin.c).
func fatbinName(c *options.CompileOptions) string {
	if c.IncludeFileName != "" {
		return c.IncludeFileName
	}
	base := filepath.Base(c.StubFileName)
	for _, suf := range []string{".cudafe1.stub.c", ".stub.c", ".c"} {
		if strings.HasSuffix(base, suf) {
			return strings.TrimSuffix(base, suf) + ".fatbin.c"
		}
	}
	return base + ".fatbin.c"
}

// dialect is the output form for the toolkit in use.
type dialect struct {
	host   hostgen.Dialect
	stub   stub.Dialect
	hidden bool
}

// pickDialect chooses the crt/host_runtime.h protocol: CUDA 13's for a
// 13.x toolkit, 11.8's otherwise (12.x keeps 11.8's launch protocol, and
// cufe's embedded headers implement it). A .ii names no toolkit: the one
// the session finds (--cuda-path, CUDA_PATH, nvcc on PATH) decides.
// Hidden visibility follows --device-hidden-visibility, which nvcc 13
// passes by default (so it applies too when cufe preprocesses for 13.x).
func pickDialect(s *options.Session, a *Analyzed, o *options.Options) dialect {
	var tk *toolkit.Toolkit
	if a.Setup != nil {
		tk = a.Setup.Toolkit
	} else if t, err := s.Toolkit(o.CUDAPath); err == nil {
		tk = t
	}
	d := dialect{host: hostgen.CUDA118, stub: stub.CUDA118, hidden: o.Compile.DeviceHiddenVisibility}
	if tk != nil && !tk.Embedded && tk.Major >= 13 {
		d.host, d.stub = hostgen.CUDA13, stub.CUDA13
		if a.Setup != nil {
			d.hidden = true
		}
	}
	return d
}

func trimExt(p string) string { return p[:len(p)-len(filepath.Ext(p))] }

// hostProofNeeded reports whether the host side's proof walk may settle a
// stub-file gap of a's host side: not when the stub file's kernels are the
// device side's (a device view asked to check them) and the host
// translation lists none — only -rdc's host reference arrays do.
func hostProofNeeded(a *Analyzed, o *options.Options) bool {
	return a.deviceView == nil || a.deviceView.kernels == "" || o.RDC
}
