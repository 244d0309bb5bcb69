package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
)

func init() {
	register(&command{name: "check", summary: "parse a translation unit and print its diagnostics", run: runCheck})
}

// checkOptions are the options of `cufe check`.
type checkOptions struct {
	std           parse.Std
	displayNumber bool
}

func runCheck(args []string, stdout, stderr io.Writer) int {
	var opts checkOptions
	var files []string
	for _, a := range args {
		switch {
		case a == "-h" || a == "--help":
			fmt.Fprintf(stdout, "Usage: cufe check [-std=c++17|c++20] [--display_error_number] FILE.ii\n")
			return 0
		case a == "-std=c++17" || a == "-std=gnu++17" || a == "--c++17" || a == "--std=c++17":
			opts.std = parse.CXX17
		case a == "-std=c++20" || a == "-std=gnu++20" || a == "--c++20" || a == "--std=c++20":
			opts.std = parse.CXX20
		case a == "--display_error_number" || a == "-display_error_number":
			opts.displayNumber = true
		case strings.HasPrefix(a, "-"):
			fmt.Fprintf(stderr, "cufe check: unknown option %s\n", a)
			return 2
		default:
			files = append(files, a)
		}
	}
	if len(files) != 1 {
		fmt.Fprintf(stderr, "cufe check: need exactly one input file\n")
		return 2
	}
	path := files[0]
	switch filepath.Ext(path) {
	case ".ii", ".i":
	default:
		fmt.Fprintf(stderr, "cufe check: %s: only preprocessed input (.ii, .i) is supported so far\n", path)
		return 2
	}
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(stderr, "cufe check: %v\n", err)
		return 2
	}
	return checkPreprocessed(path, src, opts, stdout)
}

// collector gathers the diagnostics of one translation unit.
type collector struct{ diags []diag.Diagnostic }

func (c *collector) Report(d diag.Diagnostic) { c.diags = append(c.diags, d) }

// checkPreprocessed parses preprocessed source (what `g++ -E` writes), prints
// the diagnostics and returns the exit status: 0 without errors, 2 with.
// The .cu path (once the preprocessor lands) produces a pp.Result the same
// way and can share printDiagnostics.
func checkPreprocessed(path string, src []byte, opts checkOptions, w io.Writer) int {
	var c collector
	res := pp.ReadPreprocessed(path, src, &c)
	parse.Parse(res.Files, res.Tokens, parse.Options{Std: opts.std}, &c)
	return printDiagnostics(w, res.Files, c.diags, opts.displayNumber, path)
}

// printDiagnostics renders diagnostics as NVIDIA's front end does:
// `file(line): error: text`, followed by a count. A richer renderer (the diag
// engine) will replace this one.
func printDiagnostics(w io.Writer, fs *source.FileSet, diags []diag.Diagnostic, number bool, mainFile string) int {
	sort.SliceStable(diags, func(i, j int) bool { return fs.StreamOrder(diags[i].Pos) < fs.StreamOrder(diags[j].Pos) })
	errors := 0
	for _, d := range diags {
		if d.Severity == diag.Ignored {
			continue
		}
		pos := fs.Position(d.Pos)
		sev := d.Severity.String()
		if number && d.ID > 0 && d.ID < diag.CufeBase {
			sev = fmt.Sprintf("%s #%d", sev, d.ID)
			if d.Severity < diag.Error {
				sev += "-D"
			}
		}
		if pos.IsValid() {
			fmt.Fprintf(w, "%s(%d): %s: %s\n\n", pos.Filename, pos.Line, sev, d.Msg)
		} else {
			fmt.Fprintf(w, "%s: %s\n\n", sev, d.Msg)
		}
		if d.Severity >= diag.Error {
			errors++
		}
	}
	if errors > 0 {
		s := "s"
		if errors == 1 {
			s = ""
		}
		fmt.Fprintf(w, "%d error%s detected in the compilation of %q.\n", errors, s, mainFile)
		return 2
	}
	return 0
}
