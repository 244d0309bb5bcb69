package toolchain

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/toolkit"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// preprocessStep is nvcc's g++ -E step for arch (the zero Arch: the host
// side), writing out: g++ as nvcc runs it, in the project root, or cufe's
// preprocessor in-process with the same macros and directories.
func (b *Builder) preprocessStep(in *UnitInput, f *Flags, arch toolkit.Arch, out string) *step {
	tc := b.cfg.Toolchain
	src := Source{Name: in.Name, Path: in.Source}
	label := "host-cpp"
	kind := "host-cpp"
	if arch.Number != 0 {
		label, kind = "device-cpp "+arch.String(), "device-cpp"
	}
	s := &step{kind: kind, label: label, argv: tc.Preprocess(f, src, arch, workDir+out),
		cwd: in.Root, sources: []string{in.Source}, outputs: []string{out}, deps: true}
	if b.cfg.Preprocessor == PreprocessCufe {
		args := b.cufeCppArgs(in, f, arch)
		s.argv = append([]string{"cufe", "cpp"}, args...)
		s.deps = false
		s.run = func(ctx context.Context, dir string) (stepOutput, error) {
			return b.cufePreprocess(ctx, in.Source, args, filepath.Join(dir, out), label)
		}
	}
	return s
}

// cufeCppArgs are `cufe cpp`'s flags for the step: the unit's own, the
// toolkit and host compiler of the toolchain, and the device architecture.
func (b *Builder) cufeCppArgs(in *UnitInput, f *Flags, arch toolkit.Arch) []string {
	tc := b.cfg.Toolchain
	args := append([]string(nil), in.Args...)
	args = append(args, "--cuda-path="+tc.Toolkit.Root, "-ccbin", tc.HostCC)
	if f.AllowUnsupported {
		args = append(args, "-allow-unsupported-compiler")
	}
	if arch.Number != 0 {
		args = append(args, "--device-arch="+smName(arch))
	}
	return args
}

// cufePreprocess runs cufe's preprocessor on source with args and writes
// the g++ -E style text to out. Errors in the source fail the step with
// their diagnostics.
func (b *Builder) cufePreprocess(ctx context.Context, source string, args []string, out, label string) (stepOutput, error) {
	var so stepOutput
	o, err := options.Parse(args)
	if err != nil {
		return so, err
	}
	var buf bytes.Buffer
	var printer *pp.Printer
	emit := func(res *pp.Result, t token.Token) {
		if printer == nil {
			printer = pp.NewPrinter(&buf, res.Files, pp.WriteOptions{})
			if res.Main != nil {
				printer.Begin(res.Main)
			}
		}
		printer.Token(t)
	}
	pre, err := tu.PreprocessStream(b.cfg.Session, o, source, emit)
	if err != nil {
		return so, err
	}
	if printer != nil {
		if err := printer.Close(); err != nil {
			return so, err
		}
	}
	var diags bytes.Buffer
	pre.Diags.WriteText(&diags)
	so.Diagnostics = diags.Bytes()
	if st := pre.Diags.ExitStatus(); st != 0 {
		return so, &StepError{Step: label, Argv: append([]string{"cufe", "cpp"}, args...), Output: diags.String(), Err: fmt.Errorf("exit status %d", st)}
	}
	so.Closure = pre.Result.Closure
	so.Missing = pre.Result.Missing
	if err := ctx.Err(); err != nil {
		return so, err
	}
	return so, os.WriteFile(out, buf.Bytes(), 0o644)
}

// frontEndStep is the host front end on the host-side preprocessed source
// (what nvcc runs cudafe++ for), run as `cufe compile` in-process. It is
// used while the build's own front end does not yet write the host
// translation; the module ID and stub then come from cicc, as in 11.8.
func (b *Builder) frontEndStep(in *UnitInput, f *Flags, n names, hostII, moduleID []byte) *step {
	tc := b.cfg.Toolchain
	src := Source{Name: in.Name, Path: in.Source}
	args := tc.FrontEnd(f, src, n, false)
	args = args[:len(args)-1] // the input, given apart
	first := deviceOrder(f)[0]
	s := &step{kind: "cufe-compile", label: "cufe-compile",
		argv:    append([]string{"cufe", "compile"}, append(append([]string(nil), args...), n.hostII())...),
		inputs:  []tu.File{{Path: n.hostII(), Data: hostII}, {Path: n.moduleID(), Data: moduleID}},
		outputs: []string{n.cudafeCpp(first)},
	}
	s.run = func(ctx context.Context, dir string) (stepOutput, error) {
		var so stepOutput
		abs := make([]string, len(args))
		for i, a := range args {
			abs[i] = a
			if i > 0 && (args[i-1] == "--gen_c_file_name" || args[i-1] == "--stub_file_name" || args[i-1] == "--module_id_file_name") {
				abs[i] = filepath.Join(dir, a)
			}
		}
		out, err := tu.Compile(ctx, b.cfg.Session, tu.Input{Path: filepath.Join(dir, n.hostII()), Args: abs})
		if err != nil {
			return so, &StepError{Step: "cufe-compile", Argv: s.argv, Err: err}
		}
		so.Diagnostics = out.Diagnostics
		if out.ExitStatus != 0 {
			return so, &StepError{Step: "cufe-compile", Argv: s.argv, Output: string(out.Diagnostics), Err: fmt.Errorf("exit status %d", out.ExitStatus)}
		}
		for _, file := range out.Files {
			if !strings.HasPrefix(file.Path, dir+string(filepath.Separator)) {
				continue
			}
			if err := os.WriteFile(file.Path, file.Data, 0o644); err != nil {
				return so, err
			}
		}
		return so, nil
	}
	return s
}
