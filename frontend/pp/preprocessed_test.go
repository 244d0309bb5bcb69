package pp

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
)

type collect struct{ diags []diag.Diagnostic }

func (c *collect) Report(d diag.Diagnostic) { c.diags = append(c.diags, d) }

func TestReadPreprocessed(t *testing.T) {
	src := "# 0 \"k.cu\"\n# 1 \"/inc/a.h\" 1 3 4\nint a;\n\n# 5 \"k.cu\" 2\n#pragma once\nint \"\\\"\"; #line 40\nx\n# 9 \"d\\\\\\\"q.h\"\ny\n"
	c := &collect{}
	res := ReadPreprocessed("k.ii", []byte(src), c)
	if len(c.diags) != 0 {
		t.Fatalf("diagnostics: %+v", c.diags)
	}
	want := []struct {
		text string
		at   string
		sys  bool
	}{
		{"int", "/inc/a.h:1:1", true}, {"a", "/inc/a.h:1:5", true}, {";", "/inc/a.h:1:6", true},
		{"#", "k.cu:5:1", false}, {"pragma", "k.cu:5:2", false}, {"once", "k.cu:5:9", false},
		{"int", "k.cu:6:1", false}, {`"\""`, "k.cu:6:5", false}, {";", "k.cu:6:9", false},
		{"#", "k.cu:6:11", false}, {"line", "k.cu:6:12", false}, {"40", "k.cu:6:17", false},
		{"x", "k.cu:7:1", false}, {"y", `d\"q.h:9:1`, false},
	}
	if len(res.Tokens) != len(want) {
		t.Fatalf("got %d tokens, want %d", len(res.Tokens), len(want))
	}
	for i, w := range want {
		tok := res.Tokens[i]
		if tok.Text != w.text || res.Files.Position(tok.Pos).String() != w.at || res.Files.IsSystem(tok.Pos) != w.sys {
			t.Errorf("token %d: %q at %s (system %v), want %q at %s (%v)", i, tok.Text,
				res.Files.Position(tok.Pos), res.Files.IsSystem(tok.Pos), w.text, w.at, w.sys)
		}
	}
	if st := res.Files.IncludeStack(res.Tokens[0].Pos); len(st) != 1 || st[0].Filename != "k.cu" {
		t.Errorf("include stack of a.h token = %v, want [k.cu:...]", st)
	}
}
