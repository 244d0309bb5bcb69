package fromsema_test

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/backend/fromsema"
	"github.com/cufe-dev/cufe/frontend/types"
)

// TestPrepareKeepsOutcome: the proof's outcome (the gap's position and
// message, or the kernel instances it adds) is the same whether the index
// was prepared fully, not at all, or stopped at once (Prepare may be cut
// short by sema's end anywhere), on every stub-walk input.
func TestPrepareKeepsOutcome(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "stubwalk", "*.ii"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no stub-walk inputs: %v", err)
	}
	closed := make(chan struct{})
	close(closed)
	prove := func(path string, prepare func(*fromsema.ProofIndex)) string {
		in := analyzeII(t, path)
		gap, p := fromsema.StubGapIndex(in.Tree, in.Tokens, in.Files)
		if gap == nil {
			return "no gap"
		}
		prepare(p)
		if err := p.Complete(in); err != nil {
			return in.Files.Position(err.Pos).String() + ": " + err.Msg
		}
		var got []string
		for _, k := range in.Result.Kernels {
			if k.Instantiated {
				got = append(got, types.QualifiedName(k.Decl))
			}
		}
		sort.Strings(got)
		return "complete: " + strings.Join(got, " ")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			want := prove(path, func(*fromsema.ProofIndex) {})
			if got := prove(path, func(p *fromsema.ProofIndex) { p.Prepare(nil) }); got != want {
				t.Errorf("prepared fully: %s\nunprepared: %s", got, want)
			}
			if got := prove(path, func(p *fromsema.ProofIndex) { p.Prepare(closed) }); got != want {
				t.Errorf("preparing stopped at once: %s\nunprepared: %s", got, want)
			}
		})
	}
}
