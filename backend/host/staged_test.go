package host

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// stagedAnon has anonymous namespaces nested in a named one, holding a
// kernel, a device variable and a managed variable used from host code:
// the module ID reaches several edits.
const stagedAnon = "# 1 \"s.cu\"\n" +
	"namespace outer { namespace {\n" +
	"__attribute__((global)) void k(int *p) { p[0] = 1; }\n" +
	"__attribute__((device)) int dv = 2;\n" +
	"__attribute__((managed)) int mv;\n" +
	"inline namespace { int h(int x) { return x + mv; } }\n" +
	"} }\n" +
	"void host() { outer::k<<<1, 1>>>(nullptr); int q = outer::mv; (void)q; }\n"

// stagedIDs are module IDs to stage with: longer than the mark, shorter,
// and two the mark cannot stand for (Print prints anew).
var stagedIDs = []string{testModuleID, strings.Repeat("_long", 30), " _leading_blank", "_new\nline"}

// TestStagedMatchesGenerate: Stage, Print and Wrap give Generate's bytes,
// with prologues that fit the room Print leaves and one that does not,
// and module IDs of all kinds; also on a file holding a NUL byte (not
// printed ahead).
func TestStagedMatchesGenerate(t *testing.T) {
	inputs := map[string][]byte{"anon.ii": []byte(stagedAnon), "corners.ii": []byte(printerCorners),
		"nul.ii": []byte(strings.Replace(stagedAnon, "int dv = 2;", "int dv = 2; const char *z = \"a\x00b\";", 1))}
	golden, _ := filepath.Glob("testdata/*.ii")
	for _, g := range golden {
		src, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(g)] = src
	}
	prologues := [][]byte{nil, []byte("# 1 \"x.cu\"\n#pragma GCC diagnostic push\n"),
		[]byte(strings.Repeat("// boilerplate\n", 2*bodyHead/15)), []byte("// one line\n")}
	epilogue := []byte("# 1 \"x.stub.c\"\n#include \"x.stub.c\"\n")
	for name, src := range inputs {
		var l diagList
		res := pp.ReadPreprocessed(name, src, &l)
		tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
		for k, pro := range prologues {
			id := stagedIDs[k%len(stagedIDs)]
			in := &Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ModuleID: id, Prologue: pro, Epilogue: epilogue}
			want, err := Generate(in)
			if err != nil {
				t.Fatalf("%s: Generate: %v", name, err)
			}
			// Half the stages get their first declarations one by one.
			s, err := StageTokens(in)
			if err != nil {
				t.Fatalf("%s: StageTokens: %v", name, err)
			}
			if k%2 == 1 {
				for _, d := range tu.Decls[:len(tu.Decls)/2] {
					s.AddDecl(d)
				}
			}
			if err := s.StageTree(tu); err != nil {
				t.Fatalf("%s: StageTree: %v", name, err)
			}
			if ahead := s.ahead != nil; ahead != (name != "nul.ii") {
				t.Errorf("%s: printed ahead: %v", name, ahead)
			}
			body, err := s.Print(id)
			if err != nil {
				t.Fatalf("%s: Print: %v", name, err)
			}
			got, ok := body.Wrap(pro, epilogue)
			if !ok {
				t.Fatalf("%s: Wrap refused a prologue ending a line", name)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s (prologue %d bytes, module ID %q): staged translation differs:\n%s", name, len(pro), id, firstDiff(string(got), string(want)))
			}
			if bytes.Contains(got, []byte(moduleIDMark)) {
				t.Errorf("%s: the module ID's mark is left in the output", name)
			}
		}
		if name == "anon.ii" {
			in := &Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ModuleID: testModuleID}
			want, err := Generate(in)
			if err != nil {
				t.Fatal(err)
			}
			if n := bytes.Count(want, []byte("_GLOBAL__N_"+testModuleID)); n < 4 {
				t.Errorf("anon.ii names its anonymous namespaces %d times; the test needs several:\n%s", n, want)
			}
		}
	}
}

// TestStagedRefuses: Print needs a module ID, Wrap a prologue that ends a
// line (the printer's state after one that does not differs), and
// StageTree the tree whose declarations AddDecl was given.
func TestStagedRefuses(t *testing.T) {
	var l diagList
	res := pp.ReadPreprocessed("anon.ii", []byte(stagedAnon), &l)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
	in := &Input{Files: res.Files, Tokens: res.Tokens, Unit: tu}
	other := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
	s, err := StageTokens(in)
	if err != nil {
		t.Fatal(err)
	}
	s.AddDecl(other.Decls[0])
	if err := s.StageTree(tu); err == nil {
		t.Error("StageTree accepted a tree whose first declaration is not the one staged")
	}
	s, err = Stage(in)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Print(""); err == nil {
		t.Error("Print with no module ID succeeded")
	}
	s, _ = Stage(in)
	body, err := s.Print(testModuleID)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := body.Wrap([]byte("int x;"), nil); ok {
		t.Error("Wrap accepted a prologue that does not end a line")
	}
}

// TestStageRefusesExtendedLambdas: their rewrites come from semantic
// analysis, which a stage does not wait for.
func TestStageRefusesExtendedLambdas(t *testing.T) {
	var l diagList
	res := pp.ReadPreprocessed("anon.ii", []byte(stagedAnon), &l)
	tu := parse.Parse(res.Files, res.Tokens, parse.Options{}, &l)
	if _, err := Stage(&Input{Files: res.Files, Tokens: res.Tokens, Unit: tu, ExtendedLambda: true}); err == nil {
		t.Error("Stage accepted a translation under --extended-lambda")
	}
}
