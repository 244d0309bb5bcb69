package tu

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/cufe-dev/cufe/frontend/options"
)

// stageInputs have what the host translation rewrites, an anonymous
// namespace (named after the module ID, known only after sema) included;
// the second also a kernel template launched from a member template (a
// stub-file gap: the stub file is not written).
var stageInputs = []string{`# 1 "s.cu"
namespace {
__attribute__((global)) void anonk(int *p) { p[0] = 1; }
}
__attribute__((device)) int dv = 7;
__attribute__((managed)) int m = 3;
__attribute__((global)) void k(int n) {}
int main() { k<<<1, 1>>>(m); anonk<<<1, 1>>>(nullptr); return 0; }
`, `# 1 "g.cu"
namespace { int hidden; }
template <class T> __attribute__((global)) void kt(T t) {}
struct S { template <class T> void f() { kt<<<1, 1>>>(T()); } };
int main() { void (S::*f)() = &S::f<int>; (S().*f)(); return hidden; }
`}

// TestStagedHostOutputs: compiling a .ii stages the host translation and
// searches for a stub-file gap beside sema, and the outputs and warnings
// made from those are the ones made without.
func TestStagedHostOutputs(t *testing.T) {
	dir := t.TempDir()
	for n, src := range stageInputs {
		path := filepath.Join(dir, fmt.Sprintf("s%d.ii", n))
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		o, err := options.Parse([]string{"--gen_c_file_name", filepath.Join(dir, "s.cpp"), "--stub_file_name", filepath.Join(dir, "s.stub.c")})
		if err != nil {
			t.Fatal(err)
		}
		s := options.NewSession()
		a, err := analyzeUpTo(s, o, path, true, false, stages{host: true, stubGap: true})
		if err != nil {
			t.Fatal(err)
		}
		if a.Diags.ExitStatus() != 0 || a.Sema == nil {
			t.Fatalf("input %d does not analyse cleanly (exit status %d)", n, a.Diags.ExitStatus())
		}
		if a.hostStage.wait() == nil {
			t.Fatalf("input %d: the host translation was not staged", n)
		}
		if _, _, ok := a.stubGap.result(); !ok {
			t.Fatalf("input %d: no early stub-gap search", n)
		}
		staged, stagedWarnings, err := hostOutputs(s, a, o, Input{Path: path})
		if err != nil {
			t.Fatal(err)
		}
		a.hostStage, a.stubGap = nil, nil
		plain, plainWarnings, err := hostOutputs(s, a, o, Input{Path: path})
		if err != nil {
			t.Fatal(err)
		}
		if len(staged) != len(plain) || len(plain) < 1 {
			t.Fatalf("input %d: %d outputs staged, %d not", n, len(staged), len(plain))
		}
		for i := range plain {
			if staged[i].Path != plain[i].Path || !bytes.Equal(staged[i].Data, plain[i].Data) {
				t.Errorf("input %d: %s differs when staged:\n%s\n---\n%s", n, plain[i].Path, staged[i].Data, plain[i].Data)
			}
		}
		if fmt.Sprint(stagedWarnings) != fmt.Sprint(plainWarnings) {
			t.Errorf("input %d: warnings %v staged, %v not", n, stagedWarnings, plainWarnings)
		}
		if !bytes.Contains(plain[0].Data, []byte("_GLOBAL__N_")) {
			t.Errorf("input %d: the translation names no anonymous namespace:\n%s", n, plain[0].Data)
		}
		if gap := len(plainWarnings) > 0; gap != (n == 1) {
			t.Errorf("input %d: stub-file gap %v (warnings %v)", n, gap, plainWarnings)
		}
	}
}

// TestStageAfter: with no stub-file gap the host stage may stage the tree
// at once; with one, only once sema's main pass is done (it then runs
// beside the proof instead of competing with sema for the cores).
func TestStageAfter(t *testing.T) {
	dir := t.TempDir()
	for n, src := range stageInputs {
		path := filepath.Join(dir, fmt.Sprintf("s%d.ii", n))
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		o, err := options.Parse(nil)
		if err != nil {
			t.Fatal(err)
		}
		a, err := ParseOnly(options.NewSession(), o, path)
		if err != nil || a.Tree == nil {
			t.Fatalf("input %d does not parse: %v", n, err)
		}
		semaDone := make(chan struct{})
		e := startStubGap(a.Tree, a.Result.Tokens, a.Result.Files, semaDone, true)
		ready := e.stageAfter(semaDone)
		if n == 1 { // a gap
			e.result() // the search, the index and its preparing are over
			select {
			case <-ready:
				t.Errorf("input %d: a gap, and the tree may be staged before sema is done", n)
			default:
			}
		} else {
			select {
			case <-ready:
			case <-time.After(10 * time.Second):
				t.Errorf("input %d: no gap, and the tree is not staged before sema is done", n)
			}
		}
		close(semaDone)
		<-ready // (closed in either case once sema is done)
	}
	if (*earlyStubGap)(nil).stageAfter(nil) != nil {
		t.Error("no search: the tree should be staged at once (a nil channel)")
	}
}

// TestStubGapWithoutProof: a search with prove unset (the stub file's
// kernels are the device side's) finds the gap but builds no index for a
// proof, and the tree may be staged at once.
func TestStubGapWithoutProof(t *testing.T) {
	path := filepath.Join(t.TempDir(), "gap.ii")
	if err := os.WriteFile(path, []byte(stageInputs[1]), 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := options.Parse(nil)
	if err != nil {
		t.Fatal(err)
	}
	a, err := ParseOnly(options.NewSession(), o, path)
	if err != nil || a.Tree == nil {
		t.Fatalf("does not parse: %v", err)
	}
	semaDone := make(chan struct{})
	defer close(semaDone)
	e := startStubGap(a.Tree, a.Result.Tokens, a.Result.Files, semaDone, false)
	gap, proof, ok := e.result()
	if !ok || gap == nil {
		t.Fatalf("search: gap %v, ok %v; want the gap of stageInputs[1]", gap, ok)
	}
	if proof != nil {
		t.Error("an index was built though no proof will follow")
	}
	select {
	case <-e.stageAfter(semaDone):
	case <-time.After(10 * time.Second):
		t.Error("no proof follows, and the tree is not staged before sema is done")
	}
}
