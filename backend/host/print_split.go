package host

import (
	"cmp"
	"slices"

	"github.com/cufe-dev/cufe/frontend/token"
)

// Printing a large translation is the longest step after the parse; it
// can run on two cores. The second half is printed by a second printer
// that starts at a token k where the first printer's state is known in
// advance: k begins a line, and the token before it lies in no edit and on
// no #pragma line, so that the first printer will have printed it as the
// input has it, in step with its presumed line. When the first printer
// reaches k, its state is compared with the one the second started from:
// the same, the two outputs joined are the sequential output (a printer's
// output depends only on its state and the tokens and edits it has yet to
// print, and the halves touch disjoint edits); different, the first
// printer prints the second half itself.

// minSplitTokens is the size below which a translation prints on one core
// (the second goroutine costs more than it saves).
const minSplitTokens = 1 << 16

// printerState is the part of a printer's state that decides what it
// prints next (esc is a cache, done holds only tokens already passed).
type printerState struct {
	file           string
	line           int
	synced, bol    bool
	inPragma       bool
	prev, prevLine int
}

func (p *printer) state() printerState {
	return printerState{file: p.file, line: p.line, synced: p.synced, bol: p.bol, inPragma: p.inPragma, prev: p.prev, prevLine: p.prevLine}
}

func (p *printer) setState(s printerState) {
	p.file, p.line, p.synced, p.bol, p.inPragma, p.prev, p.prevLine = s.file, s.line, s.synced, s.bol, s.inPragma, s.prev, s.prevLine
}

// emitSplit is emit, printing the second half of the tokens on another
// goroutine when it can; it reports whether it did (for tests).
func (p *printer) emitSplit(edits *editSet) (split bool, err error) {
	if err := edits.validate(); err != nil {
		return false, err
	}
	p.setup(edits)
	n := len(p.toks)
	k, guess := p.splitPoint()
	if k < 0 {
		p.emitRange(0, n)
		return false, nil
	}
	q := &printer{files: p.files, toks: p.toks, edits: edits, stop: p.stop, src: p.src, done: map[int]bool{}}
	q.setState(guess)
	if rest := len(p.src.Src) - p.src.Offset(p.toks[k].Pos); rest > 0 {
		q.out = make([]byte, 0, rest+rest/8)
	}
	ok := make(chan bool, 1)
	go func() {
		// A panic means no second half: the first printer prints it (and
		// meets the panic where the caller expects it).
		defer func() {
			if recover() != nil {
				ok <- false
			}
		}()
		q.emitRange(k, n)
		ok <- true
	}()
	p.emitRange(0, k)
	if <-ok && p.state() == guess {
		p.out = append(p.out, q.out...)
		p.setState(q.state())
		return true, nil
	}
	p.emitRange(k, n)
	return false, nil
}

// splitPoint returns a token near the middle where a second printer can
// start, and the state the first printer will be in when it reaches it;
// or -1.
func (p *printer) splitPoint() (int, printerState) {
	n := len(p.toks)
	if n < minSplitTokens || p.src == nil {
		return -1, printerState{}
	}
	// The token spans the edits cover, merged.
	spans := make([]span, 0, len(p.edits.all))
	for _, e := range p.edits.all {
		spans = append(spans, e.span)
	}
	slices.SortFunc(spans, func(a, b span) int { return cmp.Compare(a.lo, b.lo) })
	var covered []span
	for _, s := range spans {
		if m := len(covered); m > 0 && s.lo < covered[m-1].hi {
			covered[m-1].hi = max(covered[m-1].hi, s.hi)
			continue
		}
		covered = append(covered, s)
	}
	j := 0
	for k := n / 2; k < n/2+n/4; k++ {
		// Token k-1 must lie in no edit.
		for j < len(covered) && covered[j].hi <= k-1 {
			j++
		}
		if j < len(covered) && covered[j].lo <= k-1 {
			continue
		}
		t, prev := &p.toks[k], &p.toks[k-1]
		if !t.Has(token.StartOfLine) || t.Kind == token.Hash || hasNewline(prev) || p.src.Offset(prev.Pos) < 0 {
			continue
		}
		if p.onPragmaLine(k - 1) {
			continue
		}
		pos := p.files.Position(prev.Pos)
		return k, printerState{file: pos.Filename, line: pos.Line, synced: true, prev: k - 1, prevLine: pos.Line}
	}
	return -1, printerState{}
}

// onPragmaLine reports whether token i is on an input #pragma line.
func (p *printer) onPragmaLine(i int) bool {
	for ; i > 0 && !p.toks[i].Has(token.StartOfLine); i-- {
	}
	return p.toks[i].Kind == token.Hash
}
