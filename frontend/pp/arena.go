package pp

import (
	"math/bits"

	"github.com/cufe-dev/cufe/frontend/token"
)

// tokenArena hands out the short token slices that macro expansion needs
// (an expansion, an argument, a pushed-back token) from large blocks: one
// allocation per block instead of one per slice. A slice is handed out
// again only after free (expansions whose context was popped); a block
// lives as long as any of its slices.
type tokenArena struct {
	block []token.Token
	// spare holds freed slices by size class: class k holds capacities in
	// [2^k, 2^(k+1)). Expansions are pushed and popped all the time, so
	// reusing their slices keeps the memory small and warm.
	spare  [arenaClasses][][]token.Token
	lists  [][]token.Token // for argument lists
	bools  []bool
	macros []Macro
	// Freed argument lists and flags, by the same size classes: a macro
	// call takes two lists and flags, used only until it is substituted.
	spareLists [arenaClasses][][][]token.Token
	spareBools [arenaClasses][][]bool
}

const (
	arenaBlock   = 4096 // tokens per block
	arenaMax     = 256  // larger slices are allocated on their own
	arenaClasses = 9    // size classes of spare slices: 1 to 256 tokens
)

// make returns a slice of length n and capacity c (c >= n). Appending past
// c moves the slice elsewhere, as append does, so neighbours never overlap.
func (a *tokenArena) make(n, c int) []token.Token {
	if c > arenaMax {
		return make([]token.Token, n, c)
	}
	if c > 0 {
		// The smallest class whose every slice holds c tokens.
		k := bits.Len(uint(c - 1))
		if sp := a.spare[k]; len(sp) > 0 {
			s := sp[len(sp)-1]
			a.spare[k] = sp[:len(sp)-1]
			return s[:n]
		}
	}
	used := len(a.block)
	if used+c > cap(a.block) {
		a.block = make([]token.Token, 0, arenaBlock)
		used = 0
	}
	a.block = a.block[:used+c]
	return a.block[used : used+n : used+c]
}

// free hands back a slice nobody uses any more, for make to reuse.
func (a *tokenArena) free(s []token.Token) {
	c := cap(s)
	if c == 0 || c > arenaMax {
		return
	}
	k := bits.Len(uint(c)) - 1 // capacities in [2^k, 2^(k+1))
	a.spare[k] = append(a.spare[k], s[:0])
}

// makeLists returns a slice of n empty token lists with capacity c.
func (a *tokenArena) makeLists(n, c int) [][]token.Token {
	if c > arenaMax {
		return make([][]token.Token, n, c)
	}
	if c > 0 {
		k := bits.Len(uint(c - 1))
		if sp := a.spareLists[k]; len(sp) > 0 {
			s := sp[len(sp)-1][:n]
			a.spareLists[k] = sp[:len(sp)-1]
			clear(s)
			return s
		}
	}
	used := len(a.lists)
	if used+c > cap(a.lists) {
		a.lists = make([][]token.Token, 0, arenaBlock)
		used = 0
	}
	a.lists = a.lists[:used+c]
	return a.lists[used : used+n : used+c]
}

// makeBools returns n false flags.
func (a *tokenArena) makeBools(n int) []bool {
	if n > arenaMax {
		return make([]bool, n)
	}
	if n > 0 {
		k := bits.Len(uint(n - 1))
		if sp := a.spareBools[k]; len(sp) > 0 {
			s := sp[len(sp)-1][:n]
			a.spareBools[k] = sp[:len(sp)-1]
			clear(s)
			return s
		}
	}
	used := len(a.bools)
	if used+n > cap(a.bools) {
		a.bools = make([]bool, 0, arenaBlock)
		used = 0
	}
	a.bools = a.bools[:used+n]
	return a.bools[used : used+n : used+n]
}

// newMacro returns a zero Macro, allocated with others in blocks.
func (a *tokenArena) newMacro() *Macro {
	if len(a.macros) == cap(a.macros) {
		a.macros = make([]Macro, 0, 256)
	}
	a.macros = a.macros[:len(a.macros)+1]
	return &a.macros[len(a.macros)-1]
}

// freeLists hands back argument lists nobody uses any more (their token
// slices are not freed with them).
func (a *tokenArena) freeLists(s [][]token.Token) {
	c := cap(s)
	if c == 0 || c > arenaMax {
		return
	}
	k := bits.Len(uint(c)) - 1
	a.spareLists[k] = append(a.spareLists[k], s[:0])
}

// freeBools hands back flags nobody uses any more.
func (a *tokenArena) freeBools(s []bool) {
	c := cap(s)
	if c == 0 || c > arenaMax {
		return
	}
	k := bits.Len(uint(c)) - 1
	a.spareBools[k] = append(a.spareBools[k], s[:0])
}
