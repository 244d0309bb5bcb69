package tu

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/options"
)

// benchII returns the .ii the front-end benchmarks read: $CUFE_BENCH_II
// when set (scripts/bench-fe.sh builds nvcc's), otherwise <bits/stdc++.h>
// preprocessed by the host g++ with a kernel and a launch.
func benchII(b *testing.B) string {
	if path := os.Getenv("CUFE_BENCH_II"); path != "" {
		return path
	}
	if _, err := exec.LookPath("g++"); err != nil {
		b.Skip("g++ not found")
	}
	cmd := exec.Command("g++", "-E", "-x", "c++", "-std=c++17", "-")
	cmd.Stdin = strings.NewReader("#include <bits/stdc++.h>\n__attribute__((global)) void k(int *p) {}\n" +
		"int main() { std::vector<int> v(4); std::sort(v.begin(), v.end()); }\n")
	out, err := cmd.Output()
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "stdcpp.ii")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkAnalyzePreprocessed compares the front end on a .ii run as a
// pipeline (reader, parser and sema on three goroutines: what cufe check
// and cufe compile do) with the stages one after the other, and parsing
// alone (cufe check --parse-only). The wall-clock gain needs a second idle
// core.
func BenchmarkAnalyzePreprocessed(b *testing.B) {
	path := benchII(b)
	info, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	o, err := options.Parse([]string{path})
	if err != nil {
		b.Fatal(err)
	}
	run := func(b *testing.B, f func() error) {
		b.SetBytes(info.Size())
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if err := f(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("pipeline", func(b *testing.B) {
		run(b, func() error { _, err := Analyze(options.NewSession(), o, path); return err })
	})
	b.Run("sequential", func(b *testing.B) {
		run(b, func() error { sequential(b, o, path, false); return nil })
	})
	b.Run("parse-only", func(b *testing.B) {
		run(b, func() error { _, err := ParseOnly(options.NewSession(), o, path); return err })
	})
}
