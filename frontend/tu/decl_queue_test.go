package tu

import (
	"testing"

	"github.com/cufe-dev/cufe/frontend/ast"
)

// TestDeclQueueOrder: a consumer on another goroutine gets every item put,
// in order, and then nil once the queue is closed, however the batches
// fall.
func TestDeclQueueOrder(t *testing.T) {
	const n = 5000
	decls := make([]ast.Decl, n)
	for i := range decls {
		decls[i] = &ast.EmptyDecl{}
	}
	q := newDeclQueue()
	got := make(chan []ast.Decl)
	go func() {
		var seen []ast.Decl
		for b := q.take(); b != nil; b = q.take() {
			for _, it := range b {
				seen = append(seen, it.decl)
			}
		}
		got <- seen
	}()
	for _, d := range decls {
		q.put(semaItem{decl: d})
	}
	q.close()
	seen := <-got
	if len(seen) != n {
		t.Fatalf("got %d items, want %d", len(seen), n)
	}
	for i := range seen {
		if seen[i] != decls[i] {
			t.Fatalf("item %d out of order", i)
		}
	}
	if b := q.take(); b != nil {
		t.Fatalf("take after the end returned %d items", len(b))
	}
}
