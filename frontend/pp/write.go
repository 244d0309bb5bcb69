package pp

import (
	"bytes"
	"io"
	"strconv"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// WriteOptions control how a preprocessed TU is printed.
type WriteOptions struct {
	NoLineMarkers bool // -P
	// OnFault, set when the texts printed may be mapped files
	// (Options.OnFault), is called on a memory fault while a PipedPrinter
	// prints; it must not return.
	OnFault func(error)
}

// Write prints res the way `g++ -E` does: tokens on their source lines, line
// markers (`# N "file" flags`) where the file changes or lines jump, and a
// space wherever two tokens would otherwise run together.
func Write(w io.Writer, res *Result, o WriteOptions) error {
	pw := NewPrinter(w, res.Files, o)
	if res.Main != nil {
		pw.Begin(res.Main)
	}
	for _, t := range res.Tokens {
		pw.Token(t)
	}
	return pw.Close()
}

// Printer prints a token stream as it is produced (see Preprocessor.Stream).
type Printer struct{ p printer }

// NewPrinter returns a Printer writing to w; files is the TU's file set.
func NewPrinter(w io.Writer, files *source.FileSet, o WriteOptions) *Printer {
	return &Printer{p: printer{w: newOutBuf(w), files: files, o: o}}
}

// Begin prints the opening line marker for the main file, as g++ -E starts
// its output.
func (pr *Printer) Begin(main *source.File) {
	if pr.p.o.NoLineMarkers || pr.p.n > 0 {
		return
	}
	pr.p.marker(main.Name, 1, "")
	pr.p.cur, pr.p.curName, pr.p.curLine = main, main.Name, 1
}

// Token prints the next token.
func (pr *Printer) Token(t token.Token) {
	pr.p.token(t, pr.p.n)
	pr.p.prev = t
	pr.p.n++
}

// Close ends the output and flushes it.
func (pr *Printer) Close() error {
	pr.p.w.putByte('\n')
	return pr.p.w.flush()
}

type printer struct {
	w       *outBuf
	files   *source.FileSet
	o       WriteOptions
	n       int // tokens printed
	cur     *source.File
	curName string
	curLine int
	prev    token.Token
	stack   []*source.File // files entered, for the 1/2 marker flags

	quotes     map[string]string            // file names quoted for line markers
	cursors    map[*source.File]*lineCursor // incremental line tracking (see position)
	cursor     *lineCursor                  // the last one used, and its file
	cursorFile *source.File
}

func (p *printer) marker(name string, line int, flags string) {
	if p.curLine != 0 || p.cur != nil {
		p.w.putByte('\n')
	}
	p.w.putString("# ")
	p.w.putString(strconv.Itoa(line))
	p.w.putString(" ")
	p.w.putString(p.quoted(name))
	p.w.putString(flags)
	p.w.putByte('\n')
}

func (p *printer) token(t token.Token, i int) {
	if t.Flags&token.StartOfLine != 0 || i == 0 {
		p.newLine(t)
	} else if t.Flags&token.LeadingSpace != 0 || needSpace(p.prev, t) {
		p.w.putByte(' ')
	}
	p.w.putString(t.Text)
	p.w.spill()
}

// newLine moves the output to t's line.
func (p *printer) newLine(t token.Token) {
	f := p.cur
	if f == nil || int(t.Pos) < f.Base || int(t.Pos) > f.Base+len(f.Src) {
		f = p.files.File(t.Pos)
	}
	if f == nil {
		p.w.putByte('\n')
		return
	}
	pos := p.position(f, f.Offset(t.Pos))
	if p.o.NoLineMarkers {
		if p.cur != nil || p.curLine != 0 {
			p.w.putByte('\n')
		}
		p.cur, p.curLine = f, pos.Line
		return
	}
	switch {
	case f != p.cur && pos.Filename != p.curName || p.cur == nil:
		p.marker(pos.Filename, pos.Line, p.flags(f, t.Pos))
	case pos.Line > p.curLine && pos.Line-p.curLine <= 8:
		for n := p.curLine; n < pos.Line; n++ {
			p.w.putByte('\n')
		}
	case pos.Line == p.curLine && p.cur == f:
		// A pragma line ended inside a line: start a fresh line at the same place.
		p.marker(pos.Filename, pos.Line, p.systemFlag(t.Pos))
	default:
		p.marker(pos.Filename, pos.Line, p.systemFlag(t.Pos))
	}
	p.cur, p.curName, p.curLine = f, pos.Filename, pos.Line
	if pos.Column > 1 {
		// Keep the first token's indentation, as gcc does (at most a line's worth).
		n := pos.Column - 1
		if n > 64 {
			n = 64
		}
		for ; n > 0; n-- {
			p.w.putByte(' ')
		}
	}
}

// position resolves offset off of f. Tokens arrive in increasing offsets
// within a file, so the line is counted on from the file's previous token
// instead of searched for; files with line markers take the general path.
func (p *printer) position(f *source.File, off int) source.Position {
	if f.HasLineMarkers() {
		return f.Position(off)
	}
	c := p.cursor
	if p.cursorFile != f {
		c = p.cursors[f]
	}
	if c == nil || off < c.off {
		c = &lineCursor{line: 1}
		if p.cursors == nil {
			p.cursors = map[*source.File]*lineCursor{}
		}
		p.cursors[f] = c
	}
	seg := f.Src[c.off:off]
	if n := bytes.Count(seg, nl); n > 0 {
		c.line += n
		c.start = c.off + bytes.LastIndexByte(seg, '\n') + 1
	}
	c.off = off
	p.cursor, p.cursorFile = c, f
	return source.Position{Filename: f.Name, Line: c.line, Column: off - c.start + 1, Offset: off}
}

// quoted returns name as a line marker spells it, quoting each name once
// (a header's name is written at each return to it).
func (p *printer) quoted(name string) string {
	q, ok := p.quotes[name]
	if !ok {
		if p.quotes == nil {
			p.quotes = map[string]string{}
		}
		q = quoteString(name)
		p.quotes[name] = q
	}
	return q
}

// lineCursor remembers where the printer last was in a file.
type lineCursor struct{ off, line, start int }

var nl = []byte{'\n'}

// flags computes a line marker's flags when the output moves to file f.
func (p *printer) flags(f *source.File, at source.Pos) string {
	s := ""
	entering := false
	if f.IncludedFrom.IsValid() && p.cur != nil && p.files.File(f.IncludedFrom) == p.cur {
		entering = true
	}
	if entering {
		p.stack = append(p.stack, p.cur)
		s = " 1"
	} else {
		for i := len(p.stack) - 1; i >= 0; i-- {
			if p.stack[i] == f {
				p.stack = p.stack[:i]
				s = " 2"
				break
			}
		}
	}
	if p.files.IsSystem(at) {
		s += " 3"
	}
	return s
}

// systemFlag is the flag a line marker within a file keeps, as g++ -E
// writes it: " 3" in a system header, so that a reader of the output
// (cufe's own host translation reads it back) still knows the lines after
// the marker come from one.
func (p *printer) systemFlag(at source.Pos) string {
	if p.files.IsSystem(at) {
		return " 3"
	}
	return ""
}

// needSpace reports whether b printed right after a would lex differently.
func needSpace(a, b token.Token) bool {
	if a.Text == "" || b.Text == "" {
		return false
	}
	ac, bc := a.Text[len(a.Text)-1], b.Text[0]
	switch a.Kind {
	case token.Ident, token.Number:
		if isWordByte(bc) || bc == '\'' || bc == '"' || bc >= 0x80 || bc == '\\' {
			return true
		}
		if a.Kind == token.Number && (bc == '.' || (bc == '+' || bc == '-') && (ac == 'e' || ac == 'E' || ac == 'p' || ac == 'P')) {
			return true
		}
		return false
	case token.String, token.Char:
		return isWordByte(bc) // a ud-suffix would attach
	}
	if !a.Kind.IsPunct() {
		return b.Kind == token.Other || a.Kind == token.Other
	}
	if a.Kind == token.Dot && b.Kind == token.Number {
		return true
	}
	if !b.Kind.IsPunct() {
		return false
	}
	// Punctuators join when the two characters at the junction begin a longer
	// punctuator (or a comment); spacing a few harmless pairs too is fine.
	return joins[pairKey(ac, bc)]
}

func pairKey(a, b byte) uint16 { return uint16(a)<<8 | uint16(b) }

// joins holds the character pairs that may lex as one token.
var joins = func() (t [1 << 16]bool) {
	for _, p := range []string{"++", "--", "->", "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|=", "==", "!=",
		"<=", ">=", "<<", ">>", "&&", "||", "::", "##", "..", ".*", "<:", ":>", "<%", "%>", "%:", "//", "/*",
		">*", "=>", ":%", ">="} {
		t[pairKey(p[0], p[1])] = true
	}
	return t
}()

func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '$'
}
