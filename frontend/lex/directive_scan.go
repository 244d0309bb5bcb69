package lex

import (
	"strings"
	"unsafe"

	"github.com/cufe-dev/cufe/frontend/token"
)

// ScanDirectives calls fn for each line of src that looks like a directive
// (its first non-blank character is '#' or "%:"), in order, without lexing
// the rest of the text: the prefetcher walks the includes of a header with
// it long before the header is lexed, so it must cost little more than
// finding the line ends. It is a guess, good for reading ahead and nothing
// else: a block comment opening a line is skipped, but one that starts
// after code, and raw strings, are not seen, so a '#' line inside them is
// taken for a directive. d and its Toks are reused from call to call.
func ScanDirectives(src []byte, fn func(d *DirectiveLine)) {
	s := unsafe.String(unsafe.SliceData(src), len(src))
	var d DirectiveLine
	var l Lexer // one for every line: each would cost an allocation
	i := 0
	if strings.HasPrefix(s, "\xef\xbb\xbf") {
		i = 3
	}
	for i < len(s) {
		// At the start of a line (or just after a comment that opened it).
		j := i
		for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r' || s[j] == '\v' || s[j] == '\f') {
			j++
		}
		if j+1 < len(s) && s[j] == '/' && s[j+1] == '*' {
			e := strings.Index(s[j+2:], "*/")
			if e < 0 {
				return
			}
			i = j + 2 + e + 2
			continue
		}
		if j < len(s) && (s[j] == '#' || s[j] == '%' && j+1 < len(s) && s[j+1] == ':') {
			end := directiveEnd(s, j)
			if scanDirectiveLine(&l, s[j:end], &d) {
				fn(&d)
			}
			i = end + 1
			continue
		}
		e := strings.IndexByte(s[j:], '\n')
		if e < 0 {
			return
		}
		i = j + e + 1
	}
}

// directiveEnd returns the offset of the newline that ends the directive
// starting at j (line splices continue it), or len(s).
func directiveEnd(s string, j int) int {
	for {
		e := strings.IndexByte(s[j:], '\n')
		if e < 0 {
			return len(s)
		}
		end := j + e
		k := end
		for k > j && (s[k-1] == '\r' || s[k-1] == ' ' || s[k-1] == '\t') {
			k--
		}
		if k == j || s[k-1] != '\\' {
			return end
		}
		j = end + 1
	}
}

// scanLimit is how many tokens after a directive's name ScanDirectives
// lexes: a condition's all, a macro's name and the first two of what
// follows (a function-like macro, or a one-token body?), an include's or
// an #undef's first; nothing else of a directive matters to a read-ahead.
func scanLimit(name string) int {
	switch name {
	case "if", "elif":
		return -1
	case "define":
		return 3
	case "ifdef", "ifndef", "elifdef", "elifndef", "undef", "include", "include_next", "import":
		return 1
	}
	return 0
}

// scanDirectiveLine fills d from line, a directive's text from its '#',
// lexing it with l. It reports false for the null directive and for lines
// that are no directive (a '#' followed by something else than a name).
func scanDirectiveLine(l *Lexer, line string, d *DirectiveLine) bool {
	if hasSplice(line) {
		line, _, _ = removeSplices(line)
	}
	*l = Lexer{s: line, orig: line, rep: discard{}}
	if hash := l.NextInLine(); hash.Kind != token.Hash {
		return false
	}
	name := l.NextInLine()
	if name.Kind != token.Ident {
		return false
	}
	d.Name = name.Text
	d.Toks = d.Toks[:0]
	d.Header = ""
	d.More = false
	limit := scanLimit(d.Name)
	for t := l.NextInLine(); t.Kind != token.EOF; t = l.NextInLine() {
		if len(d.Toks) == limit {
			d.More = true
			break
		}
		d.Toks = append(d.Toks, token.Token{Kind: t.Kind, Flags: t.Flags & token.LeadingSpace, Text: t.Text})
	}
	if len(d.Toks) > 0 && d.Toks[0].Kind == token.Less {
		open := int(uintptr(unsafe.Pointer(unsafe.StringData(d.Toks[0].Text))) - uintptr(unsafe.Pointer(unsafe.StringData(line))))
		if e := strings.IndexAny(line[open+1:], ">\n"); e >= 0 && line[open+1+e] == '>' {
			d.Header = line[open+1 : open+1+e]
		}
	}
	return true
}
