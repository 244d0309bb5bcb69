package pp

import (
	"strconv"
	"strings"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// ReadPreprocessed reads an already preprocessed translation unit (.ii or .i,
// as `g++ -E` writes it): it lexes the text, turns line markers (`# N "file"
// flags` and `#line`) into position remapping, and keeps `#pragma` lines as
// tokens (a '#' that starts a line, then the pragma's tokens). Any other
// directive is an error: the input was meant to be preprocessed already.
func ReadPreprocessed(path string, src []byte, r diag.Reporter) *Result {
	res := newPreprocessedResult(path, src)
	res.Tokens = lexPreprocessed(res.Main, r, nil)
	return res
}

func newPreprocessedResult(path string, src []byte) *Result {
	fs := source.NewFileSet()
	f := fs.AddFile(path, src, source.NoPos, false)
	return &Result{Files: fs, Main: f, Closure: []string{path}}
}

// publishEvery is how many tokens the lexer of a PreprocessedStream reads
// between two publications.
const publishEvery = 2048

// lexPreprocessed lexes f as ReadPreprocessed describes and returns its
// tokens; with publish, it also hands the tokens read so far to publish
// every publishEvery tokens (a prefix of the final slice, never changed
// afterwards).
func lexPreprocessed(f *source.File, r diag.Reporter, publish func([]token.Token)) []token.Token {
	l := lex.New(f, r)
	// Preprocessed text averages 6 bytes a token. Reserve room for one token
	// in 4 bytes: the pages of the unused tail are never touched, so they
	// cost address space but no memory, while growing by copying would
	// leave the old array behind (the cufe binary runs with the collector
	// off) and more than double the peak.
	toks := make([]token.Token, 0, len(f.Src)/4+16)
	next := publishEvery
	for {
		t := l.Next()
		if t.Kind == token.EOF {
			break
		}
		if t.Kind == token.Hash && t.Has(token.StartOfLine) {
			if readMarker(l, f, t, r) {
				continue
			}
		}
		if len(toks) == cap(toks) {
			// Readers may hold the old array: copy, never write it again.
			grown := make([]token.Token, len(toks), 2*cap(toks))
			copy(grown, toks)
			toks = grown
		}
		toks = append(toks, t)
		if publish != nil && len(toks) == next {
			publish(toks[:len(toks):len(toks)])
			next += publishEvery
		}
	}
	return toks[:len(toks):len(toks)]
}

// readMarker handles a directive line in preprocessed input. It returns true
// when the line was consumed (a line marker or a bad directive) and false for a
// #pragma, whose tokens the caller keeps.
func readMarker(l *lex.Lexer, f *source.File, hash token.Token, r diag.Reporter) bool {
	t := l.NextInLine()
	if t.Kind == token.Ident && t.Text == "line" {
		t = l.NextInLine()
	}
	switch {
	case t.Kind == token.EOF:
		return true // the null directive
	case t.Kind == token.Ident && t.Text == "pragma":
		// Put the pragma back: the caller keeps '#', and the rest is lexed as
		// ordinary tokens (they are on the same line, so not StartOfLine).
		l.Unread(t)
		return false
	case t.Kind == token.Number:
		line, err := strconv.Atoi(t.Text)
		if err != nil {
			diag.Errorf(r, t.Pos, diag.ErrPreprocess, "invalid line number %q in line marker", t.Text)
			l.SkipLine()
			return true
		}
		name := ""
		var flags uint8
		if s := l.NextInLine(); s.Kind == token.String {
			name = unquoteFilename(s.Text)
			for {
				ft := l.NextInLine()
				if ft.Kind == token.EOF {
					break
				}
				switch ft.Text {
				case "1":
					flags |= source.FlagEnter
				case "2":
					flags |= source.FlagReturn
				case "3":
					flags |= source.FlagSystem
				case "4":
					flags |= source.FlagExternC
				}
			}
		} else if s.Kind != token.EOF {
			diag.Errorf(r, s.Pos, diag.ErrPreprocess, "invalid filename %q in line marker", s.Text)
			l.SkipLine()
		}
		// The marker names the line that follows it.
		f.AddLineMarker(l.Offset()+1, line, name, flags)
		return true
	default:
		diag.Errorf(r, t.Pos, diag.ErrPreprocess, "directive %q in preprocessed input", t.Text)
		l.SkipLine()
		return true
	}
}

// unquoteFilename undoes the escaping gcc applies to file names in line
// markers (backslash before '\\' and '"', octal escapes for odd bytes).
func unquoteFilename(lit string) string {
	if len(lit) < 2 {
		return lit
	}
	s := lit[1 : len(lit)-1]
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		if s[i] >= '0' && s[i] <= '7' {
			v, n := 0, 0
			for n < 3 && i < len(s) && s[i] >= '0' && s[i] <= '7' {
				v = v*8 + int(s[i]-'0')
				i++
				n++
			}
			i--
			b.WriteByte(byte(v))
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
