package parse

import (
	"os"
	"os/exec"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
)

// benchInput returns the .ii to parse: $CUFE_BENCH_II when set, otherwise
// <bits/stdc++.h> preprocessed in C++17 by the host g++.
func benchInput(b *testing.B) (string, []byte) {
	if path := os.Getenv("CUFE_BENCH_II"); path != "" {
		src, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		return path, src
	}
	if _, err := exec.LookPath("g++"); err != nil {
		b.Skip("g++ not found")
	}
	src, err := preprocess("#include <bits/stdc++.h>\n", "-std=c++17")
	if err != nil {
		b.Fatal(err)
	}
	return "stdc++.ii", src
}

// BenchmarkParse parses a large translation unit (tokens are read once,
// outside the timed loop; BenchmarkReadAndParse includes the lexer).
func BenchmarkParse(b *testing.B) {
	name, src := benchInput(b)
	var r recorder
	res := pp.ReadPreprocessed(name, src, &r)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var r recorder
		Parse(res.Files, res.Tokens, Options{Std: CXX17}, &r)
		if len(r.diags) > 0 {
			b.Fatalf("unexpected diagnostic: %s", r.diags[0].Msg)
		}
	}
}

// BenchmarkReadAndParse is BenchmarkParse with the .ii reader (lexer and
// line markers) inside the loop: what `cufe check` does.
func BenchmarkReadAndParse(b *testing.B) {
	name, src := benchInput(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var r recorder
		res := pp.ReadPreprocessed(name, src, &r)
		Parse(res.Files, res.Tokens, Options{Std: CXX17}, &r)
	}
}
