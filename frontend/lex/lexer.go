// Package lex turns the text of one C++ source file into preprocessing tokens.
//
// It handles everything the standard's translation phases 1–3 do to real code:
// line splices (removed, positions kept), comments, UTF-8 and UCN identifiers,
// pp-numbers with digit separators, every literal form (encoding prefixes, raw
// strings, user-defined-literal suffixes), digraphs and the `<::` rule. Each
// token carries the Pos of its first byte in the original file.
package lex

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Lexer reads tokens from one file. It is not safe for concurrent use.
type Lexer struct {
	file    *source.File
	rep     diag.Reporter
	s       string // text with line splices removed
	orig    string // original text (differs from s only when splices were removed)
	splices *spliceMap
	off     int
	// atLineStart is true when no token has been read since the last newline.
	atLineStart bool
	space       bool // white space or a comment seen since the last token
	failed      bool // an error was reported
	// Tokens lexed ahead (see Prepared), preK the cursor in them, preStart
	// where the first one's lead-in begins.
	pre      []preToken
	preOrig  []int32 // original offsets of pre's tokens when they differ
	preK     int
	preStart int
	preBase  int // the file's Base: a token's Pos is preBase + its offset
}

// New returns a lexer for f. Problems are reported to r.
func New(f *source.File, r diag.Reporter) *Lexer {
	// The file's bytes are never modified once read, so the lexer may view
	// them as a string without copying.
	orig := unsafe.String(unsafe.SliceData(f.Src), len(f.Src))
	l := &Lexer{file: f, rep: r, s: orig, orig: orig, atLineStart: true}
	if hasSplice(orig) {
		s, m, spaced := removeSplices(orig)
		l.s, l.splices = s, m
		for _, off := range spaced {
			r.Report(diag.Diagnostic{Severity: diag.Warning, ID: diag.ErrLex, Pos: f.Pos(off),
				Msg: "backslash and newline separated by space"})
		}
	}
	// A UTF-8 byte order mark is not part of the text.
	if len(l.s) >= 3 && l.s[:3] == "\xef\xbb\xbf" {
		l.off = 3
	}
	return l
}

// File returns the file being read.
func (l *Lexer) File() *source.File { return l.file }

// pos returns the Pos of cleaned offset off.
func (l *Lexer) pos(off int) source.Pos {
	if l.file == nil {
		return source.NoPos
	}
	return l.file.Pos(l.splices.orig(off))
}

// Offset returns the original-file offset of the lexer's current position.
func (l *Lexer) Offset() int { return l.splices.orig(l.off) }

// emit reports catalog entry id (EDG's wording) at offset off.
func (l *Lexer) emit(off int, id diag.ID) {
	l.failed = true
	diag.Emit(l.rep, l.pos(off), id, diag.Args{})
}

func (l *Lexer) errorf(off int, format string, args ...any) {
	l.failed = true
	diag.Errorf(l.rep, l.pos(off), diag.ErrLex, format, args...)
}

// skipBlank skips white space and comments. It stops before a newline when
// stopAtNewline is set (directive lines end there).
func (l *Lexer) skipBlank(stopAtNewline bool) {
	// It is called before every token, and most often finds a token or
	// one blank there: one table look-up settles the first case, and the
	// offset lives in a local while the loop runs.
	s, off := l.s, l.off
	for off < len(s) {
		k := blankClass[s[off]]
		if k == notBlank {
			break
		}
		switch k {
		case blankSpace:
			off++
			l.space = true
			continue
		case blankNewline:
			if stopAtNewline {
				l.off = off
				return
			}
			off++
			l.atLineStart = true
			l.space = false
			continue
		}
		// A '/': a comment, or the token.
		if off+1 >= len(s) {
			break
		}
		switch s[off+1] {
		case '/':
			end := indexByteFrom(s, off+2, '\n')
			if end < 0 {
				end = len(s)
			}
			off = end
			l.space = true
			continue
		case '*':
			end := indexFrom(s, off+2, "*/")
			if end < 0 {
				l.emit(off, diag.ErrCommentUnclosed)
				l.off = len(s)
				return
			}
			off = end + 2
			l.space = true
			continue
		}
		break
	}
	l.off = off
}

// blankClass sorts the bytes skipBlank meets.
var blankClass = func() (t [256]uint8) {
	for _, c := range []byte{' ', '\t', '\v', '\f', '\r'} {
		t[c] = blankSpace
	}
	t['\n'] = blankNewline
	t['/'] = blankSlash
	return t
}()

