package corpus

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// compileTU runs tu.Compile, the front end `cufe build` runs, on one file
// and returns its rendered diagnostics ("" when there are none).
func compileTU(s *options.Session, path string, args []string) (string, error) {
	out, err := tu.NewCompiler(s)(context.Background(), tu.Input{Path: path, Args: args})
	if err != nil {
		return "", err
	}
	if len(out.Diagnostics) == 0 && (out.Errors > 0 || out.Warnings > 0 || out.ExitStatus != 0) {
		return "", fmt.Errorf("%d errors, %d warnings, exit status %d, but no diagnostic text", out.Errors, out.Warnings, out.ExitStatus)
	}
	return string(out.Diagnostics), nil
}

// firstLines returns the first n non-blank lines of text, for failure
// messages that name the first diagnostic without flooding the log.
func firstLines(text string, n int) string {
	var keep []string
	for _, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) != "" {
			keep = append(keep, l)
			if len(keep) == n {
				break
			}
		}
	}
	return strings.Join(keep, "\n")
}

func isCXX20(std string) bool {
	for _, s := range []string{"++20", "++2a", "++23", "++2b"} {
		if strings.HasSuffix(std, s) {
			return true
		}
	}
	return false
}

// stdOf returns the standard a program's flags ask for (nvcc's default,
// the host compiler's gnu++17, otherwise).
func stdOf(flags []string) parse.Std {
	for _, f := range flags {
		if v, ok := strings.CutPrefix(f, "-std="); ok && isCXX20(v) {
			return parse.CXX20
		}
	}
	return parse.CXX17
}

// collector gathers diagnostics reported outside a diag.Engine.
type collector struct{ diags []diag.Diagnostic }

func (c *collector) Report(d diag.Diagnostic) { c.diags = append(c.diags, d) }

// parsePreprocessed parses preprocessed text (NVIDIA's .ii) and returns
// the diagnostics, rendered one per line ("" when there are none), and the
// number of tokens read.
func parsePreprocessed(name string, src []byte, std parse.Std) (string, int) {
	var c collector
	res := pp.ReadPreprocessed(name, src, &c)
	parse.Parse(res.Files, res.Tokens, parse.Options{Std: std}, &c)
	var b strings.Builder
	for _, d := range c.diags {
		if d.Severity == diag.Ignored || d.Severity == diag.NoteLevel || d.Severity == diag.Remark {
			continue
		}
		fmt.Fprintf(&b, "%s: %s: %s\n", res.Files.Position(d.Pos), d.Severity, d.Msg)
	}
	return b.String(), len(res.Tokens)
}

// reportedIn turns diagnostics as EDG prints them (cufe's text or
// NVIDIA's) into the comparison's form, relative to file: a diagnostic in
// another file (a header) gets line -1, which no expectation matches.
func reportedIn(ds []edgDiagnostic, file string) []reported {
	var out []reported
	for _, d := range ds {
		r := reported{
			Error:   d.Sev == "error" || d.Sev == "catastrophic error" || d.Sev == "internal error",
			Warning: d.Sev == "warning",
			Msg:     d.Msg,
			Desc:    d.String(),
		}
		switch {
		case d.Line == 0:
		case filepath.Clean(d.File) == filepath.Clean(file) || !filepath.IsAbs(d.File) && filepath.Base(d.File) == filepath.Base(file):
			r.Line = d.Line
		default:
			r.Line = -1
		}
		out = append(out, r)
	}
	return out
}
