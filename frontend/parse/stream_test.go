package parse

import (
	"os/exec"
	"reflect"
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/pp"
	"github.com/cufe-dev/cufe/frontend/token"
)

// trickle is a TokenSource that releases one more token per call, the
// worst case for the parser's waits.
type trickle struct {
	toks  []token.Token
	calls int
}

func (s *trickle) Tokens(n int) ([]token.Token, bool) {
	s.calls++
	end := min(max(n+1, 0), len(s.toks))
	return s.toks[:end:end], end == len(s.toks)
}

// streamInputs are small translation units with pragmas between and inside
// declarations, delayed member bodies, errors and an early end.
var streamInputs = map[string]string{
	"pragmas": "#pragma pack(push, 4)\nstruct A { int a; char b; };\n#pragma pack(pop)\n" +
		"namespace n {\n#pragma once\ntemplate <class T> struct B { T f() { return g(); } T g(); };\n}\n#pragma GCC visibility push(default)\n",
	"errors":    "int f() { return 1 }\nint x = ;\nstruct S { void m() { undeclared_t y; } };\n",
	"unclosed":  "namespace a { int b(\n",
	"empty":     "",
	"only-hash": "#pragma weak x\n",
}

// TestParseStreamMatchesParse checks that a parser fed token by token
// builds the tree and reports the diagnostics that one given all tokens
// does, and that ParseEach hands over the tree's declarations and pragmas.
func TestParseStreamMatchesParse(t *testing.T) {
	inputs := map[string][]byte{}
	for name, src := range streamInputs {
		inputs[name] = []byte(src)
	}
	if _, err := exec.LookPath("g++"); err == nil && !testing.Short() {
		src, err := preprocess("#include <vector>\n#include <map>\n#include <memory>\n", "-std=c++17")
		if err != nil {
			t.Fatal(err)
		}
		inputs["vector-map-memory"] = src
	}
	for name, src := range inputs {
		t.Run(name, func(t *testing.T) {
			var r1, r2, r3 recorder
			res1 := pp.ReadPreprocessed(name+".ii", src, &r1)
			want := Parse(res1.Files, res1.Tokens, Options{Std: CXX17}, &r1)

			res2 := pp.ReadPreprocessed(name+".ii", src, &r2)
			var decls []ast.Decl
			var pragmas []*ast.Pragma
			ended := false
			src2 := &trickle{toks: res2.Tokens}
			got := ParseStream(res2.Files, src2, Options{Std: CXX17}, &r2, func(d ast.Decl, prs []*ast.Pragma) {
				if ended {
					t.Error("declaration handed over after the end")
				}
				if d == nil {
					ended = true
				} else {
					decls = append(decls, d)
				}
				pragmas = append(pragmas, prs...)
			})
			if !reflect.DeepEqual(got, want) {
				t.Errorf("streamed tree differs from the tree of the whole token slice")
			}
			if !reflect.DeepEqual(r2.diags, r1.diags) {
				t.Errorf("diagnostics differ:\nstream %v\nwhole  %v", r2.diags, r1.diags)
			}
			if !ended {
				t.Error("the end was not handed over")
			}
			if len(decls) != len(got.Decls) || len(pragmas) != len(got.Pragmas) {
				t.Fatalf("handed over %d decls and %d pragmas, tree has %d and %d", len(decls), len(pragmas), len(got.Decls), len(got.Pragmas))
			}
			for i := range decls {
				if decls[i] != got.Decls[i] {
					t.Fatalf("declaration %d handed over is not the tree's", i)
				}
			}
			for i := range pragmas {
				if pragmas[i] != got.Pragmas[i] {
					t.Fatalf("pragma %d handed over is not the tree's", i)
				}
			}
			if len(res2.Tokens) > 0 && src2.calls < len(res2.Tokens)/2 {
				t.Errorf("the source was asked %d times for %d tokens: the parser did not wait for them", src2.calls, len(res2.Tokens))
			}
			// ParseEach over the whole slice hands over the same.
			var r3decls int
			ParseEach(res2.Files, res2.Tokens, Options{Std: CXX17}, &r3, func(d ast.Decl, _ []*ast.Pragma) {
				if d != nil {
					r3decls++
				}
			})
			if r3decls != len(want.Decls) {
				t.Errorf("ParseEach handed over %d declarations, want %d", r3decls, len(want.Decls))
			}
		})
	}
}