const (
	notBlank = iota
	blankSpace
	blankNewline
	blankSlash // a comment, or a token
)

// Next returns the next token, or a token.EOF at the end of the file.
func (l *Lexer) Next() token.Token {
	// The common case of a prepared file, inline: the lexer stands where
	// the token it took last ends, and the next one is plain (nextPrepared
	// does the rest).
	if k := l.preK; k < len(l.pre) && l.preOrig == nil {
		pt := &l.pre[k]
		lead := l.preStart
		if k > 0 {
			lead = int(l.pre[k-1].end())
		}
		if l.off == lead && pt.bits&(preBad|preDigraph) == 0 {
			var fl token.Flags
			if pt.bits&preNL != 0 {
				fl = token.StartOfLine
				if pt.bits&preSpaceAfterNL != 0 {
					fl |= token.LeadingSpace
				}
			} else {
				if l.atLineStart {
					fl = token.StartOfLine
				}
				if l.space || int32(l.off) < pt.start {
					fl |= token.LeadingSpace
				}
			}
			end := pt.end()
			l.atLineStart, l.space = false, false
			l.off, l.preK = int(end), k+1
			return token.Token{Kind: pt.kind, Flags: fl, Pos: source.Pos(l.preBase + int(pt.start)), Text: l.s[pt.start:end]}
		}
	}
	if l.pre != nil {
		if t, ok := l.nextPrepared(); ok {
			return t
		}
	}
	l.skipBlank(false)
	return l.scan()
}

// NextInLine returns the next token on the current line, or a token.EOF when
// the line (or the file) ends; the newline itself is left unread.
func (l *Lexer) NextInLine() token.Token {
	if l.pre != nil {
		if t, ok := l.nextInLinePrepared(); ok {
			return t
		}
	}
	l.skipBlank(true)
	if l.off < len(l.s) && l.s[l.off] == '\n' {
		return token.Token{Kind: token.EOF, Pos: l.pos(l.off)}
	}
	return l.scan()
}

// AtEOF reports whether the whole file has been read.
func (l *Lexer) AtEOF() bool { return l.off >= len(l.s) }

func (l *Lexer) flags() token.Flags {
	var f token.Flags
	if l.atLineStart {
		f |= token.StartOfLine
	}
	if l.space {
		f |= token.LeadingSpace
	}
	l.atLineStart, l.space = false, false
	return f
}

func (l *Lexer) scan() token.Token {
	s := l.s
	start := l.off
	if start >= len(s) {
		return token.Token{Kind: token.EOF, Pos: l.pos(len(s)), Flags: l.flags()}
	}
	fl := l.flags()
	c := s[start]
	mk := func(k token.Kind, end int) token.Token {
		l.off = end
		return token.Token{Kind: k, Flags: fl, Pos: l.pos(start), Text: s[start:end]}
	}
	switch {
	case isIdentStart(c):
		// Encoding prefixes of character and string literals (u8, u, U, L,
		// each optionally followed by R, or R alone).
		if c == 'u' || c == 'U' || c == 'L' || c == 'R' {
			if k, end, ok := l.prefixedLiteral(start); ok {
				return mk(k, end)
			}
		}
		return mk(token.Ident, l.identEnd(start))
	case isDigit(c):
		return mk(token.Number, l.numberEnd(start))
	case c == '.' && start+1 < len(s) && isDigit(s[start+1]):
		return mk(token.Number, l.numberEnd(start))
	case c == '"':
		return mk(token.String, l.quotedEnd(start, start, '"'))
	case c == '\'':
		return mk(token.Char, l.quotedEnd(start, start, '\''))
	case c >= 0x80 || c == '\\':
		if extendedIdentCont(s, start) > 0 {
			return mk(token.Ident, l.identEnd(start))
		}
		if c == '\\' {
			return mk(token.Other, start+1)
		}
		_, n := utf8.DecodeRuneInString(s[start:])
		return mk(token.Other, start+max(n, 1))
	}
	if k, n, digraph := punct(s, start); n > 0 {
		t := mk(k, start+n)
		if digraph {
			t.Flags |= token.Digraph
		}
		return t
	}
	_, n := utf8.DecodeRuneInString(s[start:])
	if n < 1 {
		n = 1
	}
	return mk(token.Other, start+n)
}

