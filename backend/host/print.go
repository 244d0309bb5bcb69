package host

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// maxLineGap is the largest gap in presumed lines filled with newlines
// rather than a line marker (g++ -E uses 8 as well).
const maxLineGap = 8

// printer writes tokens with line markers, as g++ -E does, so that the
// host compiler reports positions in the original files (and treats system
// headers as such: their markers carry flag 3).
type printer struct {
	files *source.FileSet
	toks  []token.Token
	edits *editSet
	out   []byte

	file     string // presumed file of the current output line
	line     int    // presumed line of the current output line
	synced   bool   // file and line describe the current output line
	bol      bool   // at the beginning of an output line
	inPragma bool   // the current output line is a #pragma from the input
	prev     int    // index of the token printed last, -1 after text
	prevLine int    // the presumed line it was printed on
	done     map[int]bool
	// stop marks the tokens where an edit starts or an insertion goes:
	// the others print as they are, without looking the edits up.
	stop []bool
	// src is the file the tokens were read from when it is one (a .ii):
	// a token that follows the token printed just before it with only
	// white space between them is on a presumed line known without
	// resolving its position.
	src *source.File
	// esc is escapeFilename(escFor), the file name of the last marker.
	escFor, esc string
}

// newPrinter returns a printer of toks whose output starts after head
// bytes of room (for a prologue known only later: see Body).
func newPrinter(files *source.FileSet, toks []token.Token, head int) *printer {
	p := &printer{files: files, toks: toks, bol: true, prev: -1, done: map[int]bool{}}
	size := 0
	if len(toks) > 0 {
		if f := files.File(toks[0].Pos); f != nil && files.File(toks[len(toks)-1].Pos) == f {
			p.src = f
			size = len(f.Src) + len(f.Src)/8
		}
	}
	if size > 0 || head > 0 {
		p.out = make([]byte, head, head+size)
	}
	return p
}

func (p *printer) bytes() []byte { return p.out }

// emit prints the whole token stream with the edits applied.
func (p *printer) emit(edits *editSet) error {
	if err := edits.validate(); err != nil {
		return err
	}
	p.setup(edits)
	p.emitRange(0, len(p.toks))
	return nil
}

// setup readies p to print with edits (validated).
func (p *printer) setup(edits *editSet) {
	p.edits = edits
	p.stop = make([]bool, len(p.toks)+1)
	for i := range edits.before {
		p.stop[i] = true
	}
	for i := range edits.byStart {
		p.stop[i] = true
	}
}

// emitRange prints tokens [lo, hi), applying the edits that lie inside.
func (p *printer) emitRange(lo, hi int) {
	for i := lo; i < hi; {
		if !p.stop[i] {
			j := i + 1
			for j < hi && !p.stop[j] {
				j++
			}
			p.run(i, j)
			i = j
			continue
		}
		if ins, ok := p.edits.before[i]; ok && !p.done[i] {
			p.done[i] = true
			p.position(i)
			p.parts(ins)
		}
		if e := p.edits.pick(i, hi); e != nil {
			if len(e.parts) > 0 && !e.parts[0].directive {
				p.position(i)
			}
			e.active = true
			p.parts(e.parts)
			e.active = false
			i = e.hi
			continue
		}
		p.token(i)
		i++
	}
}

func (p *printer) parts(ps []part) {
	for _, pt := range ps {
		switch {
		case pt.isRange:
			p.emitRange(pt.lo, pt.hi)
		case pt.directive:
			p.directive(pt.text)
		default:
			p.text(pt.text)
		}
	}
}

// endPragma ends an input #pragma line before anything else is printed.
func (p *printer) endPragma() {
	if p.inPragma {
		p.out = append(p.out, '\n')
		p.inPragma = false
		p.bol = true
		p.line++
	}
}

// newline ends the current output line, which no longer matches a
// presumed line afterwards.
func (p *printer) newline() {
	if !p.bol {
		p.out = append(p.out, '\n')
		p.bol = true
		p.synced = false
	}
}

// position moves the output to the presumed line of token i, so that code
// generated in its place starts on its line.
func (p *printer) position(i int) {
	p.endPragma()
	p.moveTo(p.toks[i].Pos)
}

// moveTo brings the output to the presumed line of at: blank lines when it
// is a little ahead in the same file, a line marker otherwise.
func (p *printer) moveTo(at source.Pos) {
	pos := p.files.Position(at)
	switch {
	case !p.synced || pos.Filename != p.file || pos.Line < p.line || pos.Line > p.line+maxLineGap:
		p.newline()
		p.marker(pos, p.files.IsSystem(at))
	case pos.Line > p.line:
		p.newlines(pos.Line - p.line)
	}
}

