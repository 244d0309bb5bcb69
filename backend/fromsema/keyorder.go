package fromsema

import (
	"sort"

	"github.com/cufe-dev/cufe/frontend/source"
	"github.com/cufe-dev/cufe/frontend/token"
)

// positionOrder returns the indices of toks (stream order) sorted by
// position, tokens at one position in stream order. A .cu's files are
// numbered as they are opened, and each file's tokens come in the stream
// in its own order, so putting each file's tokens after those of the
// files numbered before it sorts them in one pass; when they are not so
// (a token outside every file, or one of a file's before an earlier one
// of its), a sort does it.
func positionOrder(toks []token.Token, files []*source.File) []int32 {
	order := make([]int32, len(toks))
	if byFile(toks, files, order) {
		return order
	}
	for j := range order {
		order[j] = int32(j)
	}
	sort.SliceStable(order, func(a, b int) bool { return toks[order[a]].Pos < toks[order[b]].Pos })
	return order
}

// byFile fills order with the indices of toks grouped by file (in the
// order of files, which AddFile numbers upwards), each file's in stream
// order, and reports whether that is position order.
func byFile(toks []token.Token, files []*source.File, order []int32) bool {
	fileOf := make([]int32, len(toks))
	count := make([]int, len(files)+1)
	cur, lo, hi := -1, source.Pos(1), source.Pos(0) // the file of the last token, its positions [lo, hi]
	for i := range toks {
		p := toks[i].Pos
		if p < lo || p > hi {
			cur = sort.Search(len(files), func(k int) bool { return files[k].Base > int(p) }) - 1
			if cur < 0 || int(p) > files[cur].Base+files[cur].Size() {
				return false
			}
			lo, hi = source.Pos(files[cur].Base), source.Pos(files[cur].Base+files[cur].Size())
		}
		fileOf[i] = int32(cur)
		count[cur+1]++
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	for i := range toks {
		f := fileOf[i]
		order[count[f]] = int32(i)
		count[f]++
	}
	for k := 1; k < len(order); k++ {
		if toks[order[k]].Pos < toks[order[k-1]].Pos {
			return false
		}
	}
	return true
}
