package lex

import (
	"math/bits"
	"sync"
)

// PreparePool recycles the token storage of Prepared texts that are done
// with: a TU's headers hold about a million tokens, and storage written for
// the first time costs a page fault per 4 KiB, more than lexing into
// storage already used. The prefetcher prepares with it and the
// preprocessor releases each header once it has read it; both may use it
// at once.
type PreparePool struct {
	mu sync.Mutex
	// free holds released token storage by size class: class k holds
	// capacities of exactly 1<<k tokens.
	free [32][][]preToken
}

// Prepare is the package's Prepare, its tokens stored where a released
// Prepared had them when one is big enough.
func (pp *PreparePool) Prepare(src []byte) *Prepared {
	return prepare(src, pp.get)
}

// Release hands pr's token storage back for reuse: pr, and every lexer made
// from it, must not be used any more.
func (pp *PreparePool) Release(pr *Prepared) {
	c := cap(pr.toks)
	if c == 0 || c&(c-1) != 0 {
		return // not from get
	}
	k := bits.Len(uint(c)) - 1
	pp.mu.Lock()
	pp.free[k] = append(pp.free[k], pr.toks[:0])
	pp.mu.Unlock()
	pr.toks = nil
}

// get returns empty storage for at least n tokens, whose capacity is a
// power of two.
func (pp *PreparePool) get(n int) []preToken {
	k := bits.Len(uint(n - 1))
	if k >= len(pp.free) {
		return make([]preToken, 0, n)
	}
	pp.mu.Lock()
	// The smallest class that has some, up to 4 times too big: that wastes
	// capacity, but no fresh memory.
	for j := k; j < len(pp.free) && j <= k+2; j++ {
		if f := pp.free[j]; len(f) > 0 {
			s := f[len(f)-1]
			pp.free[j] = f[:len(f)-1]
			pp.mu.Unlock()
			return s
		}
	}
	pp.mu.Unlock()
	return make([]preToken, 0, 1<<k)
}
