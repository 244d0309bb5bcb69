package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// BenchmarkCppCommand runs `cufe cpp` in-process, as main does (flag
// parsing, host probe cache, predefined macros, output file), on an empty
// file (the command's fixed cost) and on <bits/stdc++.h>. The process's own
// start (runtime and package initialisation) is not included: measure it
// with `perf stat cufe --version`.
func BenchmarkCppCommand(b *testing.B) {
	if _, err := exec.LookPath("g++"); err != nil {
		b.Skip("g++ not found")
	}
	dir := b.TempDir()
	for _, in := range []struct{ name, text string }{
		{"empty", ""},
		{"stdc++", "#include <bits/stdc++.h>\n"},
	} {
		src := filepath.Join(dir, in.name+".cpp")
		if err := os.WriteFile(src, []byte(in.text), 0o644); err != nil {
			b.Fatal(err)
		}
		out := filepath.Join(dir, in.name+".ii")
		b.Run(in.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if st := runCpp([]string{"-std=c++17", src, "-o", out}, io.Discard, io.Discard); st != 0 {
					b.Fatalf("cufe cpp: exit status %d", st)
				}
			}
		})
	}
}
