package pp

import (
	"bytes"
	"errors"
	"io/fs"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cufe-dev/cufe/frontend/lex"
)

// fileCache holds the files of one translation unit as read from disk, each
// read once, found or not. The preprocessor and its prefetcher (prefetch.go)
// share it: whoever asks for a path first reads it, the other waits for
// that read instead of repeating it.
type fileCache struct {
	read    func(string) ([]byte, error)
	ahead   func(string, func(fileID) []byte) ([]byte, bool, fileID, error) // read for the prefetcher
	dirs    *dirListings                                                    // nil: read and ahead do not read the disk's files
	mu      sync.Mutex
	entries map[string]*cachedFile
	queued  map[string]*cachedFile // the entry queued for lexing ahead, by absolute, cleaned path
}

// cachedFile is one path's content. ready is closed once src and err are
// set; they do not change afterwards.
type cachedFile struct {
	ready chan struct{}
	src   []byte
	err   error
	// special: the prefetcher found something else than a regular file
	// there (a FIFO, a device), which the preprocessor reads for itself.
	special bool
	// prep says where lexing the file ahead stands (prepNone when nobody
	// will); prepared is set before prep becomes prepReady, and prepDone is
	// closed then, for a preprocessor that waits on a prepRunning file.
	prep     atomic.Int32
	prepDone chan struct{}
	prepared *lex.Prepared
	readers  int   // the preprocessor's frames reading prepared (its goroutine's only)
	qpos     int64 // where it starts in the text queued for lexing (see prepBudget)
	// same is the entry of the same file read under another spelling of
	// its path, whose text src is (nil if none): its tokens serve.
	same *cachedFile
}

// The states of cachedFile.prep.
const (
	prepNone     int32 = iota // not to be lexed ahead
	prepPending               // queued for the prefetcher's lexer
	prepRunning               // being lexed ahead
	prepReady                 // prepared is set
	prepTaken                 // the preprocessor got there first and lexes it itself
	prepReleased              // read, its token storage handed back for reuse
)

// takePrepared returns e's tokens lexed ahead, waiting for them if they are
// being lexed (that costs less than lexing the file again; the time spent
// waiting is added to waited), or nil when the preprocessor is to lex e
// itself, which it claims so that nobody else does.
func (e *cachedFile) takePrepared(waited *time.Duration) *lex.Prepared {
	for {
		switch e.prep.Load() {
		case prepPending:
			if e.prep.CompareAndSwap(prepPending, prepTaken) {
				return nil
			}
		case prepRunning:
			start := time.Now()
			<-e.prepDone
			*waited += time.Since(start)
		case prepReady:
			return e.prepared
		default:
			return nil
		}
	}
}

func newFileCache(read func(string) ([]byte, error), ahead func(string, func(fileID) []byte) ([]byte, bool, fileID, error), dirs *dirListings) *fileCache {
	return &fileCache{read: read, ahead: ahead, dirs: dirs, entries: map[string]*cachedFile{}, queued: map[string]*cachedFile{}}
}

// readFile is read, without a system call for a path that its directory's
// listing shows absent.
func (c *fileCache) readFile(path string) ([]byte, error) {
	if c.dirs == nil {
		return c.read(path)
	}
	if c.dirs.absent(path) {
		return nil, errAbsent(path)
	}
	b, err := c.read(path)
	if errors.Is(err, fs.ErrNotExist) {
		c.dirs.missed(path)
	}
	return b, err
}

// readAhead is ahead, with the same shortcut.
func (c *fileCache) readAhead(path string, known func(fileID) []byte) ([]byte, bool, fileID, error) {
	if c.dirs == nil {
		return c.ahead(path, known)
	}
	if c.dirs.absent(path) {
		return nil, true, fileID{}, errAbsent(path)
	}
	b, regular, id, err := c.ahead(path, known)
	if errors.Is(err, fs.ErrNotExist) {
		c.dirs.missed(path)
	}
	return b, regular, id, err
}

// get returns path's content, reading it unless it was read already. The
// preprocessor calls it: if the prefetcher is reading path, it waits for
// that read (a few system calls: reading it again would cost as much, and
// the same path is asked for again when the header is entered); what the
// prefetcher leaves alone (a FIFO) it reads itself, keeping no copy.
func (c *fileCache) get(path string) *cachedFile {
	e, mine := c.claim(path)
	if mine {
		e.src, e.err = c.readFile(path)
		close(e.ready)
		return e
	}
	<-e.ready
	if !e.special {
		return e
	}
	own := &cachedFile{} // in no map: nobody waits on it
	own.src, own.err = c.readFile(path)
	return own
}

// claim returns path's entry, and true when the caller is the first to ask
// and must fill it in and close ready.
func (c *fileCache) claim(path string) (*cachedFile, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.entries[path]; ok {
		return e, false
	}
	e := &cachedFile{ready: make(chan struct{})}
	c.entries[path] = e
	return e, true
}

// alias makes path another name of e (a header's canonical spelling), unless
// path has an entry of its own already.
func (c *fileCache) alias(path string, e *cachedFile) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[path]; !ok {
		c.entries[path] = e
	}
}

// releasePrepared notes that a frame reading e's tokens lexed ahead is
// closed; once no frame reads them (a header may include itself), their
// storage goes back to the prefetcher if e will not be entered again (once),
// and e is lexed anew if it is after all.
func (p *Preprocessor) releasePrepared(e *cachedFile, once bool) {
	e.readers--
	if e.readers > 0 || !once || p.prefetch == nil {
		return
	}
	e.prep.Store(prepReleased)
	p.prefetch.pool.Release(e.prepared)
	e.prepared = nil
}

// queuedAs records e as the entry of abs that is lexed ahead.
func (c *fileCache) queuedAs(abs string, e *cachedFile) {
	c.mu.Lock()
	c.queued[abs] = e
	c.mu.Unlock()
}

// sameQueued returns the entry lexed ahead for abs when e, found under
// another spelling ("a/../b.h" for "b.h"), holds the same text, so that its
// tokens serve; else e.
func (c *fileCache) sameQueued(abs string, e *cachedFile) *cachedFile {
	c.mu.Lock()
	q := c.queued[abs]
	c.mu.Unlock()
	if q == nil || q == e || !bytes.Equal(q.src, e.src) {
		return e
	}
	return q
}
