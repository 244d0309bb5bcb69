package sema

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
)

// errorComment matches `// ERROR "text"` (several may follow one another).
var errorComment = regexp.MustCompile(`(ERROR|WARNING) "((?:[^"\\]|\\.)*)"`)

// TestDiagnostics runs every testdata/errors/*.cu file through sema and
// compares the diagnostics with the `// ERROR "text"` comments beside the
// lines they flag: every comment must be matched by a diagnostic on its
// line whose message contains the text, and every error sema reports must
// be expected. The texts are NVIDIA's (checked with cudafe++ 11.8).
func TestDiagnostics(t *testing.T) {
	files, err := filepath.Glob("testdata/errors/*.cu")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	for _, f := range files {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			ck := checkSource(t, f, src, parse.CXX17, Options{})
			for _, d := range ck.parseDiags {
				t.Errorf("parse: %s", ck.describe(d))
			}
			type want struct {
				line  int
				text  string
				found bool
			}
			var wants []*want
			for i, line := range strings.Split(string(src), "\n") {
				for _, m := range errorComment.FindAllStringSubmatch(line, -1) {
					text, err := strconv.Unquote(`"` + m[2] + `"`)
					if err != nil {
						t.Fatalf("line %d: bad ERROR comment %q", i+1, m[0])
					}
					wants = append(wants, &want{line: i + 1, text: text})
				}
			}
			for _, d := range ck.semaDiags {
				line := ck.files.Position(d.Pos).Line
				matched := false
				for _, w := range wants {
					if !w.found && w.line == line && strings.Contains(d.Msg, w.text) {
						w.found, matched = true, true
						break
					}
				}
				if !matched {
					t.Errorf("unexpected: %s", ck.describe(d))
				}
			}
			for _, w := range wants {
				if !w.found {
					t.Errorf("%s:%d: missing diagnostic %q", f, w.line, w.text)
				}
			}
		})
	}
}
