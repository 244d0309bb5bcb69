package fromsema

import "github.com/cufe-dev/cufe/frontend/source"

// declEnd returns where the unit of the declaration starting at from ends
// (exclusive), when the next declaration, or the end of the enclosing
// one, is at next: next itself when it lies in from's file, not before it;
// otherwise just past the last token of from's file that the token stream
// gives from from up to next — the declaration's own text. A .cu's
// headers are numbered after their includer, so a next declaration in a
// later header (or the end of the translation unit) would otherwise take
// in the rest of from's file and every header numbered in between, and
// their templates' text would count as code outside templates.
func (ix *keyIndex) declEnd(files *source.FileSet, from, next source.Pos) source.Pos {
	f := files.File(from)
	if f == nil {
		return next
	}
	lo, hi := source.Pos(f.Base), source.Pos(f.Base+f.Size()+1)
	if from <= next && next < hi {
		// (next == from: one macro's expansion declares both; its
		// tokens, all at one position, go to the last.)
		return next
	}
	s := ix.streamIndex(from)
	if s < 0 {
		// No token starts the declaration (it cannot be walked in
		// stream order): up to its file's end at most.
		return min(next, hi)
	}
	e := len(ix.toks)
	if k := ix.streamAfter(next, s); k > s {
		e = k
	} else if k := ix.streamLastAt(next - 1); k >= s {
		e = k + 1 // next is just past an enclosing declaration's last token
	}
	last := from
	for i := s; i < e; i++ {
		if p := ix.toks[i].Pos; lo <= p && p < hi && p > last {
			last = p
		}
	}
	return last + 1
}

// streamAfter returns the first index in ix.toks (stream order) after s
// of a token at p, or -1: a macro's expansion gives all its tokens one
// position, so the first token at p may come before s.
func (ix *keyIndex) streamAfter(p source.Pos, s int) int {
	for i := ix.indexAt(p); i < len(ix.toks) && ix.tok(i).Pos == p; i++ {
		if k := ix.streamAt(i); k > s {
			return k
		}
	}
	return -1
}

// streamLastAt returns the last index in ix.toks (stream order) of a
// token at p, or -1.
func (ix *keyIndex) streamLastAt(p source.Pos) int {
	k := -1
	for i := ix.indexAt(p); i < len(ix.toks) && ix.tok(i).Pos == p; i++ {
		k = max(k, ix.streamAt(i))
	}
	return k
}

// streamAt returns the index in ix.toks of the i-th token in position
// order.
func (ix *keyIndex) streamAt(i int) int {
	if ix.order != nil {
		return int(ix.order[i])
	}
	return i
}
