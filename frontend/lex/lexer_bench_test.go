package lex

import (
	"os"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// BenchmarkLexII lexes the .ii named by $CUFE_BENCH_II (nvcc's host-side
// x.cpp4.ii, say) from end to end, as the .ii reader does (line markers
// are lexed as ordinary tokens here):
//
//	CUFE_BENCH_II=/tmp/x.ii go test -run '^$' -bench LexII ./frontend/lex
func BenchmarkLexII(b *testing.B) {
	path := os.Getenv("CUFE_BENCH_II")
	if path == "" {
		b.Skip("CUFE_BENCH_II not set")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	fs := source.NewFileSet()
	f := fs.AddFile(path, src, source.NoPos, false)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		l := New(f, &collect{})
		n := 0
		for l.Next().Kind != token.EOF {
			n++
		}
		if n == 0 {
			b.Fatal("no tokens")
		}
	}
}
