package parse

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
)

// errorComment matches // ERROR "regexp" comments; a line may hold several.
var errorComment = regexp.MustCompile(`ERROR "((?:[^"\\]|\\.)*)"`)

// expectations reads the `// ERROR "regexp"` comments of a test file: line
// number to the patterns the diagnostics on that line must match, in order.
func expectations(t *testing.T, src []byte) map[int][]*regexp.Regexp {
	want := map[int][]*regexp.Regexp{}
	for i, line := range strings.Split(string(src), "\n") {
		c := strings.Index(line, "//")
		if c < 0 {
			continue
		}
		for _, m := range errorComment.FindAllStringSubmatch(line[c:], -1) {
			pat, err := strconv.Unquote(`"` + m[1] + `"`)
			if err != nil {
				pat = m[1]
			}
			re, err := regexp.Compile(pat)
			if err != nil {
				t.Fatalf("line %d: bad pattern %q: %v", i+1, m[1], err)
			}
			want[i+1] = append(want[i+1], re)
		}
	}
	return want
}

// TestErrors parses testdata/errors/*.ii and checks that the diagnostics
// are exactly those the ERROR comments announce, line by line.
func TestErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/errors/*.ii")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := expectations(t, src)
			var r recorder
			res := pp.ReadPreprocessed(path, src, &r)
			Parse(res.Files, res.Tokens, Options{Std: CXX17}, &r)
			got := map[int][]string{}
			for _, d := range r.diags {
				pos := res.Files.Position(d.Pos)
				got[pos.Line] = append(got[pos.Line], d.Msg)
			}
			lines := map[int]bool{}
			for l := range want {
				lines[l] = true
			}
			for l := range got {
				lines[l] = true
			}
			var sorted []int
			for l := range lines {
				sorted = append(sorted, l)
			}
			sort.Ints(sorted)
			for _, l := range sorted {
				w, g := want[l], got[l]
				if len(w) != len(g) {
					t.Errorf("line %d: got %q, want %d diagnostic(s) %v", l, g, len(w), w)
					continue
				}
				for i := range w {
					if !w[i].MatchString(g[i]) {
						t.Errorf("line %d: got %q, want match for %q", l, g[i], w[i])
					}
				}
			}
		})
	}
}

// TestErrorsAgainstOracle checks, with CUDA_ORACLE set, that NVIDIA's
// cudafe++ reports each expected diagnostic of the testdata too (same line,
// same words), so the expectations follow the real front end.
func TestErrorsAgainstOracle(t *testing.T) {
	root := os.Getenv("CUDA_ORACLE")
	if root == "" {
		t.Skip("CUDA_ORACLE not set")
	}
	cudafe := filepath.Join(root, "usr/bin/cudafe++")
	files, _ := filepath.Glob("testdata/errors/*.ii")
	for _, path := range files {
		if filepath.Base(path) == "cuda.ii" {
			continue // launch checks are cufe's own wording
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := expectations(t, src)
		out, _ := exec.Command(cudafe, "--c++17", "--gen_c_file_name", filepath.Join(t.TempDir(), "x.c"), path).CombinedOutput()
		for l, res := range want {
			for _, re := range res {
				found := false
				prefix := fmt.Sprintf("%s(%d): error: ", path, l)
				for _, line := range strings.Split(string(out), "\n") {
					if strings.HasPrefix(line, prefix) && re.MatchString(strings.TrimPrefix(line, prefix)) {
						found = true
					}
				}
				if !found {
					t.Errorf("%s:%d: cudafe++ does not report %q:\n%s", path, l, re, out)
				}
			}
		}
	}
}
