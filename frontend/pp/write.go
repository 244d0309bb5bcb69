package pp

import (
	"bufio"
	"io"
	"strconv"

	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// WriteOptions control how a preprocessed TU is printed.
type WriteOptions struct {
	NoLineMarkers bool // -P
}

// Write prints res the way `g++ -E` does: tokens on their source lines, line
// markers (`# N "file" flags`) where the file changes or lines jump, and a
// space wherever two tokens would otherwise run together.
func Write(w io.Writer, res *Result, o WriteOptions) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	pw := &printer{w: bw, files: res.Files, o: o}
	if len(res.Closure) > 0 && !o.NoLineMarkers {
		pw.marker(res.Closure[0], 1, "")
	}
	for i, t := range res.Tokens {
		pw.token(t, i)
		pw.prev = t
	}
	bw.WriteByte('\n')
	return bw.Flush()
}

type printer struct {
	w       *bufio.Writer
	files   *source.FileSet
	o       WriteOptions
	cur     *source.File
	curName string
	curLine int
	prev    token.Token
	stack   []*source.File // files entered, for the 1/2 marker flags
}

func (p *printer) marker(name string, line int, flags string) {
	if p.curLine != 0 || p.cur != nil {
		p.w.WriteByte('\n')
	}
	p.w.WriteString("# ")
	p.w.WriteString(strconv.Itoa(line))
	p.w.WriteString(" ")
	p.w.WriteString(quoteString(name))
	p.w.WriteString(flags)
	p.w.WriteByte('\n')
}

func (p *printer) token(t token.Token, i int) {
	if t.Flags&token.StartOfLine != 0 || i == 0 {
		p.newLine(t)
	} else if t.Flags&token.LeadingSpace != 0 || needSpace(p.prev, t) {
		p.w.WriteByte(' ')
	}
	p.w.WriteString(t.Text)
}

// newLine moves the output to t's line.
func (p *printer) newLine(t token.Token) {
	f := p.files.File(t.Pos)
	if f == nil {
		p.w.WriteByte('\n')
		return
	}
	pos := f.Position(f.Offset(t.Pos))
	if p.o.NoLineMarkers {
		if p.cur != nil || p.curLine != 0 {
			p.w.WriteByte('\n')
		}
		p.cur, p.curLine = f, pos.Line
		return
	}
	switch {
	case f != p.cur && pos.Filename != p.curName || p.cur == nil:
		p.marker(pos.Filename, pos.Line, p.flags(f, t.Pos))
	case pos.Line > p.curLine && pos.Line-p.curLine <= 8:
		for n := p.curLine; n < pos.Line; n++ {
			p.w.WriteByte('\n')
		}
	case pos.Line == p.curLine && p.cur == f:
		// A pragma line ended inside a line: start a fresh line at the same place.
		p.marker(pos.Filename, pos.Line, "")
	default:
		p.marker(pos.Filename, pos.Line, "")
	}
	p.cur, p.curName, p.curLine = f, pos.Filename, pos.Line
	if pos.Column > 1 {
		// Keep the first token's indentation, as gcc does (at most a line's worth).
		n := pos.Column - 1
		if n > 64 {
			n = 64
		}
		for ; n > 0; n-- {
			p.w.WriteByte(' ')
		}
	}
}

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
	if ac == '/' && (bc == '/' || bc == '*') {
		return true
	}
	// Does the longest punctuator at the junction reach past a?
	end := len(b.Text)
	if end > 3 {
		end = 3
	}
	k, ok := lex.ScanOne(a.Text + b.Text[:end])
	_ = k
	if ok {
		return true
	}
	k1, _ := lex.ScanOne(a.Text)
	first := lex.FirstLen(a.Text + b.Text[:end])
	return first != len(a.Text) || k1 == token.EOF
}

func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '$'
}
