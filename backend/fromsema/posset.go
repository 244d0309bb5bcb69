package fromsema

import "github.com/cufe-dev/cufe/frontend/source"

// posSet is a set of positions, one bit each: the index asks of nearly
// every name token whether it is declared, and a bit test beats a hash of
// the position (a map of them cost the thrust benchmark's index a quarter
// of its time).
type posSet []uint64

// add puts p in the set, growing it as needed; invalid positions are left
// out.
func (s *posSet) add(p source.Pos) {
	if p <= source.NoPos {
		return
	}
	w := int(p) >> 6
	if w >= len(*s) {
		grown := make(posSet, max(w+1, 2*len(*s)))
		copy(grown, *s)
		*s = grown
	}
	(*s)[w] |= 1 << (uint(p) & 63)
}

// has reports whether p is in the set.
func (s posSet) has(p source.Pos) bool {
	w := int(p) >> 6
	return p > source.NoPos && w < len(s) && s[w]&(1<<(uint(p)&63)) != 0
}
