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
	o, err := options.Parse([]string{"-x", "cu", src})
	if err != nil {
		t.Fatal(err)
	}
	a, err := tu.Analyze(options.NewSession(), o, src)
	if err != nil {
		t.Fatal(err)
	}
	if a.Sema == nil || a.Diags.ExitStatus() != 0 {
		for _, d := range a.Diags.Diagnostics() {
			t.Logf("%s: %s", a.Result.Files.Position(d.Pos), d.Msg)
		}
		t.Fatal("the front end failed")
	}
	return fromsema.Input{Result: a.Sema, Tree: a.Tree, Files: a.Result.Files}
}
