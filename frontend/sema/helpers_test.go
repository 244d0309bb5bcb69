package sema

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
)

// recorder collects diagnostics, split by stage.
type recorder struct {
	mu    sync.Mutex
	diags []diag.Diagnostic
}

func (r *recorder) Report(d diag.Diagnostic) {
	r.mu.Lock()
	r.diags = append(r.diags, d)
	r.mu.Unlock()
}

// checked is one analysed translation unit.
type checked struct {
	files       *source.FileSet
	parseDiags  []diag.Diagnostic
	semaDiags   []diag.Diagnostic
	res         *Result
	parseErrors int
}

// checkSource parses preprocessed (or directive-free) source and runs sema.
func checkSource(t testing.TB, name string, src []byte, std parse.Std, opts Options) *checked {
	t.Helper()
	var pr recorder
	res := pp.ReadPreprocessed(name, src, &pr)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{Std: std}, &pr)
	var sr recorder
	opts.Tokens = res.Tokens
	opts.CXX20 = std == parse.CXX20
	out := Check(tu, res.Files, opts, &sr)
	ck := &checked{files: res.Files, parseDiags: pr.diags, semaDiags: sr.diags, res: out}
	for _, d := range pr.diags {
		if d.Severity >= diag.Error {
			ck.parseErrors++
		}
	}
	return ck
}

// gccPreprocess runs g++ -E on src with args.
func gccPreprocess(src string, args ...string) ([]byte, error) {
	cmd := exec.Command("g++", append([]string{"-E", "-x", "c++", "-"}, args...)...)
	cmd.Stdin = strings.NewReader(src)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("g++ -E %v: %v\n%s", args, err, errb.String())
	}
	return out.Bytes(), nil
}

func (ck *checked) describe(d diag.Diagnostic) string {
	p := ck.files.Position(d.Pos)
	return fmt.Sprintf("%s:%d: %s: %s", p.Filename, p.Line, d.Severity, d.Msg)
}
