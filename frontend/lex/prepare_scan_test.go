package lex

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/cufe-dev/cufe/frontend/token"
)

// referencePrepared lexes s into prepared tokens the straightforward way:
// the lexer's own skipBlank and scan, token by token. scanPrepared must
// give the same records. It also returns where each token's lead-in has
// its first newline outside comments (-1 if none), which firstNL must find.
func referencePrepared(s string) (toks []preToken, firstNLs []int32, ok bool) {
	l := &Lexer{s: s, orig: s, rep: discard{}}
	if len(s) >= 3 && s[:3] == "\xef\xbb\xbf" {
		l.off = 3
	}
	for {
		firstNL, lastNL := -1, -1
		blank := false
		for {
			before := l.off
			l.skipBlank(true)
			blank = blank || l.off > before
			if l.off < len(s) && s[l.off] == '\n' {
				if firstNL < 0 {
					firstNL = l.off
				}
				lastNL = l.off
				l.off++
				continue
			}
			break
		}
		if l.off >= len(s) || l.failed {
			return toks, firstNLs, true
		}
		start := l.off
		l.atLineStart, l.space = false, false
		t := l.scan()
		var bits uint8
		if lastNL >= 0 {
			bits |= preNL
			if lastNL+1 < start {
				bits |= preSpaceAfterNL
			}
		}
		if t.Flags&token.Digraph != 0 {
			bits |= preDigraph
		}
		if blank {
			bits |= preBlank
		}
		if skipSlow(t.Kind, s[start:l.off]) {
			bits |= preSkipSlow
		}
		if l.failed {
			bits |= preBad
			l.failed = false
		}
		if l.off-start > 1<<16-1 {
			return toks, firstNLs, false
		}
		toks = append(toks, preToken{start: int32(start), n: uint16(l.off - start), kind: t.Kind, bits: bits})
		firstNLs = append(firstNLs, int32(firstNL))
	}
}

func checkScanPrepared(t *testing.T, name, s string) {
	t.Helper()
	want, wantNL, wantOK := referencePrepared(s)
	l := &Lexer{s: s, orig: s, rep: discard{}}
	if len(s) >= 3 && s[:3] == "\xef\xbb\xbf" {
		l.off = 3
	}
	l.preStart = l.off
	got, gotOK := l.scanPrepared(nil)
	if gotOK != wantOK {
		t.Fatalf("%s: scanPrepared reports %v, the lexer %v", name, gotOK, wantOK)
	}
	if !gotOK {
		return
	}
	for i := range want {
		if i >= len(got) || got[i] != want[i] {
			g := "nothing"
			if i < len(got) {
				g = fmt.Sprintf("%+v %q", got[i], s[got[i].start:got[i].end()])
			}
			t.Fatalf("%s: token %d: scanPrepared gives %s, the lexer %+v %q", name, i, g, want[i], s[want[i].start:want[i].end()])
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%s: scanPrepared gives %d tokens, the lexer %d", name, len(got), len(want))
	}
	l.pre = got
	for k := range got {
		if nl := l.firstNL(k); nl != wantNL[k] {
			t.Fatalf("%s: token %d: the lead-in's first newline is at %d, the lexer found it at %d", name, k, nl, wantNL[k])
		}
	}
}

// TestScanPreparedMatchesLexer compares the prefetcher's fast scan with the
// lexer's token by token, on the samples, edge cases, random mixes of
// C++ fragments and the host's C and C++ headers.
func TestScanPreparedMatchesLexer(t *testing.T) {
	inputs := append([]string{
		"/", "a/", "x /* open", "// only", "#if 0\n/* a */ /\n", "u8'x' U\"y\" LR\"(z)\" uR\"d(\n)d\" u8R\"(q)\"suffix",
		"\\u00e9abc ab\\u00e9 ab\\ c \xc3\xa9t\xc3\xa9 x\xff", "1.5e+3 .5 1'000'000 0x1p-3 1..2 a.b ...", "<::> <:: <::: %:%: %: <% %>",
		"\r\n\t\v\f a \r\n", "@ ` $x x$y", "\"unterminated\n'x\n", "a\"b\" c'd'", strings.Repeat("y", 70000),
	}, preparedSamples...)
	for i, s := range inputs {
		checkScanPrepared(t, fmt.Sprintf("input %d", i), s)
	}
	frags := []string{"a", "_b1", "u", "u8", "R", "L", "\"s\"", "'c'", "R\"(r)\"", "1", ".5", "1e+", "'", "\"", "\\", "\\u00e9",
		"\xc3\xa9", "\xff", "/", "*", "/*", "*/", "//", "\n", " ", "\t", "#", "%:", "<", ":", ">", "%", ".", "-", "=", "(", ")"}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		for j := rng.Intn(30); j >= 0; j-- {
			b.WriteString(frags[rng.Intn(len(frags))])
		}
		checkScanPrepared(t, fmt.Sprintf("random %q", b.String()), b.String())
	}
	var hdrs []string
	for _, pat := range []string{"/usr/include/c++/*/*", "/usr/include/c++/*/bits/*", "/usr/include/*.h", "/usr/include/*/bits/*.h"} {
		m, _ := filepath.Glob(pat)
		hdrs = append(hdrs, m...)
	}
	for _, h := range hdrs {
		b, err := os.ReadFile(h)
		if err != nil {
			continue // a directory
		}
		s := string(b)
		if hasSplice(s) {
			s, _, _ = removeSplices(s)
		}
		checkScanPrepared(t, h, s)
	}
}

