package corpus

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// pendingDiagnostic is an expected diagnostic cufe cannot give yet.
type pendingDiagnostic struct {
	File   string // error case, e.g. "global_nonvoid.cu"
	Text   string // a substring of the expectation's text
	Reason string
}

// pendingDiagnostics lists every expectation of testdata/errors that cufe
// is known not to meet yet, with the reason, as
// {"file.cu", "substring of the expectation", "why"}. TestErrorCases fails
// when one of these starts to be reported (the entry must then go), and
// when an entry matches no expectation.
var pendingDiagnostics = []pendingDiagnostic{
	{"lambda_device_call.cu", `function\(.*\) from a __host__ function`, "sema checks host calls of __device__ functions only where written, not in the instances of a generic lambda"},
	{"device_constructor_from_host.cu", `from a __host__ function\("instance"\)`, "constructions of class template instances are not checked yet"},
	{"device_launch_no_rdc.cu", "^kernel launch", "the instances of __device__ function templates device code calls are not known on the host side (kernel templates' are)"},
}

// errorCase is one file of testdata/errors with its expectations.
type errorCase struct {
	Name     string
	Path     string // absolute
	Exps     []expectation
	Lines    int // number of lines, for end-of-source expectations
	Pending  map[int]pendingDiagnostic
	Resolved []int // indexes into pendingDiagnostics that matched
}

// loadErrorCases reads testdata/errors and attaches the pending entries.
func loadErrorCases(t *testing.T) []*errorCase {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(errorsDir, "*.cu"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	if len(paths) < 15 {
		t.Fatalf("only %d error cases in %s; there are at least 15", len(paths), errorsDir)
	}
	used := make([]bool, len(pendingDiagnostics))
	var cases []*errorCase
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(abs)
		if err != nil {
			t.Fatal(err)
		}
		exps, err := parseExpectations(string(src))
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(p), err)
		}
		if len(exps) == 0 {
			t.Fatalf("%s: no ERROR or WARNING annotation; an error case must expect something", filepath.Base(p))
		}
		c := &errorCase{Name: filepath.Base(p), Path: abs, Exps: exps, Pending: map[int]pendingDiagnostic{}}
		c.Lines = strings.Count(strings.TrimRight(string(src), "\n"), "\n") + 1
		for i, e := range exps {
			for k, pd := range pendingDiagnostics {
				if pd.File == c.Name && strings.Contains(e.Text, pd.Text) {
					c.Pending[i] = pd
					used[k] = true
				}
			}
		}
		cases = append(cases, c)
	}
	for k, u := range used {
		if !u {
			t.Errorf("pending entry %+v matches no expectation: remove or fix it", pendingDiagnostics[k])
		}
	}
	return cases
}

// TestErrorCases: cufe reports every expected diagnostic of each
// testdata/errors case on its line, with matching text, and nothing else.
// Expectations listed in pendingDiagnostics are reported as pending (the
// case is skipped when nothing else is left to check).
func TestErrorCases(t *testing.T) {
	cases := loadErrorCases(t)
	s := options.NewSession()
	for _, c := range cases {
		t.Run(strings.TrimSuffix(c.Name, ".cu"), func(t *testing.T) {
			t.Parallel()
			text, err := compileTU(s, c.Path, []string{testArch})
			if err != nil {
				t.Fatal(err)
			}
			cmp := compare(c.Exps, reportedIn(parseEDGDiagnostics(text, "cufe"), c.Path), c.Lines)
			var pending []string
			for _, e := range cmp.Missing {
				if pd, ok := c.Pending[indexOf(c.Exps, e)]; ok {
					pending = append(pending, e.String()+": "+pd.Reason)
					continue
				}
				t.Errorf("%s: missing %s", c.Name, e)
			}
			for i := range cmp.Matched {
				if _, ok := c.Pending[i]; ok {
					t.Errorf("%s: %s is reported now: remove it from pendingDiagnostics", c.Name, c.Exps[i])
				}
			}
			for _, u := range cmp.Unexpected {
				t.Errorf("%s: unexpected %s", c.Name, u.Desc)
			}
			if len(pending) == 0 {
				return
			}
			if t.Failed() || len(pending) < len(c.Exps) {
				t.Logf("pending:\n  %s", strings.Join(pending, "\n  "))
				return
			}
			t.Skipf("every expectation pending:\n  %s", strings.Join(pending, "\n  "))
		})
	}
}

// indexOf finds e in exps (expectations are plain values; the first equal
// one is the one).
func indexOf(exps []expectation, e expectation) int {
	for i, x := range exps {
		if x.Line == e.Line && x.EOF == e.EOF && x.Warning == e.Warning && x.Text == e.Text {
			return i
		}
	}
	return -1
}
