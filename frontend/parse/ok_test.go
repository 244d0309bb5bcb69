package parse

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/pp"
)

// parseFile parses a testdata file in C++20 and returns the tree and the
// diagnostics.
func parseFile(t *testing.T, path string) (*ast.TranslationUnit, *recorder) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var r recorder
	res := pp.ReadPreprocessed(path, src, &r)
	tu := Parse(res.Files, res.Tokens, Options{Std: CXX20}, &r)
	for _, d := range r.diags {
		pos := res.Files.Position(d.Pos)
		t.Errorf("%s: %s", pos, d.Msg)
	}
	return tu, &r
}

// TestAccepts parses testdata/ok/*.ii, which hold every construct the
// parser supports, and expects no diagnostic.
func TestAccepts(t *testing.T) {
	files, _ := filepath.Glob("testdata/ok/*.ii")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) { parseFile(t, path) })
	}
}

// TestAcceptsIsValid makes sure the accepted C++ is valid for g++ too, so
// that TestAccepts never blesses something a compiler would reject.
func TestAcceptsIsValid(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("g++ not found")
	}
	out, err := exec.Command("g++", "-std=gnu++20", "-fsyntax-only", "-w", "-x", "c++", "testdata/ok/cxx.ii").CombinedOutput()
	if err != nil {
		t.Fatalf("g++ rejects testdata/ok/cxx.ii: %v\n%s", err, out)
	}
	if root := os.Getenv("CUDA_ORACLE"); root != "" {
		cmd := exec.Command(filepath.Join(root, "usr/bin/cudafe++"), "--c++17", "--allow_managed", "--extended-lambda",
			"--gen_c_file_name", filepath.Join(t.TempDir(), "x.cpp"), "--stub_file_name", filepath.Join(t.TempDir(), "x.stub.c"),
			"testdata/ok/cuda_attrs.ii")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("cudafe++ rejects testdata/ok/cuda_attrs.ii: %v\n%s", err, out)
		}
	}
}

// TestTreeShape checks a few nodes of the tree, the pragma side list and
// the CUDA attributes, so that a parse that "succeeds" by skipping cannot
// pass.
func TestTreeShape(t *testing.T) {
	tu, _ := parseFile(t, "testdata/ok/cxx.ii")
	if len(tu.Pragmas) != 3 {
		t.Fatalf("pragmas: got %d, want 3", len(tu.Pragmas))
	}
	kinds := map[ast.PragmaKind]int{}
	for _, pr := range tu.Pragmas {
		kinds[pr.Kind]++
	}
	if kinds[ast.PragmaGCCDiag] != 2 || kinds[ast.PragmaNVDiag] != 1 {
		t.Errorf("pragma kinds: %v", kinds)
	}
	var funcs, classes, templates int
	for _, d := range tu.Decls {
		switch d := d.(type) {
		case *ast.FuncDef:
			funcs++
			if d.Body == nil && d.Decl.Virt&(ast.VirtDefault|ast.VirtDelete) == 0 {
				t.Errorf("%v: function without body", d.Decl.Name)
			}
		case *ast.TemplateDecl:
			templates++
		case *ast.SimpleDecl:
			if d.Spec.Kind == ast.TypeClass {
				classes++
			}
		}
	}
	if funcs < 10 || classes < 3 || templates < 10 {
		t.Errorf("got %d functions, %d classes, %d templates", funcs, classes, templates)
	}

	cu, _ := parseFile(t, "testdata/ok/cuda_attrs.ii")
	var kernels, launches int
	for _, d := range cu.Decls {
		fd, ok := d.(*ast.FuncDef)
		if !ok {
			continue
		}
		if fd.Spec.CUDA&ast.CUDAGlobal != 0 {
			kernels++
		}
		if fd.Decl.Name.Ident() == "launches" {
			for _, s := range fd.Body.Stmts {
				if es, ok := s.(*ast.ExprStmt); ok {
					if l, ok := es.X.(*ast.LaunchExpr); ok {
						launches++
						if len(l.Config) < 2 {
							t.Errorf("launch with %d config arguments", len(l.Config))
						}
					}
				}
			}
		}
	}
	if kernels != 5 || launches != 5 {
		t.Errorf("got %d kernels and %d launches, want 5 and 5", kernels, launches)
	}
}
