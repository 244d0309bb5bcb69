package lex

import (
	"sort"
	"strings"
	"unsafe"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Prepared is a file's text lexed ahead of use, on any goroutine: line
// splices removed and every token found as Next would find it reading the
// file from the top. A Lexer made with NewPrepared answers Next from it
// whenever its position lies where a prepared token's lead-in begins, and
// lexes for itself otherwise (directive lines, skipped groups, header
// names), so its tokens are the same either way. A Prepared is immutable:
// any number of lexers, on any goroutines, may share it.
type Prepared struct {
	src     []byte
	s       string // text with line splices removed
	splices *spliceMap
	spaced  []int // original offsets of splices separated by blanks (warned about)
	start   int   // 3 after a byte order mark, else 0
	toks    []preToken
	// origStarts holds the tokens' offsets in the original text when line
	// splices were removed (mapping them is a search per token).
	origStarts []int32
}

// preToken is one token of a Prepared, in 8 bytes: a header has about a
// token per 8 bytes of text, and all of them are written to fresh memory
// (its first touch, a page fault per 4 KiB, costs more than lexing). Its
// lead-in is the blank text (white space and comments) from the end of the
// previous token to its start; whether a newline is in it is a bit, where
// the first one is (where a directive line ends) is looked up when needed
// (firstNL).
type preToken struct {
	start int32
	n     uint16 // length (a file with a longer token is not prepared)
	kind  token.Kind
	bits  uint8
}

// end is the offset just past the token.
func (t *preToken) end() int32 { return t.start + int32(t.n) }

// nl reports whether the token's lead-in holds a newline outside comments:
// the token starts a line.
func (t *preToken) nl() bool { return t.bits&preNL != 0 }

// firstNL returns the offset of the first newline outside comments in the
// lead-in of prepared token k, or -1.
func (l *Lexer) firstNL(k int) int32 {
	if !l.pre[k].nl() {
		return -1
	}
	i := l.preStart
	if k > 0 {
		i = int(l.pre[k-1].end())
	}
	return leadInNL(l.s, i)
}

// leadInNL returns the offset of the first newline outside comments from i
// on, in a lead-in known to hold one.
func leadInNL(s string, i int) int32 {
	for {
		switch s[i] {
		case '\n':
			return int32(i)
		case '/':
			if s[i+1] == '*' {
				i += 2 + strings.Index(s[i+2:], "*/") + 2
				continue
			}
			return int32(i + strings.IndexByte(s[i:], '\n')) // a line comment ends at it
		}
		i++
	}
}

const (
	preSpaceAfterNL uint8 = 1 << iota // blank text between the lead-in's last newline and the token
	preDigraph                        // the token is spelled as a digraph
	preBad                            // lexing it reported a problem: lex it again to report it
	preBlank                          // its lead-in holds more than newlines
	preSkipSlow                       // SkipLine sees its line otherwise (see skipSlow)
	preNL                             // the lead-in holds a newline outside comments
)

// Prepare lexes src (which must not change afterwards) ahead of use. It
// reports nothing: a token that has a problem is marked for the lexer that
// meets it to lex again and report.
func Prepare(src []byte) *Prepared {
	return prepare(src, func(n int) []preToken { return make([]preToken, 0, n) })
}

// prepare is Prepare with the token storage (for at least n tokens) from
// alloc.
func prepare(src []byte, alloc func(n int) []preToken) *Prepared {
	orig := unsafe.String(unsafe.SliceData(src), len(src))
	pr := &Prepared{src: src, s: orig}
	if hasSplice(orig) {
		pr.s, pr.splices, pr.spaced = removeSplices(orig)
	}
	l := &Lexer{s: pr.s, orig: orig, splices: pr.splices, rep: discard{}}
	if len(l.s) >= 3 && l.s[:3] == "\xef\xbb\xbf" {
		l.off = 3
	}
	pr.start = l.off
	if len(pr.s) > 1<<31-1 {
		return pr // offsets would not fit; lex as usual
	}
	// Headers hold a token per 8 bytes or so, comments included; denser
	// ones should not grow the slice (copying it touches twice the memory),
	// and capacity never written costs nothing.
	toks, ok := l.scanPrepared(alloc(len(pr.s)/4 + 16))
	if !ok {
		return pr // a token too long to record: lex as usual
	}
	pr.toks = toks
	if pr.splices != nil {
		pr.origStarts = make([]int32, len(toks))
		for i := range toks {
			pr.origStarts[i] = int32(pr.splices.orig(int(toks[i].start)))
		}
	}
	return pr
}

// Src returns the text the Prepared was made from.
func (pr *Prepared) Src() []byte { return pr.src }

// NewPrepared returns a lexer for f, whose Src must be pr's text, taking
// its tokens from pr where it can. Problems are reported to r.
func NewPrepared(f *source.File, pr *Prepared, r diag.Reporter) *Lexer {
	orig := unsafe.String(unsafe.SliceData(f.Src), len(f.Src))
	l := &Lexer{file: f, rep: r, s: pr.s, orig: orig, splices: pr.splices, atLineStart: true, off: pr.start, pre: pr.toks, preOrig: pr.origStarts, preStart: pr.start, preBase: f.Base}
	for _, off := range pr.spaced {
		r.Report(diag.Diagnostic{Severity: diag.Warning, ID: diag.ErrLex, Pos: f.Pos(off),
			Msg: "backslash and newline separated by space"})
	}
	return l
}

// nextPrepared returns the prepared token that Next would lex at the
// current position, if there is one.
func (l *Lexer) nextPrepared() (token.Token, bool) {
	toks := l.pre
	off := int32(l.off)
	// Mostly the lexer stands where the token it took last ends, the cursor
	// on the next: then the cursor needs no search.
	k := l.preK
	leadIn := int32(l.preStart)
	if k > 0 && k <= len(toks) {
		leadIn = toks[k-1].end()
	}
	if off != leadIn || k >= len(toks) {
		if k = l.preCursor(); k >= len(toks) {
			return token.Token{}, false
		}
		leadIn = int32(l.preStart)
		if k > 0 {
			leadIn = toks[k-1].end()
		}
		if off != leadIn && off != l.firstNL(k) {
			return token.Token{}, false
		}
	}
	pt := &toks[k]
	if pt.bits&preBad != 0 {
		return token.Token{}, false
	}
	var fl token.Flags
	switch {
	case pt.nl():
		fl = token.StartOfLine
		if pt.bits&preSpaceAfterNL != 0 {
			fl |= token.LeadingSpace
		}
	default:
		if l.atLineStart {
			fl = token.StartOfLine
		}
		if l.space || off < pt.start {
			fl |= token.LeadingSpace
		}
	}
	return l.takePrepared(k, fl), true
}

// DirectiveLine is one directive line of a Prepared text, as far as the
// lexer knows it: its name and the tokens after it (Kind, Text, and
// LeadingSpace when blank text precedes one).
type DirectiveLine struct {
	Name string
	Toks []token.Token
	// Header is the operand of an include-like directive spelled <name>,
	// which the tokens do not show as one.
	Header string
	// More is set when Toks stops short of the line's end: ScanDirectives
	// lexes only what the prefetcher looks at (see scanLimit).
	More bool
}

// EachDirective calls fn for each directive line of the text, in order,
// wherever it is: the prefetcher reads ahead what the preprocessor will
// probably include, guessing which #if groups will be skipped. d and its
// Toks are reused from call to call.
func (pr *Prepared) EachDirective(fn func(d *DirectiveLine)) {
	toks, s := pr.toks, pr.s
	var d DirectiveLine
	for k := 0; k < len(toks); k++ {
		t := &toks[k]
		if t.kind != token.Hash || !t.nl() && k > 0 {
			continue
		}
		if k+1 >= len(toks) || toks[k+1].nl() || toks[k+1].kind != token.Ident {
			continue // the null directive, a line marker, or not a directive
		}
		d.Name = s[toks[k+1].start:toks[k+1].end()]
		d.Toks = d.Toks[:0]
		d.Header = ""
		d.More = false
		j := k + 2
		for ; j < len(toks) && !toks[j].nl(); j++ {
			var fl token.Flags
			if toks[j].start > toks[j-1].end() {
				fl = token.LeadingSpace
			}
			d.Toks = append(d.Toks, token.Token{Kind: toks[j].kind, Flags: fl, Text: s[toks[j].start:toks[j].end()]})
		}
		if len(d.Toks) > 0 && d.Toks[0].Kind == token.Less {
			open := int(toks[k+2].start)
			end := open + 1
			for end < len(s) && s[end] != '>' && s[end] != '\n' {
				end++
			}
			if end < len(s) && s[end] == '>' {
				d.Header = s[open+1 : end]
			}
		}
		fn(&d)
		k = j - 1
	}
}

// preCursor returns the index of the first prepared token at or after the
// lexer's position, and keeps it as the cursor.
func (l *Lexer) preCursor() int {
	toks := l.pre
	k := l.preK
	off := int32(l.off)
	// The cursor moves forwards with the lexer; after an Unread it may have
	// to move back.
	if k > 0 && k <= len(toks) && toks[k-1].end() > off {
		k = sort.Search(k, func(i int) bool { return toks[i].start >= off })
	}
	for k < len(toks) && toks[k].start < off {
		k++
	}
	l.preK = k
	return k
}

// skipPrepared is SkipToDirective over prepared tokens: from the newline
// that ends a directive line, on to the next line that starts with '#'.
// It reports done=false when SkipToDirective must go on by itself (from
// the start of a line, where the two agree): the lexer is elsewhere, a
// line holds a token that spans lines or had a problem, or no directive
// follows (the slow path then reports an unclosed comment at the end).
func (l *Lexer) skipPrepared() (found, done bool) {
	toks := l.pre
	k := l.preCursor()
	if k >= len(toks) || l.firstNL(k) != int32(l.off) {
		return false, false
	}
	// SkipToDirective notes blank text wherever it skips some.
	space := l.space || strings.Trim(l.s[l.off:toks[k].start], "\n") != ""
	lineTok := k // the token whose lead-in holds the newline before the current line
	for j := k; j < len(toks); j++ {
		t := &toks[j]
		if j > k {
			if t.nl() {
				lineTok = j
			}
			space = space || t.bits&preBlank != 0
		}
		if t.bits&(preBad|preSkipSlow) != 0 {
			l.off, l.space = int(l.firstNL(lineTok)), space
			return false, false
		}
		if t.kind == token.Hash && (j == k || t.nl()) {
			l.off, l.preK = int(t.start), j
			l.atLineStart, l.space = true, space
			return true, true
		}
	}
	l.off, l.space = int(l.firstNL(lineTok)), space
	return false, false
}

// skipSlow reports whether SkipLine, which takes quotes from a quote
// character to the next or to the line end, may see the token's line
// otherwise than the lexer does: a raw string (its delimiters and
// newlines), a pp-number with digit separators (taken for a quote).
func skipSlow(k token.Kind, text string) bool {
	switch k {
	case token.String:
		q := strings.IndexByte(text, '"')
		return q > 0 && text[q-1] == 'R' || strings.IndexByte(text, '\n') >= 0
	case token.Number:
		return strings.IndexByte(text, '\'') >= 0
	}
	return false
}

// nextInLinePrepared is NextInLine over prepared tokens, when the lexer
// stands at the end of a token: the next token if it is on the same line,
// else the end of the line at its first newline.
func (l *Lexer) nextInLinePrepared() (token.Token, bool) {
	toks := l.pre
	off := int32(l.off)
	k := l.preCursor()
	if k >= len(toks) || k == 0 && off != int32(l.preStart) || k > 0 && toks[k-1].end() != off {
		return token.Token{}, false
	}
	pt := &toks[k]
	if pt.nl() {
		// The line ends first: stop at its newline, having skipped the blank
		// text before it.
		nl := l.firstNL(k)
		if nl > off {
			l.space = true
		}
		l.off = int(nl)
		return token.Token{Kind: token.EOF, Pos: l.pos(l.off)}, true
	}
	if pt.bits&preBad != 0 {
		return token.Token{}, false
	}
	var fl token.Flags
	if l.atLineStart {
		fl = token.StartOfLine
	}
	if l.space || off < pt.start {
		fl |= token.LeadingSpace
	}
	return l.takePrepared(k, fl), true
}

// takePrepared returns prepared token k with flags fl (the digraph flag
// added) and moves the lexer past it.
func (l *Lexer) takePrepared(k int, fl token.Flags) token.Token {
	pt := &l.pre[k]
	if pt.bits&preDigraph != 0 {
		fl |= token.Digraph
	}
	l.atLineStart, l.space = false, false
	l.off = int(pt.end())
	l.preK = k + 1
	orig := int(pt.start)
	if l.preOrig != nil {
		orig = int(l.preOrig[k])
	}
	return token.Token{Kind: pt.kind, Flags: fl, Pos: l.file.Pos(orig), Text: l.s[pt.start:pt.end()]}
}
