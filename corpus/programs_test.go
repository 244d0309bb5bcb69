package corpus

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// embeddedGap is a program using CUDA runtime declarations cufe's embedded
// header set does not have yet. Against the embedded headers the program
// may fail with `identifier "X" is undefined` for exactly these names, and
// nothing else; the gap belongs to frontend/toolkit's header set.
type embeddedGap struct {
	Program string
	Missing []string
}

// embeddedGaps lists the known gaps. TestProgramsParse fails when a listed
// program passes (the entry must go) or fails in any other way.
// None at present: graph_capture's CUDA graph API was added to the set.
var embeddedGaps = []embeddedGap{}

// undefinedIdent matches the message of a use of an undeclared name.
var undefinedIdent = regexp.MustCompile(`error: identifier "([^"]+)" is undefined`)

// onlyGaps reports whether every error in rendered diagnostics is a use of
// one of the missing names.
func onlyGaps(text string, missing []string) bool {
	for _, line := range strings.Split(text, "\n") {
		if !strings.Contains(line, "error") || strings.Contains(line, "detected in the compilation") {
			continue
		}
		m := undefinedIdent.FindStringSubmatch(line)
		if m == nil || !contains(missing, m[1]) {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestProgramsParse: every program that needs no CUDA toolkit goes through
// tu.Compile (preprocessing with the toolkit the session finds, cufe's
// embedded headers when none is installed, then parsing) with its flags,
// and gives no diagnostic at all. A failure names the program's file and
// cufe's first diagnostics: a parser or preprocessor bug, or a gap in the
// embedded headers.
func TestProgramsParse(t *testing.T) {
	progs := loadPrograms(t)
	s := options.NewSession()
	tk, err := s.Toolkit("")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("toolkit: %s", tk)
	gaps := map[string][]string{}
	for _, g := range embeddedGaps {
		gaps[g.Program] = g.Missing
	}
	for _, p := range progs {
		t.Run(p.Name, func(t *testing.T) {
			if p.NeedsToolkit {
				t.Skip("needs a CUDA toolkit (see its needs file); checked by TestOracleProgramsParse")
			}
			t.Parallel()
			var failures []string
			for _, src := range p.Sources {
				args := append([]string{testArch}, p.Flags...)
				text, err := compileTU(s, src, args)
				if err != nil {
					failures = append(failures, fmt.Sprintf("%s: %v", filepath.Base(src), err))
				} else if text != "" {
					failures = append(failures, fmt.Sprintf("%s: cufe reports diagnostics (flags %q); first:\n%s", filepath.Base(src), args, firstLines(text, 6)))
				}
				if missing, ok := gaps[p.Name]; ok && tk.Embedded {
					switch {
					case text == "" && err == nil:
						t.Errorf("%s passes with the embedded headers now: remove it from embeddedGaps", p.Name)
					case err == nil && onlyGaps(text, missing):
						t.Skipf("the embedded CUDA headers lack %s:\n%s", strings.Join(missing, ", "), firstLines(text, 6))
					}
				}
			}
			for _, f := range failures {
				t.Error(f)
			}
		})
	}
}
