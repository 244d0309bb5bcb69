// Package prune walks only the declarations of a translation unit that
// can hold what a back-end pass looks for.
//
// The passes after semantic analysis look for rare things (kernel
// launches, uses of a __managed__ variable, a kernel template's name) in
// a tree that is mostly libstdc++ and the CUDA headers. Each of those
// things has a token that gives it away (`<<`, the variable's name), and
// a declaration's tokens lie between the previous declaration's first
// token and the next one's: a declaration whose range holds no such
// token holds none of the nodes either, and is skipped whole.
package prune

import (
	"math"
	"sort"

	"github.com/cufe-dev/cufe/frontend/ast"
	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// Hits are the positions of the tokens a pass looks for, in order.
type Hits struct {
	pos []source.Pos
	// ordered is set when positions increase along the token stream (one
	// preprocessed file): only then do positions tell which declaration
	// holds a token, and only then is anything skipped.
	ordered bool
}

// Matcher says which tokens a pass looks for.
type Matcher interface {
	Match(t *token.Token) bool
}

// MatchFunc is a Matcher that calls the function.
type MatchFunc func(t *token.Token) bool

// Match calls f.
func (f MatchFunc) Match(t *token.Token) bool { return f(t) }

// Find returns the positions of the tokens of toks that m matches.
func Find(toks []token.Token, m Matcher) *Hits {
	if im, ok := m.(*IdentMatcher); ok {
		return findIdents(toks, im)
	}
	h := &Hits{ordered: true}
	for i := range toks {
		if i > 0 && toks[i].Pos <= toks[i-1].Pos {
			h.ordered = false
		}
		if m.Match(&toks[i]) {
			h.pos = append(h.pos, toks[i].Pos)
		}
	}
	return h
}

// findIdents is Find for an IdentMatcher, without a call per token.
func findIdents(toks []token.Token, m *IdentMatcher) *Hits {
	h := &Hits{ordered: true}
	for i := range toks {
		t := &toks[i]
		if i > 0 && t.Pos <= toks[i-1].Pos {
			h.ordered = false
		}
		if t.Kind == token.Ident && m.lengths.has(len(t.Text)) && m.names[t.Text] {
			h.pos = append(h.pos, t.Pos)
		}
	}
	return h
}

// Ordered returns the hits at pos, positions of tokens of a stream along
// which positions increase (the caller has checked), in increasing order.
func Ordered(pos []source.Pos) *Hits { return &Hits{pos: pos, ordered: true} }

// Len is the number of tokens found.
func (h *Hits) Len() int { return len(h.pos) }

// within reports whether a hit lies in [lo, hi).
func (h *Hits) within(lo, hi source.Pos) bool {
	i := sort.Search(len(h.pos), func(i int) bool { return h.pos[i] >= lo })
	return i < len(h.pos) && h.pos[i] < hi
}

// maxPos bounds the last declaration's range.
const maxPos = source.Pos(math.MaxInt32)

// Inspect calls f as ast.Inspect(tu, f) does, in the same order, on every
// node of the declarations whose range holds a hit; the others are
// skipped whole, and so are the pragmas. Namespaces and linkage
// specifications are entered (f is called on them first, as Inspect
// does) to skip their members one by one. f must not depend on seeing
// the declarations skipped. Without order in the token positions,
// nothing is skipped.
func Inspect(tu *ast.TranslationUnit, h *Hits, f func(node any) bool) {
	if tu == nil {
		return
	}
	if !h.ordered {
		ast.Inspect(tu, f)
		return
	}
	if !f(tu) {
		return
	}
	h.decls(tu.Decls, source.NoPos, maxPos, f)
}

// decls walks the members of ds that may hold a hit; all of them lie in
// [lo, hi). A member's range is from its predecessor's first token
// (leading attributes may come before the member's own position) to its
// successor's; where positions do not increase, members are walked whole.
func (h *Hits) decls(ds []ast.Decl, lo, hi source.Pos, f func(node any) bool) {
	for j, d := range ds {
		rlo, rhi := lo, hi
		if j > 0 {
			rlo = ds[j-1].Pos()
		}
		if j+1 < len(ds) {
			rhi = ds[j+1].Pos()
		}
		if !d.Pos().IsValid() || !(rlo <= d.Pos() && d.Pos() < rhi) {
			ast.Inspect(d, f)
			continue
		}
		if !h.within(rlo, rhi) {
			continue
		}
		switch d := d.(type) {
		case *ast.NamespaceDecl:
			if !f(d) {
				continue
			}
			for _, a := range d.Attrs {
				ast.Inspect(a, f)
			}
			h.decls(d.Decls, rlo, rhi, f)
		case *ast.LinkageSpec:
			if !f(d) {
				continue
			}
			h.decls(d.Decls, rlo, rhi, f)
		default:
			ast.Inspect(d, f)
		}
	}
}

// IdentMatcher matches the identifier tokens spelled as one of a set of
// names. Most identifiers are turned away by their length alone, before
// any lookup.
type IdentMatcher struct {
	names   map[string]bool
	lengths lengthSet
}

// Idents returns the IdentMatcher of names.
func Idents(names map[string]bool) *IdentMatcher {
	return &IdentMatcher{names: names, lengths: newLengthSet(names)}
}

// Match reports whether t is one of the identifiers.
func (m *IdentMatcher) Match(t *token.Token) bool {
	return t.Kind == token.Ident && m.lengths.has(len(t.Text)) && m.names[t.Text]
}

// lengthSet holds the lengths of a set of names: most identifiers are
// turned away by their length, before any lookup.
type lengthSet struct {
	bits [4]uint64 // bit n: some name is n bytes long (n < 256)
	long bool      // some name is longer
}

func newLengthSet(names map[string]bool) lengthSet {
	var l lengthSet
	for n := range names {
		if len(n) < 256 {
			l.bits[len(n)/64] |= 1 << (len(n) % 64)
		} else {
			l.long = true
		}
	}
	return l
}

func (l *lengthSet) has(n int) bool {
	if n >= 256 {
		return l.long
	}
	return l.bits[n/64]&(1<<(n%64)) != 0
}
