package parse

import (
	"slices"
	"testing"
)

// TestListBuf: nested lists collected on one stack come out whole and
// separate, an empty one is nil, and appending to a list kept never
// overwrites the next.
func TestListBuf(t *testing.T) {
	var b listBuf[int]
	outer := b.mark()
	b.push(1)
	inner := b.mark()
	b.push(10)
	b.push(11)
	in := b.keep(inner)
	b.push(2)
	empty := b.keep(b.mark())
	out := b.keep(outer)
	if !slices.Equal(in, []int{10, 11}) || !slices.Equal(out, []int{1, 2}) {
		t.Fatalf("inner %v outer %v, want [10 11] and [1 2]", in, out)
	}
	if empty != nil {
		t.Errorf("empty list %v, want nil", empty)
	}
	if len(b.stack) != 0 {
		t.Errorf("stack left with %v", b.stack)
	}
	grown := append(in, 12)
	if !slices.Equal(out, []int{1, 2}) || !slices.Equal(grown, []int{10, 11, 12}) {
		t.Errorf("append to a kept list: inner %v outer %v", grown, out)
	}
	long := b.mark()
	for i := range slabSize {
		b.push(i)
	}
	if l := b.keep(long); len(l) != slabSize || l[slabSize-1] != slabSize-1 {
		t.Errorf("long list: len %d", len(l))
	}
}
