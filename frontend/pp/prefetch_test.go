package pp

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/token"
)

func TestGuessCondition(t *testing.T) {
	g := guessMacros{}
	g.define("__cplusplus", false, []token.Token{{Kind: token.Number, Text: "201703L"}})
	g.define("__GNUC__", false, []token.Token{{Kind: token.Number, Text: "12"}})
	g.define("F", true, nil)
	g.define("S", false, []token.Token{{Kind: token.String, Text: `"s"`}})
	cases := []struct {
		dir, expr  string
		val, known bool
	}{
		{"if", "__cplusplus > 201703L", false, true},
		{"if", "__cplusplus >= 201103L && __GNUC__ >= 4", true, true},
		{"if", "defined(F) && !defined S", false, true},
		{"if", "defined NOPE || (1 ? 0 : 1)", false, true},
		{"if", "UNDEFINED_IS_ZERO + 2 * 3 == 6", true, true},
		{"if", "0x10 >> 2 == 4 && 7 % 4 == 3 && -1 < 0 && ~0 == -1", true, true},
		{"if", "S", false, false},    // not an integer
		{"if", "F(1)", false, false}, // function-like
		{"if", "__has_include(<x>)", false, false},
		{"if", "1 / 0", false, false},
		{"if", "(1", false, false},
		{"ifdef", "F", true, true},
		{"ifndef", "F", false, true},
		{"ifdef", "NOPE", false, true},
	}
	for _, c := range cases {
		toks := lexLine(c.expr)
		val, known := g.condition(c.dir, toks)
		if val != c.val || known != c.known {
			t.Errorf("#%s %s = %v (known %v), want %v (known %v)", c.dir, c.expr, val, known, c.val, c.known)
		}
	}
}

// lexLine returns the tokens of a directive's operand.
func lexLine(s string) []token.Token {
	var out []token.Token
	lex.Prepare([]byte("#if " + s + "\n")).EachDirective(func(d *lex.DirectiveLine) {
		out = append(out, d.Toks...)
	})
	return out
}

func TestGuessGroups(t *testing.T) {
	var gg guessGroups
	known := func(v bool) func() (bool, bool) { return func() (bool, bool) { return v, true } }
	unknown := func() (bool, bool) { return false, false }
	steps := []struct {
		name string
		cond func() (bool, bool)
		live bool
	}{
		{"if", known(false), false},
		{"elif", unknown, true},
		{"elif", known(true), true},
		{"if", known(true), true}, // nested, live
		{"else", nil, false},
		{"endif", nil, true},
		{"else", nil, false},   // after a branch known true
		{"if", unknown, false}, // inside a dead group
		{"endif", nil, false},
		{"endif", nil, true},
	}
	for i, s := range steps {
		gg.directive(s.name, s.cond)
		if gg.live() != s.live {
			t.Fatalf("step %d (#%s): live %v, want %v", i, s.name, gg.live(), s.live)
		}
	}
}

// TestPrefetcherPreparesIncludedHeaders checks that the headers a TU
// includes reach the preprocessor lexed ahead, and that those in groups
// surely skipped are left alone.
func TestPrefetcherPreparesIncludedHeaders(t *testing.T) {
	files := map[string]string{
		"main.cpp": "#include \"a.h\"\n#if __cplusplus > 202002L\n#include \"future.h\"\n#endif\n#ifdef A_H\n#include <b.h>\n#endif\nint m;\n",
		"a.h":      "#ifndef A_H\n#define A_H\n#include \"c.h\"\n#endif\n",
		"c.h":      "int c;\n",
		"future.h": "int f;\n",
		"/sys/b.h": "int b;\n",
	}
	c := &collect{}
	p := New(&Options{Std: "c++17", ReadFile: memFS(files), SystemDirs: []string{"/sys"}}, c)
	p.prefetchFirst = true // no race: the prefetcher walks everything first
	pr := NewPrinter(io.Discard, p.Files(), WriteOptions{})
	if _, err := p.Stream("main.cpp", pr.Token); err != nil {
		t.Fatal(err)
	}
	for _, d := range c.diags {
		t.Error(d.Msg)
	}
	// a.h has a guard: once read, its token storage is handed back; the
	// others could be read again, and keep their tokens.
	for path, want := range map[string]int32{"a.h": prepReleased, "c.h": prepReady, "/sys/b.h": prepReady} {
		if e, ok := p.cache.entries[path]; !ok || e.prep.Load() != want {
			t.Errorf("%s was not lexed ahead, or its tokens not handed back as they should (entry %v)", path, e)
		}
	}
	for path := range p.cache.entries {
		if strings.HasPrefix(path, "future") {
			t.Errorf("%s, in a group skipped for c++17, was read", path)
		}
	}
	if !strings.Contains(fmt.Sprint(p.closure), "b.h") {
		t.Errorf("closure %v misses b.h", p.closure)
	}
}
