package host

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// TestPrintSplitMatches: printing in two halves gives emit's bytes, on a
// libstdc++ unit with kernels, launches and managed variables at its end
// (edits on both sides of the split), and does split it.
func TestPrintSplitMatches(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("no g++")
	}
	cmd := exec.Command("g++", "-E", "-x", "c++", "-std=c++17", "-")
	cmd.Stdin = strings.NewReader("#include <map>\n#include <regex>\n#include <iostream>\n" +
		"#pragma GCC diagnostic push\n" +
		"__attribute__((global)) void k(int n) {}\n__attribute__((managed)) int m;\n" +
		"namespace { __attribute__((device)) int dv; }\n" +
		"int main() { std::map<int, int> x; k<<<1, 1>>>(m); return x.size() + m; }\n")
	src, err := cmd.Output()
	if err != nil {
		t.Fatalf("g++ -E: %v", err)
	}
	var l diagList
	res := pp.ReadPreprocessed("big.ii", src, &l)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
	g, err := prepare(&Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ModuleID: testModuleID})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tokens) < minSplitTokens {
		t.Fatalf("%d tokens: too few to split", len(res.Tokens))
	}
	seq := newPrinter(res.Files, res.Tokens, 0)
	if err := seq.emit(g.edits); err != nil {
		t.Fatal(err)
	}
	seq.endLine()
	par := newPrinter(res.Files, res.Tokens, 0)
	split, err := par.emitSplit(g.edits)
	if err != nil {
		t.Fatal(err)
	}
	par.endLine()
	if !split {
		t.Error("the translation was not printed in two halves")
	}
	if !bytes.Equal(par.bytes(), seq.bytes()) {
		t.Errorf("printed in two halves, the translation differs:\n%s", firstDiff(string(par.bytes()), string(seq.bytes())))
	}

}
