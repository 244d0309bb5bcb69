package host

import (
	"cmp"
	"fmt"
	"slices"
)

// span is a token index range [lo, hi).
type span struct{ lo, hi int }

// part is one piece of an edit's replacement: literal text, a directive
// line (#if 0, #pragma …) printed on a line of its own, or a range of the
// original tokens, printed with the edits nested inside it.
type part struct {
	text      string
	directive bool
	isRange   bool
	lo, hi    int
}

func text(s string) part            { return part{text: s} }
func directive(s string) part       { return part{text: s, directive: true} }
func tokens(lo, hi int) part        { return part{isRange: true, lo: lo, hi: hi} }
func (p part) contains(s span) bool { return p.isRange && p.lo <= s.lo && s.hi <= p.hi }

// edit replaces the tokens [lo, hi) by parts. Edits nest: an edit inside
// another must lie within one of its token-range parts.
type edit struct {
	span
	parts  []part
	active bool // being printed (guards a part that is the edit's own range)
}

// editSet holds the edits of one translation, indexed by first token.
type editSet struct {
	byStart map[int][]*edit
	// before holds insertions printed just before a token, once.
	before map[int][]part
	all    []*edit
}

func newEditSet() *editSet {
	return &editSet{byStart: map[int][]*edit{}, before: map[int][]part{}}
}

// replace records that [lo, hi) prints as parts.
func (s *editSet) replace(lo, hi int, parts ...part) {
	e := &edit{span: span{lo, hi}, parts: parts}
	s.byStart[lo] = append(s.byStart[lo], e)
	s.all = append(s.all, e)
}

// insert records parts printed before token i.
func (s *editSet) insert(i int, parts ...part) {
	s.before[i] = append(s.before[i], parts...)
}

// pick returns the widest inactive edit starting at i that ends by limit.
func (s *editSet) pick(i, limit int) *edit {
	var best *edit
	for _, e := range s.byStart[i] {
		if !e.active && e.hi <= limit && (best == nil || e.hi > best.hi) {
			best = e
		}
	}
	return best
}

// validate checks that edits nest properly: two edits either are disjoint
// or one lies inside a token-range part of the other. A violation is a bug
// in the generator, reported rather than printed wrong.
func (s *editSet) validate() error {
	es := append([]*edit(nil), s.all...)
	slices.SortStableFunc(es, func(a, b *edit) int {
		if c := cmp.Compare(a.lo, b.lo); c != 0 {
			return c
		}
		return cmp.Compare(b.hi, a.hi)
	})
	var stack []*edit
	for _, e := range es {
		for len(stack) > 0 && stack[len(stack)-1].hi <= e.lo {
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 {
			p := stack[len(stack)-1]
			if e.hi > p.hi {
				return fmt.Errorf("host translation: overlapping rewrites of tokens [%d,%d) and [%d,%d)", p.lo, p.hi, e.lo, e.hi)
			}
			inside := false
			for _, pt := range p.parts {
				if pt.contains(e.span) {
					inside = true
					break
				}
			}
			if !inside {
				return fmt.Errorf("host translation: rewrite of tokens [%d,%d) is lost inside the rewrite of [%d,%d)", e.lo, e.hi, p.lo, p.hi)
			}
		}
		stack = append(stack, e)
	}
	return nil
}
