package lex

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// preparedSamples exercise what the lead-in bookkeeping must get right:
// comments across lines, splices, directives, digraphs, bad tokens, raw
// strings, a byte order mark.
var preparedSamples = []string{
	"int x;\n#define A(b) b + 1 /* c\n d */ e\n  # if 0\n'unterminated\n#endif\nA(2)\n",
	"\xef\xbb\xbf#include <a/*b>\nx\n",
	"a\\\nb c \\  \n d\n#define X y\\\nz\nR\"q(\n#x\n)q\" <: :> <% %> %: %:%: <::>\n",
	"/* a */ # /* b */ define /* c */ F(x) x // d\n\t\tF(1)\n\n\n\n  tail",
	"'a' u8\"b\" L'c' x\"d\" 1.e+5 .5 0x1p-3f 1'000 \"open\n\"ok\"\n/* unclosed",
	"#error don't\n#pragma once\n#if 1 // c\n#else\n\"x\n#endif\n\\u00e9t\xc3\xa9 \xff ` @\n",
	"",
	"\n\n\n",
	"x",
}

// lexOp is one call a preprocessor makes on a lexer.
type lexOp int

const (
	opNext lexOp = iota
	opNextInLine
	opSkipLine
	opSkipToDirective
	opRestOfLine
	opHeaderName
	opUnread
	nOps
)

// drive applies ops to l and records what each returns.
func drive(l *Lexer, ops []lexOp) []string {
	var out []string
	var last token.Token
	for _, op := range ops {
		switch op {
		case opNext, opNextInLine:
			var t token.Token
			if op == opNext {
				t = l.Next()
			} else {
				t = l.NextInLine()
			}
			last = t
			out = append(out, fmt.Sprintf("%d %d %d %q", t.Kind, t.Flags, t.Pos, t.Text))
		case opSkipLine:
			l.SkipLine()
		case opSkipToDirective:
			out = append(out, fmt.Sprint(l.SkipToDirective()))
		case opRestOfLine:
			out = append(out, l.RestOfLine())
		case opHeaderName:
			t, ok := l.HeaderName()
			out = append(out, fmt.Sprint(t, ok))
		case opUnread:
			if last.Kind != token.EOF {
				l.Unread(last)
				last = token.Token{}
			}
		}
		out = append(out, fmt.Sprint(l.Offset(), l.AtEOF()))
	}
	return out
}

// TestPreparedMatchesLexer checks that a lexer taking its tokens from a
// Prepared answers every call exactly as a plain one does, diagnostics
// included, under random mixes of calls over the samples and (when
// present) the host's C++ headers.
func TestPreparedMatchesLexer(t *testing.T) {
	inputs := append([]string(nil), preparedSamples...)
	// A token too long for a prepared record: the file is lexed as usual.
	inputs = append(inputs, "int a;\nconst char *s = \""+strings.Repeat("x", 70000)+"\";\n#define B\n")
	hdrs, _ := filepath.Glob("/usr/include/c++/*/bits/*.h")
	if len(hdrs) > 12 {
		hdrs = hdrs[:12]
	}
	for _, h := range hdrs {
		if b, err := os.ReadFile(h); err == nil {
			inputs = append(inputs, string(b))
		}
	}
	rng := rand.New(rand.NewSource(1))
	for i, src := range inputs {
		for trial := 0; trial < 5; trial++ {
			// Mostly Next, as in ordinary text, with the rest sprinkled in.
			ops := make([]lexOp, 0, len(src)/3+20)
			for len(ops) < cap(ops) {
				op := opNext
				if trial > 0 && rng.Intn(4) == 0 {
					op = lexOp(rng.Intn(int(nOps)))
				}
				ops = append(ops, op)
			}
			plainRep, prepRep := &collect{}, &collect{}
			fs := source.NewFileSet()
			f := fs.AddFile("t.h", []byte(src), source.NoPos, false)
			want := drive(New(f, plainRep), ops)
			got := drive(NewPrepared(f, Prepare(f.Src), prepRep), ops)
			for j := range want {
				if j >= len(got) || got[j] != want[j] {
					t.Fatalf("input %d trial %d: call %d (%d) gives %q with Prepared, %q without", i, trial, j, ops[min(j, len(ops)-1)], got[j], want[j])
				}
			}
			if fmt.Sprint(plainRep.diags) != fmt.Sprint(prepRep.diags) {
				t.Fatalf("input %d trial %d: diagnostics differ:\n%v\n%v", i, trial, prepRep.diags, plainRep.diags)
			}
		}
	}
}

