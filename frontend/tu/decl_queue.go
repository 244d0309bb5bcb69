package tu

import "sync"

// declQueue carries top-level declarations from the parser to semantic
// analysis. It is unbounded: sema is the slower of the two on large
// headers (thrust + cub), and a bounded channel made the parser stop
// whenever sema fell a few dozen declarations behind, leaving a core idle
// while sema caught up. Unbounded, the parser goes on reading ahead and
// sema always has work queued; the declarations are kept by the tree
// anyway, so the queue costs only its slice.
type declQueue struct {
	mu    sync.Mutex
	cond  sync.Cond
	items []semaItem
	spare []semaItem // the batch last taken, reused for the next puts
	ended bool
}

func newDeclQueue() *declQueue {
	q := &declQueue{}
	q.cond.L = &q.mu
	return q
}

// put queues it; it never waits for the consumer.
func (q *declQueue) put(it semaItem) {
	q.mu.Lock()
	q.items = append(q.items, it)
	wake := len(q.items) == 1
	q.mu.Unlock()
	if wake {
		q.cond.Signal()
	}
}

// close says that nothing more will be put.
func (q *declQueue) close() {
	q.mu.Lock()
	q.ended = true
	q.mu.Unlock()
	q.cond.Signal()
}

// take waits for items and returns all those queued, or nil once the
// queue is closed and empty. The slice returned is the caller's until its
// next call.
func (q *declQueue) take() []semaItem {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.items) == 0 && !q.ended {
		q.cond.Wait()
	}
	batch := q.items
	clear(q.spare)
	q.items, q.spare = q.spare[:0], batch
	if len(batch) == 0 {
		return nil
	}
	return batch
}

// consume starts a goroutine that hands each batch taken to add, until the
// queue is closed and empty; the channel returned is closed then.
func (q *declQueue) consume(add func(batch []semaItem)) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		for batch := q.take(); batch != nil; batch = q.take() {
			add(batch)
		}
	}()
	return done
}
