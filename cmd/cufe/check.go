package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/token"
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

// collector gathers the diagnostics reported before the engine exists.
type collector struct{ diags []diag.Diagnostic }

func (c *collector) Report(d diag.Diagnostic) { c.diags = append(c.diags, d) }

// checkPreprocessed parses preprocessed source (what `g++ -E` writes), prints
// the diagnostics as cudafe++ does and returns the exit status: 0 without
// errors, 2 with, 4 after a catastrophic error or the error limit. The .cu
// path (once the preprocessor lands) produces a pp.Result the same way and
// can share parseAndReport.
func checkPreprocessed(path string, src []byte, opts checkOptions, w io.Writer) int {
	var early collector
	res := pp.ReadPreprocessed(path, src, &early)
	return parseAndReport(res, early.diags, opts, path, w)
}

// parseAndReport parses a preprocessed translation unit, applies its
// #pragma nv_diag_* lines, and writes the diagnostics (earlier ones from
// the lexer included).
func parseAndReport(res *pp.Result, earlier []diag.Diagnostic, opts checkOptions, name string, w io.Writer) int {
	eng := diag.NewEngine(res.Files, diag.Options{DisplayNumbers: opts.displayNumber, SourceName: name})
	for _, d := range earlier {
		eng.Report(d)
	}
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{Std: opts.std}, eng)
	for _, pr := range tu.Pragmas {
		if pr.Kind == ast.PragmaNVDiag || pr.Kind == ast.PragmaDiag {
			eng.ApplyPragma(pr.At, pragmaText(pr.Tokens))
		}
	}
	eng.WriteText(w)
	return eng.ExitStatus()
}

// pragmaText rebuilds a pragma's text from its tokens.
func pragmaText(toks []token.Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.Flags&token.LeadingSpace != 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}