// TestPreparedSkipsLikeLexer walks every input as a preprocessor skipping
// groups does (skip to a directive, read its line, skip again), where the
// fast path over prepared tokens must agree with SkipToDirective's own.
func TestPreparedSkipsLikeLexer(t *testing.T) {
	inputs := append([]string{
		"#if 0\nx = 1'000 y;\n#else\n  #  endif\n",
		"#if 0\nR\"(a\" b)\" z\n# elif\nu8R\"x(\n#not\n)x\" \n\t#endif // c\n",
		"#if 0\n' ' \"it's\" /* \n # no */ #no\n%:endif\ndon't\n#x\n/* open",
	}, preparedSamples...)
	hdrs, _ := filepath.Glob("/usr/include/c++/*/bits/*.h")
	for _, h := range hdrs[:min(len(hdrs), 30)] {
		if b, err := os.ReadFile(h); err == nil {
			inputs = append(inputs, string(b))
		}
	}
	walk := func(l *Lexer) []string {
		var out []string
		for l.SkipToDirective() {
			for t := l.Next(); t.Kind != token.EOF; t = l.NextInLine() {
				out = append(out, fmt.Sprintf("%d %d %d %q", t.Kind, t.Flags, t.Pos, t.Text))
			}
			out = append(out, fmt.Sprint(l.Offset()))
		}
		return out
	}
	for i, src := range inputs {
		fs := source.NewFileSet()
		f := fs.AddFile("t.h", []byte(src), source.NoPos, false)
		plainRep, prepRep := &collect{}, &collect{}
		want := walk(New(f, plainRep))
		got := walk(NewPrepared(f, Prepare(f.Src), prepRep))
		if fmt.Sprint(got) != fmt.Sprint(want) {
			for j := range want {
				if j >= len(got) || got[j] != want[j] {
					t.Fatalf("input %d: step %d gives %q with Prepared, %q without", i, j, got[min(j, len(got)-1)], want[j])
				}
			}
			t.Fatalf("input %d: %d steps with Prepared, %d without", i, len(got), len(want))
		}
		if fmt.Sprint(plainRep.diags) != fmt.Sprint(prepRep.diags) {
			t.Fatalf("input %d: diagnostics differ:\n%v\n%v", i, prepRep.diags, plainRep.diags)
		}
	}
}

// BenchmarkLexHeaders compares lexing a big header plainly with preparing
// it (the part a second goroutine takes over) and then reading the tokens.
func BenchmarkLexHeaders(b *testing.B) {
	hdrs, _ := filepath.Glob("/usr/include/c++/*/bits/stl_algo.h")
	if len(hdrs) == 0 {
		b.Skip("no libstdc++ headers")
	}
	src, err := os.ReadFile(hdrs[0])
	if err != nil {
		b.Fatal(err)
	}
	fs := source.NewFileSet()
	f := fs.AddFile("h", src, source.NoPos, false)
	run := func(b *testing.B, mk func() *Lexer) {
		b.SetBytes(int64(len(src)))
		for i := 0; i < b.N; i++ {
			l := mk()
			for l.Next().Kind != token.EOF {
			}
		}
	}
	b.Run("plain", func(b *testing.B) { run(b, func() *Lexer { return New(f, &collect{}) }) })
	b.Run("prepare", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		for i := 0; i < b.N; i++ {
			Prepare(src)
		}
	})
	pr := Prepare(src)
	b.Run("read-prepared", func(b *testing.B) { run(b, func() *Lexer { return NewPrepared(f, pr, &collect{}) }) })
}
