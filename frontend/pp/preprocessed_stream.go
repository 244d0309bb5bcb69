package pp

import (
	"sync"
	"sync/atomic"

	"github.com/cufe-dev/cufe/frontend/diag"
	"github.com/cufe-dev/cufe/frontend/token"
)

// PreprocessedStream reads a preprocessed translation unit as
// ReadPreprocessed does, on a goroutine of its own, while a consumer (the
// parser) takes the tokens as they come: on a .ii, lexing then costs the
// consumer almost no time.
type PreprocessedStream struct {
	res     *Result // written by the reading goroutine until done
	partial *Result
	latest  atomic.Pointer[tokenBatch]
	waiters atomic.Int32
	mu      sync.Mutex
	cond    sync.Cond
}

// tokenBatch is what the lexer has published: the tokens so far, and
// whether they are all.
type tokenBatch struct {
	toks []token.Token
	done bool
}

// StartPreprocessed starts reading src (the file at path). Problems are
// reported to r from the reading goroutine: r must not be read before
// Result returns.
func StartPreprocessed(path string, src []byte, r diag.Reporter) *PreprocessedStream {
	s := &PreprocessedStream{res: newPreprocessedResult(path, src)}
	s.partial = &Result{Files: s.res.Files, Main: s.res.Main, Closure: s.res.Closure}
	s.cond.L = &s.mu
	s.latest.Store(&tokenBatch{})
	go func() {
		toks := lexPreprocessed(s.res.Main, r, func(toks []token.Token) { s.publish(&tokenBatch{toks: toks}) })
		s.res.Tokens = toks
		s.publish(&tokenBatch{toks: toks, done: true})
	}()
	return s
}

// publish makes b the latest batch and wakes the waiting readers.
func (s *PreprocessedStream) publish(b *tokenBatch) {
	s.latest.Store(b)
	if s.waiters.Load() > 0 {
		s.mu.Lock()
		s.cond.Broadcast()
		s.mu.Unlock()
	}
}

// Partial returns a result without tokens (a copy of the one being built,
// to read while the file is): its file set and main file are complete, line
// markers are added as they are read.
func (s *PreprocessedStream) Partial() *Result { return s.partial }

// Tokens implements parse.TokenSource: it returns the tokens read so far,
// waiting until there are more than n or the file has been read (done).
func (s *PreprocessedStream) Tokens(n int) ([]token.Token, bool) {
	if b := s.latest.Load(); len(b.toks) > n || b.done {
		return b.toks, b.done
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.waiters.Add(1)
	defer s.waiters.Add(-1)
	for {
		// publish stores before it looks for waiters, and Broadcast needs
		// the lock held here until Wait: no wake-up is lost.
		if b := s.latest.Load(); len(b.toks) > n || b.done {
			return b.toks, b.done
		}
		s.cond.Wait()
	}
}

// Result waits until the whole file has been read and returns the result,
// as ReadPreprocessed would have.
func (s *PreprocessedStream) Result() *Result {
	s.Tokens(int(^uint(0) >> 1))
	return s.res
}