func (l *Lexer) identEnd(i int) int {
	s := l.s
	for {
		// Plain identifier characters, four at a time while four remain
		// (identifiers are a .ii's longest tokens).
		for i+4 <= len(s) {
			w := s[i : i+4]
			if !isIdentCont(w[0]) {
				break
			}
			if !isIdentCont(w[1]) {
				i++
				break
			}
			if !isIdentCont(w[2]) {
				i += 2
				break
			}
			if !isIdentCont(w[3]) {
				i += 3
				break
			}
			i += 4
		}
		for i < len(s) && isIdentCont(s[i]) {
			i++
		}
		if i >= len(s) {
			return i
		}
		if c := s[i]; c < 0x80 && c != '\\' {
			return i
		}
		n := extendedIdentCont(s, i)
		if n == 0 {
			return i
		}
		i += n
	}
}

// extendedIdentCont returns the length of the identifier character at
// s[i] (a byte >= 0x80 or a backslash) written in UTF-8 or as a UCN, or 0
// when none starts there.
func extendedIdentCont(s string, i int) int {
	var r rune
	var n int
	if s[i] == '\\' {
		if r, n = ucnAt(s, i); n == 0 {
			return 0
		}
	} else if r, n = utf8.DecodeRuneInString(s[i:]); r == utf8.RuneError {
		return 0
	}
	if !isIdentRune(r) {
		return 0
	}
	return n
}

// numberEnd scans a pp-number: digits, identifier characters, digit
// separators, exponent signs and dots.
func (l *Lexer) numberEnd(i int) int {
	s := l.s
	i++
	for i < len(s) {
		c := s[i]
		switch {
		case isIdentCont(c) || c == '.':
			if (c == 'e' || c == 'E' || c == 'p' || c == 'P') && i+1 < len(s) && (s[i+1] == '+' || s[i+1] == '-') {
				i += 2
				continue
			}
			i++
		case c == '\'' && i+1 < len(s) && (isIdentCont(s[i+1])):
			i += 2
		case c >= 0x80 || c == '\\':
			n := extendedIdentCont(s, i)
			if n == 0 {
				return i
			}
			i += n
		default:
			return i
		}
	}
	return i
}

// prefixedLiteral recognizes u8"…", u'…', U"…", L'…' and the raw forms R"…",
// u8R"…", uR"…", UR"…", LR"…" starting at i.
func (l *Lexer) prefixedLiteral(i int) (token.Kind, int, bool) {
	s := l.s
	j := i
	switch s[j] {
	case 'u':
		j++
		if j < len(s) && s[j] == '8' {
			j++
		}
	case 'U', 'L':
		j++
	}
	raw := false
	if j < len(s) && s[j] == 'R' {
		raw = true
		j++
	}
	if j >= len(s) || (j == i) {
		return 0, 0, false
	}
	switch s[j] {
	case '"':
		if raw {
			return token.String, l.rawEnd(i, j), true
		}
		return token.String, l.quotedEnd(i, j, '"'), true
	case '\'':
		if raw {
			return 0, 0, false
		}
		return token.Char, l.quotedEnd(i, j, '\''), true
	}
	return 0, 0, false
}

// quotedEnd scans a character or string literal whose opening quote is at q
// (the token starts at start) and any ud-suffix after it.
func (l *Lexer) quotedEnd(start, q int, quote byte) int {
	s := l.s
	i := q + 1
	for i < len(s) {
		c := s[i]
		switch c {
		case '\\':
			i += 2
			continue
		case '\n':
			return l.unterminated(start, i, quote)
		case quote:
			return l.suffixEnd(i + 1)
		}
		i++
	}
	return l.unterminated(start, len(s), quote)
}

func (l *Lexer) unterminated(start, end int, quote byte) int {
	if end > len(l.s) {
		end = len(l.s)
	}
	l.emit(start, diag.ErrMissingQuote)
	return end
}