func (p *printer) token(i int) {
	t := p.toks[i]
	adv, fast := p.advance(i)
	line := p.line + adv
	pragmaStart := t.Kind == token.Hash && t.Has(token.StartOfLine)
	if p.inPragma && (t.Has(token.StartOfLine) || i != p.prev+1) {
		p.endPragma()
	}
	if pragmaStart {
		p.newline()
	}
	if fast && p.synced && p.line <= line && line <= p.line+maxLineGap {
		// What the general case below does when the presumed file is
		// the current one and the line not far ahead.
		if line > p.line {
			p.newlines(line - p.line)
		}
	} else {
		p.moveTo(t.Pos)
	}
	// A token that began a line in the input (g++ -E breaks long macro
	// expansions with a line marker) keeps a space from its predecessor.
	if !p.bol && (t.Has(token.LeadingSpace) || t.Has(token.StartOfLine) || i != p.prev+1) {
		p.out = append(p.out, ' ')
	}
	p.out = append(p.out, t.Text...)
	p.bol = false
	p.prev, p.prevLine = i, p.line
	if hasNewline(&t) {
		p.synced = false // a raw string literal spanning lines
	}
	if pragmaStart {
		p.inPragma = true
	}
}

// run prints tokens [lo, hi), none of which an edit starts at or an
// insertion goes before: stretches of them in token's common case by
// stretch, the others by token.
func (p *printer) run(lo, hi int) {
	for i := lo; i < hi; i++ {
		if p.src != nil && i > 0 && i == p.prev+1 && p.synced && !p.inPragma && p.line == p.prevLine {
			if i = p.stretch(i, hi); i == hi {
				return
			}
		}
		p.token(i)
	}
}

// stretch prints tokens from lo on, before hi, as long as they are in
// token's common case: the token before was printed last, in step with
// its presumed line (the caller has checked that for the first), no
// pragma line may start, and only white space with at most maxLineGap
// newlines separates the two in the input (see advance). It returns the
// index of the first token it did not print.
func (p *printer) stretch(lo, hi int) int {
	src, base := p.src.Src, p.src.Base
	out, line, bol := p.out, p.line, p.bol
	if lo >= hi {
		return lo
	}
	// The token before lo must stand in the source as it is printed; each
	// token of the stretch is then checked in turn (textOK below), so that
	// end, where the last token printed ends in src, is always known.
	prev := &p.toks[lo-1]
	end := int(prev.Pos) - base + len(prev.Text)
	if start := end - len(prev.Text); start < 0 || end > len(src) || !sameText(src, start, prev.Text) {
		return lo
	}
	// Most tokens stand in the source as they are printed, separated by
	// nothing or by the one blank the printer would print: such a run is
	// copied from the source in one append, src[from:to], when it ends.
	from, to := -1, -1
	i := lo
	for ; i < hi; i++ {
		t := &p.toks[i]
		next := int(t.Pos) - base
		if t.Kind == token.Hash || end > next || next > len(src) {
			break
		}
		// The gap is almost always empty or one blank; anything else must
		// be white space with at most maxLineGap newlines.
		lines := 0
		oneBlank := next-end == 1 && src[end] == ' '
		if next > end && !oneBlank {
			for _, c := range src[end:next] {
				switch c {
				case '\n':
					lines++
				case ' ', '\t', '\r', '\f', '\v':
				default:
					lines = maxLineGap + 1
				}
			}
			if lines > maxLineGap {
				break
			}
		}
		space := lines == 0 && !bol && t.Flags&(token.LeadingSpace|token.StartOfLine) != 0
		tend := next + len(t.Text)
		textOK := tend <= len(src) && sameText(src, next, t.Text)
		if textOK && (next == end && !space || oneBlank && space) {
			// The gap and the token print as they stand.
			if from < 0 {
				from = end
			}
			to = tend
		} else {
			if from >= 0 {
				out = append(out, src[from:to]...)
				from = -1
			}
			if lines > 0 {
				for k := 0; k < lines; k++ {
					out = append(out, '\n')
				}
				line += lines
			} else if space {
				out = append(out, ' ')
			}
			out = append(out, t.Text...)
		}
		bol = false
		if k := t.Kind; k != token.Ident && k != token.Number && !k.IsPunct() && hasNewline(t) {
			p.synced = false
			i++
			break
		}
		if !textOK {
			// The next token's predecessor is not the source's text.
			i++
			break
		}
		end = tend
	}
	if from >= 0 {
		out = append(out, src[from:to]...)
	}
	p.out, p.line, p.bol = out, line, bol
	if i > lo {
		p.prev, p.prevLine = i-1, line
	}
	return i
}

