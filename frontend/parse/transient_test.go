package parse

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/pp"
)

func TestPoolResetZeroes(t *testing.T) {
	var p pool[entity]
	n := slabSize + 3 // past the first block
	for i := 0; i < n; i++ {
		e := p.get()
		if e.name != "" || e.kind != entNone {
			t.Fatalf("value %d not zero before the reset: %+v", i, *e)
		}
		e.name, e.kind = "x", entVar
	}
	p.reset()
	for i := 0; i < n; i++ {
		if e := p.get(); e.name != "" || e.kind != entNone {
			t.Fatalf("value %d not zero after the reset: %+v", i, *e)
		}
	}
	if len(p.blocks) != n/(slabSize/2)+1 {
		t.Errorf("%d blocks for %d values, want the first ones reused", len(p.blocks), n)
	}
}

// parseInternals parses src in C++17 and returns the parser.
func parseInternals(t *testing.T, src string) *parser {
	t.Helper()
	var r recorder
	res := pp.ReadPreprocessed("t.ii", []byte(src), &r)
	p := newParser(res.Files, res.Tokens, Options{Std: CXX17}, &r)
	p.parseTranslationUnit()
	for _, d := range r.diags {
		t.Errorf("%s: %s", res.Files.Position(d.Pos), d.Msg)
	}
	return p
}

// TestTransientReused: the parameter and block scopes of many declarations
// take no more pooled memory than those of one, local classes included.
func TestTransientReused(t *testing.T) {
	var b strings.Builder
	b.WriteString("struct S { int m; };\n")
	for i := 0; i < 2000; i++ {
		fmt.Fprintf(&b, "void f%d(int a, S b, double c);\n", i)
		fmt.Fprintf(&b, "inline int g%d(int a) { struct L { L() {} int v; }; L l; { int x = a; return x + l.v; } }\n", i)
	}
	p := parseInternals(t, b.String())
	if p.trans.escaped {
		t.Fatal("a pooled entity escaped")
	}
	if n := len(p.trans.ents.blocks); n != 1 {
		t.Errorf("%d blocks of pooled entities, want 1", n)
	}
	if n := len(p.trans.scopes.blocks); n != 1 {
		t.Errorf("%d blocks of pooled scopes, want 1", n)
	}
}

// TestTransientEscape: a pooled entity bound in a lasting scope stops the
// reuse.
func TestTransientEscape(t *testing.T) {
	p := parseInternals(t, "void f(int a);\n")
	s := p.trans.scopes.get()
	s.transient = true
	e := p.declare(s, "x", entVar)
	if !e.transient {
		t.Fatal("entity of a pooled scope not pooled")
	}
	p.set(p.global, "x", e)
	if !p.trans.escaped {
		t.Fatal("binding a pooled entity in the global scope not noticed")
	}
	before := p.trans.ents.b*len(p.trans.ents.blocks[0]) + p.trans.ents.n
	p.recycleTransient()
	if after := p.trans.ents.b*len(p.trans.ents.blocks[0]) + p.trans.ents.n; after != before {
		t.Errorf("pools reset after an escape (%d values in use, then %d)", before, after)
	}
}
