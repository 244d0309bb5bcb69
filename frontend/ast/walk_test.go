package ast_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/options"
	"github.com/cufe-dev/cufe/frontend/parse"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
	"github.com/cufe-dev/cufe/frontend/tu"
)

// reflectInspect is the reference walk: it follows every exported field by
// reflection (pointers to structs are visited once each, struct values
// walked through, interfaces and slices followed, token and byte slices
// not). ast.Inspect must visit exactly what it visits, in the same order.
func reflectInspect(root any, f func(node any) bool) {
	tokenType := reflect.TypeOf(token.Token{})
	seen := map[uintptr]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() {
				return
			}
			if v.Elem().Kind() == reflect.Struct {
				p := v.Pointer()
				if seen[p] {
					return
				}
				seen[p] = true
				if !f(v.Interface()) {
					return
				}
			}
			walk(v.Elem())
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if fv := v.Field(i); fv.CanInterface() {
					walk(fv)
				}
			}
		case reflect.Slice:
			if k := v.Type().Elem(); k.Kind() == reflect.Uint8 || k == tokenType {
				return
			}
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(root))
}

// visits records a walk: the nodes in order, as interface values (type
// and pointer).
func visits(walk func(any, func(any) bool), root any, prune func(any) bool) []any {
	var out []any
	walk(root, func(n any) bool {
		out = append(out, n)
		return prune == nil || !prune(n)
	})
	return out
}

// compareWalks fails unless ast.Inspect and the reflective walk visit the
// same nodes in the same order from root, and returns the visits compared;
// with prune set, function bodies are pruned too (which checks that
// pruning skips exactly the subtree).
func compareWalks(t *testing.T, name string, root any, prune bool) int {
	t.Helper()
	pruneBodies := func(n any) bool { _, ok := n.(*ast.CompoundStmt); return ok }
	prunes := []func(any) bool{nil}
	if prune {
		prunes = append(prunes, pruneBodies)
	}
	total := 0
	for _, p := range prunes {
		want := visits(reflectInspect, root, p)
		got := visits(ast.Inspect, root, p)
		n := min(len(want), len(got))
		for i := 0; i < n; i++ {
			if want[i] != got[i] {
				t.Fatalf("%s: visit %d is %T %p, the reflective walk's %T %p", name, i, got[i], got[i], want[i], want[i])
			}
		}
		if len(want) != len(got) {
			t.Fatalf("%s: %d visits, the reflective walk makes %d", name, len(got), len(want))
		}
		total += len(got)
	}
	return total
}

// userDecls returns the top-level declarations of tree that come from
// files other than system headers (the program's own code).
func userDecls(files *source.FileSet, tree *ast.TranslationUnit) *ast.TranslationUnit {
	out := &ast.TranslationUnit{}
	for _, d := range tree.Decls {
		if !files.IsSystem(d.Pos()) {
			out.Decls = append(out.Decls, d)
		}
	}
	return out
}

// TestInspectMatchesReflection compares the generated walker with the
// reflective walk on the translation units of testdata/programs
// (preprocessed by cufe against its embedded CUDA headers, or a real
// toolkit when one is found) and of libstdc++'s headers. The headers are
// compared whole in a few units only (they are the same in every
// program); each program's own declarations are compared in all (in
// -short mode, a few programs).
func TestInspectMatchesReflection(t *testing.T) {
	dirs, err := filepath.Glob("../../testdata/programs/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no programs: %v", err)
	}
	if testing.Short() {
		dirs = dirs[:4]
	}
	wholeTrees := map[string]bool{"tiled_matmul": true, "std_containers": true, "device_lambdas": true}
	s := options.NewSession()
	nodes := 0
	for _, d := range dirs {
		cus, _ := filepath.Glob(filepath.Join(d, "*.cu"))
		flags, _ := os.ReadFile(filepath.Join(d, "flags"))
		for _, cu := range cus {
			o, err := options.Parse(strings.Fields(string(flags)))
			if err != nil {
				t.Fatalf("%s: %v", cu, err)
			}
			a, err := tu.ParseOnly(s, o, cu)
			if err != nil || a.Tree == nil {
				t.Logf("%s: not parsed (%v)", cu, err)
				continue
			}
			root := a.Tree
			if !wholeTrees[filepath.Base(d)] {
				root = userDecls(a.Result.Files, a.Tree)
			}
			nodes += compareWalks(t, cu, root, true)
		}
	}
	if _, err := exec.LookPath("g++"); err == nil {
		stds := []string{"-std=c++20", "-std=c++17"}
		if testing.Short() {
			stds = stds[:1]
		}
		for _, std := range stds {
			cmd := exec.Command("g++", "-E", "-x", "c++", std, "-")
			cmd.Stdin = strings.NewReader("#include <bits/stdc++.h>\n")
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			if err := cmd.Run(); err != nil {
				t.Fatalf("g++ -E: %v\n%s", err, errb.String())
			}
			var r discard
			res := pp.ReadPreprocessed("stdc++.ii", out.Bytes(), &r)
			po := parse.Options{Std: parse.CXX17}
			if std == "-std=c++20" {
				po.Std = parse.CXX20
			}
			tree := parse.Parse(res.Files, res.Tokens, po, &r)
			nodes += compareWalks(t, "bits/stdc++.h "+std, tree, std == "-std=c++20")
		}
	}
	if nodes < 10000 {
		t.Fatalf("only %d nodes compared", nodes)
	}
	t.Logf("%d node visits compared", nodes)
}

// TestInspectRoots walks from roots other than a translation unit.
func TestInspectRoots(t *testing.T) {
	name := &ast.Name{Parts: []ast.NamePart{{Ident: "k", Special: &ast.NameSpecial{HasArgs: true, Args: []ast.TemplateArg{{Expr: &ast.Literal{Text: "1"}}}}}}}
	launch := &ast.LaunchExpr{Fun: &ast.NameExpr{Name: name}, Config: []ast.Expr{&ast.Literal{Text: "2"}}}
	td := &ast.TemplateDecl{Decl: &ast.FuncDef{Body: &ast.CompoundStmt{Stmts: []ast.Stmt{
		&ast.ExprStmt{X: launch},
		&ast.IfStmt{Cond: ast.Condition{Expr: &ast.NameExpr{Name: &ast.Name{}}}},
	}}}}
	for _, root := range []any{td, launch, name, &ast.Chunk{Extra: &ast.ChunkExtra{Size: &ast.ThisExpr{}}}, (*ast.FuncDef)(nil)} {
		want := visits(reflectInspect, root, nil)
		got := visits(ast.Inspect, root, nil)
		if fmt.Sprint(want) != fmt.Sprint(got) {
			t.Errorf("root %T: visits %v, want %v", root, got, want)
		}
	}
}

type discard struct{}

func (discard) Report(diag.Diagnostic) {}
