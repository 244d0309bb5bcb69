package pp

import (
	"sync/atomic"

	"github.com/cufe-dev/cufe/frontend/lex"
	"github.com/cufe-dev/cufe/frontend/token"
)

// prefetcher reads and lexes, on goroutines of its own, the headers the
// preprocessor is about to include, so that the preprocessor finds them
// read and their tokens ready (lexing is about a third of preprocessing).
// One goroutine, the walker, reads each header and goes through its
// directive lines only (lex.ScanDirectives, a few times cheaper than
// lexing), entering the headers they include depth first, in text order, as
// the preprocessor will meet them, searching the include chain as the
// preprocessor does; so it soon runs far ahead. Another, the lexer, lexes
// the headers in the order the walker found them, skipping those the
// preprocessor reached first, and staying within prepAheadLimit of it so
// as to reuse the token storage of the headers it has read (prepBudget).
// The preprocessor waits for a header being lexed, and lexes one not yet
// started itself. The walker cannot know which #if groups will be skipped
// or what a macro include names, so some of its work may go unused, and
// what it has not reached the preprocessor reads for itself.
//
// It shares only the file cache (synchronized) and the immutable search
// chain with the preprocessor; it reports nothing, so it cannot change the
// output, only how soon the preprocessor gets its input.
type prefetcher struct {
	cache    *fileCache
	chain    []searchDir
	nQuote   int
	realDirs map[string]string      // the walker's: canonicalPath caches in it
	seen     map[string]bool        // files queued for lexing (by absolute, cleaned path)
	queued   int64                  // bytes of the files queued so far
	walked   map[*cachedFile]bool   // files whose include lines were walked (the first entry read of each)
	byID     map[fileID]*cachedFile // the first entry read of each file
	macros   guessMacros            // which macros the walk has seen defined
	queue    chan *cachedFile       // from the walker to the lexer, in the order found
	pool     lex.PreparePool        // token storage, handed back by the preprocessor
	budget   *prepBudget            // how far the lexer may run ahead
	stop     atomic.Bool
	done     chan struct{} // closed when both goroutines are done
	onFault  func(error)   // Options.OnFault (headers are mapped)
}

// startPrefetch starts reading ahead of p from the main file at path, its
// forced includes first as the preprocessor reads them. Call it once the
// predefined macros are defined and before anything else is.
func startPrefetch(p *Preprocessor, path string) *prefetcher {
	pf := &prefetcher{
		cache: p.cache, chain: p.chain, nQuote: p.nQuote,
		realDirs: map[string]string{}, seen: map[string]bool{}, walked: map[*cachedFile]bool{}, byID: map[fileID]*cachedFile{},
		macros: snapshotMacros(&p.macros),
		queue:  make(chan *cachedFile, 1024),
		budget: newPrepBudget(prepAheadLimit),
		done:   make(chan struct{}),
	}
	pf.onFault = p.opts.OnFault
	if p.prefetchFirst {
		pf.budget = newPrepBudget(0) // nothing is read before it is done
	}
	var forced []string
	if p.opts.Host != nil {
		forced = append(forced, "<stdc-predef.h>")
	}
	forced = append(forced, p.opts.Includes...)
	go pf.run(path, forced)
	go pf.lexAhead()
	return pf
}

// finish stops the prefetcher and waits for it (it stops between files).
func (pf *prefetcher) finish() {
	pf.stop.Store(true)
	pf.budget.stop()
	<-pf.done
}

// lexAhead lexes the files the walker queues, unless the preprocessor got
// to them first or the prefetcher is stopping (it still drains the queue).
func (pf *prefetcher) lexAhead() {
	defer close(pf.done)
	guardFaults(pf.onFault)
	defer catchFault(pf.onFault, pf.cache.holding)
	for e := range pf.queue {
		if pf.stop.Load() || e.prep.Load() != prepPending || !pf.budget.wait(e.qpos) ||
			!e.prep.CompareAndSwap(prepPending, prepRunning) {
			continue
		}
		e.prepared = pf.pool.Prepare(e.src)
		e.prep.Store(prepReady)
		close(e.prepDone)
	}
}

// run is the walker.
func (pf *prefetcher) run(main string, forced []string) {
	defer close(pf.queue)
	guardFaults(pf.onFault)
	defer catchFault(pf.onFault, pf.cache.holding)
	for _, spec := range forced {
		var fd found
		var ok bool
		if len(spec) > 1 && spec[0] == '<' {
			fd, ok = searchSystemFile(pf.chain, pf.nQuote, pf.exists, spec[1:len(spec)-1])
		} else if pf.exists(spec) {
			fd, ok = found{path: spec, dir: -1}, true
		} else {
			fd, ok = searchInclude(pf.chain, pf.nQuote, pf.exists, spec, true, -1, main, false)
		}
		if ok {
			pf.enter(fd)
		}
	}
	// The preprocessor reads and lexes the main file itself.
	e := pf.cache.get(main)
	if e.err == nil && !pf.stop.Load() {
		pf.walk(e.src, main, -1, false)
	}
}