// rawEnd scans a raw string literal R"delim( … )delim" whose quote is at q.
func (l *Lexer) rawEnd(start, q int) int {
	s := l.s
	if l.splices != nil {
		// Line splices inside a raw string are reverted ([lex.pptoken]/3): the
		// literal is scanned in the original text instead.
		return l.rawEndOriginal(start, q)
	}
	open := q + 1
	i := open
	for i < len(s) && s[i] != '(' {
		if c := s[i]; c == ' ' || c == ')' || c == '\\' || c == '\t' || c == '\v' || c == '\f' || c == '\n' || i-open >= 16 {
			l.errorf(start, "invalid character in raw string delimiter")
			return l.quotedEnd(start, q, '"')
		}
		i++
	}
	if i >= len(s) {
		l.errorf(start, "unterminated raw string")
		return len(s)
	}
	delim := s[open:i]
	closing := ")" + delim + "\""
	end := indexFrom(s, i+1, closing)
	if end < 0 {
		l.errorf(start, "unterminated raw string")
		return len(s)
	}
	return l.suffixEnd(end + len(closing))
}

// rawEndOriginal handles a raw string in a file with line splices: it finds the
// literal's end in the original text and maps it back.
func (l *Lexer) rawEndOriginal(start, q int) int {
	oq := l.splices.orig(q)
	o := l.orig
	open := oq + 1
	i := open
	for i < len(o) && o[i] != '(' {
		if c := o[i]; c == ' ' || c == ')' || c == '\\' || c == '\n' || i-open >= 16 {
			l.errorf(start, "invalid character in raw string delimiter")
			return l.quotedEnd(start, q, '"')
		}
		i++
	}
	closing := ")" + o[open:i] + "\""
	end := indexFrom(o, i+1, closing)
	if end < 0 {
		l.errorf(start, "unterminated raw string")
		return len(l.s)
	}
	oend := end + len(closing)
	// Find the cleaned offset whose original offset is oend.
	c := q
	for c < len(l.s) && l.splices.orig(c) < oend {
		c++
	}
	return l.suffixEnd(c)
}

// suffixEnd scans an optional ud-suffix at i.
func (l *Lexer) suffixEnd(i int) int {
	if i < len(l.s) && (isIdentStart(l.s[i]) || l.s[i] >= 0x80) {
		if e := l.identEnd(i); e > i {
			return e
		}
	}
	return i
}

// RestOfLine returns the raw text from the current position to the end of the
// line (comments removed are not: used for #error and #warning), and moves to
// the newline.
func (l *Lexer) RestOfLine() string {
	l.skipBlank(true)
	start := l.off
	end := indexByteFrom(l.s, start, '\n')
	if end < 0 {
		end = len(l.s)
	}
	l.off = end
	text := l.s[start:end]
	for len(text) > 0 && (text[len(text)-1] == ' ' || text[len(text)-1] == '\t' || text[len(text)-1] == '\r') {
		text = text[:len(text)-1]
	}
	return text
}

// HeaderName lexes a <…> header name at the current position of a directive
// line. It reports false, consuming nothing, when the line does not continue
// with '<'.
func (l *Lexer) HeaderName() (token.Token, bool) {
	l.skipBlank(true)
	s := l.s
	if l.off >= len(s) || s[l.off] != '<' {
		return token.Token{}, false
	}
	end := l.off + 1
	for end < len(s) && s[end] != '>' && s[end] != '\n' {
		end++
	}
	if end >= len(s) || s[end] != '>' {
		return token.Token{}, false
	}
	start := l.off
	fl := l.flags()
	l.off = end + 1
	return token.Token{Kind: token.HeaderName, Flags: fl, Pos: l.pos(start), Text: s[start : end+1]}, true
}

// SkipLine moves to the end of the current line (to the newline, unread).
func (l *Lexer) SkipLine() {
	for {
		l.skipBlank(true)
		if l.off >= len(l.s) || l.s[l.off] == '\n' {
			return
		}
		c := l.s[l.off]
		if c == '"' || c == '\'' {
			// Skipped text need not be well formed: take quotes up to the line end.
			end := l.off + 1
			for end < len(l.s) && l.s[end] != c && l.s[end] != '\n' {
				if l.s[end] == '\\' {
					end++
				}
				end++
			}
			if end < len(l.s) && l.s[end] == c {
				end++
			}
			if end > len(l.s) {
				end = len(l.s)
			}
			l.off = end
			continue
		}
		if c == '/' && l.off+1 < len(l.s) && (l.s[l.off+1] == '/' || l.s[l.off+1] == '*') {
			continue
		}
		l.off++
	}
}

