package slab

import "testing"

// TestNew: objects come zeroed, distinct, and from a new block once one is
// full (an object already handed out never moves).
func TestNew(t *testing.T) {
	var block []struct{ a, b int }
	var got []*struct{ a, b int }
	for i := 0; i < 7; i++ {
		p := New(&block, 3)
		if p.a != 0 || p.b != 0 {
			t.Fatalf("object %d not zeroed: %+v", i, *p)
		}
		p.a = i
		got = append(got, p)
	}
	for i, p := range got {
		if p.a != i {
			t.Errorf("object %d was overwritten: %+v", i, *p)
		}
	}
	if cap(block) != 3 || len(block) != 1 {
		t.Errorf("block after 7 objects of blocks of 3: len %d cap %d, want 1 and 3", len(block), cap(block))
	}
}
