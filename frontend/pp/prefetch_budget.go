package pp

import "sync"

// prepBudget bounds how far the prefetcher's lexer runs ahead of the
// preprocessor: the headers are numbered by where they start in the
// sequence of header text the walker found (a byte position), and the lexer
// lexes a header only while it starts at most limit bytes after the last
// one the preprocessor has entered. Kept near, it reuses the token storage
// the preprocessor hands back (lex.PreparePool) instead of writing to fresh
// memory; headers the walker found but the preprocessor never enters cost
// it nothing, as the preprocessor's progress passes them by.
type prepBudget struct {
	mu      sync.Mutex
	changed sync.Cond
	limit   int64 // 0: no limit
	mainPos int64 // where the last header the preprocessor entered starts
	stopped bool
}

// prepAheadLimit is the prefetcher's lead, in bytes of header text: a few
// milliseconds of the preprocessor's work.
const prepAheadLimit = 1 << 20

func newPrepBudget(limit int64) *prepBudget {
	b := &prepBudget{limit: limit}
	b.changed.L = &b.mu
	return b
}

// wait waits until a header starting at pos may be lexed. It reports false
// once the budget is stopped.
func (b *prepBudget) wait(pos int64) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	for b.limit > 0 && pos-b.mainPos > b.limit && !b.stopped {
		b.changed.Wait()
	}
	return !b.stopped
}

// reached notes that the preprocessor entered the header starting at pos.
func (b *prepBudget) reached(pos int64) {
	b.mu.Lock()
	if pos <= b.mainPos {
		b.mu.Unlock()
		return
	}
	b.mainPos = pos
	b.mu.Unlock()
	b.changed.Signal()
}

// stop lets wait return at once from now on.
func (b *prepBudget) stop() {
	b.mu.Lock()
	b.stopped = true
	b.mu.Unlock()
	b.changed.Broadcast()
}