// BenchmarkPrepareHeaders measures Prepare, the prefetcher's lexing, and
// ScanDirectives, its walk, over the libstdc++ headers.
func BenchmarkPrepareHeaders(b *testing.B) {
	hdrs, _ := filepath.Glob("/usr/include/c++/*/bits/*.h")
	if len(hdrs) == 0 {
		b.Skip("no libstdc++ headers")
	}
	var srcs [][]byte
	var n int64
	for _, h := range hdrs {
		if src, err := os.ReadFile(h); err == nil {
			srcs = append(srcs, src)
			n += int64(len(src))
		}
	}
	b.Run("prepare", func(b *testing.B) {
		b.SetBytes(n)
		for i := 0; i < b.N; i++ {
			for _, src := range srcs {
				Prepare(src)
			}
		}
	})
	// What the prefetcher's walk reads of each header first.
	b.Run("scan-directives", func(b *testing.B) {
		b.SetBytes(n)
		for i := 0; i < b.N; i++ {
			for _, src := range srcs {
				ScanDirectives(src, func(*DirectiveLine) {})
			}
		}
	})
}

// TestScanDirectivesMatchesPrepared compares the prefetcher's quick
// directive scan with the directives of the fully lexed text, on the host's
// headers, where no directive-like line hides in a comment: the same lines,
// and the first of their tokens (as many as scanLimit says).
func TestScanDirectivesMatchesPrepared(t *testing.T) {
	inputs := []string{
		"#include <a/b.h>\n  # define F(x) x // c\n#define G (y)\n%:if A \\\n && B\n#endif\n#\n# 12 \"x\"\n",
		"\xef\xbb\xbf#pragma once\n/* a\n#if 0\n*/ #define X\n/**/#undef Y\nint a; #no\n#elif\n",
	}
	var hdrs []string
	for _, pat := range []string{"/usr/include/c++/*/*", "/usr/include/c++/*/bits/*", "/usr/include/*.h", "/usr/include/*/bits/*.h"} {
		m, _ := filepath.Glob(pat)
		hdrs = append(hdrs, m...)
	}
	for _, h := range hdrs {
		if b, err := os.ReadFile(h); err == nil {
			inputs = append(inputs, string(b))
		}
	}
	show := func(d *DirectiveLine) string {
		var b strings.Builder
		fmt.Fprintf(&b, "#%s <%s> %v", d.Name, d.Header, d.More)
		for _, t := range d.Toks {
			fmt.Fprintf(&b, " %d:%d:%s", t.Kind, t.Flags, t.Text)
		}
		return b.String()
	}
	for i, src := range inputs {
		var want, got []string
		Prepare([]byte(src)).EachDirective(func(d *DirectiveLine) {
			if n := scanLimit(d.Name); n >= 0 && len(d.Toks) > n {
				d.Toks, d.More = d.Toks[:n], true
			}
			want = append(want, show(d))
		})
		ScanDirectives([]byte(src), func(d *DirectiveLine) { got = append(got, show(d)) })
		if fmt.Sprint(got) != fmt.Sprint(want) {
			for j := range want {
				if j >= len(got) || got[j] != want[j] {
					t.Fatalf("input %d: directive %d: scan gives %q, the lexer %q", i, j, got[min(j, len(got)-1)], want[j])
				}
			}
			t.Fatalf("input %d: scan gives %d directives, the lexer %d", i, len(got), len(want))
		}
	}
}

// TestPreTokenSize: every prepared token is written to fresh memory, so its
// size is what preparing a TU's headers costs in page faults.
func TestPreTokenSize(t *testing.T) {
	if n := unsafe.Sizeof(preToken{}); n != 8 {
		t.Errorf("a prepared token takes %d bytes, want 8", n)
	}
}
