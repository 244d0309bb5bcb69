package host

import (
	"cmp"
	"slices"
	"sort"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// index returns the index of the token at pos, or -1 (and records an
// error) when no token starts there. AST nodes carry the position of their
// first token, and positions increase along the stream.
func (g *generator) index(pos source.Pos) int {
	i := sort.Search(len(g.toks), func(i int) bool { return g.toks[i].Pos >= pos })
	if i < len(g.toks) && g.toks[i].Pos == pos {
		return i
	}
	g.failf(pos, "no token at this position")
	return -1
}

// closer returns the index of the bracket closing the one at i, or -1.
func (g *generator) closer(i int) int {
	open := g.toks[i].Kind
	var close token.Kind
	switch open {
	case token.LParen:
		close = token.RParen
	case token.LBrack:
		close = token.RBrack
	case token.LBrace:
		close = token.RBrace
	default:
		return -1
	}
	depth := 0
	for j := i; j < len(g.toks); j++ {
		switch g.toks[j].Kind {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// skipBalanced returns the index after the bracketed group starting at i
// (or i+1 when the token at i opens nothing).
func (g *generator) skipBalanced(i int) int {
	if c := g.closer(i); c >= 0 {
		return c + 1
	}
	return i + 1
}

// scanTo returns the index of the first token of one of the kinds at
// bracket depth 0 from i, or -1 when a closing bracket or the end comes
// first.
func (g *generator) scanTo(i int, kinds ...token.Kind) int {
	for j := i; j < len(g.toks); {
		k := g.toks[j].Kind
		for _, want := range kinds {
			if k == want {
				return j
			}
		}
		switch k {
		case token.LParen, token.LBrack, token.LBrace:
			j = g.skipBalanced(j)
			continue
		case token.RParen, token.RBrack, token.RBrace:
			return -1
		}
		j++
	}
	return -1
}

// lastCommaBefore returns the index of the last ',' outside brackets in
// tokens [i, stop), or -1: the comma that ends a list item when the next
// item starts at stop (the first comma may be inside a template argument
// list, add<1, 2>, which tokens alone cannot tell from a less-than).
func (g *generator) lastCommaBefore(i, stop int) int {
	last := -1
	for j := i; j >= 0 && j < stop; {
		switch g.toks[j].Kind {
		case token.Comma:
			last = j
		case token.LParen, token.LBrack, token.LBrace:
			j = g.skipBalanced(j)
			continue
		}
		j++
	}
	return last
}

// is reports whether the token at i is the identifier or punctuator s.
func (g *generator) is(i int, s string) bool {
	return i >= 0 && i < len(g.toks) && g.toks[i].Text == s
}

// spanText returns the tokens [lo, hi) as text, single-spaced: for the
// short pieces (template headers, parameter names) generated code repeats.
func (g *generator) spanText(lo, hi int) string {
	var b []byte
	for i := lo; i < hi; i++ {
		if i > lo && (g.toks[i].Has(token.LeadingSpace) || needsSpace(g.toks[i-1], g.toks[i])) {
			b = append(b, ' ')
		}
		b = append(b, g.toks[i].Text...)
	}
	return string(b)
}

// needsSpace reports whether two adjacent tokens would lex differently
// without a space between them.
func needsSpace(a, b token.Token) bool {
	word := func(t token.Token) bool {
		return t.Kind == token.Ident || t.Kind == token.Number || t.Kind.IsLiteral()
	}
	if word(a) && word(b) {
		return true
	}
	return a.Kind.IsPunct() && b.Kind.IsPunct()
}

// sortHidden orders the ranges put under #if 0 for inHidden.
func (g *generator) sortHidden() {
	slices.SortFunc(g.hidden, func(a, b span) int { return cmp.Compare(a.lo, b.lo) })
}

// inHidden reports whether token i lies in a range put under #if 0 (the
// ranges do not overlap: they are bodies and declarations at one level).
func (g *generator) inHidden(i int) bool {
	k := sort.Search(len(g.hidden), func(k int) bool { return g.hidden[k].lo > i }) - 1
	return k >= 0 && i < g.hidden[k].hi
}
