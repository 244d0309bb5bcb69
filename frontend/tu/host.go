package tu

import (
	"fmt"
	"path/filepath"

	"github.com/cufe-dev/cufe/backend/host"
	"github.com/cufe-dev/cufe/backend/hostgen"
	"github.com/cufe-dev/cufe/backend/moduleid"
	"github.com/cufe-dev/cufe/backend/summary"
	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/source"
)

// HostError is a failure of the host translation at a source position
// (a construct cufe cannot translate yet): the driver reports it as an
// error there and writes nothing.
type HostError struct {
	Pos  source.Position
	Msg  string
	Exit int // NVIDIA's exit status for it (2: error, 4: catastrophic)
}

func (e *HostError) Error() string {
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s(%d): error: %s", e.Pos.Filename, e.Pos.Line, e.Msg)
	}
	return "error: " + e.Msg
}

// hostOutputs builds what cudafe++ writes for the host side, as nvcc 11.8
// drives it (--gen_c_file_name x.cudafe1.cpp, the module ID read from the
// file cicc wrote): the host translation, and the module ID file when
// --gen_module_id_file asks for it. The stub file is cicc's in 11.8; cufe
// writes it once the TU summary that backend/stub reads is produced from
// sema (not yet: --stub_file_name only names the file the trailer
// includes).
func hostOutputs(pre *Preprocessed, tree *ast.TranslationUnit, o *options.Options, input string) ([]File, error) {
	c := &o.Compile
	if pre.Setup != nil {
		return nil, &HostError{Msg: "--gen_c_file_name needs preprocessed input (.ii) for now: run the host g++ -E step nvcc runs first", Exit: 4}
	}
	srcName := c.OrigSrcFileName
	if srcName == "" {
		srcName = filepath.Base(input)
	}
	id, err := moduleid.Resolve(moduleid.Options{FileName: c.ModuleIDFileName, Generate: c.GenModuleIDFile},
		moduleid.Inputs{SourcePath: c.OrigSrcPathName, SourceName: srcName})
	if err != nil {
		if err == moduleid.ErrNoEntity {
			err = fmt.Errorf("computing the module ID needs the TU summary's entities, which sema does not produce yet: pass --module_id_file_name with the file cicc wrote")
		}
		return nil, &HostError{Msg: err.Error(), Exit: 4}
	}
	stubName := c.StubFileName
	if stubName == "" {
		stubName = trimExt(c.GenCFileName) + ".stub.c"
	}
	sum := &summary.TU{
		SourcePath: c.OrigSrcPathName, SourceName: srcName,
		RDC: o.RDC, ExtendedLambda: o.ExtendedLambda,
		Host: summary.HostCompiler{Kind: summary.GCC, Version: c.GnuVersion},
	}
	if o.RDC {
		return nil, &HostError{Msg: "--device-c: the .nvHR* host reference arrays need the TU summary, which sema does not produce yet", Exit: 4}
	}
	hopts := hostgen.Options{Dialect: hostgen.CUDA118, ModuleID: id, StubFileName: filepath.Base(stubName)}
	data, err := host.Generate(&host.Input{
		Files: pre.Result.Files, Tokens: pre.Result.Tokens, Unit: tree, ModuleID: id,
		RDC: o.RDC, ExtendedLambda: o.ExtendedLambda,
		Prologue: hostgen.Header(sum, hopts), Epilogue: hostgen.Trailer(sum, hopts),
	})
	if err != nil {
		if he, ok := err.(*host.Error); ok {
			return nil, &HostError{Pos: pre.Result.Files.Position(he.Pos), Msg: he.Msg, Exit: 2}
		}
		return nil, err
	}
	files := []File{{Path: c.GenCFileName, Data: data}}
	if c.GenModuleIDFile {
		files = append(files, File{Path: c.ModuleIDFileName, Data: moduleid.Contents(id)})
	}
	return files, nil
}

func trimExt(p string) string { return p[:len(p)-len(filepath.Ext(p))] }
