package tu

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// stageInput has what the host translation rewrites, an anonymous
// namespace (named after the module ID, known only after sema) included.
const stageInput = `# 1 "s.cu"
namespace {
__attribute__((global)) void anonk(int *p) { p[0] = 1; }
}
__attribute__((device)) int dv = 7;
__attribute__((managed)) int m = 3;
__attribute__((global)) void k(int n) {}
int main() { k<<<1, 1>>>(m); anonk<<<1, 1>>>(nullptr); return 0; }
`

// TestStagedHostOutputs: compiling a .ii stages the host translation beside
// sema, and the outputs made from the stage are those made without one.
func TestStagedHostOutputs(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.ii")
	if err := os.WriteFile(path, []byte(stageInput), 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := options.Parse([]string{"--gen_c_file_name", filepath.Join(dir, "s.cpp"), "--stub_file_name", filepath.Join(dir, "s.stub.c")})
	if err != nil {
		t.Fatal(err)
	}
	s := options.NewSession()
	a, err := analyzeUpTo(s, o, path, true, false, true)
	if err != nil {
		t.Fatal(err)
	}
	if a.Diags.ExitStatus() != 0 || a.Sema == nil {
		t.Fatalf("the input does not analyse cleanly (exit status %d)", a.Diags.ExitStatus())
	}
	if a.hostStage.wait() == nil {
		t.Fatal("the host translation was not staged")
	}
	staged, _, err := hostOutputs(s, a, o, Input{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	a.hostStage = nil
	plain, _, err := hostOutputs(s, a, o, Input{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	if len(staged) != len(plain) || len(plain) < 2 {
		t.Fatalf("%d outputs staged, %d not", len(staged), len(plain))
	}
	for i := range plain {
		if staged[i].Path != plain[i].Path || !bytes.Equal(staged[i].Data, plain[i].Data) {
			t.Errorf("%s differs when staged:\n%s\n---\n%s", plain[i].Path, staged[i].Data, plain[i].Data)
		}
	}
	if !bytes.Contains(plain[0].Data, []byte("_GLOBAL__N_")) {
		t.Errorf("the translation names no anonymous namespace:\n%s", plain[0].Data)
	}
}
