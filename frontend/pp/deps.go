package pp

import (
	"io"
	"path/filepath"
	"strings"
)

// DepsOptions control make-style dependency output (-M and friends).
type DepsOptions struct {
	Targets  []string // -MT; default: the input's base name with .o
	NoSystem bool     // -MM: leave out headers found in system directories
	Phony    bool     // -MP: a phony target per header
}

// WriteDeps writes the rule `target: main header…` for res, as gcc's -M does
// (files in the order first read, lines folded with backslashes).
func WriteDeps(w io.Writer, input string, res *Result, o DepsOptions) error {
	targets := o.Targets
	if len(targets) == 0 {
		base := filepath.Base(input)
		targets = []string{strings.TrimSuffix(base, filepath.Ext(base)) + ".o"}
	}
	deps := []string{input}
	for _, f := range res.Headers {
		if o.NoSystem && f.System {
			continue
		}
		deps = append(deps, f.Path)
	}
	var b strings.Builder
	col := 0
	put := func(s string) {
		if col > 0 && col+1+len(s) > 76 {
			b.WriteString(" \\\n ")
			col = 1
		} else if col > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(s)
		col += len(s)
	}
	for i, t := range targets {
		s := escapeMake(t)
		if i == len(targets)-1 {
			s += ":"
		}
		put(s)
	}
	for _, d := range deps {
		put(escapeMake(d))
	}
	b.WriteByte('\n')
	if o.Phony {
		for _, d := range deps[1:] {
			b.WriteString("\n" + escapeMake(d) + ":\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func escapeMake(s string) string {
	r := strings.NewReplacer(" ", "\\ ", "#", "\\#", "$", "$$")
	return r.Replace(s)
}
