package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/pp"
)

type dropReports struct{}

func (dropReports) Report(diag.Diagnostic) {}

// TestCppMappedHeadersMatchGCC: cufe cpp reads the larger headers by
// mapping them (pp.Options.OnFault); on libstdc++'s <vector> and <map>,
// whose big headers are mapped, it prints the token stream g++ -E prints.
func TestCppMappedHeadersMatchGCC(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "m.cpp")
	put(t, src, "#include <vector>\n#include <map>\nstd::map<int, std::vector<int>> m;\n")
	out := filepath.Join(dir, "cufe.ii")
	if _, errs, st := cpp(t, "-std=c++17", src, "-o", out); st != 0 {
		t.Fatalf("cufe cpp: status %d: %s", st, errs)
	}
	ref := filepath.Join(dir, "gcc.ii")
	if b, err := exec.Command("g++", "-E", "-std=c++17", src, "-o", ref).CombinedOutput(); err != nil {
		t.Fatalf("g++ -E: %v\n%s", err, b)
	}
	read := func(path string) []string {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var texts []string
		for _, tok := range pp.ReadPreprocessed(path, b, dropReports{}).Tokens {
			texts = append(texts, tok.Text)
		}
		return texts
	}
	got, want := read(out), read(ref)
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			t.Fatalf("token %d: cufe %q, g++ %q", i, got[i], want[i])
		}
	}
	if len(got) != len(want) || len(got) < 10000 {
		t.Fatalf("%d tokens from cufe, %d from g++", len(got), len(want))
	}
}
