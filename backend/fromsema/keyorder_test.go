package fromsema

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// TestPositionOrderMatchesSort: for a .cu and its headers, positionOrder
// puts the tokens in the order a stable sort by position does; and when a
// file's tokens are not in its own order, or a token lies outside every
// file, it still does (by sorting).
func TestPositionOrderMatchesSort(t *testing.T) {
	sorted := func(toks []token.Token) []int32 {
		o := make([]int32, len(toks))
		for i := range o {
			o[i] = int32(i)
		}
		sort.SliceStable(o, func(a, b int) bool { return toks[o[a]].Pos < toks[o[b]].Pos })
		return o
	}
	same := func(what string, toks []token.Token, files []*source.File) {
		got, want := positionOrder(toks, files), sorted(toks)
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: place %d holds token %d, a sort puts %d there", what, i, got[i], want[i])
				return
			}
		}
	}
	for _, f := range []string{"quiet.cu", "nested.cu"} {
		res, err := pp.Preprocess(filepath.Join("testdata", "declend", f), &pp.Options{Std: "c++17"}, failOnReport{t})
		if err != nil {
			t.Fatal(err)
		}
		toks, files := res.Tokens, res.Files.Files()
		if !byFile(toks, files, make([]int32, len(toks))) {
			t.Fatalf("%s: the tokens are not put in order file by file", f)
		}
		same(f, toks, files)
		swapped := append([]token.Token(nil), toks...)
		swapped[1], swapped[2] = swapped[2], swapped[1]
		same(f+", two tokens swapped", swapped, files)
		outside := append([]token.Token(nil), toks...)
		outside[len(outside)/2].Pos = source.Pos(1 << 30)
		same(f+", a token outside every file", outside, files)
	}
}