// exists is the preprocessor's exists, except that a file the walker is
// the first to read is queued for lexing too, unless it is one queued
// already under another spelling ("a/../b/c.h" and "b/c.h": the
// preprocessor reads both, but enters the file once).
func (pf *prefetcher) exists(path string) bool { return pf.get(path).err == nil }

func (pf *prefetcher) get(path string) *cachedFile {
	e, mine := pf.cache.claim(path)
	if !mine {
		<-e.ready
		return e
	}
	var regular bool
	var id fileID
	e.src, regular, id, e.err = pf.cache.readAhead(path, pf.known)
	e.special = !regular
	if o := pf.byID[id]; o != nil && id != (fileID{}) && e.err == nil {
		e.same = o
	} else if id != (fileID{}) && e.err == nil {
		pf.byID[id] = e
	}
	queue := false
	if e.err == nil && !e.special && e.same == nil {
		// The absolute path only for a file read: most probes miss.
		if abs := absClean(path); !pf.seen[abs] {
			pf.seen[abs] = true
			e.prepDone = make(chan struct{})
			e.qpos = pf.queued
			pf.queued += int64(len(e.src))
			e.prep.Store(prepPending)
			pf.cache.queuedAs(abs, e)
			queue = true
		}
	}
	close(e.ready)
	if queue {
		pf.queue <- e
	}
	return e
}

// known returns the text of the file id if the walker has read it.
func (pf *prefetcher) known(id fileID) []byte {
	if e := pf.byID[id]; e != nil {
		return e.src
	}
	return nil
}

// enter walks into a found header, once, whoever read it: if the
// preprocessor did, it is in that header now, and the walk gets ahead of
// it again by the headers this one includes.
func (pf *prefetcher) enter(fd found) {
	e := pf.get(fd.path)
	if fd.system {
		if c := canonicalPath(pf.realDirs, fd.path); c != fd.path {
			pf.cache.alias(c, e)
			fd.path = c
		}
	}
	if e.err != nil || e.special {
		return
	}
	// A file met again under another path is not walked again: with an
	// include guard, the preprocessor does not enter it again either (thrust
	// reaches many headers by two paths; walking both doubled the walk).
	w := e
	if e.same != nil {
		w = e.same
	}
	if pf.walked[w] {
		return
	}
	pf.walked[w] = true
	pf.walk(e.src, fd.path, fd.dir, fd.system)
}

// walk enters the headers that the file spelled `spelled`, found at chain
// index dir, includes, skipping the #if groups it can tell are skipped.
func (pf *prefetcher) walk(src []byte, spelled string, dir int, system bool) {
	var groups guessGroups
	lex.ScanDirectives(src, func(d *lex.DirectiveLine) {
		if pf.stop.Load() {
			return
		}
		switch d.Name {
		case "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif":
			groups.directive(d.Name, func() (bool, bool) { return pf.macros.condition(d.Name, d.Toks) })
			return
		}
		if !groups.live() {
			return
		}
		switch d.Name {
		case "define":
			if len(d.Toks) > 0 && d.Toks[0].Kind == token.Ident {
				funcLike := len(d.Toks) > 1 && d.Toks[1].Kind == token.LParen && d.Toks[1].Flags&token.LeadingSpace == 0
				// The body's first two tokens at most (d.More): enough to
				// tell a one-token body.
				pf.macros.define(d.Toks[0].Text, funcLike, d.Toks[1:])
			}
		case "undef":
			if len(d.Toks) > 0 {
				delete(pf.macros, d.Toks[0].Text)
			}
		case "include", "include_next", "import":
			name, angled := d.Header, true
			if name == "" {
				if len(d.Toks) == 0 || !isPlainString(d.Toks[0].Text) {
					return // a macro names it: left to the preprocessor
				}
				name, angled = d.Toks[0].Text[1:len(d.Toks[0].Text)-1], false
			}
			nextFrom := -1
			if d.Name == "include_next" && dir >= 0 {
				nextFrom = dir + 1
			}
			if fd, ok := searchInclude(pf.chain, pf.nQuote, pf.exists, name, !angled, nextFrom, spelled, system); ok {
				pf.enter(fd)
			}
		}
	})
}