// sameText reports whether src holds text at off (off+len(text) <=
// len(src)). Token texts are slices of their file's source, so the
// comparison is most often settled by where text lies.
func sameText(src []byte, off int, text string) bool {
	if len(text) == 0 || unsafe.StringData(text) == &src[off] {
		return true
	}
	return string(src[off:off+len(text)]) == text
}

// hasNewline reports whether a token's text holds a newline (a raw
// string literal spanning lines). Identifiers, pp-numbers and punctuators
// never do (the lexer removes line splices), which spares most tokens the
// search.
func hasNewline(t *token.Token) bool {
	if t.Kind == token.Ident || t.Kind == token.Number || t.Kind.IsPunct() {
		return false
	}
	return strings.IndexByte(t.Text, '\n') >= 0
}

// newlines moves the output n presumed lines down.
func (p *printer) newlines(n int) {
	for k := 0; k < n; k++ {
		p.out = append(p.out, '\n')
	}
	p.line += n
	p.bol = true
}

// advance returns how many lines down from the token printed last token
// i is, when that can be told without resolving its position: token i
// follows it in the input, nothing was printed since, and only white
// space separates them (no line marker: those start with '#'), so that
// its presumed file is the current one and its presumed line the
// current one plus the newlines between them.
func (p *printer) advance(i int) (lines int, ok bool) {
	if !p.synced || i != p.prev+1 || i == 0 || p.src == nil || p.line != p.prevLine {
		return 0, false
	}
	prev := &p.toks[i-1]
	lo, hi := p.src.Offset(prev.Pos)+len(prev.Text), p.src.Offset(p.toks[i].Pos)
	if lo < len(prev.Text) || lo > hi || hi > len(p.src.Src) || string(p.src.Src[lo-len(prev.Text):lo]) != prev.Text {
		return 0, false
	}
	for _, c := range p.src.Src[lo:hi] {
		switch c {
		case '\n':
			lines++
		case ' ', '\t', '\r', '\f', '\v':
		default:
			return 0, false
		}
	}
	return lines, true
}

// marker writes `# N "file"` (flag 3 for system headers).
func (p *printer) marker(pos source.Position, system bool) {
	p.out = append(p.out, "# "...)
	p.out = strconv.AppendInt(p.out, int64(pos.Line), 10)
	p.out = append(p.out, ` "`...)
	if pos.Filename != p.escFor {
		p.escFor, p.esc = pos.Filename, escapeFilename(pos.Filename)
	}
	p.out = append(p.out, p.esc...)
	p.out = append(p.out, '"')
	if system {
		p.out = append(p.out, " 3"...)
	}
	p.out = append(p.out, '\n')
	p.file, p.line, p.synced, p.bol = pos.Filename, pos.Line, true, true
}

// text writes generated code inline.
func (p *printer) text(s string) {
	p.endPragma()
	if s == "" {
		return
	}
	if !p.bol && s[0] != ' ' && s[0] != '\n' {
		p.out = append(p.out, ' ')
	}
	p.out = append(p.out, s...)
	p.bol = s[len(s)-1] == '\n'
	if strings.IndexByte(s, '\n') >= 0 {
		p.synced = false
	}
	p.prev = -1
}

// directive writes a preprocessor line of its own.
func (p *printer) directive(s string) {
	p.endPragma()
	p.newline()
	p.out = append(p.out, s...)
	p.out = append(p.out, '\n')
	p.bol, p.synced, p.prev = true, false, -1
}

// raw writes bytes verbatim (the boilerplate around the translation).
func (p *printer) raw(b []byte) {
	if len(b) == 0 {
		return
	}
	p.endPragma()
	p.out = append(p.out, b...)
	p.bol = b[len(b)-1] == '\n'
	p.synced, p.prev = false, -1
}

// endLine ends the last line.
func (p *printer) endLine() {
	p.endPragma()
	if !p.bol {
		p.out = append(p.out, '\n')
		p.bol = true
	}
}

// escapeFilename quotes a file name as gcc does in line markers.
func escapeFilename(s string) string {
	if !strings.ContainsAny(s, "\\\"\n") {
		return s
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return r.Replace(s)
}