// SkipToDirective skips the lines of a group excluded by #if, up to the next
// line whose first token is '#' (or %:). It leaves the lexer before that '#'
// and reports false at the end of the file.
func (l *Lexer) SkipToDirective() bool {
	if l.pre != nil {
		if found, done := l.skipPrepared(); done {
			return found
		}
	}
	s := l.s
	for {
		// At a line start: skip blanks and comments on this line.
		l.atLineStart = true
		l.skipBlank(true)
		if l.off >= len(s) {
			return false
		}
		c := s[l.off]
		if c == '#' || (c == '%' && l.off+1 < len(s) && s[l.off+1] == ':') {
			if l.atLineStart {
				return true
			}
		}
		l.SkipLine()
		if l.off < len(s) {
			l.off++ // the newline
		}
	}
}

// ucnAt decodes a universal character name \uXXXX or \UXXXXXXXX at i.
func ucnAt(s string, i int) (rune, int) {
	if i+1 >= len(s) || s[i] != '\\' {
		return 0, 0
	}
	n := 0
	switch s[i+1] {
	case 'u':
		n = 4
	case 'U':
		n = 8
	default:
		return 0, 0
	}
	if i+2+n > len(s) {
		return 0, 0
	}
	var r rune
	for _, c := range []byte(s[i+2 : i+2+n]) {
		d := hexVal(c)
		if d < 0 {
			return 0, 0
		}
		r = r<<4 | rune(d)
	}
	return r, 2 + n
}

func hexVal(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// Character classes, looked up in one table.
const (
	classIdentStart = 1 << iota // letters, '_', '$' (gcc accepts '$')
	classDigit
)

var charClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= classIdentStart
		t[c-'a'+'A'] |= classIdentStart
	}
	t['_'] |= classIdentStart
	t['$'] |= classIdentStart
	for c := '0'; c <= '9'; c++ {
		t[c] |= classDigit
	}
	return t
}()

func isIdentStart(c byte) bool { return charClass[c]&classIdentStart != 0 }

func isIdentCont(c byte) bool { return charClass[c]&(classIdentStart|classDigit) != 0 }

// isIdentRune reports whether a non-ASCII code point may appear in an
// identifier (C++23's XID_Continue, approximated by Unicode letters, marks and
// digits, as gcc accepts in practice).
func isIdentRune(r rune) bool {
	if r < 0x80 {
		return isIdentCont(byte(r))
	}
	if r >= 0xD800 && r <= 0xDFFF || r > 0x10FFFF {
		return false
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) ||
		unicode.Is(unicode.Pc, r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r) ||
		unicode.Is(unicode.Other_ID_Continue, r) || r >= 0x10000 && r <= 0xEFFFF
}

func indexByteFrom(s string, from int, c byte) int {
	if from >= len(s) {
		return -1
	}
	i := strings.IndexByte(s[from:], c)
	if i < 0 {
		return -1
	}
	return from + i
}

// Unread pushes back the token just read by NextInLine or Next, so that the
// next call returns it again. Only one token may be pushed back, and only the
// last one read.
func (l *Lexer) Unread(t token.Token) {
	l.off = l.cleanOffsetOf(t)
	l.space = t.Flags&token.LeadingSpace != 0
	l.atLineStart = t.Flags&token.StartOfLine != 0
}

// cleanOffsetOf returns the cleaned-text offset where t starts.
func (l *Lexer) cleanOffsetOf(t token.Token) int {
	orig := l.file.Offset(t.Pos)
	if l.splices == nil {
		return orig
	}
	for c := orig; c >= 0; c-- {
		if l.splices.orig(c) == orig {
			return c
		}
	}
	return orig
}

// ScanOne lexes s as a single token, as the preprocessor must when ## pastes
// two spellings. It reports the kind and whether s is exactly one valid token
// (no comment, no blank, nothing left over).
func ScanOne(s string) (token.Kind, bool) {
	if s == "" {
		return token.EOF, false
	}
	l := &Lexer{s: s, orig: s, rep: discard{}}
	if s[0] == ' ' || s[0] == '\t' || s[0] == '\n' || s[0] == '/' && len(s) > 1 && (s[1] == '/' || s[1] == '*') {
		return token.EOF, false
	}
	t := l.scan()
	return t.Kind, l.off == len(s) && !l.failed
}

type discard struct{}

func (discard) Report(diag.Diagnostic) {}

// FirstLen returns the length of the first token of s (0 if s starts with
// blank or a comment).
func FirstLen(s string) int {
	if s == "" {
		return 0
	}
	l := &Lexer{s: s, orig: s, rep: discard{}}
	t := l.scan()
	if t.Kind == token.EOF {
		return 0
	}
	return l.off
}
