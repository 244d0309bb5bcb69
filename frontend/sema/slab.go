package sema

import (
	"github.com/cufe-dev/cufe/frontend/types"
	"github.com/cufe-dev/cufe/internal/slab"
)

// slabs hands out sema's commonest small objects from blocks: scopes (one
// per function, body, block and template instance) and one-element
// declaration lists (most names have one declaration). With the collector
// off, an object of its own costs an allocator trip that sets its pointer
// bitmap, a few hundred instructions; a slot in a block costs a few. The
// blocks live as long as the checker, as the objects would.
type slabs struct {
	scopes []scope
	ones   []types.Decl
}

const (
	scopeSlab = 128 // scopes per block (~14 KiB)
	oneSlab   = 512 // declarations per block (8 KiB)
)

// newScope returns a zeroed scope.
func (c *checker) newScope() *scope { return slab.New(&c.slab.scopes, scopeSlab) }

// oneDecl returns a list holding d alone, with no room to grow: appending
// to it copies it, as appending to a list of its own would.
func (c *checker) oneDecl(d types.Decl) []types.Decl {
	s := &c.slab
	if len(s.ones) == cap(s.ones) {
		s.ones = make([]types.Decl, 0, oneSlab)
	}
	n := len(s.ones)
	s.ones = append(s.ones, d)
	return s.ones[n : n+1 : n+1]
}

// borrowCands lends an empty candidate list for overload resolution,
// which nests (ranking a candidate may resolve a constructor): the lists
// lent form a stack, and giveCands takes a list back for the next call.
// Resolving a call then allocates no list once the stack is as deep as
// the deepest nesting.
func (c *checker) borrowCands() []candidate {
	if n := len(c.candScratch); n > 0 {
		s := c.candScratch[n-1]
		c.candScratch = c.candScratch[:n-1]
		return s[:0]
	}
	return make([]candidate, 0, 8)
}

// giveCands takes back a list borrowCands lent (grown, perhaps).
func (c *checker) giveCands(s []candidate) { c.candScratch = append(c.candScratch, s) }
