package main

import (
	"fmt"
	"io"

	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
)

func init() {
	register(&command{name: "check", summary: "run the front end on one file and print its diagnostics", run: runCheck})
}

const checkUsage = `Usage: cufe check [options] FILE

Runs the front end on FILE — preprocessing (unless FILE is already
preprocessed: .ii or .i), parsing and semantic analysis with the CUDA rules —
and prints the diagnostics on stderr in NVIDIA's format. A .cu file (or -x cu)
is treated as nvcc's host side treats it (see cufe cpp --help); its toolkit is
found as cufe cpp finds it.

Options: those of cufe cpp (-std, -x, -D, -U, -I, -isystem, -iquote,
-idirafter, -include, --cuda-path, -arch, -rdc, --extended-lambda,
--expt-relaxed-constexpr, -ccbin, and the diagnostic options
--display_error_number, --no_display_error_number, --diag_suppress=...,
--diag_warning=..., --diag_error=..., --diag_remark=..., --diag_default=...,
--diag_once=..., -w, --error_limit=N, --sarif, --diag_format=gcc|nvidia).

--parse-only stops after parsing: FILE is read (or preprocessed) and parsed,
without semantic analysis, and only the syntax errors are reported. It
measures the parser alone (scripts/bench-fe.sh).

Exit status: 0 without errors (warnings allowed), 2 after errors, 4 after a
catastrophic error or the error limit.
`

func runCheck(args []string, stdout, stderr io.Writer) int {
	for _, a := range args {
		if a == "-h" || a == "--help" || a == "-help" {
			fmt.Fprint(stdout, checkUsage)
			return 0
		}
	}
	parseOnly := false
	rest := make([]string, 0, len(args))
	for _, a := range args {
		if a == "--parse-only" || a == "-parse-only" {
			parseOnly = true
			continue
		}
		rest = append(rest, a)
	}
	o, err := options.Parse(rest)
	if err != nil {
		fmt.Fprintf(stderr, "cufe check: %v\n", err)
		return 4
	}
	if len(o.Inputs) != 1 {
		fmt.Fprintf(stderr, "cufe check: expected one input file, got %d (see cufe check --help)\n", len(o.Inputs))
		return 4
	}
	analyze := tu.Analyze
	if parseOnly {
		analyze = tu.ParseOnly
	}
	a, err := analyze(options.NewSession(), o, o.Inputs[0])
	if err != nil {
		fmt.Fprintf(stderr, "cufe check: %v\n", err)
		return 4
	}
	return reportDiagnostics(a.Preprocessed, o, stderr)
}
