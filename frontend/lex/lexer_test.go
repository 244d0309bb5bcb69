package lex

import (
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

type collect struct{ diags []diag.Diagnostic }

func (c *collect) Report(d diag.Diagnostic) { c.diags = append(c.diags, d) }

func lexAll(t testing.TB, src string) ([]token.Token, *collect, *source.FileSet) {
	fs := source.NewFileSet()
	f := fs.AddFile("t.cpp", []byte(src), source.NoPos, false)
	c := &collect{}
	l := New(f, c)
	var toks []token.Token
	for {
		tok := l.Next()
		if tok.Kind == token.EOF {
			break
		}
		toks = append(toks, tok)
		if len(toks) > 10*len(src)+10 {
			t.Fatalf("lexer makes no progress on %q", src)
		}
	}
	return toks, c, fs
}

func texts(toks []token.Token) string {
	var b []string
	for _, t := range toks {
		b = append(b, t.Text)
	}
	return strings.Join(b, " ")
}

func TestTokens(t *testing.T) {
	cases := []struct{ src, want string }{
		{"int x = 42;", "int x = 42 ;"},
		{"a+++++b", "a ++ ++ + b"},
		{"x->*y.*z->w", "x ->* y .* z -> w"},
		{"a<=>b<<=c>>=d", "a <=> b <<= c >>= d"},
		{"1'000'000 0x1p-3f 1.5e+10_km .5 0b1010u 1.foo", "1'000'000 0x1p-3f 1.5e+10_km .5 0b1010u 1.foo"},
		{`u8"a" u"b" U"c" L"d" "e"_s 'x' u8'y' L'\''`, `u8"a" u"b" U"c" L"d" "e"_s 'x' u8'y' L'\''`},
		{`R"xy(a)"b)xy" LR"(z)" u8R"(q)"`, `R"xy(a)"b)xy" LR"(z)" u8R"(q)"`},
		{"<% %> <: :> %: %:%:", "<% %> <: :> %: %:%:"},
		{"std::vector<::std::string> v;", "std :: vector < :: std :: string > v ;"},
		{"a<::>b", "a <: :> b"},
		{"x /* c */ y // d\nz", "x y z"},
		{"ab\\\ncd", "abcd"},
		{"\"a\\\nb\"", "\"ab\""},
		{"café µ \\u00e9t", "café µ \\u00e9t"},
		{"$x @ `", "$x @ `"},
		{"...", "..."},
		{"..", ". ."},
	}
	for _, c := range cases {
		toks, diags, _ := lexAll(t, c.src)
		if got := texts(toks); got != c.want {
			t.Errorf("lex %q = %q, want %q", c.src, got, c.want)
		}
		if len(diags.diags) != 0 {
			t.Errorf("lex %q: unexpected diagnostics %v", c.src, diags.diags)
		}
	}
}

func TestKindsAndFlags(t *testing.T) {
	toks, _, _ := lexAll(t, "#define X 1\n  y  z\n/*\n*/ # w")
	want := []struct {
		kind  token.Kind
		flags token.Flags
	}{
		{token.Hash, token.StartOfLine},
		{token.Ident, 0},
		{token.Ident, token.LeadingSpace},
		{token.Number, token.LeadingSpace},
		{token.Ident, token.StartOfLine | token.LeadingSpace},
		{token.Ident, token.LeadingSpace},
		{token.Hash, token.StartOfLine | token.LeadingSpace},
		{token.Ident, token.LeadingSpace},
	}
	if len(toks) != len(want) {
		t.Fatalf("got %d tokens (%s), want %d", len(toks), texts(toks), len(want))
	}
	for i, w := range want {
		if toks[i].Kind != w.kind || toks[i].Flags != w.flags {
			t.Errorf("token %d %q: kind %v flags %b, want %v %b", i, toks[i].Text, toks[i].Kind, toks[i].Flags, w.kind, w.flags)
		}
	}
}

func TestPositionsSurviveSplices(t *testing.T) {
	toks, _, fs := lexAll(t, "a \\\n b\nc")
	want := []string{"t.cpp:1:1", "t.cpp:2:2", "t.cpp:3:1"}
	for i, w := range want {
		if got := fs.Position(toks[i].Pos).String(); got != w {
			t.Errorf("token %q at %s, want %s", toks[i].Text, got, w)
		}
	}
}

func TestErrors(t *testing.T) {
	cases := []struct{ src, msg string }{
		{"a /* b", "comment unclosed at end of file"},
		{"\"abc\nx", "missing closing quote"},
		{"'a\n", "missing closing quote"},
		{`R"x(abc`, "unterminated raw string"},
	}
	for _, c := range cases {
		_, d, fs := lexAll(t, c.src)
		if len(d.diags) != 1 || d.diags[0].Msg != c.msg || d.diags[0].Severity != diag.Error {
			t.Errorf("lex %q: diagnostics %+v, want one error %q", c.src, d.diags, c.msg)
			continue
		}
		if p := fs.Position(d.diags[0].Pos); p.Line != 1 {
			t.Errorf("lex %q: error at %v, want line 1", c.src, p)
		}
	}
}

func TestSkipToDirective(t *testing.T) {
	src := "don't care \"x\n/* # not */ y\n  # if\nz"
	fs := source.NewFileSet()
	f := fs.AddFile("t.cpp", []byte(src), source.NoPos, false)
	l := New(f, &collect{})
	if !l.SkipToDirective() {
		t.Fatal("SkipToDirective found no directive")
	}
	tok := l.Next()
	if tok.Kind != token.Hash || fs.Position(tok.Pos).Line != 3 {
		t.Fatalf("after skipping: %q at %v, want # on line 3", tok.Text, fs.Position(tok.Pos))
	}
}

func FuzzLex(f *testing.F) {
	for _, s := range []string{"int x;", "R\"(a)\"", "a\\\nb", "/*", "'", "\xff\xfe", "<::>", "1e+'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		toks, _, fs := lexAll(t, src)
		for _, tok := range toks {
			if tok.Text == "" {
				t.Fatalf("empty token text in %q", src)
			}
			if fs.File(tok.Pos) == nil {
				t.Fatalf("token %q has no file position", tok.Text)
			}
		}
	})
}
