package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/tu"
	"github.com/cufe-dev/cufe/internal/atomicfile"
)

func init() {
	register(&command{name: "cpp", summary: "preprocess one file and print it, as g++ -E does", run: runCpp})
}

const cppUsage = `Usage: cufe cpp [options] FILE

Preprocesses FILE with cufe's own preprocessor and prints the result as
g++ -E does (line markers with flags 1/2/3). The host g++'s predefined macros
and system directories are used (probed once and cached); without a g++, an
embedded gcc 12 set. A .cu file (or -x cu) is preprocessed as nvcc's host
step does: nvcc's macros, the toolkit's headers, cuda_runtime.h included
first. Without a CUDA toolkit, cufe's embedded CUDA headers serve.

Options:
  -std=c++11|c++14|c++17|c++20|c++23|gnu++NN   language standard (default c++17)
  -x cu|c++                 language, instead of deciding by the extension
  -D NAME[=VALUE], -U NAME  define, undefine (in command-line order)
  -I DIR, -isystem DIR, -iquote DIR, -idirafter DIR   include directories
  -include FILE             include FILE before the main file
  -o FILE                   write the output to FILE (removed again if
                            preprocessing fails, as g++ does)
  -P                        no line markers
  -M, -MM                   print make dependencies instead (-MM: no system headers)
  -MD, -MMD                 also write dependencies, to -MF FILE or FILE.d
  -MF FILE, -MT TARGET, -MP dependency file, target, phony targets
  --cuda-path DIR           CUDA toolkit to use (default: CUDA_PATH, nvcc on PATH,
                            /usr/local/cuda, else the embedded headers)
  -arch sm_NN[,sm_MM]       GPU architectures (__CUDA_ARCH_LIST__)
  --device-arch sm_NN       preprocess the device side (__CUDA_ARCH__)
  -rdc=true, --extended-lambda, --expt-relaxed-constexpr   nvcc's macros for them
  -ccbin COMPILER           host compiler to take macros and directories from
  --display_error_number, --no_display_error_number, --diag_suppress=N,...,
  --diag_warning=..., --diag_error=..., --diag_remark=..., --diag_default=...,
  --diag_once=..., -w, --error_limit=N, --sarif, --diag_format=gcc|nvidia
                            diagnostics, as cudafe++ takes them

Exit status: 0 on success, 2 after errors, 4 after a catastrophic error
(for example a missing header).
`

func runCpp(args []string, stdout, stderr io.Writer) (status int) {
	for _, a := range args {
		if a == "-h" || a == "--help" || a == "-help" {
			fmt.Fprint(stdout, cppUsage)
			return 0
		}
	}
	o, err := options.Parse(args)
	if err != nil {
		fmt.Fprintf(stderr, "cufe cpp: %v\n", err)
		return 4
	}
	if len(o.Inputs) != 1 {
		fmt.Fprintf(stderr, "cufe cpp: expected one input file, got %d (see cufe cpp --help)\n", len(o.Inputs))
		return 4
	}
	input := o.Inputs[0]
	s := options.NewSession()
	// Print tokens as they are produced, as g++ -E does: straight to stdout,
	// or to -o FILE, which is removed again if preprocessing fails.
	var sink io.Writer = stdout
	var pending *cppOutput
	if o.Output != "" && o.Output != "-" && !o.Deps.Only {
		if pending, err = createCppOutput(o.Output, input); err != nil {
			fmt.Fprintf(stderr, "cufe cpp: %v\n", err)
			return 4
		}
		defer func() {
			if pending != nil {
				pending.Abort()
			}
		}()
		sink = pending
	}
	// Headers are mapped, not copied (pp.Options.OnFault): a header
	// truncated meanwhile faults when read, which this goroutine, the
	// printer's and the preprocessor's own turn into an error. The output
	// is removed then, as after any other failure.
	var files *source.FileSet
	onFault := func(err error) {
		fmt.Fprintf(stderr, "cufe cpp: %v\n", err)
		if pending != nil {
			pending.Abort()
		}
		os.Exit(4)
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			err := pp.FaultError(r, files)
			if err == nil {
				panic(r)
			}
			fmt.Fprintf(stderr, "cufe cpp: %v\n", err)
			status = 4 // the deferred Abort removes the output
		}
	}()
	// The printer formats and writes on a goroutine of its own, in step
	// with the preprocessor.
	var printer *pp.PipedPrinter
	emit := func(res *pp.Result, t token.Token) {
		if o.Deps.Only {
			return
		}
		if printer == nil {
			files = res.Files
			printer = pp.NewPipedPrinter(sink, res.Files, pp.WriteOptions{NoLineMarkers: o.NoLineMarkers, OnFault: onFault})
			if res.Main != nil {
				printer.Begin(res.Main)
			}
		}
		printer.Token(t)
	}
	pre, err := tu.PreprocessMapped(s, o, input, emit, onFault)
	if printer != nil {
		if cerr := printer.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "cufe cpp: %v\n", err)
		return 4
	}
	if st := reportDiagnostics(pre, o, stderr); st != 0 {
		return st
	}
	if err == nil && o.Deps.Only {
		err = pp.WriteDeps(stdout, input, pre.Result, depsOptions(o))
	}
	if err == nil && o.Deps.WithOutput {
		var d bytes.Buffer
		if err = pp.WriteDeps(&d, input, pre.Result, depsOptions(o)); err == nil {
			err = atomicfile.WriteFile(depsFile(o, input), d.Bytes())
		}
	}
	if err == nil && pending != nil {
		err = pending.Commit()
		pending = nil
	}
	if err != nil {
		fmt.Fprintf(stderr, "cufe cpp: %v\n", err)
		return 4
	}
	return 0
}

// reportDiagnostics prints the TU's diagnostics and returns the exit status.
func reportDiagnostics(pre *tu.Preprocessed, o *options.Options, stderr io.Writer) int {
	if o.Diag.SARIF {
		pre.Diags.WriteSARIF(stderr)
	} else {
		pre.Diags.WriteText(stderr)
	}
	return pre.Diags.ExitStatus()
}

func depsOptions(o *options.Options) pp.DepsOptions {
	return pp.DepsOptions{Targets: o.Deps.Targets, NoSystem: o.Deps.NoSystem, Phony: o.Deps.Phony}
}

// depsFile is where -MD writes: -MF, else the output's name with .d, else
// the input's base name with .d.
func depsFile(o *options.Options, input string) string {
	if o.Deps.File != "" {
		return o.Deps.File
	}
	base := o.Output
	if base == "" || base == "-" {
		base = input
	}
	if ext := len(base) - len(extOf(base)); ext > 0 {
		base = base[:ext]
	}
	return base + ".d"
}

func extOf(p string) string {
	for i := len(p) - 1; i >= 0 && p[i] != '/'; i-- {
		if p[i] == '.' {
			return p[i:]
		}
	}
	return ""
}
