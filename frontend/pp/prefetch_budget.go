package pp

import "sync"

// prepBudget bounds how far the prefetcher's lexer runs ahead of the
// preprocessor, in bytes of headers lexed and not yet read to their end:
// the preprocessor hands back the token storage of each header it is done
// with (lex.PreparePool), and the lexer, kept near, reuses it instead of
// writing to fresh memory. Ahead of the preprocessor by this much, the
// lexer is far enough ahead for it never to wait.
type prepBudget struct {
	mu      sync.Mutex
	changed sync.Cond
	limit   int // 0: no limit
	ahead   int
	stopped bool
}

// prepAheadLimit is the prefetcher's lead, in bytes of header text: a few
// milliseconds of the preprocessor's work.
const prepAheadLimit = 1 << 20

func newPrepBudget(limit int) *prepBudget {
	b := &prepBudget{limit: limit}
	b.changed.L = &b.mu
	return b
}

// acquire waits until n more bytes may be lexed ahead, and counts them. It
// reports false once the budget is stopped.
func (b *prepBudget) acquire(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	for b.limit > 0 && b.ahead > 0 && b.ahead+n > b.limit && !b.stopped {
		b.changed.Wait()
	}
	b.ahead += n
	return !b.stopped
}

// release gives back n bytes the preprocessor has read.
func (b *prepBudget) release(n int) {
	b.mu.Lock()
	b.ahead -= n
	b.mu.Unlock()
	b.changed.Signal()
}

// stop lets acquire return at once from now on.
func (b *prepBudget) stop() {
	b.mu.Lock()
	b.stopped = true
	b.mu.Unlock()
	b.changed.Broadcast()
}
