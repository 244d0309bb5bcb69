package fromsema_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// analyzeSource runs the front end (cufe's own preprocessing, with the
// embedded CUDA headers) on code written to a file called name, fails the
// test if it reports an error, and returns what the summary is made from.
func analyzeSource(t *testing.T, name, code string) fromsema.Input {
	t.Helper()
	src := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	a := analyzeArgs(t, []string{"-x", "cu", src}, src)
	return fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files}
}

// analyzeArgs runs the front end on path with command-line args, failing
// the test if it reports an error.
func analyzeArgs(t *testing.T, args []string, path string) *tu.Analyzed {
	t.Helper()
	o, err := options.Parse(args)
	if err != nil {
		t.Fatal(err)
	}
	a, err := tu.Analyze(options.NewSession(), o, path)
	if err != nil {
		t.Fatal(err)
	}
	if a.Sema == nil || a.Diags.ExitStatus() != 0 {
		for _, d := range a.Diags.Diagnostics() {
			t.Logf("%s: %s", a.Result.Files.Position(d.Pos), d.Msg)
		}
		t.Fatal("the front end failed")
	}
	return a
}
